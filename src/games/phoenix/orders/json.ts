import { z } from 'zod';
import { InputError, type Problem } from '../../../kernel/problems.js';
import { jsonPath, parseWith } from '../../../kernel/validation.js';
import type { LocatedOrder, Turn } from './ast.js';
import { PLACE_PATTERN, count, side, unitCountsShape } from '../world/schema.js';

/**
 * The JSON form of a turn (docs/phoenix/orders.md): `{ realm, orders: [...] }`, each order an
 * object with `type` and the fields of the order AST (ast.ts). Problems name the JSON path.
 */
const place = z.string().regex(PLACE_PATTERN, { error: 'must be a place written gf/kf, like "503/22"' });
const armyNumber = z.int().min(1);
const units = z.strictObject(unitCountsShape);
const when = z.enum(['before', 'after']);

const orderSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('move'),
    army: z.int().min(0),
    path: z.array(place).min(1).optional(),
    to: place.optional(),
    via: z.array(place).optional(),
    figure: z.string().min(1).optional(),
  }),
  z.strictObject({ type: z.literal('embark'), army: armyNumber, fleet: armyNumber }),
  z.strictObject({ type: z.literal('disembark'), army: armyNumber, to: place }),
  z.strictObject({ type: z.literal('split'), army: armyNumber, newArmy: armyNumber, units }),
  z.strictObject({ type: z.literal('merge'), army: armyNumber, into: armyNumber }),
  z.strictObject({ type: z.literal('handOver'), from: armyNumber, to: armyNumber, commanders: z.int().min(1) }),
  z.strictObject({ type: z.enum(['mount', 'dismount']), army: armyNumber, newArmy: armyNumber, count: z.int().min(1), when }),
  z.strictObject({ type: z.literal('cargo'), from: armyNumber, to: armyNumber, gold: count.optional(), specialIncome: count.optional(), prisoners: count.optional(), when: when.optional() }),
  z.strictObject({ type: z.literal('dump'), army: armyNumber, gold: count }),
  z.strictObject({ type: z.literal('deposit'), army: armyNumber, gold: z.int().min(1).optional() }),
  z.strictObject({ type: z.literal('delocalise'), at: place, gold: z.int().min(1).optional() }),
  z.strictObject({ type: z.literal('withdrawCrew'), at: place, side, army: armyNumber }),
  z.strictObject({ type: z.literal('fire'), army: armyNumber, weapon: z.enum(['LKP', 'SKP', 'LKS', 'SKS']), count: z.int().min(1), at: place, wall: side.optional(), when }),
  z.strictObject({ type: z.enum(['conquer', 'plunder']), army: armyNumber }),
  z.strictObject({
    type: z.literal('destroy'),
    army: armyNumber,
    target: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('roads') }),
      z.strictObject({ kind: z.enum(['wall', 'quay']), side }),
      z.strictObject({ kind: z.literal('bridge'), to: place }),
      z.strictObject({ kind: z.literal('stronghold') }),
    ]),
  }),
  z.strictObject({ type: z.literal('disband'), army: armyNumber }),
  z.strictObject({
    type: z.enum(['build', 'repair']),
    structure: z.enum(['road', 'bridge', 'quay', 'wall', 'stronghold']),
    at: place,
    to: place.optional(),
    side: side.optional(),
  }),
  z.strictObject({
    type: z.literal('arm'),
    at: place,
    army: z.int().min(0),
    now: z.literal(true).optional(),
    wizard: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/).optional(),
    stock: z.literal(true).optional(),
    audvacar: z.literal(true).optional(),
    units,
    fromSpecialIncome: z.boolean(),
  }),
  z.strictObject({ type: z.literal('right'), right: z.enum(['wegerecht', 'kuestenrecht']), grant: z.boolean(), realm: z.string().min(1) }),
  z.strictObject({ type: z.literal('gift'), to: z.string().min(1), gold: count.optional(), army: armyNumber.optional(), units: units.optional(), prisoners: count.optional(), hex: place.optional() }),
  z.strictObject({ type: z.literal('capitalMove'), to: place }),
  z.strictObject({ type: z.literal('standing'), army: armyNumber, rule: z.enum(['fireWhenAttacked', 'takePrisoners', 'destroyOverrun', 'declineRearguard']) }),
  z.strictObject({ type: z.literal('pairing'), fighter: z.string().min(1), opponent: z.string().min(1) }),
  z.strictObject({ type: z.literal('retreat'), figure: z.string().min(1), to: place }),
  z.strictObject({ type: z.literal('magicWall'), wizard: z.string().min(1), sides: z.array(z.strictObject({ at: place, side })).min(1) }),
  z.strictObject({ type: z.literal('tearDown'), wizard: z.string().min(1), sides: z.array(z.strictObject({ at: place, side })).min(1), when }),
  z.strictObject({ type: z.literal('dismiss'), wizard: z.string().min(1) }),
  z.strictObject({ type: z.literal('teleport'), wizard: z.string().min(1), to: place, when }),
  z.strictObject({ type: z.literal('teleportUnits'), wizard: z.string().min(1), to: place, armies: z.array(armyNumber).min(1) }),
  z.strictObject({ type: z.literal('banish'), wizard: z.string().min(1), at: place, zkp: z.number().int().positive() }),
  z.strictObject({
    type: z.literal('rank'),
    direction: z.enum(['promote', 'demote']),
    figure: z.string().min(1),
    rank: z.enum(['civilian', 'commander', 'castleLord', 'townLord', 'fortressLord', 'ruler']).optional(),
    seat: place.optional(),
  }),
  z.strictObject({ type: z.literal('armWizard'), as: z.enum(['CZA', 'CZB', 'ZA']), wizard: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/), at: place.optional(), player: z.string().min(1).max(60).optional() }),
  z.strictObject({ type: z.literal('bonusStronghold'), at: place, figure: z.string().min(1).optional() }),
  z.strictObject({ type: z.literal('convert'), wizard: z.string().min(1) }),
  z.strictObject({ type: z.literal('release'), figure: z.string().min(1) }),
  z.strictObject({ type: z.literal('sell'), to: z.string().min(1), post: place, army: armyNumber, units }),
  z.strictObject({ type: z.literal('unsupported'), keyword: z.string().min(1), capability: z.string().min(1) }),
]);

