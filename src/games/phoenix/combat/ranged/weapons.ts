import type { RangedWeapon } from '../../data/units.js';
import { num, t } from '../../reports/text.js';
import type { Trace } from '../../reports/trace.js';
import type { PhoenixRules } from '../../rules.js';
import type { LabelledDice } from './labelled-dice.js';
import { atLeast, plain } from './rounding.js';
import { shown } from '../shown.js';

/** One weapon that was hit or already damaged, and its fate (R §1.2, §1.5.11; P-36). */
export interface WeaponFate {
  readonly bpBefore: number;
  readonly bpLoss: number;
  /** Chance of destruction in % (damage / the loss that destroys); 100 when the loss reached it. */
  readonly chance: number;
  /** The W% rolled for a damaged weapon; absent when the loss alone destroyed it. */
  readonly roll?: number;
  readonly destroyed: boolean;
}

export interface WeaponHits {
  readonly destroyed: number;
  readonly fates: readonly WeaponFate[];
  /** BP loss left over after every hittable weapon of the kind was destroyed; it is lost. */
  readonly excessBp: number;
}

/**
 * Spreads a BP loss over `hittable` weapons of one kind (P-36): the most damaged first, each
 * destroyed weapon absorbing the loss that destroys it (half its BP, R §1.2), the remainder
 * damaging one more. Every damaged survivor rolls W%: destroyed when the roll is at most its chance
 * in %, otherwise fully repaired (R §1.5.11).
 */
export function hitWeapons(
  weapon: RangedWeapon,
  hittable: number,
  damagedBp: readonly number[],
  bpLoss: number,
  army: number,
  dice: LabelledDice,
  rules: PhoenixRules,
  trace: Trace,
): WeaponHits {
  const full = rules.tables.units[weapon].bp;
  const destroyingLoss = full * rules.tables.ranged.destroyedAtLossShare;
  const current = [...damagedBp].sort((a, b) => a - b);
  while (current.length < hittable) current.push(full);
  let left = bpLoss;
  const hit = current.map((bp) => {
    const toDestroy = bp - (full - destroyingLoss);
    const loss = atLeast(left, toDestroy) ? toDestroy : left;
    left -= loss;
    return { bpBefore: bp, bpLoss: loss, bpAfter: bp - loss };
  });
  const fates: WeaponFate[] = [];
  let destroyed = 0;
  hit.forEach((weaponHit, index) => {
    const damage = full - weaponHit.bpAfter;
    if (damage <= 0) return;
    const chance = (damage / destroyingLoss) * 100;
    const label = `${weapon} ${index + 1}`;
    if (atLeast(chance, 100)) {
      destroyed += 1;
      fates.push({ bpBefore: shown(weaponHit.bpBefore), bpLoss: shown(weaponHit.bpLoss), chance: 100, destroyed: true });
      trace.add('§1.2', t(`Heer ${army}: ${label} zerstört, BP-Verlust`, `army ${army}: ${label} destroyed, BP lost`), damage, `≥ ${plain(destroyingLoss)}`);
      return;
    }
    const roll = dice.roll('W%', t(`Heer ${army}: ${label} zerstört bei W% ≤ ${num(chance, 'de', 2)}`, `army ${army}: ${label} destroyed at W% ≤ ${num(chance, 'en', 2)}`));
    const isDestroyed = atLeast(chance, roll);
    if (isDestroyed) destroyed += 1;
    // The roll is compared with the exact chance; the result shows it to 4 decimals (P-115).
    fates.push({ bpBefore: shown(weaponHit.bpBefore), bpLoss: shown(weaponHit.bpLoss), chance: shown(chance), roll, destroyed: isDestroyed });
    trace.add(
      '§1.5.11',
      isDestroyed
        ? t(`Heer ${army}: ${label} Zerstörungschance in %, W% ${roll} → zerstört`, `army ${army}: ${label} chance of destruction in %, W% ${roll} → destroyed`)
        : t(`Heer ${army}: ${label} Zerstörungschance in %, W% ${roll} → voll repariert`, `army ${army}: ${label} chance of destruction in %, W% ${roll} → fully repaired`),
      chance,
      `${plain(damage)} / ${plain(destroyingLoss)} BP × 100`,
    );
  });
  return { destroyed, fates, excessBp: Math.max(0, left) };
}
