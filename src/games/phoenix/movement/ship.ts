import { FIGURE_RP_PER_GP } from '../data/units.js';
import type { DisembarkOrder, EmbarkOrder, Place } from '../orders/ast.js';
import type { PhoenixRules } from '../rules.js';
import { armyRp } from '../world/check-figures.js';
import { armyKey, type LoadedWorld } from '../world/loaded.js';
import { directionBetween, sideKey } from '../world/places.js';
import { sideClosure } from '../world/sides.js';
import type { Army } from '../world/schema.js';
import { moveMessage, type MoveParams } from './messages.js';
import { armyMover } from './mover.js';
import { evaluateStep, makeStepWorld } from './step.js';
import type { MoveContext, MovePlan } from './types.js';

function refused(army: number, from: Place, code: string, params: MoveParams, lang: 'de' | 'en', encounter?: 'magicWall'): MovePlan {
  return { army, from, steps: [], stop: { afterStep: 0, at: from, code, message: moveMessage(code, params, lang), messageEn: moveMessage(code, params, 'en'), ...(encounter ? { encounter } : {}) } };
}

/** RP an army takes aboard: its units and the characters and wizards with it (R §0.2; P-66). */
export function rpAboard(loaded: LoadedWorld, army: Army): number {
  const withArmy = (f: { realm: string; army?: number; prisonerOf?: string; gp: number }) => f.realm === army.realm && f.army === army.number && f.prisonerOf === undefined;
  let figures = 0;
  for (const f of [...loaded.characters.values(), ...loaded.wizards.values()]) if (withArmy(f)) figures += Math.floor(f.gp) * FIGURE_RP_PER_GP.value;
  return armyRp(army) + figures;
}

/** RP still free in a fleet: 100 per ship less the armies already aboard. */
export function freeCapacity(loaded: LoadedWorld, fleet: Army, rules: PhoenixRules): number {
  let load = 0;
  for (const other of loaded.armiesOf.get(fleet.realm) ?? []) if (other.aboard === fleet.number && other.kind !== 'fleet') load += rpAboard(loaded, other);
  return (fleet.S ?? 0) * rules.tables.units.S.transport - load;
}

/**
 * EINSCHIFFEN: a land army boards an own fleet on a neighbouring water hex. It costs no BWP, only
 * elevation points for the step down to the water — 1 across a quay (R §4, §1.5.1 example 2).
 * `armyAt` / `fleetAt`: where the two stand when it happens, if they move before (default: now).
 */
