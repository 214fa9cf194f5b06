import type { Direction } from '../map/coords.js';
import type { MoveOrder, Place } from '../orders/ast.js';
import type { PhoenixRules } from '../rules.js';
import { armyKey, type LoadedWorld } from '../world/loaded.js';
import { parsePlace, placeIndex, placeNeighbour } from '../world/places.js';
import { moveMessage, type MoveParams } from './messages.js';
import { armyMover, figureMover, type Mover } from './mover.js';
import { gateExit } from './gate.js';
import { search, type SearchNode } from './search.js';
import { evaluateStep, makeStepWorld, placeText, type StepEnd, type StepState, type StepWorld } from './step.js';
import type { MoveContext, MovePlan, MoveStep, MoveStop, ReachInfo } from './types.js';

export type { MoveContext, MovePlan, MoveStep, MoveStop, MoveUse, ReachInfo } from './types.js';

/**
 * Stops that say the order itself is wrong, whatever the board shows: no such army or figure, an
 * army aboard a fleet, neither path nor target, a hex off the map, a path that skips a hex. Such an
 * order is refused; at every other stop the mover stays where the stop is (P-120).
 */
export const ORDER_ERRORS: ReadonlySet<string> = new Set(['unknown-army', 'unknown-figure', 'aboard', 'empty-move', 'unknown-place', 'not-adjacent']);

interface Start {
  readonly ctx: StepWorld;
  readonly state: StepState;
  readonly from: Place;
}

function stopAt(afterStep: number, at: Place, code: string, params: MoveParams, lang: 'de' | 'en', encounter?: MoveStop['encounter']): MoveStop {
  return { afterStep, at, code, message: moveMessage(code, params, lang), messageEn: moveMessage(code, params, 'en'), ...(encounter ? { encounter } : {}) };
}

/** Who moves and with how many points, or the plan that says why nothing moves. */
function begin(loaded: LoadedWorld, realm: string, order: MoveOrder, rules: PhoenixRules, context: MoveContext): Start | MovePlan {
  const lang = context.lang ?? 'de';
  const head = { army: order.figure === undefined ? order.army : 0, ...(order.figure === undefined ? {} : { figure: order.figure }) };
  let mover: Mover;
  let at: string;
  let key: string;
  if (order.figure !== undefined) {
    const id = order.figure;
    const figure = [loaded.characters.get(id), loaded.wizards.get(id)].find((f) => f !== undefined && f.realm === realm);
    if (figure === undefined) return { ...head, from: '', steps: [], stop: stopAt(0, '', 'unknown-figure', { figure: id }, lang) };
    at = figure.at;
    key = id;
    if (figure.prisonerOf !== undefined) return { ...head, from: at, steps: [], stop: stopAt(0, at, 'prisoner', {}, lang) };
    mover = figureMover(figure, rules);
  } else {
    const army = loaded.army(realm, order.army);
    if (army === undefined) return { ...head, from: '', steps: [], stop: stopAt(0, '', 'unknown-army', { army: order.army }, lang) };
    at = army.at;
    key = armyKey(realm, army.number);
    if (army.aboard !== undefined) return { ...head, from: at, steps: [], stop: stopAt(0, at, 'aboard', { fleet: army.aboard }, lang) };
    mover = armyMover(army, rules, loaded.realms.get(realm)?.kind === 'pirate');
  }
  if (context.immobile?.has(key)) return { ...head, from: at, steps: [], stop: stopAt(0, at, 'immobile', {}, lang) };
  const used = context.movedBefore?.get(key);
  const bwp = mover.bwp - (used?.bwp ?? 0);
  const elevation = rules.tables.movement.elevationPoints - (used?.elevation ?? 0);
  if (bwp <= 0) return { ...head, from: at, steps: [], stop: stopAt(0, at, 'no-bwp', {}, lang) };
  const place = loaded.placeOf.get(at) ?? -1;
  const ctx = makeStepWorld(loaded, mover, rules, lang);
  return { ctx, from: at, state: { place, bwp, elevation: Math.max(0, elevation), first: used === undefined || (used.bwp === 0 && used.elevation === 0) } };
}

function placeOfText(loaded: LoadedWorld, text: string): number {
  const known = loaded.placeOf.get(text);
  if (known !== undefined) return known;
  const id = parsePlace(text);
  return id === undefined ? -1 : placeIndex(id);
}

/** Whether a step's end stops the plan: always for fights and the teleport field, else only before more steps. */
function endStops(end: StepEnd, more: boolean): boolean {
  return end.encounter !== undefined || end.code === 'teleport-field' || more;
}

