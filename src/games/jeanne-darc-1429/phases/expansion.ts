import { announceBattle, garrisonsInUse } from '../battle.js';
import { ownersAt } from '../city-counts.js';
import type { Ctx } from '../context.js';
import type { Emitter } from '../emitter.js';
import type { CommandOf } from '../handler.js';
import type { Power } from '../powers.js';
import { refusal, type Refusal } from '../refusals.js';
import type { JdaState } from '../state.js';

/** A city nobody holds: no player and no foreign legion. */
export function isFree(s: JdaState, city: string): boolean {
  return s.cities[city] === undefined && !s.legion.includes(city);
}

export function cityName(ctx: Ctx, id: string): string {
  return ctx.index.cities.get(id)?.name ?? id;
}

/** Garrison markers a power has not yet placed (every held city carries one, JDA-25). */
export function garrisonsLeft(ctx: Ctx, power: Power): number {
  return Math.max(0, ctx.rules.garrisonMarkers - garrisonsInUse(ctx.s, power));
}

function ownPorts(ctx: Ctx, power: Power): string[] {
  return ctx.index.ports.filter((port) => ctx.s.cities[port]?.owner === power);
}

/** Free cities a road links to one of the power's cities. */
export function freeByRoad(ctx: Ctx, power: Power): string[] {
  const { index } = ctx;
  const owner = ownersAt(ctx.s.cities, index);
  const free: string[] = [];
  for (let i = 0; i < owner.length; i++) {
    if (owner[i] !== undefined || !(index.neighboursAt[i] as readonly number[]).some((n) => owner[n] === power)) continue;
    const city = index.cityIds[i] as string;
    if (!ctx.s.legion.includes(city)) free.push(city);
  }
  return free;
}

/** Whether the power could take any free city now (all public, so skipping the question reveals nothing). */
export function canExpand(ctx: Ctx, power: Power): boolean {
  if (garrisonsLeft(ctx, power) === 0) return false;
  if (freeByRoad(ctx, power).length > 0) return true;
  return ownPorts(ctx, power).length > 0 && ctx.index.ports.some((port) => isFree(ctx.s, port));
}

function roadProblems(ctx: Ctx, power: Power, cities: readonly string[]): Refusal[] {
  const max = ctx.rules.expansion.byRoad;
  const problems: Refusal[] = cities.length > max ? [refusal('too-many-by-road', { max, given: cities.length }, 'cities')] : [];
  // Not chained: each city needs a road to a city held before this expansion, i.e. in the state as it is.
  const reachable = freeByRoad(ctx, power);
  cities.forEach((city, i) => {
    if (ctx.index.cities.has(city) && isFree(ctx.s, city) && !reachable.includes(city)) problems.push(refusal('not-linked-by-road', { city: cityName(ctx, city) }, `cities[${i}]`));
  });
  return problems;
}

function seaProblems(ctx: Ctx, power: Power, cities: readonly string[], from: string | undefined): Refusal[] {
  const max = ctx.rules.expansion.bySea;
  const problems: Refusal[] = cities.length > max ? [refusal('too-many-by-sea', { max, given: cities.length }, 'cities')] : [];
  if (from === undefined) problems.push(refusal('landing-port-needed', {}, 'from'));
  else if (!ctx.index.cities.has(from)) problems.push(refusal('unknown-city', { city: from }, 'from'));
  else if (ctx.s.cities[from]?.owner !== power) problems.push(refusal('not-your-city', { city: cityName(ctx, from) }, 'from'));
  else if (ctx.index.cities.get(from)?.port !== true) problems.push(refusal('not-a-port', { city: cityName(ctx, from) }, 'from'));
  cities.forEach((city, i) => {
    if (ctx.index.cities.get(city)?.port === false) problems.push(refusal('not-a-port', { city: cityName(ctx, city) }, `cities[${i}]`));
  });
  return problems;
}

/**
 * Phase 7 step 1: up to two free cities by road, each linked to a city held before, or instead one
 * free port by sea from one of the player's ports (notes.md); an empty list takes none.
 */
export function expansionProblems(ctx: Ctx, power: Power, command: CommandOf<'expand'>): Refusal[] {
  const { cities } = command;
  if (cities.length === 0) return [];
  const problems: Refusal[] = [];
  cities.forEach((city, i) => {
    if (!ctx.index.cities.has(city)) problems.push(refusal('unknown-city', { city }, `cities[${i}]`));
    else if (cities.indexOf(city) !== i) problems.push(refusal('city-twice', { city: cityName(ctx, city) }, `cities[${i}]`));
    else if (!isFree(ctx.s, city)) problems.push(refusal('not-free-city', { city: cityName(ctx, city) }, `cities[${i}]`));
  });
  problems.push(...(command.bySea === true ? seaProblems(ctx, power, cities, command.from) : roadProblems(ctx, power, cities)));
  const left = garrisonsLeft(ctx, power);
  if (left === 0) problems.push(refusal('no-garrison-markers', { limit: ctx.rules.garrisonMarkers }, 'cities'));
  else if (cities.length > left) problems.push(refusal('garrison-markers-left', { left, given: cities.length }, 'cities'));
  return problems;
}

/**
 * Takes the cities with a garrison each. A landing by sea is announced first, so that the sea lord
 * may forbid it (battle.ts); either way the player's expansion is done.
 */
export function expand(em: Emitter, power: Power, command: CommandOf<'expand'>): void {
  em.emit({ t: 'active', active: em.s.active, expanded: true });
  const { cities } = command;
  if (cities.length === 0) {
    em.ask(null);
    return;
  }
  if (command.bySea === true) {
    announceBattle(em, { attacker: power, from: command.from as string, to: cities[0] as string, cards: [], influence: 0, kind: 'landing', expansion: [...cities] });
    return;
  }
  for (const city of cities) em.emit({ t: 'city', city, holding: { owner: power, defence: 'garrison' }, legion: false });
  em.ask(null);
}
