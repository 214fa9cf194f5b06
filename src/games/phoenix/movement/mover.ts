import { MOVEMENT_TERRAIN_GROUP, type LandCostClass, type SeaCostClass } from '../data/movement.js';
import type { UnitCode } from '../data/units.js';
import type { PhoenixRules } from '../rules.js';
import type { Army, Character, Wizard } from '../world/schema.js';

/** Who moves: an army or fleet, or a character or wizard alone, and what sets its pace. */
export interface Mover {
  readonly realm: string;
  readonly army?: Army;
  readonly figure?: Character | Wizard;
  readonly domain: 'land' | 'sea';
  readonly landClass: LandCostClass;
  readonly seaClass: SeaCostClass;
  /** BWP of a whole month (before any already used). */
  readonly bwp: number;
  /** Heeresstärke without GP, for the 10:1 overrun (R §5.5). */
  readonly strength: number;
  /** A wizard who is no character, alone: outside own or allied land only where an own army stands (R §1.3; P-122). */
  readonly needsOwnArmyAbroad?: boolean;
}

const UNIT_KEYS: readonly UnitCode[] = ['K', 'R', 'P', 'S', 'HF', 'LKP', 'SKP', 'LKS', 'SKS'];

/**
 * Heeresstärke of an army as the 10:1 overrun counts it (R §5.5): attacking war ships are ships
 * (`warShipAttack`, P-110), and defending war ships count as ships in the ratio (`overrunWarShips`,
 * P-111) — the same counts as the melee adjudicator's.
 */
export function armyStrength(army: Army, rules: PhoenixRules, role: 'attacker' | 'defender'): number {
  const asShips = role === 'attacker' ? rules.interpretations.warShipAttack === 'as-ships' : rules.interpretations.overrunWarShips === 'as-ships';
  let total = 0;
  for (const unit of UNIT_KEYS) total += (army[unit] ?? 0) * rules.tables.units[asShips && (unit === 'LKS' || unit === 'SKS') ? 'S' : unit].meleeStrength;
  return total;
}

/** Whether cargo slows a land army to 9 BWP: any prisoners, or gold from 50,000 GS (R §4.3, errata 67; P-65). */
export function carriesCargo(army: Army, rules: PhoenixRules): boolean {
  const cargo = army.cargo;
  if (cargo === undefined) return false;
  return cargo.prisoners > 0 || cargo.gold >= rules.tables.movement.cargoGoldFrom;
}

/** The slowest part sets the pace (R §4): catapults and war ships choose the cost column. */
export function armyMover(army: Army, rules: PhoenixRules, pirate = false): Mover {
  const units = rules.tables.units;
  const present = UNIT_KEYS.filter((unit) => unit !== 'HF' && unit !== 'P' && (army[unit] ?? 0) > 0);
  let bwp = present.length === 0 ? 0 : Math.min(...present.map((unit) => units[unit].bwp));
  const sea = army.kind === 'fleet';
  if (!sea && carriesCargo(army, rules)) bwp = Math.min(bwp, rules.tables.movement.cargoBwp);
  const landClass: LandCostClass =
    army.kind === 'riders' ? 'riders' : (army.SKP ?? 0) > 0 ? 'warriorsSKP' : (army.LKP ?? 0) > 0 ? 'warriorsLKP' : 'warriors';
  const shipClass = (army.SKS ?? 0) > 0 ? 'shipsSKS' : (army.LKS ?? 0) > 0 ? 'shipsLKS' : 'ships';
  // Pirate fleets are faster, by their own table (R §6.6; sample values, P-209).
  const seaClass: SeaCostClass = sea && pirate ? (shipClass === 'ships' ? 'pirateShips' : shipClass === 'shipsLKS' ? 'pirateShipsLKS' : 'pirateShipsSKS') : shipClass;
  if (sea && pirate && bwp > 0) bwp = rules.tables.movement.pirateFleetBwp;
  return { realm: army.realm, army, domain: sea ? 'sea' : 'land', landClass, seaClass, bwp: Math.floor(bwp), strength: armyStrength(army, rules, 'attacker') };
}

/** Characters and wizards alone move like riders with 21 or 42 BWP (P-7), on land only (errata 22; P-68). */
export function figureMover(figure: Character | Wizard, rules: PhoenixRules): Mover {
  const plainWizard = 'class' in figure && figure.character !== true;
  return {
    realm: figure.realm,
    figure,
    domain: 'land',
    landClass: 'riders',
    seaClass: 'ships',
    bwp: Number(rules.interpretations.figureMovement),
    strength: 0,
    ...(plainWizard ? { needsOwnArmyAbroad: true } : {}),
  };
}

/** The cost cell of a terrain for a mover: land [std, Wegerecht, road, both], sea [std, coastal]. */
export function costCell(mover: Mover, terrain: keyof typeof MOVEMENT_TERRAIN_GROUP, rules: PhoenixRules): readonly number[] | undefined {
  const group = MOVEMENT_TERRAIN_GROUP[terrain];
  const costs = rules.tables.movementCosts;
  if (group === 'water' || group === 'deepSea') return mover.domain === 'sea' ? costs[mover.seaClass][group] : undefined;
  return mover.domain === 'land' ? costs[mover.landClass][group] : undefined;
}
