import type { Areas } from './areas.js';
import type { DomRules } from './rules.js';

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
