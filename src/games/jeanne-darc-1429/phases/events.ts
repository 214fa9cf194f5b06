import type { Emitter } from '../emitter.js';
import type { Handlers } from '../handler.js';
import { CHOOSE_CITY_HANDLERS } from './events/choose-city.js';
import { CONFISCATION_HANDLERS, startConfiscation } from './events/confiscation.js';
import { drawEvents, ORDER_HANDLERS } from './events/draw.js';
import { DUEL_HANDLERS } from './events/duel.js';
import { startFieldBattle } from './events/field.js';
import { firstPlayer } from './events/first.js';
import { startBadWeather, startTruce } from './events/later-rounds.js';
import { LONG_RANGE_HANDLERS, startLongRange } from './events/long-range.js';
import { startNavalBattle } from './events/naval.js';
import { PAPAL_HANDLERS, startPapal } from './events/papal.js';
import { startPlague } from './events/plague.js';
import { startRising } from './events/rising.js';
import { startTreaty } from './events/treaty.js';
import { nextIntervention, rollIntervention } from './intervention.js';

/** What each of the eleven events does when its turn comes (ids of the events file); an unknown id does nothing. */
const START: Readonly<Record<string, (em: Emitter) => void>> = {
  uprising: (em) => startRising(em, 'uprising'),
  mercenaries: (em) => startRising(em, 'mercenaries'),
  plague: startPlague,
  'long-range-attack': startLongRange,
  treaty: startTreaty,
  truce: startTruce,
  confiscation: startConfiscation,
  'papal-intervention': startPapal,
  'bad-weather': startBadWeather,
  'naval-battle': startNavalBattle,
  'field-battle': startFieldBattle,
};

/** The next event in the first player's order, made public as its resolution begins; then the intervention. */
function resolveNext(em: Emitter): void {
  const event = em.s.eventsDrawn[0];
  if (event === undefined) {
    em.emit({ t: 'stage', stage: 'intervention' });
    return;
  }
  em.emit({ t: 'event', event });
  if ((em.s.eventCities ?? []).length > 0) em.emit({ t: 'event-cities', cities: [] });
  START[event]?.(em);
}

/**
 * Phase 6: "De eerste speler trekt de gebeurtenissen en bepaalt de buitenlandse interventie voor deze ronde."
 * Stages: "" draw → "order" (two or more drawn) → "resolve" (one event at a time; a question or a fight
 * leaves `pending` set, and its answer brings the step back here) → "intervention" (the roll) → "targets".
 */
export function eventsStep(em: Emitter): void {
  switch (em.s.stage) {
    case '':
      drawEvents(em);
      return;
    case 'order':
      em.ask({ kind: 'order-events', power: firstPlayer(em) });
      return;
    case 'resolve':
      resolveNext(em);
      return;
    case 'intervention':
      rollIntervention(em);
      return;
    case 'targets':
      nextIntervention(em);
      return;
    default:
      throw new Error(`phase 6 has no stage "${em.s.stage}"`);
  }
}

export const EVENT_HANDLERS: Handlers = {
  ...ORDER_HANDLERS,
  ...CHOOSE_CITY_HANDLERS,
  ...CONFISCATION_HANDLERS,
  ...PAPAL_HANDLERS,
  ...LONG_RANGE_HANDLERS,
  ...DUEL_HANDLERS,
};
