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
 * in a work of its own, and then keeps this up to date, see `changeHolding`), and the checks and bots
 * look at it many times per command. It has more keys than V8
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

type Counts = { -readonly [K in keyof BoardHoldings]: BoardHoldings[K] } & { at: (Holding | undefined)[]; owners: (Power | undefined)[]; byOwner: Map<Power, number> };

function count(h: Counts, holding: Holding, by: number): void {
  h.byOwner.set(holding.owner, (h.byOwner.get(holding.owner) ?? 0) + by);
  if (holding.defence === 'castle') h.castles += by;
  else if (holding.defence === 'fortress') h.fortresses += by;
}

/**
 * Hands what was worked out from `before` to `after`, a copy of it where `city` changes from
 * `was` to `now`: cheaper than counting all cities of the copy again.
 */
export function carryHoldings(before: JdaState['cities'], after: JdaState['cities'], city: string, was: Holding | undefined, now: Holding | undefined): void {
  const h = known.get(before);
  if (h === undefined) return;
  known.set(after, { index: h.index, at: h.at.slice(), owners: h.owners.slice(), byOwner: new Map(h.byOwner), castles: h.castles, fortresses: h.fortresses });
  changeHolding(after, city, was, now);
}

/**
 * Brings what was worked out from `cities` up to date as its `city` changes in place from `before`
 * to `after` (undefined: free). Nothing reads these across an event, so they change in place too.
 */
export function changeHolding(cities: JdaState['cities'], city: string, before: Holding | undefined, after: Holding | undefined): void {
  const h = known.get(cities) as Counts | undefined;
  if (h === undefined) return;
  if (before !== undefined) count(h, before, -1);
  if (after !== undefined) count(h, after, 1);
  if (before !== undefined && h.byOwner.get(before.owner) === 0) h.byOwner.delete(before.owner);
  const i = h.index.at.get(city);
  if (i === undefined) return;
  h.at[i] = after;
  h.owners[i] = after?.owner;
}