export function planEmbark(loaded: LoadedWorld, realm: string, order: EmbarkOrder, rules: PhoenixRules, context: MoveContext = {}, armyAt?: Place, fleetAt?: Place): MovePlan {
  const lang = context.lang ?? 'de';
  const army = loaded.army(realm, order.army);
  if (army === undefined) return refused(order.army, '', 'unknown-army', { army: order.army }, lang);
  if (army.kind === 'fleet') return refused(order.army, army.at, 'embark-not-land-army', {}, lang);
  const key = armyKey(realm, army.number);
  if (context.immobile?.has(key)) return refused(order.army, army.at, 'immobile', {}, lang);
  const fleet = loaded.army(realm, order.fleet);
  if (fleet === undefined || fleet.kind !== 'fleet') return refused(order.army, army.at, 'embark-not-fleet', { fleet: order.fleet }, lang);
  const need = rpAboard(loaded, army);
  const free = freeCapacity(loaded, fleet, rules) + (army.aboard === fleet.number ? need : 0);
  if (need > free) return refused(order.army, army.at, 'embark-capacity', { fleet: fleet.number, free: Math.max(0, free), need }, lang);
  const used = context.movedBefore?.get(key);
  const bwp = Math.max(0, armyMover(army, rules).bwp - (used?.bwp ?? 0));
  const elevation = rules.tables.movement.elevationPoints - (used?.elevation ?? 0);
  const here = armyAt ?? army.at;
  const there = fleetAt ?? fleet.at;
  if (army.aboard !== undefined) {
    if (there !== here) return refused(order.army, here, 'embark-not-adjacent', { fleet: fleet.number, at: there }, lang);
    return { army: army.number, from: here, steps: [{ to: there, bwpCost: 0, bwpLeft: bwp, elevationLeft: elevation, road: false }] };
  }
  const from = loaded.placeOf.get(here) ?? -1;
  const to = loaded.placeOf.get(there) ?? -1;
  const direction = from < 0 || to < 0 ? undefined : directionBetween(from, to);
  if (direction === undefined) return refused(order.army, here, 'embark-not-adjacent', { fleet: fleet.number, at: there }, lang);
  const side = sideKey(from, direction);
  const params = { from: here, at: there };
  if (sideClosure(loaded, side).armies) return refused(order.army, here, 'magic-wall', params, lang, 'magicWall');
  const quay = loaded.quays.has(side) && loaded.quays.get(side)?.building !== true;
  const movement = rules.tables.movement;
  const drop = (loaded.elevation[from] as number) - (loaded.elevation[to] as number);
  const steps = rules.interpretations.elevationDescent === 'free' ? 0 : Math.abs(drop);
  const cost = steps * (quay ? movement.elevationStepCostByRoad : movement.elevationStepCost);
  if (cost > elevation) return refused(order.army, here, 'elevation', { ...params, need: cost, have: Math.max(0, elevation) }, lang);
  return { army: army.number, from: here, steps: [{ to: there, bwpCost: 0, bwpLeft: bwp, elevationLeft: elevation - cost, road: quay }] };
}

/**
 * AUSSCHIFFEN: an embarked army lands on a neighbouring land hex of its fleet's position (`fleetAt`,
 * after the fleet's move; its current hex by default), paying the hex entered like a step on land.
 * A magic wall keeps it aboard (errata 87).
 */
export function planDisembark(loaded: LoadedWorld, realm: string, order: DisembarkOrder, rules: PhoenixRules, context: MoveContext = {}, fleetAt?: Place): MovePlan {
  const lang = context.lang ?? 'de';
  const army = loaded.army(realm, order.army);
  if (army === undefined) return refused(order.army, '', 'unknown-army', { army: order.army }, lang);
  if (army.aboard === undefined) return refused(order.army, army.at, 'disembark-not-aboard', {}, lang);
  const key = armyKey(realm, army.number);
  const from = fleetAt ?? loaded.army(realm, army.aboard)?.at ?? army.at;
  if (context.immobile?.has(key)) return refused(order.army, from, 'immobile', {}, lang);
  const a = loaded.placeOf.get(from) ?? -1;
  const b = loaded.placeOf.get(order.to) ?? -1;
  if (a < 0 || b < 0 || directionBetween(a, b) === undefined) return refused(order.army, from, 'disembark-not-adjacent', { from, at: order.to }, lang);
  const mover = armyMover(army, rules);
  const used = context.movedBefore?.get(key);
  const ctx = makeStepWorld(loaded, mover, rules, lang);
  const state = {
    place: a,
    bwp: mover.bwp - (used?.bwp ?? 0),
    elevation: Math.max(0, rules.tables.movement.elevationPoints - (used?.elevation ?? 0)),
    first: used === undefined,
  };
  const outcome = evaluateStep(ctx, state, b);
  if (!outcome.ok) return refused(order.army, from, outcome.code, outcome.params, lang, outcome.encounter);
  const steps = [{ to: order.to, ...outcome.cost }];
  const end = outcome.end;
  if (end?.encounter === undefined) return { army: army.number, from, steps };
  return { army: army.number, from, steps, stop: { afterStep: 1, at: order.to, code: end.code, message: moveMessage(end.code, end.params, lang), messageEn: moveMessage(end.code, end.params, 'en'), encounter: end.encounter } };
}
