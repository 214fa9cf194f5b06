import type { GameIndex } from './data/board-index.js';
import type { Power } from './powers.js';
import type { Holding, JdaState } from './state.js';

/*
 * The cities record has more keys than V8 keeps as a fast object, so the checks read it once per
 * question into an array by board position (or count it in one walk) instead of looking names up.
 */

/** The held cities by position in `index.cityIds`; undefined for a free city or one a foreign legion holds. */
export function holdingsAt(cities: JdaState['cities'], index: GameIndex): (Holding | undefined)[] {
  const at = new Array<Holding | undefined>(index.cityIds.length).fill(undefined);
  for (const city in cities) {
    const i = index.at.get(city);
    if (i !== undefined) at[i] = cities[city];
  }
  return at;
}

/** The owners of the cities by position in `index.cityIds`. */
export function ownersAt(cities: JdaState['cities'], index: GameIndex): (Power | undefined)[] {
  const owners = new Array<Power | undefined>(index.cityIds.length).fill(undefined);
  for (const city in cities) {
    const i = index.at.get(city);
    if (i !== undefined) owners[i] = cities[city]?.owner;
  }
  return owners;
}

/** Garrison markers `power` has on the board: one per city it holds. */
export function citiesHeldBy(cities: JdaState['cities'], power: Power): number {
  let held = 0;
  for (const city in cities) if (cities[city]?.owner === power) held += 1;
  return held;
}

/** Castle and fortress markers on the board. */
export function defenceMarkers(cities: JdaState['cities']): { castles: number; fortresses: number } {
  let castles = 0;
  let fortresses = 0;
  for (const city in cities) {
    const defence = cities[city]?.defence;
    if (defence === 'castle') castles += 1;
    else if (defence === 'fortress') fortresses += 1;
  }
  return { castles, fortresses };
}
