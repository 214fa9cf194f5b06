import { formatHex } from '../map/coords.js';
import { HEX_COUNT } from '../map/neighbours.js';
import { TERRAIN, type TerrainId } from '../data/terrain.js';
import type { PhoenixRules } from '../rules.js';
import { closedByAbsence, passedWithoutBattle } from '../world/absent-realms.js';
import { alliedAt, alliancesOf, nearLandOf } from '../world/alliance.js';
import { isWaterTerrain, type LoadedWorld } from '../world/loaded.js';
import { directionBetween, placeAtIndex, sideKey } from '../world/places.js';
import { sideClosure } from '../world/sides.js';
import type { MoveParams } from './messages.js';
import { armyStrength, costCell, type Mover } from './mover.js';

/** One planning run: the live world, who moves, and what was computed once for it. */
export interface StepWorld {
  readonly loaded: LoadedWorld;
  readonly mover: Mover;
  readonly rules: PhoenixRules;
  readonly lang: 'de' | 'en';
  readonly coastal: Map<number, boolean>;
  /** Realms of the characters and wizards standing alone, by place (read once per plan). */
  readonly loneFigures: ReadonlyMap<number, readonly string[]>;
  /** Enemies per place, read once per plan: a hex is entered from up to six sides (speed). */
  readonly enemies: Map<number, { any: boolean; strength: number }>;
}

/** The planning run for one mover on the world as it is now. */
export function makeStepWorld(loaded: LoadedWorld, mover: Mover, rules: PhoenixRules, lang: 'de' | 'en'): StepWorld {
  const loneFigures = new Map<number, string[]>();
  for (const figure of [...loaded.characters.values(), ...loaded.wizards.values()]) {
    if (figure.army !== undefined || figure.prisonerOf !== undefined) continue;
    const place = loaded.placeOf.get(figure.at);
    if (place === undefined) continue;
    const realms = loneFigures.get(place);
    if (realms === undefined) loneFigures.set(place, [figure.realm]);
    else realms.push(figure.realm);
  }
  return { loaded, mover, rules, lang, coastal: new Map(), loneFigures, enemies: new Map() };
}

/** Where a mover stands between steps. `first`: no step taken and no point used this month. */
export interface StepState {
  readonly place: number;
  readonly bwp: number;
  readonly elevation: number;
  readonly first: boolean;
}

export interface StepCost {
  readonly bwpCost: number;
  readonly bwpLeft: number;
  readonly elevationLeft: number;
  readonly road: boolean;
  readonly overrun?: boolean;
}

export interface StepEnd {
  readonly code: string;
  readonly params: MoveParams;
  readonly encounter?: 'enemy' | 'character';
}

export type StepOutcome =
  | { readonly ok: true; readonly cost: StepCost; readonly end?: StepEnd }
  | { readonly ok: false; readonly code: string; readonly params: MoveParams; readonly encounter?: 'magicWall' };

export function placeText(index: number): string {
  return formatHex(placeAtIndex(index));
}

function terrainName(terrain: TerrainId, lang: 'de' | 'en'): string {
  return lang === 'de' ? TERRAIN[terrain].de : terrain;
}

/** Allies never stop each other: allies where the units meet, at `place`, as the month's melee reads it (P-70, switch `alliances`; P-63). */
export function allied(loaded: LoadedWorld, rules: PhoenixRules, a: string, b: string, place: number): boolean {
  return alliedAt(loaded, alliancesOf(rules), a, b, place);
}

function hasWegerecht(loaded: LoadedWorld, realm: string, place: number): boolean {
  const owner = loaded.owner[place];
  return owner !== undefined && (owner === realm || (loaded.realms.get(realm)?.wegerechtFrom?.includes(owner) ?? false));
}

/** Coastal waters: within 2 hexes of own land or of land of a realm that granted Küstenrecht (R §4.1). */
function isCoastal(ctx: StepWorld, place: number): boolean {
  const known = ctx.coastal.get(place);
  if (known !== undefined) return known;
  const realm = ctx.loaded.realms.get(ctx.mover.realm);
  const found = nearLandOf(ctx.loaded, new Set([ctx.mover.realm, ...(realm?.kuestenrechtFrom ?? [])]), place, ctx.rules.tables.movement.coastalRange);
  ctx.coastal.set(place, found);
  return found;
}

