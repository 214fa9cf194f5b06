import { SITUATIONAL_ADVANTAGES, type SituationalAdvantage } from '../../data/combat.js';
import { STRONGHOLD_LEVELS, type StrongholdLevel } from '../../data/structures.js';
import { TERRAIN_GROUP } from '../../data/terrain.js';
import type { ArmyKind } from '../../data/units.js';
import type { PhoenixRules } from '../../rules.js';
import type { ArmyInput, HexInput, SideInput } from '../schema.js';
import { zeroedFloats } from './floats.js';

/** The unit fields of an army, in the order the numeric core stores them. */
export const UNIT_FIELDS = ['K', 'P', 'R', 'S', 'HF', 'LKP', 'SKP', 'LKS', 'SKS'] as const;
export type UnitField = (typeof UNIT_FIELDS)[number];
export const HF_INDEX = UNIT_FIELDS.indexOf('HF');
/** War ships: 5 and 10 ships when attacked in melee (R §1.2.3/1.2.4). */
const WAR_SHIPS: readonly UnitField[] = ['LKS', 'SKS'];

/** Heeresstärke of one defending army: K, R, S count 1, LKS 5, SKS 10; mounts, HF and catapults 0 (R §1.2.3/1.2.4, §5.5). */
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
  /** HS the 10:1 rule measures: war ships as the ships they are (P-111). */
  readonly overrunHs: number;
  /** HS of one unit of each field as this side counts it (attacking or defending, P-110). */
  readonly strength: readonly number[];
  /** Heeresstärke per army, in the order of `input.armies`. */
  readonly armyHs: readonly number[];
  /** Every army's units as in the file (armies × UNIT_FIELDS); read only. */
  readonly unitCounts: Float64Array;
  /** The unit each army fights in. */
  readonly armyUnit: Int32Array;
}

export interface HexContext {
  readonly hex: HexInput;
  readonly level: StrongholdLevel | null;
  readonly attackerRealm: string;
}

/** Characters' current GP, rounded down (P-6), and wizards' current ZKP: added to every own unit (R §5.5, errata 37). */
export function figuresGp(side: SideInput): number {
  let gp = 0;
  if (side.characters !== undefined) for (const character of side.characters) gp += Math.floor(character.gp + 1e-9);
  if (side.wizards !== undefined) for (const wizard of side.wizards) gp += wizard.zkp;
  return gp;
}

/** A GP source worth the same in every melee under these rules; shared, so frozen. Null when worth 0 GP. */
function fixedSource(source: GpSourceId, gp: number, rule: string): GpSource | null {
  return gp === 0 ? null : Object.freeze({ source, gp, rule });
}

/** Figures of the rules that every melee reads, worked out once per rules object. */
interface MeleeConstants {
  /** Heeresstärke of one defending unit, in UNIT_FIELDS order. */
  readonly strength: readonly number[];
  /** Of one attacking unit: a war ship attacks as one ship, not with its defence value (P-110). */
  readonly attackStrength: readonly number[];
  /** For the 10:1 rule: a war ship is one ship; its 5/10 only counts in the melee (P-111). */
  readonly overrunStrength: readonly number[];
  readonly commanderRule: string;
  readonly ownStronghold: Readonly<Record<StrongholdLevel, GpSource | null>>;
  readonly foreignStronghold: GpSource | null;
  readonly riderTerrain: GpSource | null;
  readonly warriorTerrain: GpSource | null;
  readonly standardTerrain: GpSource | null;
  readonly guard: GpSource | null;
  readonly advantages: Readonly<Record<SituationalAdvantage, GpSource | null>>;
}

const constantsCache = new WeakMap<PhoenixRules, MeleeConstants>();

function buildConstants(rules: PhoenixRules): MeleeConstants {
  const table = rules.tables.combatGp;
  const ownStronghold = {} as Record<StrongholdLevel, GpSource | null>;
  for (const level of STRONGHOLD_LEVELS) ownStronghold[level] = fixedSource('ownStronghold', rules.tables.strongholds[level].defenceGp, '§1.5.5–1.5.9');
  const advantages = {} as Record<SituationalAdvantage, GpSource | null>;
  for (const advantage of SITUATIONAL_ADVANTAGES) advantages[advantage] = fixedSource(advantage, table[advantage].gp, table[advantage].source.replace(/^R /, ''));
  const strength = UNIT_FIELDS.map((field) => rules.tables.units[field].meleeStrength);
  const asShips = UNIT_FIELDS.map((field) => (WAR_SHIPS.includes(field) ? rules.tables.units.S.meleeStrength : rules.tables.units[field].meleeStrength));
  return {
    strength,
    attackStrength: rules.interpretations.warShipAttack === 'as-ships' ? asShips : strength,
    overrunStrength: rules.interpretations.overrunWarShips === 'as-ships' ? asShips : strength,
    commanderRule: rules.interpretations.commanderGp === 'errata-44' ? '§1.1.5' : 'P-13',
    ownStronghold,
    foreignStronghold: fixedSource('foreignStronghold', table.foreignStronghold.gp, '§5.5.1'),
    riderTerrain: fixedSource('terrain', table.riderTerrain.gp, '§5.5.1'),
    warriorTerrain: fixedSource('terrain', table.warriorTerrain.gp, '§5.5.1'),
    standardTerrain: fixedSource('standardTerrain', table.standardTerrain.gp, '§5.5.2'),
    guard: fixedSource('guard', table.guard.gp, '§6.8'),
    advantages,
  };
}

