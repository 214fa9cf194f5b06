import type { SituationalAdvantage } from '../../data/combat.js';
import { STRONGHOLD_LEVELS, type StrongholdLevel } from '../../data/structures.js';
import { TERRAIN_GROUP } from '../../data/terrain.js';
import type { ArmyKind } from '../../data/units.js';
import type { PhoenixRules } from '../../rules.js';
import type { ArmyInput, HexInput, SideInput } from '../schema.js';

/** The unit fields of an army, in the order the numeric core stores them. */
export const UNIT_FIELDS = ['K', 'P', 'R', 'S', 'HF', 'LKP', 'SKP', 'LKS', 'SKS'] as const;
export type UnitField = (typeof UNIT_FIELDS)[number];
export const HF_INDEX = UNIT_FIELDS.indexOf('HF');

/** Heeresstärke of one army: K, R, S count 1, LKS 5, SKS 10; mounts, HF and catapults 0 (R §1.2.3/1.2.4, §5.5). */
export function armyStrength(army: ArmyInput, rules: PhoenixRules): number {
  let hs = 0;
  for (const unit of UNIT_FIELDS) hs += (army[unit] ?? 0) * rules.tables.units[unit].meleeStrength;
  return hs;
}

/**
 * The level a stronghold defends with: the declared level, lowered while its current BP are below
 * that level's threshold; null below the castle's threshold (R §1.5, errata 93, P-8, P-24).
 */
export function effectiveStrongholdLevel(hex: HexInput, rules: PhoenixRules): StrongholdLevel | null {
  const stronghold = hex.stronghold;
  if (stronghold === undefined) return null;
  const table = rules.tables.strongholds;
  const bp = stronghold.bp ?? table[stronghold.level].bp;
  for (let i = STRONGHOLD_LEVELS.indexOf(stronghold.level); i >= 0; i--) {
    const level = STRONGHOLD_LEVELS[i] as StrongholdLevel;
    if (bp >= table[level].keepsLevelFrom) return level;
  }
  return null;
}

/** GP of `hf` commanders in one unit: 1 each (errata 44) or the SL sheet's 0.5 from the 101st, 0 from the 201st (P-13). */
export function commanderGp(hf: number, rules: PhoenixRules): number {
  const perHf = rules.tables.combatGp.perCommander.gp;
  if (rules.interpretations.commanderGp === 'errata-44') return hf * perHf;
  return Math.min(hf, 100) * perHf + Math.min(Math.max(hf - 100, 0), 100) * perHf * 0.5;
}

export type GpSourceId =
  | 'commanders'
  | 'ownStronghold'
  | 'foreignStronghold'
  | 'terrain'
  | 'standardTerrain'
  | 'guard'
  | 'support'
  | 'figures'
  | SituationalAdvantage;

export interface GpSource {
  readonly source: GpSourceId;
  readonly gp: number;
  /** Rule section the GP come from. */
  readonly rule: string;
}

/** Armies of one realm with the same kind (and guard flag) fight as one unit (R §5.5, P-23). */
export interface MeleeUnit {
  readonly kind: ArmyKind;
  readonly guard: boolean;
  /** Indexes into the side's `armies`. */
  readonly armies: readonly number[];
  readonly hs: number;
  readonly hf: number;
  /** Sum of `sources`: the unit's GP without dice. */
  readonly gp: number;
  readonly sources: readonly GpSource[];
  /** GP the tie winner's extra commander adds (errata 82, P-20). */
  readonly tieBonusGp: number;
}

export interface MeleeSide {
  readonly input: SideInput;
  readonly units: readonly MeleeUnit[];
  readonly hs: number;
  /** Heeresstärke per army, in the order of `input.armies`. */
  readonly armyHs: readonly number[];
}

export interface HexContext {
  readonly hex: HexInput;
  readonly level: StrongholdLevel | null;
  readonly attackerRealm: string;
}

