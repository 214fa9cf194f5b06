import type { DiceSource } from '../../../../kernel/dice.js';
import { t } from '../../reports/text.js';
import type { TraceStep } from '../../reports/trace.js';
import { Trace } from '../../reports/trace.js';
import type { PhoenixRules } from '../../rules.js';
import { fireGroups, normalHex, type FiredGroup } from './fire.js';
import { damageHex, type HexDamage } from './hex-damage.js';
import { LabelledDice } from './labelled-dice.js';
import { whoLearnsWhat, type RangedLearns } from './learns.js';
import type { RangedFile } from './schema.js';
import { damageWall, type WallDamage } from './wall-damage.js';

export interface RangedResult {
  readonly kind: 'ranged';
  readonly shooter: string;
  readonly fire: readonly FiredGroup[];
  readonly walls: readonly WallDamage[];
  readonly hexes: readonly HexDamage[];
  readonly learns: RangedLearns;
  /** Nothing destroyed by fire earns combat income (R §5.1). */
  readonly combatIncome: number;
  readonly steps: readonly TraceStep[];
}

/** Resolves a month's fire of one realm (R §5.1): rolls, damage per target, losses, repairs, knowledge. */
export function resolveRanged(file: RangedFile, source: DiceSource, rules: PhoenixRules): { result: RangedResult; dice: LabelledDice } {
  const dice = new LabelledDice(source);
  const trace = new Trace();
  const fire = fireGroups(file, dice, rules, trace);
  const walls: WallDamage[] = [];
  const hexes: HexDamage[] = [];
  for (const target of file.targets) {
    const hex = normalHex(target.hex);
    const aimed = fire.filter((g) => g.target.hex === hex);
    for (const wall of target.walls ?? []) {
      const atWall = aimed.filter((g) => g.target.wall === wall.side);
      if (atWall.length === 0) continue;
      trace.add('§5.1', t(`Wall ${hex} ${wall.side}: Summe der Trefferpunkte`, `wall ${hex} ${wall.side}: damage summed`), sum(atWall));
      walls.push(damageWall(wall, hex, target.realm, sum(atWall), rules, trace));
    }
    const atHex = aimed.filter((g) => g.target.wall === undefined);
    if (atHex.length === 0) continue;
    trace.add('§5.1', t(`Feld ${hex}: Summe der Trefferpunkte`, `hex ${hex}: damage summed`), sum(atHex));
    hexes.push(damageHex(target, hex, sum(atHex), dice, rules, trace));
  }
  const learns = whoLearnsWhat(file.shooter.realm, fire, walls, hexes);
  return { result: { kind: 'ranged', shooter: file.shooter.realm, fire, walls, hexes, learns, combatIncome: 0, steps: trace.steps }, dice };
}

function sum(groups: readonly FiredGroup[]): number {
  return groups.reduce((total, g) => total + g.total, 0);
}
