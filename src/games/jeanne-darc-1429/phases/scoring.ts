import type { DieKind } from '../../../kernel/dice.js';
import type { Emitter } from '../emitter.js';
import type { Power } from '../powers.js';
import type { JdaState, Result } from '../state.js';
import type { GameIndex } from '../data/board-index.js';
import { ownersAt } from '../city-counts.js';

/** The provinces a power holds every city of. */
export function provincesHeld(s: JdaState, index: GameIndex, power: Power): string[] {
  const owners = ownersAt(s.cities, index);
  const held: string[] = [];
  for (const province of index.provinces.values()) {
    if (province.cities.every((city) => owners[index.at.get(city) as number] === power)) held.push(province.id);
  }
  return held;
}

/** The final order: throne points, then fortresses, provinces, castles and money (notes.md). */
export function ranking(s: JdaState, index: GameIndex): Result {
  const rows = s.turnOrder.map((power) => {
    const holdings = Object.values(s.cities).filter((h) => h.owner === power);
    const player = s.players.find((p) => p.power === power) as JdaState['players'][number];
    return {
      power,
      throne: player.throne,
      fortresses: holdings.filter((h) => h.defence === 'fortress').length,
      provinces: provincesHeld(s, index, power).length,
      castles: holdings.filter((h) => h.defence === 'castle').length,
      money: player.money,
    };
  });
  const key = (r: (typeof rows)[number]) => [r.throne, r.fortresses, r.provinces, r.castles, r.money];
  const compare = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (kb[i] as number) - (ka[i] as number);
    return 0;
  };
  const sorted = rows.slice().sort(compare);
  const best = sorted[0] as (typeof rows)[number];
  return { winners: sorted.filter((r) => compare(r, best) === 0).map((r) => r.power), ranking: sorted };
}

function dieFor(faces: number): DieKind {
  return faces <= 6 ? 'W6' : faces <= 20 ? 'W20' : 'W%';
}

/**
 * Whether the game ends after this round: never before `end.first`, always after `end.last`, and in
 * between with the chance that makes every last round from first to last equally likely — one die
 * with as many faces as rounds remain possible (rolled again above that), ending on a 1.
 */
function endsNow(em: Emitter): boolean {
  const { first, last } = em.rules.end;
  const round = em.s.round;
  if (round >= last) return true;
  if (round < first) return false;
  const faces = last - round + 1;
  let roll: number;
  do roll = em.roll(`end of the game after round ${round} (1 in ${faces})`, undefined, dieFor(faces));
  while (roll > faces || roll < 1);
  em.emit({ t: 'end-roll', round, roll, needed: 1 });
  return roll === 1;
}

/** Phase 8: 1 throne point per province held whole, 2 for Île-de-France (notes.md); then the end or the next round. */
export function scoringStep(em: Emitter): void {
  const { s, index, rules } = em;
  for (const power of s.turnOrder) {
    for (const province of provincesHeld(s, index, power)) {
      const ile = index.provinces.get(province)?.ileDeFrance === true;
      em.emit({ t: 'throne', power, delta: ile ? rules.throne.ileDeFrance : rules.throne.province, why: ile ? 'ile-de-france' : 'province' });
    }
  }
  finishRound(em);
}

/** The end of a round: the game ends, or the next round begins with its income. */
export function finishRound(em: Emitter): void {
  if (endsNow(em)) {
    em.emit({ t: 'end', result: ranking(em.s, em.index) });
    return;
  }
  em.emit({ t: 'round', round: em.s.round + 1 });
  em.goto('income');
}