/** Characters' current GP, rounded down (P-6), and wizards' current ZKP: added to every own unit (R §5.5, errata 37). */
export function figuresGp(side: SideInput): number {
  let gp = 0;
  for (const character of side.characters ?? []) gp += Math.floor(character.gp + 1e-9);
  for (const wizard of side.wizards ?? []) gp += wizard.zkp;
  return gp;
}

function unitSources(side: SideInput, armies: readonly ArmyInput[], kind: ArmyKind, guard: boolean, hf: number, defending: boolean, context: HexContext, rules: PhoenixRules): GpSource[] {
  const table = rules.tables.combatGp;
  const sources: GpSource[] = [];
  const add = (source: GpSourceId, gp: number, rule: string) => {
    if (gp !== 0) sources.push({ source, gp, rule });
  };
  add('commanders', commanderGp(hf, rules), rules.interpretations.commanderGp === 'errata-44' ? '§1.1.5' : 'P-13');
  const { hex, level } = context;
  const owner = hex.stronghold?.owner;
  if (defending && level !== null) {
    // A defender in the attacker's own stronghold gets no stronghold GP: §5.5.1 last paragraph (P-24).
    if (owner === side.realm) add('ownStronghold', rules.tables.strongholds[level].defenceGp, '§1.5.5–1.5.9');
    else if (owner !== context.attackerRealm) add('foreignStronghold', table.foreignStronghold.gp, '§5.5.1');
  }
  if (level === null) {
    const terrains = kind === 'riders' ? table.riderTerrain.terrains : kind === 'warriors' ? table.warriorTerrain.terrains : [];
    if ((terrains as readonly string[]).includes(hex.terrain)) add('terrain', kind === 'riders' ? table.riderTerrain.gp : table.warriorTerrain.gp, '§5.5.1');
  }
  const group = TERRAIN_GROUP[hex.terrain];
  if (group !== null && side.standardTerrain === group) add('standardTerrain', table.standardTerrain.gp, '§5.5.2');
  if (guard) add('guard', table.guard.gp, '§6.8');
  const advantages = new Set<SituationalAdvantage>();
  for (const army of armies) for (const advantage of army.advantages ?? []) advantages.add(advantage);
  for (const advantage of advantages) add(advantage, table[advantage].gp, table[advantage].source.replace(/^R /, ''));
  let support = 0;
  for (const army of armies) support += army.support ?? 0;
  add('support', support * table.support.gp, '§5.5.1');
  add('figures', figuresGp(side), '§5.5, errata 37');
  return sources;
}

/** Groups a side's armies into melee units and works out HS and every GP source of each. */
export function meleeSide(side: SideInput, defending: boolean, context: HexContext, rules: PhoenixRules): MeleeSide {
  const armyHs = side.armies.map((army) => armyStrength(army, rules));
  const groups = new Map<string, number[]>();
  side.armies.forEach((army, index) => {
    const key = `${army.kind}:${army.guard === true}`;
    const members = groups.get(key);
    if (members === undefined) groups.set(key, [index]);
    else members.push(index);
  });
  const units: MeleeUnit[] = [];
  const tieHf = rules.tables.melee.tieBonusCommanders;
  for (const members of groups.values()) {
    const armies = members.map((index) => side.armies[index] as ArmyInput);
    const first = armies[0] as ArmyInput;
    const guard = first.guard === true;
    let hs = 0;
    let hf = 0;
    for (const index of members) hs += armyHs[index] as number;
    for (const army of armies) hf += army.HF;
    const sources = unitSources(side, armies, first.kind, guard, hf, defending, context, rules);
    let gp = 0;
    for (const source of sources) gp += source.gp;
    units.push({ kind: first.kind, guard, armies: members, hs, hf, gp, sources, tieBonusGp: commanderGp(hf + tieHf, rules) - commanderGp(hf, rules) });
  }
  let hs = 0;
  for (const unit of units) hs += unit.hs;
  return { input: side, units, hs, armyHs };
}