/** Heeresstärke of the enemies in a hex (armies not aboard), and whether any stand there. */
function enemiesAt(ctx: StepWorld, place: number): { any: boolean; strength: number } {
  const known = ctx.enemies.get(place);
  if (known !== undefined) return known;
  const found = countEnemies(ctx, place);
  ctx.enemies.set(place, found);
  return found;
}

function countEnemies(ctx: StepWorld, place: number): { any: boolean; strength: number } {
  let any = false;
  let strength = 0;
  for (const army of ctx.loaded.armiesAt.get(place) ?? []) {
    if (army.aboard !== undefined || allied(ctx.loaded, ctx.rules, ctx.mover.realm, army.realm, place)) continue;
    // An absent realm's units in stages 1–2 are passed without battle (R §6.9.2; P-230).
    if (passedWithoutBattle(ctx.loaded, army.realm)) continue;
    any = true;
    strength += armyStrength(army, ctx.rules, 'defender');
  }
  return { any, strength };
}

function loneEnemyFigureAt(ctx: StepWorld, place: number): boolean {
  return (ctx.loneFigures.get(place) ?? []).some((realm) => !allied(ctx.loaded, ctx.rules, ctx.mover.realm, realm, place));
}

/**
 * R §1.3: "Zauberer, die keine Charaktere sind, müssen sich außerhalb des eigenen oder alliierten
 * Reichsgebietes immer bei eigenen Heeren aufhalten" — every hex such a wizard enters alone is own
 * or allied land, or an own army stands there (P-122); so is the hex it teleports to (P-143).
 */
export function mayStayAlone(loaded: LoadedWorld, rules: PhoenixRules, realm: string, place: number): boolean {
  const owner = loaded.owner[place];
  if (owner !== undefined && allied(loaded, rules, realm, owner, place)) return true;
  return (loaded.armiesAt.get(place) ?? []).some((army) => army.realm === realm && army.aboard === undefined);
}

/**
 * One step from `state.place` into its neighbour `to`: what it costs, or why it cannot be taken.
 * The order of the checks is the order a player reads the map in: side, hex, points, occupants.
 */
