import { RANGED_WEAPONS, type RangedWeapon } from '../../data/units.js';
import { t } from '../../reports/text.js';
import type { Trace } from '../../reports/trace.js';
import type { PhoenixRules } from '../../rules.js';
import type { LabelledDice } from './labelled-dice.js';
import { plain, unitsLost } from './rounding.js';
import { shown } from '../shown.js';
import type { TargetArmy } from './schema.js';
import { hitWeapons, type WeaponFate } from './weapons.js';

/** The units fire can hit; commanders are lost in proportion instead (R §5.1). */
export const HIT_UNITS = ['K', 'P', 'R', 'S', 'LKP', 'SKP', 'LKS', 'SKS'] as const;
export type HitUnit = (typeof HIT_UNITS)[number];

/** How a loss is shared out: by build points (errata 92) or by Heeresstärke (errata 53; P-34). */
export type Weighting = 'bp' | 'strength';

export function unitWeight(unit: HitUnit, weighting: Weighting, rules: PhoenixRules): number {
  const data = rules.tables.units[unit];
  return weighting === 'bp' ? data.bp : data.meleeStrength;
}

export function hittable(army: TargetArmy, unit: HitUnit): number {
  return Math.max(0, (army[unit] ?? 0) - (army.banned?.[unit] ?? 0));
}

/** Weight of what fire can hit in the army, per unit kind. */
export function hittableWeights(army: TargetArmy, weighting: Weighting, rules: PhoenixRules): Partial<Record<HitUnit, number>> {
  const weights: Partial<Record<HitUnit, number>> = {};
  for (const unit of HIT_UNITS) {
    const weight = hittable(army, unit) * unitWeight(unit, weighting, rules);
    if (weight > 0) weights[unit] = weight;
  }
  return weights;
}

export interface UnitLoss {
  readonly before: number;
  readonly banned: number;
  /** Share of the army's BP loss (its share of the army's hittable weight). */
  readonly share: number;
  readonly bpLoss: number;
  readonly lost: number;
  readonly after: number;
  /** Ships: empty ones sink first, then loaded ones (R §5.1; P-38). */
  readonly emptyLost?: number;
  readonly loadedLost?: number;
  /** Ranged weapons: each damaged one and its W% (R §1.5.11; P-36). */
  readonly weapons?: readonly WeaponFate[];
  /** BP loss beyond what destroys every hittable weapon: lost. */
  readonly excessBp?: number;
}

export interface ArmyUnitLosses {
  readonly units: Partial<Record<HitUnit, UnitLoss>>;
  /** Share of the army lost, by BP with catapults counted (P-113) or by the split's weights; commanders follow it (R §5.1). */
  readonly lossShare: number;
  readonly HF: { readonly before: number; readonly lost: number; readonly after: number };
  /** Every unit of the army gone (banned ones count): its last HF dies with it (R §5, errata 74; P-35). */
  readonly destroyed: boolean;
}

function isWeapon(unit: HitUnit): unit is RangedWeapon {
  return (RANGED_WEAPONS as readonly string[]).includes(unit);
}

/** Turns an army's BP loss into units lost (R §5.1, errata 92; P-35 … P-38). */
export function armyUnitLosses(army: TargetArmy, bpLoss: number, weighting: Weighting, dice: LabelledDice, rules: PhoenixRules, trace: Trace): ArmyUnitLosses {
  const mode = rules.interpretations.rangedUnitRounding;
  // §5.1 loses HF in proportion to "Krieger, Reitern, Fernkampfwaffen oder Schiffen", by BP (errata 92; P-113).
  const shareWeighting: Weighting = rules.interpretations.rangedCommanderShare === 'army-bp' ? 'bp' : weighting;
  const weights = hittableWeights(army, weighting, rules);
  const totalHittable = Object.values(weights).reduce((sum, w) => sum + w, 0);
  const units: Partial<Record<HitUnit, UnitLoss>> = {};
  let lostWeight = 0;
  let armyWeight = 0;
  let remaining = 0;
  for (const unit of HIT_UNITS) {
    const before = army[unit] ?? 0;
    armyWeight += before * unitWeight(unit, shareWeighting, rules);
    if (before === 0) continue;
    const banned = army.banned?.[unit] ?? 0;
    const weight = weights[unit] ?? 0;
    const share = totalHittable > 0 ? weight / totalHittable : 0;
    const unitBpLoss = bpLoss * share;
    const damaged = isWeapon(unit) ? (army.damaged ?? []).filter((d) => d.weapon === unit).map((d) => d.bp) : [];
    if (unitBpLoss <= 0 && damaged.length === 0) {
      units[unit] = { before, banned, share: shown(share), bpLoss: 0, lost: 0, after: before };
      remaining += before;
      continue;
    }
    const unitBp = rules.tables.units[unit].bp;
    let loss: UnitLoss;
    if (isWeapon(unit)) {
      const hits = hitWeapons(unit, hittable(army, unit), damaged, unitBpLoss, army.id, dice, rules, trace);
      loss = { before, banned, share: shown(share), bpLoss: shown(unitBpLoss), lost: hits.destroyed, after: before - hits.destroyed, weapons: hits.fates, excessBp: shown(hits.excessBp) };
      if (hits.excessBp > 0) trace.add('§5.1, P-36', t(`Heer ${army.id}: ${unit} alle zerstört, Rest-BP verfallen`, `army ${army.id}: every ${unit} destroyed, BP left over lost`), hits.excessBp);
    } else {
      const lost = unitsLost(unitBpLoss / unitBp, hittable(army, unit), mode);
      if (unit === 'S') {
        const empty = hittable(army, 'S') - (army.loadedShips ?? 0);
        const emptyLost = Math.min(lost, empty);
        loss = { before, banned, share: shown(share), bpLoss: shown(unitBpLoss), lost, after: before - lost, emptyLost, loadedLost: lost - emptyLost };
      } else {
        loss = { before, banned, share: shown(share), bpLoss: shown(unitBpLoss), lost, after: before - lost };
      }
      trace.add('§5.1, P-35', t(`Heer ${army.id}: ${unit} verloren`, `army ${army.id}: ${unit} lost`), lost, `${plain(unitBpLoss)} BP / ${unitBp} BP`);
    }
    units[unit] = loss;
    lostWeight += loss.lost * unitWeight(unit, shareWeighting, rules);
    remaining += loss.after;
  }
  const hadUnits = HIT_UNITS.some((unit) => (army[unit] ?? 0) > 0);
  const destroyed = hadUnits && remaining === 0;
  const lossShare = armyWeight > 0 ? lostWeight / armyWeight : 0;
  let hfLost: number;
  if (destroyed) hfLost = army.HF;
  else hfLost = Math.min(unitsLost(army.HF * lossShare, army.HF, mode), Math.max(0, army.HF - 1));
  if (lossShare > 0 || destroyed) {
    trace.add(
      '§5, errata 74',
      destroyed ? t(`Heer ${army.id}: vernichtet, alle HF verloren`, `army ${army.id}: destroyed, every HF lost`) : t(`Heer ${army.id}: HF verloren (anteilig, der letzte bleibt)`, `army ${army.id}: HF lost (in proportion, the last stays)`),
      hfLost,
      `${army.HF} × ${plain(lossShare * 100)} %`,
    );
  }
  return { units, lossShare: shown(lossShare), HF: { before: army.HF, lost: hfLost, after: army.HF - hfLost }, destroyed };
}
