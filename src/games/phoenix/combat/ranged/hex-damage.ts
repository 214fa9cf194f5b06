import type { ArmyKind } from '../../data/units.js';
import { t } from '../../reports/text.js';
import type { Trace } from '../../reports/trace.js';
import type { PhoenixRules } from '../../rules.js';
import { HIT_UNITS, armyUnitLosses, hittableWeights, type ArmyUnitLosses, type HitUnit, type Weighting } from './army-losses.js';
import type { LabelledDice } from './labelled-dice.js';
import { armyProtection, divisorOf, strongholdGp, type ArmyProtection } from './protection.js';
import { plain } from './rounding.js';
import { shown } from '../shown.js';
import type { TargetHex } from './schema.js';
import { currentLevel, damageStronghold, type StrongholdDamage } from './stronghold-damage.js';

export interface ArmyDamage extends ArmyUnitLosses {
  readonly id: number;
  readonly kind: ArmyKind;
  readonly protection: ArmyProtection;
  /** Its share of the troops' damage: its hittable weight over the hex's (errata 92; P-30). */
  readonly share: number;
  readonly damage: number;
  /** damage / its divisor (R §5.1 step 2). */
  readonly bpLoss: number;
}

export interface TroopsDamage {
  readonly share: number;
  readonly weighting: Weighting;
  readonly strongholdGp: number;
  readonly strongholdDivisor: number;
  /** The troops' damage after the stronghold's protection, before each army's own. */
  readonly pool: number;
  /** Each unit kind's share of the troops' damage, whatever army it belongs to (errata 92). */
  readonly unitShares: Partial<Record<HitUnit, number>>;
}

export interface FigureFate {
  readonly name: string;
  readonly kind: 'character' | 'wizard';
  readonly army?: number;
  /** Characters and wizards with an army that fire destroys die; character wizards teleport away (R §5.1, errata 65; P-32). */
  readonly fate: 'unharmed' | 'killed' | 'teleported';
}

export interface HexDamage {
  readonly hex: string;
  readonly realm: string;
  readonly damage: number;
  readonly stronghold?: StrongholdDamage;
  readonly troops?: TroopsDamage;
  readonly armies: readonly ArmyDamage[];
  readonly figures: readonly FigureFate[];
  /** Damage with nothing to hit: no stronghold and no troops fire can hit. */
  readonly damageLost: number;
}