/** The last rules asked for: almost every call asks for the same ones, and this skips the WeakMap. */
let lastRules: PhoenixRules | null = null;
let lastConstants: MeleeConstants | null = null;

function meleeConstants(rules: PhoenixRules): MeleeConstants {
  if (rules === lastRules && lastConstants !== null) return lastConstants;
  let constants = constantsCache.get(rules);
  if (constants === undefined) {
    constants = buildConstants(rules);
    constantsCache.set(rules, constants);
  }
  lastRules = rules;
  lastConstants = constants;
  return constants;
}

/** The GP sources every unit of one side shares, worked out once per side. */
interface SideGp {
  readonly side: SideInput;
  readonly stronghold: GpSource | null;
  readonly riderTerrain: GpSource | null;
  readonly warriorTerrain: GpSource | null;
  readonly standardTerrain: GpSource | null;
  readonly figures: number;
  readonly constants: MeleeConstants;
  readonly rules: PhoenixRules;
}

function sideGp(side: SideInput, defending: boolean, context: HexContext, constants: MeleeConstants, rules: PhoenixRules): SideGp {
  const { hex, level } = context;
  const table = rules.tables.combatGp;
  const owner = hex.stronghold?.owner;
  let stronghold: GpSource | null = null;
  // Former allies who stood in it together: "Die Gutpunkte für die Verteidigung des Rüstortes sind in diesem Fall neutralisiert" (R §5.5.1; P-24).
  if (defending && level !== null && hex.stronghold?.neutralised !== true) {
    // A defender in the attacker's own stronghold gets no stronghold GP: §5.5.1 last paragraph (P-24).
    if (owner === side.realm) stronghold = constants.ownStronghold[level];
    else if (owner !== context.attackerRealm) stronghold = constants.foreignStronghold;
  }
  // The terrain advantage only counts outside a stronghold (§5.5.1).
  const riderTerrain = level === null && (table.riderTerrain.terrains as readonly string[]).includes(hex.terrain) ? constants.riderTerrain : null;
  const warriorTerrain = level === null && (table.warriorTerrain.terrains as readonly string[]).includes(hex.terrain) ? constants.warriorTerrain : null;
  const group = TERRAIN_GROUP[hex.terrain];
  const standardTerrain = group !== null && side.standardTerrain === group ? constants.standardTerrain : null;
  return { side, stronghold, riderTerrain, warriorTerrain, standardTerrain, figures: figuresGp(side), constants, rules };
}

/** A melee unit while its armies are gathered (R §5.5, P-23). */
interface UnitDraft {
  readonly kind: ArmyKind;
  readonly guard: boolean;
  readonly armies: number[];
  /** Its place in the side's `units`. */
  readonly index: number;
  hs: number;
  hf: number;
  support: number;
}

/** Lists a source; sources worth 0 GP are left out. */
function addSource(sources: GpSource[], source: GpSourceId, gp: number, rule: string): void {
  if (gp !== 0) sources.push({ source, gp, rule });
}

function addFixed(sources: GpSource[], source: GpSource | null): void {
  if (source !== null) sources.push(source);
}

function listed(sources: readonly GpSource[], source: GpSourceId): boolean {
  for (const entry of sources) if (entry.source === source) return true;
  return false;
}

/** Each advantage once per unit, in the order the armies state them. */
function addAdvantages(sources: GpSource[], unit: UnitDraft, sideGp: SideGp): void {
  const armies = sideGp.side.armies;
  for (const index of unit.armies) {
    const advantages = (armies[index] as ArmyInput).advantages;
    if (advantages === undefined) continue;
    // Advantage ids differ from every other source id, so the list itself tells what was counted.
    for (const advantage of advantages) if (!listed(sources, advantage)) addFixed(sources, sideGp.constants.advantages[advantage]);
  }
}

