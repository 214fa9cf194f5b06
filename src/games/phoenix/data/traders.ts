import { UNITS, type UnitCode } from './units.js';

/** The traders of Audvacar (R §6.4.1, 2022 text; P-280, P-281, P-282). */
export const TRADERS = {
  /** The traders' extra capacity on Audvacar: their goods there hold at most this many RP. */
  stockRp: 100_000,
  /** Goods sent through the portals to one trading post in one turn, at most (RP). */
  portalRp: 25_000,
  /** The consortium's trade cards, at most. */
  cardsMax: 120,
  source: 'R §6.4.1',
} as const;

/** The RP of unit counts (R §1.1, §1.2): the goods of the traders' stock or of one sale. */
export function unitsRp(units: Partial<Record<UnitCode, number>>): number {
  let rp = 0;
  for (const [code, n] of Object.entries(units) as [UnitCode, number | undefined][]) rp += (n ?? 0) * UNITS[code].rp;
  return rp;
}
