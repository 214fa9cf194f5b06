import type { GameIndex } from './data/board-index.js';
import type { Power } from './powers.js';
import type { Holding, JdaState } from './state.js';

/** The held cities looked at once: by board position, garrison markers per owner, castle and fortress markers on the board. */
export interface BoardHoldings {
  readonly index: GameIndex;
  /** By position in `index.cityIds`; undefined for a free city or one a foreign legion holds. */
  readonly at: readonly (Holding | undefined)[];
  /** Their owners by the same positions. */
  readonly owners: readonly (Power | undefined)[];
  readonly byOwner: ReadonlyMap<Power, number>;
  readonly castles: number;
  readonly fortresses: number;
}

/*
 * Once per cities object: states share it until a city changes (apply.ts changes one in place only
 * in a work of its own, and then forgets it here), and the checks and bots look at it many times per command. It has more keys than V8
 * keeps as a fast object, so every walk over it and every lookup in it is slow.
 */
const known = new WeakMap<JdaState['cities'], BoardHoldings>();

export function boardHoldings(cities: JdaState['cities'], index: GameIndex): BoardHoldings {
  const cached = known.get(cities);
  if (cached?.index === index) return cached;
  const at = new Array<Holding | undefined>(index.cityIds.length).fill(undefined);
  const owners = new Array<Power | undefined>(index.cityIds.length).fill(undefined);
  const byOwner = new Map<Power, number>();
  let castles = 0;
  let fortresses = 0;
  for (const city in cities) {
    const holding = cities[city];
    if (holding === undefined) continue;
    const i = index.at.get(city);
    if (i !== undefined) {
      at[i] = holding;
      owners[i] = holding.owner;
    }
    byOwner.set(holding.owner, (byOwner.get(holding.owner) ?? 0) + 1);
    if (holding.defence === 'castle') castles += 1;
    else if (holding.defence === 'fortress') fortresses += 1;
  }
  const holdings = { index, at, owners, byOwner, castles, fortresses };
  known.set(cities, holdings);
  return holdings;
}

/** Drops what was worked out from `cities` before it is changed in place. */
export function forgetHoldings(cities: JdaState['cities']): void {
  known.delete(cities);
}
