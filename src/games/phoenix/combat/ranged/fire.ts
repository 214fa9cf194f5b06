import type { RangedMode } from '../../data/ranged.js';
import type { RangedWeapon } from '../../data/units.js';
import { formatHex, parseHex, type DirectionName } from '../../map/coords.js';
import { t, type Text } from '../../reports/text.js';
import type { Trace } from '../../reports/trace.js';
import type { PhoenixRules } from '../../rules.js';
import type { LabelledDice } from './labelled-dice.js';
import type { RangedFile } from './schema.js';

/** A hex as the rest of the resolution names it: "503/22" (tables.md §11); input is checked before. */
export function normalHex(text: string): string {
  const id = parseHex(text);
  return id === undefined ? text.trim() : formatHex(id);
}

export const MODE_NAMES: Readonly<Record<RangedMode, Text>> = {
  near: t('nah (1 Feld)', 'near (1 hex)'),
  high: t('hoch (1 Feld)', 'high (1 hex)'),
  far: t('weit (2 Felder)', 'far (2 hexes)'),
  farHigh: t('weit und hoch (2 Felder)', 'far and high (2 hexes)'),
};

export interface FiredGroup {
  readonly group: number;
  readonly army: number;
  readonly from: string;
  readonly weapon: RangedWeapon;
  readonly count: number;
  readonly mode: RangedMode;
  readonly target: { readonly hex: string; readonly wall?: DirectionName };
  readonly rolls: readonly number[];
  /** Table 8 damage of each roll, in BP. */
  readonly damage: readonly number[];
  readonly total: number;
}

export function targetName(target: FiredGroup['target']): Text {
  return target.wall === undefined ? t(target.hex, target.hex) : t(`${target.hex} Wall ${target.wall}`, `${target.hex} wall ${target.wall}`);
}

/** One W10 per weapon, its damage from Table 8 by weapon and mode (R §5.1). */
export function fireGroups(file: RangedFile, dice: LabelledDice, rules: PhoenixRules, trace: Trace): FiredGroup[] {
  return file.fire.map((group, index) => {
    const army = file.shooter.armies.find((a) => a.id === group.army);
    const from = normalHex(army?.hex ?? '');
    const target = { hex: normalHex(group.target.hex), ...(group.target.wall === undefined ? {} : { wall: group.target.wall }) };
    const table = (rules.tables.rangedDamage[group.weapon] as Partial<Record<RangedMode, readonly number[]>>)[group.mode] ?? [];
    const rolls: number[] = [];
    const damage: number[] = [];
    const at = targetName(target);
    for (let i = 1; i <= group.count; i++) {
      const roll = dice.roll(
        'W10',
        t(`Heer ${group.army} ${group.weapon} ${i}/${group.count} ${MODE_NAMES[group.mode].de} auf ${at.de}`, `army ${group.army} ${group.weapon} ${i}/${group.count} ${MODE_NAMES[group.mode].en} at ${at.en}`),
        file.shooter.realm,
      );
      rolls.push(roll);
      damage.push(table[roll] ?? 0);
    }
    const total = damage.reduce((sum, d) => sum + d, 0);
    trace.add(
      'Tab. 8, §5.1',
      t(`Gruppe ${index + 1}: ${group.count} ${group.weapon} ${MODE_NAMES[group.mode].de} aus ${from} auf ${at.de}, Schaden`, `group ${index + 1}: ${group.count} ${group.weapon} ${MODE_NAMES[group.mode].en} from ${from} at ${at.en}, damage`),
      total,
      rolls.map((roll, i) => `W10 ${roll} → ${damage[i]}`).join(', '),
    );
    return { group: index + 1, army: group.army, from, weapon: group.weapon, count: group.count, mode: group.mode, target, rolls, damage, total };
  });
}
