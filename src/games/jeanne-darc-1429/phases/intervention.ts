import { announceBattle, papalProtects } from '../battle.js';
import type { Ctx } from '../context.js';
import type { Emitter } from '../emitter.js';
import { refusal, type Refusal } from '../refusals.js';
import { statusOf } from '../state.js';
import { cityName } from './expansion.js';
import { firstPlayer } from './events/first.js';

/**
 * "De eerste speler gooit een dobbelsteen en bepaalt de omvang van de interventie … Soms moet nog een tweede
 * keer worden gegooid." The row of the War or Peace table (data file) gives the number of interventions; a row
 * that says roll again adds the second roll's number, once (JDA-60).
 */
export function rollIntervention(em: Emitter): void {
  const power = firstPlayer(em);
  const table = em.index.data.intervention.tables[statusOf(em.s)];
  const rowOf = (roll: number) => table.find((row) => row.roll === roll);
  const first = rowOf(em.roll('foreign intervention: extent', power));
  let count = first?.interventions ?? 0;
  if (first?.rollAgain === true) count += rowOf(em.roll('foreign intervention: second roll', power))?.interventions ?? 0;
  em.emit({ t: 'interventions', left: count });
  if ((em.s.eventCities ?? []).length > 0) em.emit({ t: 'event-cities', cities: [] });
  em.emit({ t: 'stage', stage: 'targets' });
}

/** Where a foreign power can strike: a player's city or a free city, each once a round, none the pope shields (JDA-61). */
export function interventionTargets(ctx: Ctx): string[] {
  const chosen = ctx.s.eventCities ?? [];
  return ctx.index.cityIds.filter((city) => !ctx.s.legion.includes(city) && !chosen.includes(city) && !papalProtects(ctx, city));
}

/** The first player names the city of each intervention ("bepaalt de buitenlandse interventie"); then phase 7. */
export function nextIntervention(em: Emitter): void {
  const left = em.s.interventionsLeft;
  if (left > 0 && interventionTargets(em).length > 0) {
    em.ask({ kind: 'choose-city', power: firstPlayer(em), reason: 'intervention', left });
    return;
  }
  if (left > 0) em.emit({ t: 'interventions', left: 0 });
  em.goto('player-phase');
}

export function interventionCityProblems(ctx: Ctx, city: string): Refusal[] {
  if (!ctx.index.cities.has(city)) return [refusal('unknown-city', { city }, 'city')];
  const name = cityName(ctx, city);
  if (ctx.s.legion.includes(city)) return [refusal('legion-city', { city: name }, 'city')];
  if ((ctx.s.eventCities ?? []).includes(city)) return [refusal('event-city-twice', { city: name }, 'city')];
  if (papalProtects(ctx, city)) return [refusal('papal-protection', { city: name }, 'city')];
  return [];
}

/**
 * "Als een buitenlandse macht ingrijpt, is haar gevechtswaarde 3 plus de dobbelsteenworp": a player's city
 * defends as in phase 7 step 2 (the defend question), a free city's militia with a die; a city taken gets a
 * foreign legion marker (battle.ts, JDA-62).
 */
export function chooseInterventionCity(em: Emitter, city: string): void {
  em.emit({ t: 'interventions', left: em.s.interventionsLeft - 1 });
  em.emit({ t: 'event-cities', cities: [...(em.s.eventCities ?? []), city] });
  announceBattle(em, { attacker: 'foreign', from: null, to: city, cards: [], influence: 0, kind: 'intervention' });
}