export const turnSchema = z.strictObject({
  $schema: z.string().optional(),
  realm: z.string().min(1),
  orders: z.array(orderSchema),
});

/** Problems the schema cannot state: an order's alternatives that need one another. */
function shapeProblems(orders: readonly z.output<typeof orderSchema>[]): Problem[] {
  const problems: Problem[] = [];
  orders.forEach((order, i) => {
    const where = jsonPath(['orders', i]);
    if (order.type === 'move' && (order.path === undefined) === (order.to === undefined)) {
      problems.push({ code: 'move-shape', message: 'a move gives either "path" or "to" (with optional "via")', where });
    }
    if (order.type === 'move' && order.via !== undefined && order.to === undefined) problems.push({ code: 'move-shape', message: '"via" needs "to"', where: `${where}.via` });
    if (order.type === 'build' || order.type === 'repair') {
      const needsTo = order.structure === 'road' || order.structure === 'bridge';
      const needsSide = order.structure === 'quay' || order.structure === 'wall';
      if (needsTo !== (order.to !== undefined)) problems.push({ code: 'build-shape', message: needsTo ? `a ${order.structure} needs "to"` : `a ${order.structure} takes no "to"`, where: `${where}.to` });
      if (needsSide !== (order.side !== undefined)) problems.push({ code: 'build-shape', message: needsSide ? `a ${order.structure} needs "side"` : `a ${order.structure} takes no "side"`, where: `${where}.side` });
    }
    const noArmy = order.type === 'arm' && (order.stock === true || order.audvacar === true);
    if (order.type === 'arm' && (order.army === 0) !== noArmy) {
      problems.push({ code: 'arm-shape', message: noArmy ? '"stock" and "audvacar" take "army": 0' : '"army" is the number of an army (from 1); 0 only with "stock" or "audvacar"', where: `${where}.army` });
    }
    if (order.type === 'arm' && order.stock === true && order.audvacar === true) problems.push({ code: 'arm-shape', message: 'an arm order gives "stock" or "audvacar", not both', where });
    if (order.type === 'arm' && order.audvacar === true && order.fromSpecialIncome) problems.push({ code: 'arm-shape', message: '"audvacar" arms from the treasury: "fromSpecialIncome" is false', where });
    if (order.type === 'arm' && order.wizard !== undefined && order.now !== true) problems.push({ code: 'arm-shape', message: '"wizard" (the undead\'s ZA) needs "now": true', where: `${where}.wizard` });
    if (order.type === 'gift' && [order.gold, order.army, order.hex].filter((v) => v !== undefined).length !== 1) {
      problems.push({ code: 'gift-shape', message: 'a gift gives exactly one of "gold", "army" (with "units" or "prisoners") or "hex"', where });
    }
  });
  return problems;
}

/** Reads a turn in the JSON form; bad input is reported by JSON path, never thrown. */
export function parseTurnJson(input: unknown, source?: string): { turn: Turn | undefined; problems: Problem[] } {
  let parsed: z.output<typeof turnSchema>;
  try {
    parsed = parseWith(turnSchema, input, source);
  } catch (error) {
    if (error instanceof InputError) return { turn: undefined, problems: [...error.problems] };
    throw error;
  }
  const problems = shapeProblems(parsed.orders);
  if (problems.length > 0) return { turn: undefined, problems };
  const orders = parsed.orders.map((order, i) => ({ ...order, loc: { line: 0, column: 0, path: jsonPath(['orders', i]) } }) as LocatedOrder);
  return { turn: { realm: parsed.realm, orders }, problems: [] };
}
