import { papalProtects, powerCardIn } from '../battle.js';
import type { Ctx } from '../context.js';
import { defenceValue } from '../defence.js';
import type { Emitter } from '../emitter.js';
import type { Power } from '../powers.js';
import { refusal, type Refusal } from '../refusals.js';
import { playerOf, type Holding } from '../state.js';
import { cityName } from './expansion.js';

/** A city of another player the papal intervention does not protect: where an uprising can be provoked. */
function provokable(ctx: Ctx, power: Power, city: string): boolean {
  const holding = ctx.s.cities[city];
  return holding !== undefined && holding.owner !== power && !papalProtects(ctx, city);
}

/** Whether the power might provoke an uprising, judged on public facts only (JDA-37). */
export function mayProvoke(ctx: Ctx, power: Power): boolean {
  return playerOf(ctx.s, power).hand.length > 0 && ctx.index.cityIds.some((city) => provokable(ctx, power, city));
}

/** The red power card "provoke an uprising": a city of another player, not under papal protection (JDA-36). */
export function provokeProblems(ctx: Ctx, power: Power, city: string): Refusal[] {
  const problems: Refusal[] = [];
  if (powerCardIn(playerOf(ctx.s, power).hand, ctx.index.cards, 'uprising') === undefined) problems.push(refusal('no-power-card', { power: 'uprising' }));
  if (!ctx.index.cities.has(city)) problems.push(refusal('unknown-city', { city }, 'city'));
  else if (ctx.s.cities[city] === undefined || ctx.s.cities[city].owner === power) problems.push(refusal('provoke-target', { city: cityName(ctx, city) }, 'city'));
  else if (papalProtects(ctx, city)) problems.push(refusal('papal-protection', { city: cityName(ctx, city) }, 'city'));
  return problems;
}

/** One step less: a fortress becomes a castle, a castle a garrison, a garrison a free city (page 4, "opstand"). */
export function oneStepLess(holding: Holding): Holding | null {
  if (holding.defence === 'fortress') return { owner: holding.owner, defence: 'castle' };
  if (holding.defence === 'castle') return { owner: holding.owner, defence: 'garrison' };
  return null;
}

/**
 * As one city of the uprising event (page 4): a die above the city's defence value takes one step
 * off it. The card is discarded either way; it is no attack (JDA-36).
 */
export function provoke(em: Emitter, power: Power, city: string): void {
  const card = powerCardIn(playerOf(em.s, power).hand, em.index.cards, 'uprising') as string;
  const holding = em.s.cities[city] as Holding;
  const value = defenceValue(holding.defence, em.rules);
  const die = em.roll(`uprising provoked in ${city}`, power);
  const winner = die > value ? 'attacker' : 'defender';
  em.emit({
    t: 'fight',
    kind: 'provoked',
    city,
    attacker: { power, total: die, parts: { die }, cards: [card] },
    defender: { power: holding.owner, total: value, parts: { fortification: value }, cards: [] },
    winner,
  });
  em.emit({ t: 'discard', power, cards: [card], why: 'power-card' });
  if (winner === 'attacker') {
    const after = oneStepLess(holding);
    // As after the uprising event, a city set free counts as lost (a treaty can give it back).
    if (after === null) em.emit({ t: 'lost', power: holding.owner, city });
    em.emit({ t: 'city', city, holding: after, legion: false });
  }
  em.ask(null);
}