function followPath(start: Start, path: readonly Place[]): { steps: MoveStep[]; stop?: MoveStop } {
  const { ctx } = start;
  const steps: MoveStep[] = [];
  let state = start.state;
  for (let i = 0; i < path.length; i++) {
    const text = path[i] as Place;
    const to = placeOfText(ctx.loaded, text);
    const here = placeText(state.place);
    if (to < 0 || ctx.loaded.terrain[to] === undefined) return { steps, stop: stopAt(steps.length, here, 'unknown-place', { at: text }, ctx.lang) };
    const outcome = evaluateStep(ctx, state, to);
    if (!outcome.ok) return { steps, stop: stopAt(steps.length, here, outcome.code, outcome.params, ctx.lang, outcome.encounter) };
    const { cost } = outcome;
    steps.push({ to: text, ...cost });
    state = { place: to, bwp: cost.bwpLeft, elevation: cost.elevationLeft, first: false };
    if (outcome.end?.code === 'teleport-field') {
      const through = passGate(ctx, state, to, text, path[i + 1]);
      if (through !== undefined) {
        if ('refused' in through) {
          // The fleet does not enter the field: it stays where it was before it (P-200).
          steps.pop();
          const { code, params, encounter } = through.refused;
          return { steps, stop: stopAt(steps.length, here, code, params, ctx.lang, encounter) };
        }
        steps.push(through.step);
        state = through.state;
        if (through.named) i += 1;
        if (through.end !== undefined && endStops(through.end, i < path.length - 1)) {
          return { steps, stop: stopAt(steps.length, through.step.to, through.end.code, through.end.params, ctx.lang, through.end.encounter) };
        }
        continue;
      }
    }
    if (outcome.end !== undefined && endStops(outcome.end, i < path.length - 1)) {
      return { steps, stop: stopAt(steps.length, text, outcome.end.code, outcome.end.params, ctx.lang, outcome.end.encounter) };
    }
  }
  return { steps };
}

/**
 * Through a teleport gate (R §6.6.4, §6.6.5; P-200): the fleet on the field `field` comes out on the
 * hex beside the far gate that the path names next, or on the first water hex around it when the
 * path ends on the field. Coming out on Erkenfara costs a water hex; into the nest it is free.
 * Undefined when the gate leads nowhere in this world (no nest, no emergence point): the voyage ends on the field.
 */
function passGate(ctx: StepWorld, state: StepState, field: number, fieldText: Place, next: Place | undefined):
  | { step: MoveStep; state: StepState; named: boolean; end?: StepEnd }
  | { refused: { code: string; params: MoveParams; encounter?: 'magicWall' } }
  | undefined {
  const exit = gateExit(ctx.loaded, field);
  if (exit === undefined || ctx.mover.domain !== 'sea') return undefined;
  const wanted = next === undefined ? undefined : placeOfText(ctx.loaded, next);
  if (wanted !== undefined && !exit.around.includes(wanted)) {
    return { refused: { code: 'gate-exit', params: { at: next as string, gate: placeText(exit.gate) } } };
  }
  const appear = wanted ?? (exit.around[0] as number);
  // The appearance is part of the teleport: it is never refused for want of points, only paid with what is left.
  const outcome = evaluateStep(ctx, { place: exit.gate, bwp: Number.MAX_SAFE_INTEGER, elevation: state.elevation, first: false }, appear);
  if (!outcome.ok) return { refused: { code: outcome.code, params: outcome.params, ...(outcome.encounter ? { encounter: outcome.encounter } : {}) } };
  const price = exit.paid ? Math.min(state.bwp, outcome.cost.bwpCost) : 0;
  const bwpLeft = outcome.end?.encounter !== undefined ? 0 : state.bwp - price;
  const step: MoveStep = { to: placeText(appear), bwpCost: state.bwp - bwpLeft, bwpLeft, elevationLeft: outcome.cost.elevationLeft, road: false, gate: fieldText };
  return { step, state: { place: appear, bwp: bwpLeft, elevation: outcome.cost.elevationLeft, first: false }, named: wanted !== undefined, ...(outcome.end === undefined ? {} : { end: outcome.end }) };
}

/** Why the search found no way into `target` from the hexes it did reach at `layer`. */
function blockedReason(start: Start, settled: readonly SearchNode[], layer: number, target: number): { code: string; params: MoveParams; encounter?: 'magicWall' } {
  let best: { bwp: number; code: string; params: MoveParams; encounter?: 'magicWall' } | undefined;
  for (const node of settled) {
    if (node.layer !== layer || node.end !== undefined) continue;
    let adjacent = false;
    for (let d = 0; d < 6; d++) if (placeNeighbour(node.state.place, d as Direction) === target) adjacent = true;
    if (!adjacent) continue;
    const outcome = evaluateStep(start.ctx, node.state, target);
    if (!outcome.ok && (best === undefined || node.state.bwp > best.bwp)) {
      best = { bwp: node.state.bwp, code: outcome.code, params: outcome.params, ...(outcome.encounter ? { encounter: outcome.encounter } : {}) };
    }
  }
  return best ?? { code: 'out-of-range', params: { at: placeText(target) } };
}

