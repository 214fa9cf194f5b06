import type { Handlers } from '../../handler.js';
import type { Pending } from '../../state.js';
import { chooseInterventionCity, interventionCityProblems } from '../intervention.js';
import { chooseRisingCity, risingCityProblems } from './rising.js';
import { chooseTreatyCity, treatyCityProblems } from './treaty.js';

type ChooseCity = Extract<Pending, { kind: 'choose-city' }>;

/** The first player's city for an uprising, the mercenaries, a treaty or a foreign intervention, by the question's reason. */
export const CHOOSE_CITY_HANDLERS: Handlers = {
  'choose-city': {
    'choose-city': {
      check(ctx, _power, command) {
        const { reason } = ctx.s.pending as ChooseCity;
        if (reason === 'treaty') return treatyCityProblems(ctx, command.city);
        if (reason === 'intervention') return interventionCityProblems(ctx, command.city);
        return risingCityProblems(ctx, command.city);
      },
      resolve(em, _power, command) {
        const { reason, left } = em.s.pending as ChooseCity;
        if (reason === 'treaty') chooseTreatyCity(em, command.city);
        else if (reason === 'intervention') chooseInterventionCity(em, command.city);
        else chooseRisingCity(em, reason, command.city, left);
      },
    },
  },
};
