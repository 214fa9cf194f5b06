import type { StrongholdLevel } from '../../data/structures.js';
import type { DirectionName } from '../../map/coords.js';
import type { FiredGroup } from './fire.js';
import type { HexDamage } from './hex-damage.js';
import type { WallDamage } from './wall-damage.js';

/** What each party learns (R §5.1, §1.5.10, §1.5.12; P-39). */
export interface RangedLearns {
  /** The shooter learns only the damage rolled, in BP, per target. */
  readonly shooter: {
    readonly realm: string;
    readonly damageRolled: readonly { readonly hex: string; readonly wall?: DirectionName; readonly bp: number }[];
  };
  /** A realm fired on learns from which hexes, not how often (and, as always, its own losses). */
  readonly target: readonly { readonly realm: string; readonly hex: string; readonly firedFrom: readonly string[] }[];
  /** A damaged stronghold's BP only its owner learns; the map shows only its level. */
  readonly strongholdOwner: readonly {
    readonly realm: string;
    readonly hex: string;
    readonly bp: number;
    readonly level: StrongholdLevel | null;
    readonly destroyed: boolean;
  }[];
}

export function whoLearnsWhat(shooter: string, groups: readonly FiredGroup[], walls: readonly WallDamage[], hexes: readonly HexDamage[]): RangedLearns {
  const damageRolled: { hex: string; wall?: DirectionName; bp: number }[] = [];
  for (const group of groups) {
    const known = damageRolled.find((d) => d.hex === group.target.hex && d.wall === group.target.wall);
    if (known !== undefined) known.bp += group.total;
    else damageRolled.push({ ...group.target, bp: group.total });
  }
  const realms = new Map<string, string>();
  for (const target of [...walls, ...hexes]) realms.set(target.hex, target.realm);
  const target = [...realms].map(([hex, realm]) => ({
    realm,
    hex,
    firedFrom: [...new Set(groups.filter((g) => g.target.hex === hex).map((g) => g.from))].sort(),
  }));
  const strongholdOwner = hexes.flatMap((hex) =>
    hex.stronghold === undefined ? [] : [{ realm: hex.stronghold.owner, hex: hex.hex, bp: hex.stronghold.bpAfter, level: hex.stronghold.levelAfter, destroyed: hex.stronghold.destroyed }],
  );
  return { shooter: { realm: shooter, damageRolled }, target, strongholdOwner };
}
