import type { AreaContext, Areas } from './areas.js';
import { SQUARES } from './board.js';
import { MINE_LETTERS } from './data/tiles.js';
import type { DomRules } from './rules.js';

const contexts = new Map<string, { points: number[]; mine: number[] }>();
/** The last answer, found again by identity: a match keeps the same terrain string and rules object. */
let last: { terrain: string; rules: DomRules; values: { points: readonly number[]; mine: readonly number[] } } | undefined;

/** Points and mine kind of each square, for a terrain and the rules' values (cached: both never change in a match). */
export function squareValues(terrain: string, rules: DomRules): { points: readonly number[]; mine: readonly number[] } {
  if (last !== undefined && last.terrain === terrain && last.rules === rules) return last.values;
  const key = `${rules.values.forest},${rules.values.village},${rules.values.city}:${terrain}`;
  let found = contexts.get(key);
  if (found === undefined) {
    const points: number[] = [];
    const mine: number[] = [];
    for (let s = 0; s < SQUARES; s++) {
      const t = terrain[s];
      points.push(t === 'F' ? rules.values.forest : t === 'V' ? rules.values.village : t === 'R' ? rules.values.city : 0);
      mine.push(MINE_LETTERS.indexOf(t as (typeof MINE_LETTERS)[number]));
    }
    found = { points, mine };
    if (contexts.size > 64) contexts.clear();
    contexts.set(key, found);
  }
  last = { terrain, rules, values: found };
  return found;
}

/** Contexts by castle array (it changes only when a castle is founded), checked against terrain and rules. */
const areaContexts = new WeakMap<readonly number[], { terrain: string; rules: DomRules; ctx: AreaContext }>();

export function areaContext(s: { terrain: string; rules: DomRules; castle: readonly number[] }): AreaContext {
  const known = areaContexts.get(s.castle);
  if (known !== undefined && known.terrain === s.terrain && known.rules === s.rules) return known.ctx;
  const ctx = { ...squareValues(s.terrain, s.rules), castle: s.castle };
  areaContexts.set(s.castle, { terrain: s.terrain, rules: s.rules, ctx });
  return ctx;
}

/** Mine kinds (bit per kind) in each player's domaines. */
function mineKinds(areas: Areas, castle: readonly number[], players: number): number[] {
  const kinds = new Array<number>(players).fill(0);
  for (let l = 0; l < areas.next; l++) {
    const info = areas.info[l];
    if (info === undefined || info.castles.length !== 1) continue;
    const owner = castle[info.castles[0] as number] as number;
    let bits = 0;
    for (let k = 0; k < info.mines.length; k++) if ((info.mines[k] as number) > 0) bits |= 1 << k;
    kinds[owner] = (kinds[owner] as number) | bits;
  }
  return kinds;
}

const bits = (x: number) => (x & 1) + ((x >> 1) & 1) + ((x >> 2) & 1) + ((x >> 3) & 1);

/** Income at the start of a turn: a ducat per mine kind in the player's domaines. */
export function income(areas: Areas, castle: readonly number[], _players: number, seat: number): number {
  // mineKinds for the one seat: no list of every player's kinds at each turn's start.
  let kinds = 0;
  for (let l = 0; l < areas.next; l++) {
    const info = areas.info[l];
    if (info === undefined || info.castles.length !== 1 || castle[info.castles[0] as number] !== seat) continue;
    for (let k = 0; k < info.mines.length; k++) if ((info.mines[k] as number) > 0) kinds |= 1 << k;
  }
  return bits(kinds);
}

/** Each player's points: the value of their domaines (forest, villages, royal city), plus the mine bonus of DOM-12. */
export function scores(areas: Areas, castle: readonly number[], players: number, rules: DomRules): number[] {
  const out = new Array<number>(players).fill(0);
  for (let l = 0; l < areas.next; l++) {
    const info = areas.info[l];
    if (info === undefined || info.castles.length !== 1) continue;
    const owner = castle[info.castles[0] as number] as number;
    out[owner] = (out[owner] as number) + info.value;
  }
  if (rules.mines.mode === 'all-kinds') {
    mineKinds(areas, castle, players).forEach((k, p) => {
      if (k === 15) out[p] = (out[p] as number) + rules.mines.points;
    });
  }
  return out;
}