/** Fire on a hex's troops and stronghold (R §5.1 targets 2 and 3). */
export function damageHex(hex: TargetHex, hexId: string, damage: number, dice: LabelledDice, rules: PhoenixRules, trace: Trace): HexDamage {
  const { ranged } = rules.tables;
  const armies = hex.armies ?? [];
  const weighting: Weighting = hex.stronghold === undefined ? 'bp' : rules.interpretations.strongholdTroopSplit;
  const weights = armies.map((army) => hittableWeights(army, weighting, rules));
  const armyWeights = weights.map((w) => Object.values(w).reduce((sum, x) => sum + x, 0));
  const totalWeight = armyWeights.reduce((sum, w) => sum + w, 0);
  const hasTroops = totalWeight > 0;

  let stronghold: StrongholdDamage | undefined;
  if (hex.stronghold !== undefined) {
    const share = hasTroops ? ranged.strongholdShare : 1;
    stronghold = damageStronghold(hex.stronghold, damage, share, rules, trace);
  }
  const armyResults: ArmyDamage[] = [];
  let troops: TroopsDamage | undefined;
  if (hasTroops) {
    const share = hex.stronghold === undefined ? 1 : ranged.troopShare;
    const level = hex.stronghold === undefined ? null : currentLevel(hex.stronghold, rules);
    const gp = strongholdGp(level, hex.stronghold?.owner === hex.realm, rules);
    const strongholdDivisor = divisorOf(gp);
    const pool = (damage * share) / strongholdDivisor;
    const unitShares: Partial<Record<HitUnit, number>> = {};
    for (const unit of HIT_UNITS) {
      const weight = weights.reduce((sum, w) => sum + (w[unit] ?? 0), 0);
      if (weight > 0) unitShares[unit] = weight / totalWeight;
    }
    const shownShares: Partial<Record<HitUnit, number>> = {};
    for (const [unit, s] of Object.entries(unitShares) as [HitUnit, number][]) shownShares[unit] = shown(s);
    troops = { share, weighting, strongholdGp: gp, strongholdDivisor, pool: shown(pool), unitShares: shownShares };
    trace.add(
      hex.stronghold === undefined ? '§5.1' : '§5.1, errata 53, P-33',
      t('Truppen: Schaden nach Schutz durch den Rüstort', 'troops: damage after the stronghold’s protection'),
      shown(pool),
      `${plain(damage)} × ${plain(share)} / (${gp}/100 + 1)`,
    );
    trace.add(
      weighting === 'bp' ? 'errata 92' : 'errata 53, P-34',
      t(`Aufteilung nach ${weighting === 'bp' ? 'Baupunkten' : 'Heeresstärke'}`, `split by ${weighting === 'bp' ? 'build points' : 'strength'}`),
      Object.entries(unitShares)
        .map(([unit, s]) => `${unit} ${plain(s * 100)} %`)
        .join(', '),
    );
    armies.forEach((army, index) => {
      const weight = armyWeights[index] as number;
      const protection = armyProtection(army, hex, rules);
      const armyShare = weight / totalWeight;
      const armyDamage = pool * armyShare;
      const bpLoss = armyDamage / protection.divisor;
      trace.add(
        '§5.1, P-31, P-32',
        t(
          `Heer ${army.id}: schützende GP (HF + Garde + Standardgelände + Geländevorteil + Charaktere/Zauberer)`,
          `army ${army.id}: protecting GP (HF + guard + standard terrain + terrain advantage + characters/wizards)`,
        ),
        protection.total,
        [protection.commanders, protection.guard, protection.standardTerrain, protection.terrainAdvantage, protection.figures].map(plain).join(' + '),
      );
      trace.add('§5.1, P-30', t(`Heer ${army.id}: BP-Verlust`, `army ${army.id}: BP lost`), shown(bpLoss), `${plain(pool)} × ${plain(armyShare * 100)} % / (${plain(protection.total)}/100 + 1)`);
      const losses = armyUnitLosses(army, bpLoss, weighting, dice, rules, trace);
      armyResults.push({ id: army.id, kind: army.kind, protection, share: shown(armyShare), damage: shown(armyDamage), bpLoss: shown(bpLoss), ...losses });
    });
  }
  const destroyedArmies = new Set(armyResults.filter((a) => a.destroyed).map((a) => a.id));
  const fateOf = (army: number | undefined, teleports: boolean): FigureFate['fate'] =>
    army === undefined || !destroyedArmies.has(army) ? 'unharmed' : teleports ? 'teleported' : 'killed';
  const figures: FigureFate[] = [
    ...(hex.characters ?? []).map((c) => ({ name: c.name, kind: 'character' as const, ...(c.army === undefined ? {} : { army: c.army }), fate: fateOf(c.army, false) })),
    ...(hex.wizards ?? []).map((w) => ({ name: w.name, kind: 'wizard' as const, ...(w.army === undefined ? {} : { army: w.army }), fate: fateOf(w.army, w.character === true) })),
  ];
  const damageLost = stronghold === undefined && !hasTroops ? damage : 0;
  if (damageLost > 0) trace.add('§5.1', t('Schaden ohne Ziel (nichts Treffbares), verfällt', 'damage with nothing to hit, lost'), damageLost);
  return {
    hex: hexId,
    realm: hex.realm,
    damage,
    ...(stronghold === undefined ? {} : { stronghold }),
    ...(troops === undefined ? {} : { troops }),
    armies: armyResults,
    figures,
    damageLost,
  };
}
