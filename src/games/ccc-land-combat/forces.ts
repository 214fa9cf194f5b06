import { GARRISON, ROYAL_REGIMENT, type Tables } from './data/tables.js';
import { NATIVES, allied, type Avatar, type CombatFile, type SideName, type Unit } from './combat-file.js';

/** A unit taking part in the combat, with where it came from (fleet units re-embark at the end). */
export interface CombatUnit {
  readonly id: string;
  readonly type: string;
  readonly from: 'army' | 'colony' | 'fleet' | 'natives';
  readonly fleet?: string;
}

export type NativesMerge = 'all' | 'strongest';

export const other = (side: SideName): SideName => (side === 'attacker' ? 'defender' : 'attacker');

export function sideOf(file: CombatFile, side: SideName): string {
  return side === 'attacker' ? file.attacker.side : file.defender;
}

/**
 * The native army that fights. CCC-5: merging (2.4.3.a, not public) is read as "all native armies of
 * the land area merge into one before the combat"; option `nativesMerge: "strongest"` instead lets only
 * the army with the highest DF (then most cavalry) fight, as when a nation attacks several (2.3.7.3.a).
 */
export function nativeUnits(file: CombatFile, tables: Tables, merge: NativesMerge): CombatUnit[] {
  const armies = file.natives?.armies ?? [];
  const toUnits = (units: readonly Unit[]): CombatUnit[] => units.map((u) => ({ id: u.id, type: u.type, from: 'natives' }));
  if (merge === 'all') return armies.flatMap((a) => toUnits(a.units));
  const score = (units: readonly Unit[]): [number, number] => [
    units.reduce((sum, u) => sum + unitFactor(tables, u.type, 'defender', file.natives?.firearms ?? false), 0),
    units.filter((u) => tables.units[u.type]?.cavalry === true).length,
  ];
  let best = armies[0];
  for (const army of armies.slice(1)) {
    const [df, cav] = score(army.units);
    const [bestDf, bestCav] = score(best?.units ?? []);
    if (df > bestDf || (df === bestDf && cav > bestCav)) best = army;
  }
  return toUnits(best?.units ?? []);
}

/** AF when attacking, DF when defending; natives with firearms +1 per unit (6.6.3, CCC-20). */
export function unitFactor(tables: Tables, type: string, side: SideName, firearms: boolean): number {
  const t = tables.units[type];
  if (t === undefined) return 0;
  return (side === 'attacker' ? t.af : t.df) + (t.native && firearms ? 1 : 0);
}

/** Avatars that may become the defending army commander: on land (an embarked leader can not defend), own or allied but not allied with the attacker. */
export function commanderCandidates(file: CombatFile): { avatar: Avatar; allied: boolean }[] {
  if (file.defender === NATIVES) return [];
  return file.avatars
    .filter((a) => a.embarked === null)
    .filter((a) => a.nation === file.defender || (allied(file, a.nation, file.defender) && !allied(file, a.nation, file.attacker.side)))
    .map((a) => ({ avatar: a, allied: a.nation !== file.defender }));
}

/** Whether garrison troops or a royal regiment are in the colony: only then may a fleet land units and bombard (6.6.3 notes). */
export function colonyTroops(file: CombatFile): boolean {
  const c = file.landArea.colony;
  return c !== null && c.owner === file.defender && (c.garrison > 0 || c.royalRegiments > 0);
}

/** The defender's fleets that may land units: own fleets in the coastal area (CCC-7). */
export function landingFleets(file: CombatFile): string[] {
  return colonyTroops(file) ? file.fleets.filter((f) => f.nation === file.defender).map((f) => f.id) : [];
}

/** Fleets of the defender or its allies (not allied with the attacker) that may bombard in its defence. */
export function defendingFleets(file: CombatFile): string[] {
  if (!colonyTroops(file)) return [];
  return file.fleets
    .filter((f) => f.nation === file.defender || (allied(file, f.nation, file.defender) && !allied(file, f.nation, file.attacker.side)))
    .map((f) => f.id);
}

/** The attacker's own and allied fleets in the coastal area: they bombard for it (notes, 2.3.7.3.a). */
export function attackingFleets(file: CombatFile): string[] {
  const a = file.attacker.side;
  if (a === NATIVES) return [];
  return file.fleets.filter((f) => f.nation === a || (allied(file, f.nation, a) && !allied(file, f.nation, file.defender))).map((f) => f.id);
}

/** The units each side fights with, once the defender has declared its commander and landings. */
export function forces(
  file: CombatFile,
  tables: Tables,
  merge: NativesMerge,
  commander: string | null,
  landed: readonly { fleet: string; unit: string }[],
): Record<SideName, CombatUnit[]> {
  const atk = file.attacker;
  let attacker: CombatUnit[];
  if (atk.side === NATIVES) attacker = nativeUnits(file, tables, merge);
  else if (atk.fleet !== undefined) {
    const fleet = file.fleets.find((f) => f.id === atk.fleet);
    attacker = (fleet?.units ?? []).map((u) => ({ id: u.id, type: u.type, from: 'fleet', fleet: atk.fleet }));
  } else {
    const avatar = file.avatars.find((a) => a.id === atk.avatar);
    attacker = (avatar?.units ?? []).map((u) => ({ id: u.id, type: u.type, from: 'army' }));
  }
  let defender: CombatUnit[];
  if (file.defender === NATIVES) defender = nativeUnits(file, tables, merge);
  else {
    const avatar = file.avatars.find((a) => a.id === commander);
    const army: CombatUnit[] = (avatar?.units ?? []).map((u) => ({ id: u.id, type: u.type, from: 'army' }));
    const colony = file.landArea.colony;
    const own = colony !== null && colony.owner === file.defender;
    const garrison = own ? colony.garrison : 0;
    // CCC-4: a defending leader adds one royal regiment (notes); a colony defending itself fights with all.
    const regiments = own ? (avatar === undefined ? colony.royalRegiments : Math.min(colony.royalRegiments, tables.royalRegimentsWithLeader)) : 0;
    const colonyUnits: CombatUnit[] = [
      ...Array.from({ length: garrison }, (_, i): CombatUnit => ({ id: `garrison-${i + 1}`, type: GARRISON, from: 'colony' })),
      ...Array.from({ length: regiments }, (_, i): CombatUnit => ({ id: `royal-regiment-${i + 1}`, type: ROYAL_REGIMENT, from: 'colony' })),
    ];
    const fromFleets: CombatUnit[] = landed.map(({ fleet, unit }) => {
      const u = file.fleets.find((f) => f.id === fleet)?.units.find((x) => x.id === unit);
      return { id: unit, type: u?.type ?? '', from: 'fleet', fleet };
    });
    defender = [...army, ...colonyUnits, ...fromFleets];
  }
  return { attacker, defender };
}
