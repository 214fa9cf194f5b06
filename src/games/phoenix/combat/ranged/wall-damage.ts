import type { DirectionName } from '../../map/coords.js';
import { t } from '../../reports/text.js';
import type { Trace } from '../../reports/trace.js';
import type { PhoenixRules } from '../../rules.js';
import { atLeast } from './rounding.js';
import type { WallInput } from './schema.js';

export interface WallDamage {
  readonly hex: string;
  readonly side: DirectionName;
  readonly realm: string;
  readonly damage: number;
  readonly bpBefore: number;
  /** 0 when destroyed: the wall is gone. */
  readonly bpAfter: number;
  /** Destroyed when it has lost half its BP or more (R §1.2, §1.5.11; P-37). */
  readonly destroyed: boolean;
  /** Damage beyond what destroys the wall: lost, nothing passes to the hex (R §5.1 target 1). */
  readonly excessLost: number;
}

/** Fire at one wall: undivided, no GP protect a structure (P-37). */
export function damageWall(wall: WallInput, hex: string, realm: string, damage: number, rules: PhoenixRules, trace: Trace): WallDamage {
  const full = rules.tables.structures.wall.bp;
  const bpBefore = wall.bp ?? full;
  const standsFrom = full - full * rules.tables.ranged.destroyedAtLossShare;
  const toDestroy = bpBefore - standsFrom;
  const destroyed = atLeast(damage, toDestroy);
  const bpAfter = destroyed ? 0 : bpBefore - damage;
  const excessLost = destroyed ? damage - toDestroy : 0;
  trace.add(
    '§5.1, §1.5.4, P-37',
    destroyed ? t(`Wall ${hex} ${wall.side}: zerstört, überschüssige Trefferpunkte verfallen`, `wall ${hex} ${wall.side}: destroyed, excess damage lost`) : t(`Wall ${hex} ${wall.side}: BP danach`, `wall ${hex} ${wall.side}: BP after`),
    destroyed ? excessLost : bpAfter,
    `${bpBefore} − ${damage}, ${destroyed ? '≤' : '>'} ${standsFrom}`,
  );
  return { hex, side: wall.side, realm, damage, bpBefore, bpAfter, destroyed, excessLost };
}
