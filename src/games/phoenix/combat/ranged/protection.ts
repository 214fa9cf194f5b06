import type { StrongholdLevel } from '../../data/structures.js';
import { TERRAIN_GROUP } from '../../data/terrain.js';
import type { PhoenixRules } from '../../rules.js';
import type { TargetArmy, TargetHex } from './schema.js';

/** The GP that protect an army under fire (R §5.1, errata 16/53, §5.5.2; P-31, P-32) and what they divide by. */
export interface ArmyProtection {
  readonly commanders: number;
  readonly guard: number;
  readonly standardTerrain: number;
  readonly terrainAdvantage: number;
  readonly figures: number;
  readonly total: number;
  /** GP / 100 + 1 (R §5.1 step 2). */
  readonly divisor: number;
}

/** The divisor of R §5.1: GP / 100 + 1. */
export function divisorOf(gp: number): number {
  // One quotient, so 214 GP give 3.14 exactly (P-115).
  return (gp + 100) / 100;
}

/** GP of an army's commanders (R §1.1.5, errata 44; P-13 switches to the SL sheet's cap). */
export function commanderGp(hf: number, rules: PhoenixRules): number {
  const each = rules.tables.combatGp.perCommander.gp;
  if (rules.interpretations.commanderGp === 'errata-44') return hf * each;
  return Math.min(hf, 100) * each + Math.max(0, Math.min(hf, 200) - 100) * each * 0.5;
}

/** Characters' GP (whole, P-6) and wizards' current ZKP in the hex protect every army there (R §5.1; P-32). */
export function figuresGp(hex: TargetHex): number {
  const characters = (hex.characters ?? []).reduce((sum, c) => sum + Math.floor(c.gp), 0);
  const wizards = (hex.wizards ?? []).reduce((sum, w) => sum + w.zkp, 0);
  return characters + wizards;
}

function terrainAdvantage(army: TargetArmy, hex: TargetHex, rules: PhoenixRules): number {
  if (rules.interpretations.rangedTerrainAdvantage === 'excluded' || hex.stronghold !== undefined) return 0;
  const { riderTerrain, warriorTerrain } = rules.tables.combatGp;
  if (army.kind === 'riders' && (riderTerrain.terrains as readonly string[]).includes(hex.terrain)) return riderTerrain.gp;
  if (army.kind === 'warriors' && (warriorTerrain.terrains as readonly string[]).includes(hex.terrain)) return warriorTerrain.gp;
  return 0;
}

export function armyProtection(army: TargetArmy, hex: TargetHex, rules: PhoenixRules): ArmyProtection {
  const gp = rules.tables.combatGp;
  const commanders = commanderGp(army.HF, rules);
  const guard = army.guard === true ? gp.guard.gp : 0;
  const group = TERRAIN_GROUP[hex.terrain];
  const standardTerrain = group !== null && group === hex.standardTerrain ? gp.standardTerrain.gp : 0;
  const advantage = terrainAdvantage(army, hex, rules);
  const figures = figuresGp(hex);
  const total = commanders + guard + standardTerrain + advantage + figures;
  return { commanders, guard, standardTerrain, terrainAdvantage: advantage, figures, total, divisor: divisorOf(total) };
}

/**
 * GP a stronghold gives against fire (R §5.1 step 1, §1.5.12: by its current level): its own
 * level's GP for itself and its owner's troops; troops of another realm get the foreign 50 (R §5.5.1; P-33).
 */
export function strongholdGp(level: StrongholdLevel | null, ownTroops: boolean, rules: PhoenixRules): number {
  if (level === null) return 0;
  return ownTroops ? rules.tables.strongholds[level].defenceGp : rules.tables.combatGp.foreignStronghold.gp;
}
