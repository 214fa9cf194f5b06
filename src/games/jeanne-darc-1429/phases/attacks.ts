import { announceBattle, attackHandProblems, countAttack, papalProtects, powerCardIn } from '../battle.js';
import { ownersAt } from '../city-counts.js';
import type { Ctx } from '../context.js';
import type { Emitter } from '../emitter.js';
import type { CommandOf } from '../handler.js';
import type { Power } from '../powers.js';
import { refusal, type Refusal } from '../refusals.js';
import { playerOf, statusOf } from '../state.js';
import { cityName, garrisonsLeft } from './expansion.js';

/** How an attack reaches its target: over a road, or a landing from port to port (a road wins where both exist). */
export function linkBetween(ctx: Ctx, from: string, to: string): 'attack' | 'landing' | null {
  if ((ctx.index.neighbours.get(from) ?? []).includes(to)) return 'attack';
  if (ctx.index.cities.get(from)?.port === true && ctx.index.cities.get(to)?.port === true) return 'landing';
  return null;
}

/** A city another player or a foreign legion holds. */
export function isEnemyCity(ctx: Ctx, power: Power, city: string): boolean {
  const holding = ctx.s.cities[city];
  return holding === undefined ? ctx.s.legion.includes(city) : holding.owner !== power;
}

/** Whether the round's status still lets the power attack: in Peace only `peaceAttacks` times (the long-range attack included). */
export function attacksLeft(ctx: Ctx, power: Power): boolean {
  return statusOf(ctx.s) === 'war' || (ctx.s.attacksMade[power] ?? 0) < ctx.rules.peaceAttacks;
}

/**
 * Whether an attack may still be possible, judged on public facts only (hand size, not its cards),
 * so that ending a turn by itself reveals nothing about the hand.
 */
export function mayAttack(ctx: Ctx, power: Power): boolean {
  if (playerOf(ctx.s, power).hand.length < 2 || !attacksLeft(ctx, power) || garrisonsLeft(ctx, power) === 0) return false;
  const { s, index } = ctx;
  const owner = ownersAt(s.cities, index);
  const done = s.attackTargets[power] ?? [];
  // openTarget by board position: a neighbour, or any port from a port, is linked (linkBetween), so only the rest is asked.
  const open = (t: number): boolean => {
    const held = owner[t];
    if (held === power) return false;
    const to = index.cityIds[t] as string;
    return (held !== undefined || s.legion.includes(to)) && !done.includes(to) && !papalProtects(ctx, to);
  };
  for (let i = 0; i < owner.length; i++) {
    const from = index.cityIds[i] as string;
    if (owner[i] !== power || s.attackOrigins.includes(from)) continue;
    if ((index.neighboursAt[i] as readonly number[]).some(open)) return true;
    if (index.cities.get(from)?.port === true && index.ports.some((to) => open(index.at.get(to) as number))) return true;
  }
  return false;
}

function originProblems(ctx: Ctx, power: Power, from: string): Refusal[] {
  if (!ctx.index.cities.has(from)) return [refusal('unknown-city', { city: from }, 'from')];
  if (ctx.s.cities[from]?.owner !== power) return [refusal('not-your-city', { city: cityName(ctx, from) }, 'from')];
  if (ctx.s.attackOrigins.includes(from)) return [refusal('origin-used', { city: cityName(ctx, from) }, 'from')];
  return [];
}

function targetProblems(ctx: Ctx, power: Power, to: string): Refusal[] {
  if (!ctx.index.cities.has(to)) return [refusal('unknown-city', { city: to }, 'to')];
  if (!isEnemyCity(ctx, power, to)) return [refusal('not-enemy-city', { city: cityName(ctx, to) }, 'to')];
  const problems: Refusal[] = [];
  if ((ctx.s.attackTargets[power] ?? []).includes(to)) problems.push(refusal('already-attacked', { city: cityName(ctx, to) }, 'to'));
  if (papalProtects(ctx, to)) problems.push(refusal('papal-protection', { city: cityName(ctx, to) }, 'to'));
  return problems;
}

/**
 * Phase 7 step 2: an attack from one of the player's cities on an enemy city linked by road, or a
 * landing from port to port; once per origin, once per target and player, in Peace once a round;
 * two siege cards, up to 5 influence points and power cards (notes.md; JDA-26, JDA-27).
 */
export function attackProblems(ctx: Ctx, power: Power, command: CommandOf<'attack'>): Refusal[] {
  const { from, to } = command;
  const problems = [...originProblems(ctx, power, from), ...targetProblems(ctx, power, to)];
  if (ctx.index.cities.has(from) && ctx.index.cities.has(to) && linkBetween(ctx, from, to) === null) {
    problems.push(refusal('not-linked', { from: cityName(ctx, from), to: cityName(ctx, to) }, 'to'));
  }
  if (!attacksLeft(ctx, power)) problems.push(refusal('peace-attack-used', { max: ctx.rules.peaceAttacks }));
  // A conquest puts a garrison marker on the city, so one must be left (JDA-25).
  if (garrisonsLeft(ctx, power) === 0) problems.push(refusal('no-garrison-markers', { limit: ctx.rules.garrisonMarkers }));
  problems.push(...attackHandProblems(ctx, power, command.cards, command.influence, command.powers ?? []));
  return problems;
}

/** Counts the attack when it is announced (a veto or a retreat does not undo it), then fights it out (battle.ts). */
export function attack(em: Emitter, power: Power, command: CommandOf<'attack'>): void {
  const hand = playerOf(em.s, power).hand;
  const powerCards = (command.powers ?? []).map((kind) => powerCardIn(hand, em.index.cards, kind) as string);
  countAttack(em, power, command.from, command.to);
  announceBattle(em, {
    attacker: power,
    from: command.from,
    to: command.to,
    cards: [...command.cards, ...powerCards],
    influence: command.influence,
    kind: linkBetween(em, command.from, command.to) as 'attack' | 'landing',
  });
}
