import type { Ctx } from '../../context.js';
import type { Emitter } from '../../emitter.js';
import type { Handlers } from '../../handler.js';
import { refusal, type Refusal } from '../../refusals.js';
import { firstPlayer } from './first.js';

/** "De eerste speler kiest een provincie of stad uit, waar deze ronde niet om gestreden mag worden." */
export function startPapal(em: Emitter): void {
  em.ask({ kind: 'papal', power: firstPlayer(em) });
}

/** One place: a province or a city, not both, not neither (JDA-53). */
function placeProblems(ctx: Ctx, province: string | undefined, city: string | undefined): Refusal[] {
  if ((province === undefined) === (city === undefined)) return [refusal('papal-one-place')];
  if (province !== undefined && !ctx.index.provinces.has(province)) return [refusal('unknown-province', { province }, 'province')];
  if (city !== undefined && !ctx.index.cities.has(city)) return [refusal('unknown-city', { city }, 'city')];
  return [];
}

export const PAPAL_HANDLERS: Handlers = {
  papal: {
    papal: {
      check: (ctx, _power, command) => placeProblems(ctx, command.province, command.city),
      resolve(em, _power, command) {
        em.emit({ t: 'papal', papal: command.province !== undefined ? { province: command.province } : { city: command.city as string } });
        em.ask(null);
      },
    },
  },
};
