import type { Ctx } from '../../context.js';
import type { Emitter } from '../../emitter.js';
import { refusal, type Refusal } from '../../refusals.js';
import type { Holding } from '../../state.js';
import { cityName, garrisonsLeft } from '../expansion.js';
import { firstPlayer } from './first.js';

/**
 * "De eerste speler krijgt direct een stad terug, die hem in de afgelopen beurt was afgepakt (voorzover hij
 * er een verloren heeft)": a city he lost in the previous round or earlier in this one that he does not hold
 * now (JDA-48); a garrison marker must be left for it.
 */
export function treatyCities(ctx: Ctx): string[] {
  const power = firstPlayer(ctx);
  if (garrisonsLeft(ctx, power) === 0) return [];
  const lost = ctx.s.lost.filter((entry) => entry.power === power && entry.round >= ctx.s.round - 1).map((entry) => entry.city);
  return ctx.index.cityIds.filter((city) => lost.includes(city) && ctx.s.cities[city]?.owner !== power);
}

/** The city comes back as it stands: another player's castle or fortress with it, a free or legion city with a garrison. */
function giveBack(em: Emitter, city: string): void {
  const power = firstPlayer(em);
  const holding = em.s.cities[city];
  if (holding !== undefined) em.emit({ t: 'lost', power: holding.owner, city });
  const back: Holding = holding === undefined ? { owner: power, defence: 'garrison' } : { ...holding, owner: power };
  em.emit({ t: 'city', city, holding: back, legion: false });
}

/** One lost city comes back at once; of several the first player chooses one; of none nothing happens. */
export function startTreaty(em: Emitter): void {
  const cities = treatyCities(em);
  if (cities.length === 1) giveBack(em, cities[0] as string);
  else if (cities.length > 1) em.ask({ kind: 'choose-city', power: firstPlayer(em), reason: 'treaty', left: 1 });
}

export function treatyCityProblems(ctx: Ctx, city: string): Refusal[] {
  if (!ctx.index.cities.has(city)) return [refusal('unknown-city', { city }, 'city')];
  return treatyCities(ctx).includes(city) ? [] : [refusal('treaty-city', { city: cityName(ctx, city) }, 'city')];
}

export function chooseTreatyCity(em: Emitter, city: string): void {
  giveBack(em, city);
  em.ask(null);
}
