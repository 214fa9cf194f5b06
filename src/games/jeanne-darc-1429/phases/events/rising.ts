import { papalProtects } from '../../battle.js';
import { ownersAt } from '../../city-counts.js';
import type { Ctx } from '../../context.js';
import { defenceValue } from '../../defence.js';
import type { Emitter } from '../../emitter.js';
import { refusal, type Refusal } from '../../refusals.js';
import type { Holding } from '../../state.js';
import { cityName } from '../expansion.js';
import { oneStepLess } from '../uprising-card.js';
import { firstPlayer } from './first.js';

export type Rising = 'uprising' | 'mercenaries';

/**
 * The cities an uprising or the mercenaries can strike: every city a player holds, the first player's
 * own included, each once per event, and none the papal intervention shields (JDA-41, JDA-52).
 */
export function risingTargets(ctx: Ctx): string[] {
  const chosen = ctx.s.eventCities ?? [];
  const owners = ownersAt(ctx.s.cities, ctx.index);
  return ctx.index.cityIds.filter((city, i) => owners[i] !== undefined && !chosen.includes(city) && !(ctx.rules.papalCoversRisings && papalProtects(ctx, city)));
}

/** "Gooi met 1 dobbelsteen, om het aantal steden te bepalen, die in opstand komen. De eerste speler kiest de steden uit, de een na de ander." */
export function startRising(em: Emitter, kind: Rising): void {
  const power = firstPlayer(em);
  const count = em.roll(`${kind}: number of cities`, power);
  const left = Math.min(count, risingTargets(em).length);
  if (left > 0) em.ask({ kind: 'choose-city', power, reason: kind, left });
}

export function risingCityProblems(ctx: Ctx, city: string): Refusal[] {
  if (!ctx.index.cities.has(city)) return [refusal('unknown-city', { city }, 'city')];
  const name = cityName(ctx, city);
  if (ctx.s.cities[city] === undefined) return [refusal('rising-needs-holder', { city: name }, 'city')];
  if ((ctx.s.eventCities ?? []).includes(city)) return [refusal('event-city-twice', { city: name }, 'city')];
  if (ctx.rules.papalCoversRisings && papalProtects(ctx, city)) return [refusal('papal-protection', { city: name }, 'city')];
  return [];
}

/**
 * "… en gooit een dobbelsteen voor elke stad, om vast te stellen of de opstand succesvol is (een worp
 * hoger dan de verdedigingswaarde van de stad). De steden die in opstand komen, verliezen 1 stap van hun
 * verdediging (bij een garnizoen wordt de stad een vrije stad)." The value is the fortification alone
 * (page 4: "Dit zijn ook de verdedigingswaarden bij een opstand of plundering"). Mercenaries also leave a
 * plunder marker on each city they ravage, while markers last (JDA-43). A city set free counts as lost (JDA-42).
 */
function riseIn(em: Emitter, kind: Rising, city: string): void {
  const holding = em.s.cities[city] as Holding;
  const value = defenceValue(holding.defence, em.rules);
  const die = em.roll(`${kind} in ${city}`, firstPlayer(em));
  const winner = die > value ? 'attacker' : 'defender';
  em.emit({
    t: 'fight',
    kind,
    city,
    attacker: { power: kind === 'uprising' ? 'rebels' : 'mercenaries', total: die, parts: { die }, cards: [] },
    defender: { power: holding.owner, total: value, parts: { fortification: value }, cards: [] },
    winner,
  });
  if (winner === 'attacker') {
    const after = oneStepLess(holding);
    if (after === null) em.emit({ t: 'lost', power: holding.owner, city });
    em.emit({ t: 'city', city, holding: after, legion: false });
    if (kind === 'mercenaries' && !em.s.plundered.includes(city) && em.s.plundered.length < em.rules.plunderMarkers) em.emit({ t: 'plunder', city });
  }
  em.emit({ t: 'event-cities', cities: [...(em.s.eventCities ?? []), city] });
}

/** One chosen city; the first player is asked for the next until the number rolled is reached. */
export function chooseRisingCity(em: Emitter, kind: Rising, city: string, left: number): void {
  riseIn(em, kind, city);
  const next = Math.min(left - 1, risingTargets(em).length);
  em.ask(next > 0 ? { kind: 'choose-city', power: firstPlayer(em), reason: kind, left: next } : null);
}
