import type { JdaCommand } from './commands.js';
import { isPower } from './powers.js';

/**
 * A hand-written test of what `commandSchema` accepts, for the common case: true only for a plain
 * object that the schema accepts and would give back unchanged (keys in the schema's order, no
 * undefined values). Anything else — including every bad command — goes to the schema, which
 * names the problem. The schema stays the definition; this only spares its parse (most of a
 * check's time in random full games). test/jeanne-darc-1429/command-shape.test.ts holds the two together.
 */
type Field = (value: unknown) => boolean;

const isId: Field = (v) => typeof v === 'string' && v.length >= 1 && v.length <= 100;
const isBool: Field = (v) => typeof v === 'boolean';
const isAmount: Field = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1000;
const idOrNull: Field = (v) => v === null || isId(v);
const oneOf =
  (...values: readonly string[]): Field =>
  (v) =>
    typeof v === 'string' && values.includes(v);
const listOf =
  (item: Field, max: number): Field =>
  (v) => {
    if (!Array.isArray(v) || v.length > max) return false;
    for (let i = 0; i < v.length; i++) if (!(i in v) || !item(v[i])) return false;
    return true;
  };

function isPlain(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Fields after `type`, in the schema's order; optional ones may be left out. */
type Shape = readonly (readonly [key: string, test: Field, optional: boolean])[];

function fits(o: Record<string, unknown>, shape: Shape): boolean {
  let at = 0;
  for (const key in o) {
    if (key === 'type') {
      if (at !== 0) return false;
      continue;
    }
    // Keys must come in the schema's order (the parse would reorder them).
    let i = at;
    while (i < shape.length && (shape[i] as Shape[number])[0] !== key) i++;
    if (i === shape.length) return false;
    const [, test] = shape[i] as Shape[number];
    if (!test(o[key])) return false;
    for (let j = at; j < i; j++) if (!(shape[j] as Shape[number])[2]) return false;
    at = i + 1;
  }
  for (let j = at; j < shape.length; j++) if (!(shape[j] as Shape[number])[2]) return false;
  return true;
}

const cards = listOf(isId, 100);
const purchaseShapes: Readonly<Record<string, Shape>> = {
  card: [],
  castle: [['city', isId, false]],
  fortress: [['city', isId, false]],
};
const isPurchase: Field = (v) => {
  if (!isPlain(v)) return false;
  const shape = typeof v.type === 'string' && Object.hasOwn(purchaseShapes, v.type) ? purchaseShapes[v.type] : undefined;
  return shape !== undefined && Object.keys(v)[0] === 'type' && fits(v, shape);
};

const SHAPES: Readonly<Record<JdaCommand['type'], Shape>> = {
  status: [['choice', oneOf('war', 'peace'), false]],
  buy: [['purchase', isPurchase, false]],
  'end-buying': [['discards', cards, true]],
  'order-events': [['order', listOf(isId, 12), false]],
  'choose-city': [['city', isId, false]],
  'choose-player': [['power', (v) => typeof v === 'string' && isPower(v), false]],
  papal: [
    ['province', isId, true],
    ['city', isId, true],
  ],
  duel: [
    ['card', idOrNull, false],
    ['influence', isAmount, false],
  ],
  expand: [
    ['cities', listOf(isId, 20), false],
    ['bySea', isBool, true],
    ['from', isId, true],
  ],
  attack: [
    ['from', isId, false],
    ['to', isId, false],
    ['cards', cards, false],
    ['influence', isAmount, false],
    ['powers', listOf(oneOf('ambassador', 'double', 'traitor'), 3), true],
  ],
  defend: [
    ['card', idOrNull, false],
    ['powers', listOf(oneOf('double', 'retreat'), 2), true],
  ],
  veto: [['forbid', isBool, false]],
  provoke: [['city', isId, false]],
  pass: [],
};

/** Whether `input` is a command the schema accepts as it is (see above); false means: ask the schema. */
export function hasCommandShape(input: unknown): input is JdaCommand {
  if (!isPlain(input)) return false;
  const type = input.type;
  if (typeof type !== 'string' || !Object.hasOwn(SHAPES, type)) return false;
  return fits(input, SHAPES[type as JdaCommand['type']]);
}
