import type { GameIndex } from './data/board-index.js';
import type { Power } from './powers.js';
import type { JdaState } from './state.js';

/** Counts over the held cities: garrison markers per owner, castle and fortress markers on the board. */
export interface CityCounts {
  readonly byOwner: ReadonlyMap<Power, number>;
  readonly castles: number;
  readonly fortresses: number;
}

/*
 * Once per cities object: states share it until a city changes (apply.ts never changes one in
 * place), and the checks count it many times per command. A state's cities object has more keys
 * than V8 keeps fast, so each walk over it is slow.
 */
const counted = new WeakMap<JdaState['cities'], CityCounts>();

export function cityCounts(cities: JdaState['cities']): CityCounts {
  let counts = counted.get(cities);
  if (counts === undefined) {
    const byOwner = new Map<Power, number>();
    let castles = 0;
    let fortresses = 0;
    for (const city in cities) {
      const holding = cities[city];
      if (holding === undefined) continue;
      byOwner.set(holding.owner, (byOwner.get(holding.owner) ?? 0) + 1);
      if (holding.defence === 'castle') castles += 1;
      else if (holding.defence === 'fortress') fortresses += 1;
    }
    counts = { byOwner, castles, fortresses };
    counted.set(cities, counts);
  }
  return counts;
}

const owners = new WeakMap<JdaState['cities'], { readonly index: GameIndex; readonly owners: readonly (Power | undefined)[] }>();

/** Each board city's owner by board position (`index.cityIds`), undefined for a free or legion city; once per cities object. */
export function ownersAt(cities: JdaState['cities'], index: GameIndex): readonly (Power | undefined)[] {
  const known = owners.get(cities);
  if (known?.index === index) return known.owners;
  const list = index.cityIds.map((city) => cities[city]?.owner);
  owners.set(cities, { index, owners: list });
  return list;
}
