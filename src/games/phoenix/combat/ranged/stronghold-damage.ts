import type { StrongholdLevel } from '../../data/structures.js';
import { t } from '../../reports/text.js';
import type { Trace } from '../../reports/trace.js';
import type { PhoenixRules } from '../../rules.js';
import { divisorOf, strongholdGp } from './protection.js';
import { plain, wholeBp } from './rounding.js';
import type { RangedStronghold } from './schema.js';
import { completedLevel, damagedLevel } from './stronghold-level.js';
import { shown } from '../shown.js';

export interface StrongholdDamage {
  readonly owner: string;
  readonly underConstruction: boolean;
  readonly bpBefore: number;
  /** The level it counts as when fired on (P-8): its level, or a site's last completed level; null: a bare site. */
  readonly levelBefore: StrongholdLevel | null;
  readonly gp: number;
  readonly divisor: number;
  /** Its share of the hex's damage: 67 % with hittable troops, else all (R §5.1, errata 53; P-33). */
  readonly share: number;
  readonly damage: number;
  readonly bpLoss: number;
  readonly bpAfter: number;
  readonly levelAfter: StrongholdLevel | null;
  readonly destroyed: boolean;
}

/** The level a stronghold counts as now (P-8). */
export function currentLevel(stronghold: RangedStronghold, rules: PhoenixRules): StrongholdLevel | null {
  const bp = stronghold.bp ?? rules.tables.strongholds[stronghold.level].bp;
  return stronghold.underConstruction === true ? completedLevel(bp, rules.tables) : stronghold.level;
}

/** The stronghold's part of a hex's damage, divided by its own GP (R §5.1 step 1), and the level it falls to (R §1.5, P-8). */
export function damageStronghold(stronghold: RangedStronghold, hexDamage: number, share: number, rules: PhoenixRules, trace: Trace): StrongholdDamage {
  const { tables } = rules;
  const underConstruction = stronghold.underConstruction === true;
  const bpBefore = stronghold.bp ?? tables.strongholds[stronghold.level].bp;
  const levelBefore = currentLevel(stronghold, rules);
  const gp = strongholdGp(levelBefore, true, rules);
  const divisor = divisorOf(gp);
  const damage = hexDamage * share;
  const bpLoss = Math.min(bpBefore, wholeBp(damage / divisor));
  const bpAfter = bpBefore - bpLoss;
  const levelAfter = underConstruction ? completedLevel(bpAfter, tables) : damagedLevel(bpAfter, stronghold.level, tables);
  const destroyed = !underConstruction && levelAfter === null;

  trace.add('§1.5.12, P-8', t('Rüstort: GP der aktuellen Ausbaustufe', 'stronghold: GP of its current level'), gp, levelBefore ?? '—');
  trace.add('§5.1, P-33', t('Rüstort: Anteil am Schaden', 'stronghold: share of the damage'), shown(damage), `${plain(hexDamage)} × ${plain(share)}`);
  trace.add('§5.1', t('Rüstort: BP-Verlust', 'stronghold: BP lost'), bpLoss, `${plain(damage)} / (${gp}/100 + 1) = ${plain(damage / divisor)}, P-35`);
  trace.add(
    '§1.5, P-8',
    destroyed ? t('Rüstort: BP danach — zerstört', 'stronghold: BP after — destroyed') : t(`Rüstort: BP danach (${levelAfter ?? 'Baustelle'})`, `stronghold: BP after (${levelAfter ?? 'site'})`),
    bpAfter,
    `${bpBefore} − ${bpLoss}`,
  );
  return { owner: stronghold.owner, underConstruction, bpBefore, levelBefore, gp, divisor, share, damage: shown(damage), bpLoss, bpAfter, levelAfter, destroyed };
}