function findPath(start: Start, to: Place, via: readonly Place[]): { steps: MoveStep[]; stop?: MoveStop } {
  const { ctx } = start;
  const texts = [...via, to];
  const targets = texts.map((text) => placeOfText(ctx.loaded, text));
  const bad = targets.findIndex((t) => t < 0 || ctx.loaded.terrain[t] === undefined);
  if (bad >= 0) return { steps: [], stop: stopAt(0, start.from, 'unknown-place', { at: texts[bad] as string }, ctx.lang) };
  const result = search(ctx, start.state, targets);
  if (result.goal === undefined) {
    const layer = result.settled.reduce((max, node) => Math.max(max, node.layer), 0);
    const target = targets[layer] as number;
    const reason = blockedReason(start, result.settled, layer, target);
    // The reason in the message's language and in English, for the English twin of the stop.
    const params = { at: texts[layer] as string, reason: moveMessage(reason.code, reason.params, ctx.lang), reasonEn: moveMessage(reason.code, reason.params, 'en') };
    return { steps: [], stop: stopAt(0, start.from, 'unreachable', params, ctx.lang) };
  }
  const chain: SearchNode[] = [];
  for (let node: SearchNode | undefined = result.goal; node !== undefined; node = node.parent) if (node.cost !== undefined) chain.unshift(node);
  const steps = chain.map((node) => ({ to: placeText(node.state.place), ...(node.cost as NonNullable<SearchNode['cost']>) }));
  const end = result.goal.end;
  if (end !== undefined && endStops(end, false)) {
    return { steps, stop: stopAt(steps.length, placeText(result.goal.state.place), end.code, end.params, ctx.lang, end.encounter) };
  }
  return { steps };
}

/**
 * Plans a move on the world as it is now (the month calls it in the realm's movement phase):
 * an explicit path is followed step by step; a target is reached by the cheapest legal path
 * through the waypoints. The plan ends where the army must stop and says why.
 */
export function planMove(loaded: LoadedWorld, realm: string, order: MoveOrder, rules: PhoenixRules, context: MoveContext = {}): MovePlan {
  const start = begin(loaded, realm, order, rules, context);
  if (!('ctx' in start)) return start;
  const head = { army: order.figure === undefined ? order.army : 0, ...(order.figure === undefined ? {} : { figure: order.figure }), from: start.from };
  if (order.path !== undefined && order.path.length > 0) return { ...head, ...followPath(start, order.path) };
  if (order.to !== undefined) return { ...head, ...findPath(start, order.to, order.via ?? []) };
  return { ...head, steps: [], stop: stopAt(0, start.from, 'empty-move', {}, start.ctx.lang) };
}

/**
 * Every hex an army can reach this month with the BWP it keeps there, and every hex just beyond
 * with the reason it cannot be entered (for click-to-move in the web client).
 */
export function explainReach(loaded: LoadedWorld, realm: string, armyNumber: number, rules: PhoenixRules, context: MoveContext = {}): Map<Place, ReachInfo> {
  const reach = new Map<Place, ReachInfo>();
  const start = begin(loaded, realm, { type: 'move', army: armyNumber }, rules, context);
  if (!('ctx' in start)) {
    if (start.from !== '') reach.set(start.from, { reachable: false, reason: start.stop?.message ?? '' });
    return reach;
  }
  const { ctx } = start;
  const { settled } = search(ctx, start.state, []);
  for (const node of settled) {
    const text = placeText(node.state.place);
    const known = reach.get(text);
    if (known !== undefined && (known.bwpLeft ?? 0) >= node.state.bwp) continue;
    const note = node.end !== undefined ? { reason: moveMessage(node.end.code, node.end.params, ctx.lang) } : {};
    reach.set(text, { reachable: true, bwpLeft: node.state.bwp, ...note });
  }
  const best = new Map<number, { bwp: number; reason: string }>();
  for (const node of settled) {
    if (node.end !== undefined) continue;
    for (let d = 0; d < 6; d++) {
      const to = placeNeighbour(node.state.place, d as Direction);
      if (to < 0 || reach.has(placeText(to))) continue;
      const outcome = evaluateStep(ctx, node.state, to);
      if (outcome.ok) continue;
      const known = best.get(to);
      if (known === undefined || node.state.bwp > known.bwp) best.set(to, { bwp: node.state.bwp, reason: moveMessage(outcome.code, outcome.params, ctx.lang) });
    }
  }
  for (const [to, { reason }] of best) reach.set(placeText(to), { reachable: false, reason });
  return reach;
}