export function evaluateStep(ctx: StepWorld, state: StepState, to: number): StepOutcome {
  const { loaded, mover, rules } = ctx;
  const from = state.place;
  // The place texts are only read when a message is written: built on first use (P-90, speed).
  const params = {
    get from() {
      return placeText(from);
    },
    get at() {
      return placeText(to);
    },
  };
  const direction = directionBetween(from, to);
  if (direction === undefined) return { ok: false, code: 'not-adjacent', params };
  const side = sideKey(from, direction);
  if (sideClosure(loaded, side).armies) return { ok: false, code: 'magic-wall', params, encounter: 'magicWall' };
  const terrain = loaded.terrain[to];
  if (terrain === undefined) return { ok: false, code: 'unknown-place', params };
  const water = isWaterTerrain(terrain);
  if (mover.domain === 'land' && water) return { ok: false, code: 'water', params };
  if (mover.domain === 'sea' && !water) return { ok: false, code: 'land', params };
  if (closedByAbsence(loaded, mover.realm, to)) return { ok: false, code: 'absent-realm', params: { ...params, realm: loaded.owner[to] as string } };

  const movement = rules.tables.movement;
  const cell = costCell(mover, terrain, rules);
  const road = loaded.roads.get(side)?.building !== true && loaded.roads.has(side);
  const quay = loaded.quays.get(side)?.building !== true && loaded.quays.has(side);
  let column = 0;
  if (mover.domain === 'sea') column = isCoastal(ctx, to) ? 1 : 0;
  else column = (road ? 2 : 0) + (hasWegerecht(loaded, mover.realm, to) ? 1 : 0);
  let cost = cell?.[column] ?? 0;
  // Erkenfara's teleport fields cost 20 BWP (R §6.6.5); the nest's costs a normal water hex (R §6.6.4; P-200).
  if (terrain === 'teleportField' && mover.domain === 'sea') cost = to < HEX_COUNT ? movement.teleportFieldBwp : (costCell(mover, 'water', rules)?.[column] ?? 0);
  if (cost <= 0) return { ok: false, code: 'impassable', params: { ...params, terrain: terrainName(terrain, ctx.lang) } };

  const fromElevation = loaded.elevation[from] as number;
  const toElevation = loaded.elevation[to] as number;
  const rise = toElevation - fromElevation;
  let steps = rules.interpretations.elevationDescent === 'free' ? Math.max(0, rise) : Math.abs(rise);
  let wholeMonth: StepEnd | undefined;

  const river = loaded.rivers.has(side) && !(loaded.bridges.has(side) && loaded.bridges.get(side)?.building !== true);
  if (river) {
    if (fromElevation !== toElevation) return { ok: false, code: 'river-elevation', params };
    if (!state.first) return { ok: false, code: 'river-next-month', params };
    wholeMonth = { code: 'river-crossed', params };
  }

  const wall = loaded.walls.get(side);
  if (wall !== undefined && wall.building !== true && mover.domain === 'land') {
    const protectedOwner = loaded.owner[loaded.placeOf.get(wall.at) ?? -1];
    if (protectedOwner !== mover.realm) {
      if (fromElevation !== toElevation || river) return { ok: false, code: 'wall-impassable', params };
      if (!state.first) return { ok: false, code: 'wall-next-month', params };
      const defended = enemiesAt(ctx, to).any;
      if (!defended && mover.strength < movement.overrunRatio * wall.crewK) {
        return { ok: false, code: 'wall-crew', params: { ...params, n: wall.crewK, strength: mover.strength } };
      }
      steps += 1;
      wholeMonth = { code: 'wall-crossed', params };
    }
  }

  const elevationCost = steps * (road || quay ? movement.elevationStepCostByRoad : movement.elevationStepCost);
  if (elevationCost > state.elevation) return { ok: false, code: 'elevation', params: { ...params, need: elevationCost, have: state.elevation } };
  if (cost > state.bwp) return { ok: false, code: 'bwp', params: { ...params, cost, left: state.bwp } };

  if (mover.needsOwnArmyAbroad === true && !mayStayAlone(loaded, rules, mover.realm, to)) return { ok: false, code: 'wizard-alone', params };

  const elevationLeft = state.elevation - elevationCost;
  const eased = road || quay;
  const enemies = enemiesAt(ctx, to);
  if (enemies.any) {
    const overrun = mover.army !== undefined && mover.strength > 0 && mover.strength >= movement.overrunRatio * enemies.strength;
    if (!overrun) {
      return { ok: true, cost: { bwpCost: state.bwp, bwpLeft: 0, elevationLeft, road: eased }, end: { code: 'enemy', params, encounter: 'enemy' } };
    }
    const spent = Math.min(state.bwp, wholeMonth ? state.bwp : cost + movement.overrunExtraBwp);
    const left = state.bwp - spent;
    const step = { bwpCost: spent, bwpLeft: left, elevationLeft, road: eased, overrun: true };
    if (loneEnemyFigureAt(ctx, to)) return { ok: true, cost: { ...step, bwpCost: state.bwp, bwpLeft: 0 }, end: { code: 'character', params, encounter: 'character' } };
    if (wholeMonth) return { ok: true, cost: step, end: wholeMonth };
    return left > 0 ? { ok: true, cost: step } : { ok: true, cost: step, end: { code: 'overrun-exhausted', params } };
  }
  if (loneEnemyFigureAt(ctx, to)) {
    return { ok: true, cost: { bwpCost: state.bwp, bwpLeft: 0, elevationLeft, road: eased }, end: { code: 'character', params, encounter: 'character' } };
  }
  if (wholeMonth) return { ok: true, cost: { bwpCost: state.bwp, bwpLeft: 0, elevationLeft, road: eased }, end: wholeMonth };
  const left = state.bwp - cost;
  const step = { bwpCost: cost, bwpLeft: left, elevationLeft, road: eased };
  if (terrain === 'teleportField') return { ok: true, cost: step, end: { code: 'teleport-field', params } };
  return { ok: true, cost: step };
}
