import { RANGED_WEAPONS, type RangedWeapon } from '../data/units.js';
import type { BuildOrder, DestroyOrder, Order, RankOrder, SpellSide, StandingOrder } from './ast.js';
import { RANK_WORDS, STANDING_RULES } from './keywords.js';
import { normalizeWord } from './lexer.js';
import { SyntaxFail, type Cursor } from './syntax.js';

type Grammar = (c: Cursor) => Order;

function when(c: Cursor): 'before' | 'after' {
  return c.word('before', 'after') === 'after' ? 'after' : 'before';
}

function move(c: Cursor): Order {
  const figure = c.word('figure') !== undefined ? c.name('figure') : undefined;
  const army = figure === undefined ? c.int('army') : 0;
  const head = { type: 'move' as const, army, ...(figure === undefined ? {} : { figure }) };
  if (c.word('to') !== undefined) {
    const to = c.place('target');
    let via: string[] = [];
    if (c.word('via') !== undefined) {
      via = c.places('place');
      if (via.length === 0) c.place('place');
    }
    return { ...head, to, ...(via.length > 0 ? { via } : {}) };
  }
  const path = c.places('place');
  if (path.length === 0) c.place('place');
  return { ...head, path };
}

function structure(c: Cursor, type: 'build' | 'repair'): BuildOrder {
  const kind = c.expectWord('road', 'bridge', 'quay', 'wall', 'stronghold');
  const at = c.place('place');
  if (kind === 'road' || kind === 'bridge') return { type, structure: kind, at, to: c.place('place') };
  if (kind === 'quay' || kind === 'wall') return { type, structure: kind, at, side: c.side('side') };
  return { type, structure: 'stronghold', at };
}

function destroyTarget(c: Cursor): DestroyOrder['target'] {
  const kind = c.expectWord('roads', 'wall', 'quay', 'bridge', 'stronghold');
  if (kind === 'wall' || kind === 'quay') return { kind, side: c.side('side') };
  if (kind === 'bridge') return { kind, to: c.place('place') };
  return { kind };
}

function weapon(c: Cursor): RangedWeapon {
  const text = c.name('weapon').toUpperCase();
  if (!RANGED_WEAPONS.includes(text as RangedWeapon)) throw new SyntaxFail(c.lastColumn, 'not-weapon', { got: text });
  return text as RangedWeapon;
}

function standingRule(c: Cursor): StandingOrder['rule'] {
  const text = normalizeWord(c.name('rule')).replace(/[-_]/g, '');
  const found = Object.entries(STANDING_RULES).find(([, words]) => (words as readonly string[]).includes(text));
  if (found === undefined) throw new SyntaxFail(c.lastColumn, 'not-rule', { got: text });
  return found[0] as StandingOrder['rule'];
}

function rankName(c: Cursor): NonNullable<RankOrder['rank']> {
  const text = normalizeWord(c.name('rank')).replace(/[-_]/g, '');
  const found = Object.entries(RANK_WORDS).find(([, words]) => (words as readonly string[]).includes(text));
  if (found === undefined) throw new SyntaxFail(c.lastColumn, 'not-rank', { got: text });
  return found[0] as NonNullable<RankOrder['rank']>;
}

/** BEFOERDERE [FIGUR] <id> ZU <rank> [IN <place>] · DEGRADIERE [FIGUR] <id> [ZU <rank> [IN <place>]] (R §1.9.1, §1.9.3). */
function rank(c: Cursor, direction: RankOrder['direction']): Order {
  c.word('figure');
  const figure = c.name('figure');
  if (direction === 'demote' && c.done) return { type: 'rank', direction, figure };
  c.expectWord('as');
  const to = rankName(c);
  const seat = c.word('into') === undefined ? undefined : c.place('place');
  return { type: 'rank', direction, figure, rank: to, ...(seat === undefined ? {} : { seat }) };
}

function cargo(c: Cursor): Order {
  const from = c.int('army');
  const to = c.int('army');
  const order: { gold?: number; specialIncome?: number; prisoners?: number } = {};
  let at: 'before' | 'after' | undefined;
  while (!c.done) {
    const what = c.expectWord('gold', 'special', 'prisoners', 'before', 'after');
    if (what === 'gold') order.gold = c.int('gold');
    else if (what === 'special') order.specialIncome = c.int('gold');
    else if (what === 'before' || what === 'after') at = what;
    else order.prisoners = c.int('count');
  }
  if (Object.keys(order).length === 0) c.expectWord('gold', 'special', 'prisoners');
  return { type: 'cargo', from, to, ...order, ...(at === undefined ? {} : { when: at }) };
}

