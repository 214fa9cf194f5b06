import { areaSquares } from './areas.js';
import { LINKS as BOARD_LINKS, SQUARES } from './board.js';
import type { DomState } from './state.js';

/** A module-local name for the neighbour table: read in the hottest loops. */
const LINKS = BOARD_LINKS;

/**
 * What one check, one list of legal commands or one choice of the random player reads of a state
 * again and again, each worked out on first use: a context for one call, dropped with it (states
 * are never changed, so it cannot go stale while the call lasts). Nothing of it is kept between calls.
 */
export class Look {
  /** Castle squares by seat, each list made when first asked for. */
  private castles: (number[] | null)[] | null = null;
  /** Knights by area label and seat: label * 4 + seat. */
  private counts: number[] | null = null;
  /** Neighbour domaines by castle square (castle * 4 + seat), once asked. */
  private neighbours: Map<number, readonly number[]> | null = null;

  constructor(readonly state: DomState) {}

  /** The castle squares of `seat`, ascending: read from the areas, which list the castles each holds. */
  castlesOf(seat: number): readonly number[] {
    const castles = (this.castles ??= [null, null, null, null]);
    let own = castles[seat];
    if (own === undefined) return [];
    if (own === null) {
      own = [];
      const { info, next } = this.state.areas;
      const castle = this.state.castle;
      for (let l = 0; l < next; l++) {
        const list = info[l]?.castles;
        if (list === undefined) continue;
        for (let i = 0; i < list.length; i++) {
          const c = list[i] as number;
          if (castle[c] === seat) insertAscending(own, c);
        }
      }
      castles[seat] = own;
    }
    return own;
  }

  /** Knights of `seat` in the area of `square` (labels are kept exact, areas.ts). */
  knightsInArea(square: number, seat: number): number {
    const label = this.state.areas.label;
    let counts = this.counts;
    if (counts === null) {
      counts = new Array<number>(this.state.areas.next * 4).fill(0);
      const knight = this.state.knight;
      for (let s = 0; s < SQUARES; s++) {
        const k = knight[s] as number;
        if (k >= 0) {
          const i = (label[s] as number) * 4 + k;
          counts[i] = (counts[i] as number) + 1;
        }
      }
      this.counts = counts;
    }
    return counts[(label[square] as number) * 4 + seat] ?? 0;
  }

  /** The castles of other players' domaines next to the player's domaine of `castle`, ascending. */
  neighbourDomaines(seat: number, castle: number): readonly number[] {
    const key = castle * 4 + seat;
    const known = this.neighbours?.get(key);
    if (known !== undefined) return known;
    const found = findNeighbourDomaines(this.state, seat, castle);
    (this.neighbours ??= new Map()).set(key, found);
    return found;
  }
}

/** Adds `x` to the ascending `list` where it belongs: for the short lists of a player's castles and domaines. */
export function insertAscending(list: number[], x: number): void {
  let j = list.length;
  list.push(x);
  while (j > 0 && (list[j - 1] as number) > x) {
    list[j] = list[j - 1] as number;
    j -= 1;
  }
  list[j] = x;
}

function findNeighbourDomaines(state: DomState, seat: number, castle: number): number[] {
  const { label, info } = state.areas;
  const home = label[castle] as number;
  const out: number[] = [];
  for (const s of areaSquares(state.areas.borders, castle)) {
    const links = LINKS[s] as readonly number[];
    for (let i = 0; i < links.length; i += 2) {
      const l = label[links[i] as number] as number;
      if (l === home) continue;
      const area = info[l];
      if (area === undefined || area.castles.length !== 1) continue;
      const c = area.castles[0] as number;
      if (state.castle[c] !== seat && !out.includes(c)) out.push(c);
    }
  }
  return out.sort((x, y) => x - y);
}
