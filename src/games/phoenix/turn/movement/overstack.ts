import { FIGURE_RP_PER_GP, UNIT_CODES, type UnitCode } from '../../data/units.js';
import { armyRp, unitRp } from '../../world/check-figures.js';
import type { Army } from '../../world/schema.js';
import type { MonthContext } from '../month/context.js';
import { realmsOnly } from '../month/events.js';
import { fightAt } from '../combat/melee.js';
import { tidyHex, unitsWorth } from '../month/tidy.js';

/**
 * Whether a figure's RP count against its hex: at liberty and not with an army aboard a fleet, whose
 * ships carry it instead ("… abgezogen, außer sie werden von Schiffen transportiert", R §0.2; P-55).
 */
function fillsHex(context: MonthContext, figure: { realm: string; army?: number; prisonerOf?: string }): boolean {
  if (figure.prisonerOf !== undefined) return false;
  return figure.army === undefined || context.state.army(figure.realm, figure.army)?.aboard === undefined;
}

/** RP in a hex as the limit counts them: armies not aboard, and figures at liberty not carried by ships at GP × 50 (P-55). */
export function hexRp(context: MonthContext, index: number): { armies: number; figures: number } {
  const { state } = context;
  const armies = state.armiesIn(index).filter((army) => army.aboard === undefined).reduce((sum, army) => sum + armyRp(army), 0);
  let figures = 0;
  for (const figure of [...state.world.characters, ...state.world.wizards]) {
    if (fillsHex(context, figure) && state.place(figure.at) === index) figures += Math.floor(figure.gp) * FIGURE_RP_PER_GP.value;
  }
  return { armies, figures };
}

/** Units cut first: troops, then what they carry; commanders last, and never an army's last one (P-85). */
const CUT_ORDER: readonly UnitCode[] = ['K', 'R', 'P', 'S', 'LKP', 'SKP', 'LKS', 'SKS', 'HF'];

/** `excess` shared out over `weights` (summing to `total`) in whole RP, by the largest remainder. */
function shares(weights: readonly number[], total: number, excess: number): number[] {
  const floors = weights.map((w) => Math.floor((excess * w) / total));
  const order = weights.map((w, i) => ({ i, rest: excess * w - (floors[i] as number) * total })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  let left = excess - floors.reduce((sum, n) => sum + n, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] as number) + 1;
    left -= 1;
  }
  return floors;
}

/** Cuts every army in the hex by the same share until the hex holds the limit; 25 % of the price is refunded (R §5.7). */
function cut(context: MonthContext, index: number, limit: number): void {
  const { state, rules } = context;
  const { armies: armyTotal, figures } = hexRp(context, index);
  const excess = Math.min(armyTotal, armyTotal + figures - limit);
  const armies = state.armiesIn(index).filter((army) => army.aboard === undefined);
  const refunds = new Map<string, number>();
  const cutOf = new Map<Army, Partial<Record<UnitCode, number>>>();
  // "… wird die Überzahl prozentual anteilig gestrichen" (R §5.7): each army bears the excess in proportion to its RP (P-85).
  shares(armies.map((army) => armyRp(army)), armyTotal, excess).forEach((share, i) => cutOf.set(armies[i] as Army, unitsWorth(armies[i] as Army, share, true)));
  // Whole units can leave the hex a little over the limit: cut further, troops first.
  let over = armies.reduce((sum, army) => sum + armyRp(army), 0) + figures - limit - [...cutOf].reduce((sum, [army, cuts]) => sum + UNIT_CODES.reduce((s, u) => s + (cuts[u] ?? 0) * unitRp(army, u), 0), 0);
  for (const unit of CUT_ORDER) {
    for (const army of armies) {
      if (over <= 0) break;
      const cuts = cutOf.get(army) as Partial<Record<UnitCode, number>>;
      const left = (army[unit] ?? 0) - (cuts[unit] ?? 0) - (unit === 'HF' ? 1 : 0);
      const more = Math.min(left, Math.ceil(over / unitRp(army, unit)));
      if (more <= 0) continue;
      cuts[unit] = (cuts[unit] ?? 0) + more;
      over -= more * unitRp(army, unit);
    }
  }
  for (const [army, cuts] of cutOf) {
    let value = 0;
    for (const unit of UNIT_CODES) {
      const n = cuts[unit] ?? 0;
      state.adjust(army, unit, -n);
      value += n * rules.tables.units[unit].price;
    }
    refunds.set(army.realm, (refunds.get(army.realm) ?? 0) + value);
    state.emit({ code: 'overstackCut', rule: 'R §5.7, errata 59', audience: realmsOnly(army.realm), data: { army: army.number, at: army.at, cut: cuts } });
  }
  for (const [realm, value] of [...refunds].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const refund = Math.floor(value * rules.tables.overstack.refundShare);
    state.treasury(realm, refund);
    state.emit({ code: 'overstackRefund', rule: 'R §5.7', audience: realmsOnly(realm), data: { at: state.hexAt(index)?.at, refund } });
  }
  tidyHex(context, index);
}

/**
 * The end of a realm's turn (R §5.7, errata 59): a hex over 100,000 RP with armies of hostile
 * realms sees a melee, the realm whose turn it is attacking where it stands there; what is
 * still over the limit is cut in proportion.
 */
export function enforceHexLimit(context: MonthContext, realm: string): void {
  const { state, rules } = context;
  const limit = rules.tables.armyThresholds.hexCapacityRp;
  const totals = new Map<number, number>();
  const add = (at: string, rp: number) => {
    const index = state.place(at);
    totals.set(index, (totals.get(index) ?? 0) + rp);
  };
  // By the live index of armies per place: no place lookups per army (speed).
  for (const [index, list] of state.loaded.armiesAt) {
    let rp = 0;
    for (const army of list) if (army.aboard === undefined) rp += armyRp(army);
    if (rp > 0) totals.set(index, (totals.get(index) ?? 0) + rp);
  }
  for (const figure of [...state.world.characters, ...state.world.wizards]) if (fillsHex(context, figure)) add(figure.at, Math.floor(figure.gp) * FIGURE_RP_PER_GP.value);
  const over = [...totals].filter(([, rp]) => rp > limit).map(([index]) => index).sort((a, b) => a - b);
  for (const index of over) {
    const realms = [...new Set(state.armiesIn(index).filter((a) => a.aboard === undefined).map((a) => a.realm))].sort();
    const attacker = realms.includes(realm) ? realm : realms[0];
    // "… so kommt es zum Nahkampf, wenn sich Heere von zwei oder mehr Reichen in der Gemark befinden" (R §5.7): allies too (P-85).
    if (attacker !== undefined && realms.length > 1) fightAt(context, index, attacker, 'over-stacking (R §5.7)', true);
    const after = hexRp(context, index);
    if (after.armies > 0 && after.armies + after.figures > limit) cut(context, index, limit);
  }
}