function gift(c: Cursor): Order {
  const to = c.name('realm');
  const what = c.expectWord('gold', 'army', 'hex');
  if (what === 'gold') return { type: 'gift', to, gold: c.int('gold') };
  if (what === 'hex') return { type: 'gift', to, hex: c.place('place') };
  const army = c.int('army');
  if (c.word('prisoners') !== undefined) return { type: 'gift', to, army, prisoners: c.int('count') };
  return { type: 'gift', to, army, units: c.units() };
}

/** The sides a wall spell names: "503/25 O", one or more (R §1.4.2, §1.4.4). */
function spellSides(c: Cursor): SpellSide[] {
  const sides: SpellSide[] = [];
  do sides.push({ at: c.place('place'), side: c.side('side') });
  while (/^\d/.test(c.peekWord() ?? ''));
  return sides;
}

/** The grammar of each order after its keyword (docs/phoenix/orders.md). */
export const GRAMMAR: Readonly<Record<string, Grammar>> = {
  move,
  embark: (c) => {
    const army = c.int('army');
    c.word('into');
    return { type: 'embark', army, fleet: c.int('fleet') };
  },
  disembark: (c) => {
    const army = c.int('army');
    c.word('to');
    return { type: 'disembark', army, to: c.place('place') };
  },
  split: (c) => ({ type: 'split', army: c.int('army'), newArmy: c.int('newArmy'), units: c.units() }),
  merge: (c) => {
    const army = c.int('army');
    c.word('into');
    return { type: 'merge', army, into: c.int('army') };
  },
  handOver: (c) => {
    const from = c.int('army');
    const to = c.int('army');
    const column = c.nextColumn;
    const units = c.units();
    const keys = Object.keys(units);
    if (keys.length !== 1 || units.HF === undefined) throw new SyntaxFail(column, 'handover-hf', {});
    return { type: 'handOver', from, to, commanders: units.HF };
  },
  mount: (c) => ({ type: 'mount', army: c.int('army'), newArmy: c.int('newArmy'), count: c.int('count'), when: when(c) }),
  dismount: (c) => ({ type: 'dismount', army: c.int('army'), newArmy: c.int('newArmy'), count: c.int('count'), when: when(c) }),
  cargo,
  dump: (c) => {
    const army = c.int('army');
    c.word('gold');
    return { type: 'dump', army, gold: c.int('gold') };
  },
  deposit: (c) => {
    const army = c.int('army');
    return { type: 'deposit', army, ...(c.word('gold') === undefined ? {} : { gold: c.int('gold') }) };
  },
  withdrawCrew: (c) => {
    const at = c.place('place');
    const side = c.side('side');
    c.word('into');
    return { type: 'withdrawCrew', at, side, army: c.int('army') };
  },
  delocalise: (c) => {
    const at = c.place('place');
    return { type: 'delocalise', at, ...(c.word('gold') === undefined ? {} : { gold: c.int('gold') }) };
  },
  fire: (c) => {
    const army = c.int('army');
    const w = weapon(c);
    const count = c.int('count');
    c.word('at');
    const at = c.place('target');
    const wall = c.word('wall') !== undefined ? c.side('side') : undefined;
    return { type: 'fire', army, weapon: w, count, at, ...(wall ? { wall } : {}), when: when(c) };
  },
  conquer: (c) => ({ type: 'conquer', army: c.int('army') }),
  plunder: (c) => ({ type: 'plunder', army: c.int('army') }),
  destroy: (c) => ({ type: 'destroy', army: c.int('army'), target: destroyTarget(c) }),
  disband: (c) => ({ type: 'disband', army: c.int('army') }),
  build: (c) => structure(c, 'build'),
  repair: (c) => structure(c, 'repair'),
  arm: (c) => {
    // RUESTE CZA|CZB <id>: a character wizard, armed in the largest stronghold (R §1.9.2).
    const next = c.peekWord();
    if (next === 'cza' || next === 'czb') {
      c.name('class');
      const wizard = c.name('wizard').toLowerCase();
      const player = c.word('player') === undefined ? undefined : c.name('player');
      return { type: 'armWizard', as: next === 'cza' ? 'CZA' : 'CZB', wizard, ...(player === undefined ? {} : { player }) };
    }
    const at = c.place('place');
    // RUESTE <place> ZA <id>: a Noname wizard, armed in that stronghold (R §1.3, §3.3).
    if (c.peekWord() === 'za') {
      c.name('class');
      return { type: 'armWizard', as: 'ZA', wizard: c.name('wizard').toLowerCase(), at };
    }
    // RUESTE <Audvacar> LAGER <units>: the traders' goods (R §6.4.1; P-280).
    if (c.word('stock') !== undefined) return { type: 'arm', at, army: 0, stock: true, units: c.units(), fromSpecialIncome: false };
    // RUESTE <trading post> AUDVACAR <units>: dead goods sold virtually to the traders (R §6.4.1; P-286).
    if (c.word('audvacar') !== undefined) return { type: 'arm', at, army: 0, audvacar: true, units: c.units(), fromSpecialIncome: false };
    const army = c.int('army');
    const fromSpecialIncome = c.word('special') !== undefined;
    const now = c.word('now') !== undefined;
    // RUESTE <place> <army> SOFORT ZA <id>: the undead's one ZA (R §6.7; P-284).
    if (now && c.peekWord() === 'za') {
      c.name('class');
      return { type: 'arm', at, army, now: true, wizard: c.name('wizard').toLowerCase(), units: {}, fromSpecialIncome };
    }
    return { type: 'arm', at, army, ...(now ? { now: true as const } : {}), units: c.units(), fromSpecialIncome };
  },
  wegerecht: (c) => {
    const grant = c.expectWord('grant', 'revoke') === 'grant';
    return { type: 'right', right: 'wegerecht', grant, realm: c.name('realm') };
  },
  kuestenrecht: (c) => {
    const grant = c.expectWord('grant', 'revoke') === 'grant';
    return { type: 'right', right: 'kuestenrecht', grant, realm: c.name('realm') };
  },
  gift,
  capitalMove: (c) => ({ type: 'capitalMove', to: c.place('place') }),
  standing: (c) => ({ type: 'standing', army: c.int('army'), rule: standingRule(c) }),
  retreat: (c) => {
    c.word('figure');
    const figure = c.name('character');
    c.expectWord('to');
    return { type: 'retreat', figure, to: c.place('place') };
  },
  magicWall: (c) => {
    c.word('figure');
    const wizard = c.name('wizard');
    return { type: 'magicWall', wizard, sides: spellSides(c) };
  },
  tearDown: (c) => {
    c.word('figure');
    const wizard = c.name('wizard');
    const sides = spellSides(c);
    return { type: 'tearDown', wizard, sides, when: when(c) };
  },
  dismiss: (c) => {
    c.word('figure');
    return { type: 'dismiss', wizard: c.name('wizard') };
  },
  promote: (c) => rank(c, 'promote'),
  demote: (c) => rank(c, 'demote'),
  convert: (c) => {
    c.word('figure');
    return { type: 'convert', wizard: c.name('wizard') };
  },
  release: (c) => {
    c.word('figure');
    return { type: 'release', figure: c.name('figure') };
  },
  bonusStronghold: (c) => {
    const at = c.place('place');
    if (c.word('for') === undefined) return { type: 'bonusStronghold', at };
    c.word('figure');
    return { type: 'bonusStronghold', at, figure: c.name('character') };
  },
  sell: (c) => {
    const to = c.name('realm');
    const post = c.place('place');
    return { type: 'sell', to, post, army: c.int('army'), units: c.units() };
  },
  teleport: (c) => {
    c.word('figure');
    const wizard = c.name('wizard');
    c.expectWord('to');
    const to = c.place('place');
    // MIT: the spell of Spells II that takes own armies along (R §1.4.1).
    if (c.word('into') === undefined) return { type: 'teleport', wizard, to, when: when(c) };
    const armies = [c.int('army')];
    while (!c.done) armies.push(c.int('army'));
    return { type: 'teleportUnits', wizard, to, armies };
  },
  banish: (c) => {
    c.word('figure');
    const wizard = c.name('wizard');
    const at = c.place('place');
    return { type: 'banish', wizard, at, zkp: c.int('zkp') };
  },
  pairing: (c) => {
    c.word('figure');
    const fighter = c.name('character');
    c.expectWord('against');
    c.word('figure');
    return { type: 'pairing', fighter, opponent: c.name('character') };
  },
};
