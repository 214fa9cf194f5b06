import { SeededDice } from '../../src/kernel/dice.js';
import { TERRAIN } from '../../src/games/phoenix/data/terrain.js';
import { formatHex, parseHex } from '../../src/games/phoenix/map/coords.js';
import { generateWorld } from '../../src/games/phoenix/map/generate/world.js';
import { within } from '../../src/games/phoenix/map/grid.js';
import type { LocatedOrder, Order, Turn } from '../../src/games/phoenix/orders/ast.js';
import type { Army, World } from '../../src/games/phoenix/world/schema.js';

export interface MonthScenario {
  readonly world: World;
  readonly turns: Map<string, Turn>;
}

/**
 * A generated Erkenfara for the month: `realms` realms with their starting forces plus armies up
 * to `armies` in all, each near its capital, and random plausible orders for every realm — moves,
 * conquests, plunder, fire, armament, building, splits, gifts. Same seed → same scenario.
 */
export function monthScenario(seed: number, realms: number, armies: number, special = false): MonthScenario {
  const world = generateWorld({ seed, realms, armies: true, special });
  const dice = new SeededDice(seed + 1);
  const terrain = new Map(world.hexes.map((hex) => [hex.at, hex.terrain]));
  const land = (id: number) => {
    const at = terrain.get(formatHex(id));
    return at !== undefined && !TERRAIN[at].water;
  };
  // Extra armies go to the original realms, near their capitals; the special realms (`special`) keep their own.
  const originals = world.realms.filter((realm) => realm.kind === 'original');
  const near = new Map(originals.map((realm) => [realm.id, within(parseHex(realm.capital as string) as number, 7).filter(land)]));
  const perRealm = Math.ceil((armies - world.armies.length) / originals.length);
  for (const realm of originals) {
    const places = near.get(realm.id) as number[];
    const used = new Set(world.armies.filter((a) => a.realm === realm.id).map((a) => a.number));
    let number = 103;
    for (let i = 0; i < perRealm && world.armies.length < armies; i++) {
      while (used.has(number)) number += 1;
      const riders = number > 199;
      const id = riders ? number + 2 : number;
      used.add(number);
      const at = formatHex(places[dice.int(0, places.length - 1)] as number);
      const army: Army = riders
        ? { realm: realm.id, number: id, kind: 'riders', at, R: dice.int(500, 1_500), HF: dice.int(1, 3) }
        : { realm: realm.id, number: id, kind: 'warriors', at, K: dice.int(800, 3_000), HF: dice.int(1, 3), ...(i % 7 === 0 ? { LKP: 1 } : {}) };
      world.armies.push(army);
      number += 1;
    }
  }
  const turns = new Map<string, Turn>();
  for (const realm of world.realms) turns.set(realm.id, { realm: realm.id, orders: randomOrders(world, realm.id, dice) });
  return { world, turns };
}

const SIDES = ['NW', 'NO', 'O', 'SO', 'SW', 'W'] as const;

/** Every wizard of the realm at liberty casts or teleports: a teleport, a magic wall, a tearing down or a banishment (R §1.3, §1.4). */
function wizardOrders(world: World, realm: string, dice: SeededDice): Order[] {
  const orders: Order[] = [];
  for (const wizard of world.wizards) {
    if (wizard.realm !== realm || wizard.prisonerOf !== undefined) continue;
    const here = parseHex(wizard.at);
    if (here === undefined) continue;
    const near = within(here, 2);
    const target = formatHex(near[dice.int(1, near.length - 1)] as number);
    const side = SIDES[dice.int(0, 5)] as (typeof SIDES)[number];
    const roll = dice.int(1, 4);
    const far = within(here, 6);
    if (roll === 1) orders.push({ type: 'teleport', wizard: wizard.id, to: formatHex(far[dice.int(1, far.length - 1)] as number), when: dice.int(1, 2) === 1 ? 'before' : 'after' });
    else if (roll === 2) orders.push({ type: 'magicWall', wizard: wizard.id, sides: [{ at: wizard.at, side }] });
    else if (roll === 3) orders.push({ type: 'tearDown', wizard: wizard.id, sides: [{ at: target, side }], when: 'after' });
    else orders.push({ type: 'banish', wizard: wizard.id, at: target, zkp: Math.max(1, Math.min(4, Math.floor(wizard.zkp))) });
  }
  return orders;
}

/** Random orders a player might give: most armies move a few hexes, some conquer, fire, split; every wizard casts or teleports. */
export function randomOrders(world: World, realm: string, dice: SeededDice): LocatedOrder[] {
  const orders: Order[] = [];
  const own = world.armies.filter((army) => army.realm === realm && army.aboard === undefined);
  const capital = world.realms.find((r) => r.id === realm)?.capital;
  const numbers = new Set(own.map((a) => a.number));
  for (const army of own) {
    const roll = dice.int(1, 10);
    const here = parseHex(army.at);
    if (here === undefined) continue;
    if (roll <= 6 && army.kind !== 'fleet') {
      const targets = within(here, 3);
      orders.push({ type: 'move', army: army.number, to: formatHex(targets[dice.int(1, targets.length - 1)] as number) });
      if (roll <= 2) orders.push({ type: 'conquer', army: army.number });
    } else if (roll === 7 && army.kind === 'warriors' && (army.LKP ?? 0) > 0) {
      const targets = within(here, 1);
      orders.push({ type: 'fire', army: army.number, weapon: 'LKP', count: 1, at: formatHex(targets[dice.int(1, targets.length - 1)] as number), when: 'before' });
    } else if (roll === 8 && army.kind === 'warriors' && (army.K ?? 0) >= 1_000 && (army.HF ?? 0) >= 2) {
      let free = 150;
      while (numbers.has(free) && free < 199) free += 1;
      if (!numbers.has(free)) {
        numbers.add(free);
        orders.push({ type: 'split', army: army.number, newArmy: free, units: { K: Math.floor((army.K ?? 0) / 2), HF: 1 } });
      }
    } else if (roll === 9) orders.push({ type: 'plunder', army: army.number });
  }
  if (capital !== undefined && !capital.startsWith('2001/')) {
    let free = 101;
    while (numbers.has(free) && free < 199) free += 1;
    if (!numbers.has(free)) orders.push({ type: 'arm', at: capital, army: free, units: { K: 2_000, HF: 2 }, fromSpecialIncome: false });
    const around = within(parseHex(capital) as number, 1);
    orders.push({ type: 'build', structure: 'road', at: capital, to: formatHex(around[dice.int(1, around.length - 1)] as number) });
  }
  // The traders arm into their stock on Audvacar (R §6.4.1).
  const audvacar = world.realms.find((r) => r.id === realm)?.kind === 'traders' ? world.hexes.find((hex) => hex.marks?.includes('audvacar'))?.at : undefined;
  if (audvacar !== undefined) orders.push({ type: 'arm', at: audvacar, army: 0, stock: true, units: { K: 2_000, HF: 2 }, fromSpecialIncome: false });
  orders.push(...wizardOrders(world, realm, dice));
  const others = world.realms.filter((r) => r.id !== realm);
  if (others.length > 0 && dice.int(1, 3) === 1) orders.push({ type: 'gift', to: (others[dice.int(0, others.length - 1)] as { id: string }).id, gold: 1_000 });
  return orders.map((order, i) => ({ ...order, loc: { line: i + 1, column: 1 } }));
}