function unitSources(unit: UnitDraft, sideGp: SideGp): GpSource[] {
  const { constants, rules } = sideGp;
  const sources: GpSource[] = [];
  addSource(sources, 'commanders', commanderGp(unit.hf, rules), constants.commanderRule);
  addFixed(sources, sideGp.stronghold);
  addFixed(sources, unit.kind === 'riders' ? sideGp.riderTerrain : unit.kind === 'warriors' ? sideGp.warriorTerrain : null);
  addFixed(sources, sideGp.standardTerrain);
  if (unit.guard) addFixed(sources, constants.guard);
  addAdvantages(sources, unit, sideGp);
  addSource(sources, 'support', unit.support * rules.tables.combatGp.support.gp, '§5.5.1');
  addSource(sources, 'figures', sideGp.figures, '§5.5, errata 37');
  return sources;
}

function meleeUnit(unit: UnitDraft, sideGp: SideGp): MeleeUnit {
  const sources = unitSources(unit, sideGp);
  let gp = 0;
  for (const source of sources) gp += source.gp;
  const rules = sideGp.rules;
  const tieBonusGp = commanderGp(unit.hf + rules.tables.melee.tieBonusCommanders, rules) - commanderGp(unit.hf, rules);
  return { kind: unit.kind, guard: unit.guard, armies: unit.armies, hs: unit.hs, hf: unit.hf, gp, sources, tieBonusGp };
}

/** What a melee needs of an army besides its unit counts. */
interface ArmyFacts {
  readonly kind: ArmyKind;
  readonly guard: boolean;
  readonly support: number;
}

/**
 * Copies an army's units into `counts` at `base` (UNIT_FIELDS order; the slots start at 0).
 * Armies come in many shapes, as only the units present are keys, so a named read of each field
 * is a slow megamorphic lookup; walking the keys that are there is about three times faster.
 */
function readArmy(army: ArmyInput, counts: Float64Array, base: number): ArmyFacts {
  let guard = false;
  let support = 0;
  for (const key in army) {
    const value = army[key as keyof ArmyInput];
    const n = typeof value === 'number' ? value : 0;
    switch (key) {
      case 'K': counts[base] = n; break;
      case 'P': counts[base + 1] = n; break;
      case 'R': counts[base + 2] = n; break;
      case 'S': counts[base + 3] = n; break;
      case 'HF': counts[base + 4] = n; break;
      case 'LKP': counts[base + 5] = n; break;
      case 'SKP': counts[base + 6] = n; break;
      case 'LKS': counts[base + 7] = n; break;
      case 'SKS': counts[base + 8] = n; break;
      case 'guard': guard = value === true; break;
      case 'support': support = n; break;
    }
  }
  return { kind: army.kind, guard, support };
}

/** Heeresstärke of the army whose counts start at `base`: the same sum as `armyStrength`. */
function countedStrength(counts: Float64Array, base: number, strength: readonly number[]): number {
  let hs = 0;
  for (let f = 0; f < UNIT_FIELDS.length; f++) hs += (counts[base + f] as number) * (strength[f] as number);
  return hs;
}

/** Adds army `a` to the unit of its kind and guard flag, started by the first such army (R §5.5, P-23). */
function joinUnit(units: UnitDraft[], a: number, kind: ArmyKind, guard: boolean): UnitDraft {
  for (const unit of units) {
    if (unit.kind === kind && unit.guard === guard) {
      unit.armies.push(a);
      return unit;
    }
  }
  const unit: UnitDraft = { kind, guard, armies: [a], index: units.length, hs: 0, hf: 0, support: 0 };
  units.push(unit);
  return unit;
}

/** Groups a side's armies into melee units and works out HS and every GP source of each. */
export function meleeSide(side: SideInput, defending: boolean, context: HexContext, rules: PhoenixRules): MeleeSide {
  const constants = meleeConstants(rules);
  const armies = side.armies;
  const unitCounts = zeroedFloats(armies.length * UNIT_FIELDS.length);
  const armyUnit = new Int32Array(armies.length);
  const armyHs = new Array<number>(armies.length);
  const drafts: UnitDraft[] = [];
  const strength = defending ? constants.strength : constants.attackStrength;
  let overrunHs = 0;
  for (let a = 0; a < armies.length; a++) {
    const base = a * UNIT_FIELDS.length;
    const facts = readArmy(armies[a] as ArmyInput, unitCounts, base);
    const armyStrength = countedStrength(unitCounts, base, strength);
    overrunHs += constants.overrunStrength === strength ? armyStrength : countedStrength(unitCounts, base, constants.overrunStrength);
    armyHs[a] = armyStrength;
    const unit = joinUnit(drafts, a, facts.kind, facts.guard);
    unit.hs += armyStrength;
    unit.hf += unitCounts[base + HF_INDEX] as number;
    unit.support += facts.support;
    armyUnit[a] = unit.index;
  }
  const gp = sideGp(side, defending, context, constants, rules);
  const units: MeleeUnit[] = [];
  let hs = 0;
  for (const draft of drafts) {
    const unit = meleeUnit(draft, gp);
    units.push(unit);
    hs += unit.hs;
  }
  return { input: side, units, hs, overrunHs, strength, armyHs, unitCounts, armyUnit };
}
