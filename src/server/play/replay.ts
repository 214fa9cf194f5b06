import { z } from 'zod';
import { Match } from '../../kernel/match.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { route, type AnyRoute } from '../http/route.js';
import { matchIdParams } from '../http/schemas.js';
import { ruleSetOf, seatLog } from './matches.js';
import { SPECTATOR } from './routes.js';

/** GET …/replay: an interactive match after `step` commands, as the caller's seat saw it. */
export const replaySchema = z.object({
  seat: z.string(),
  step: z.int(),
  steps: z.int(),
  /** Who gave the command of this step (null for the setup). */
  by: z.string().nullable(),
  view: z.unknown(),
  entries: z.array(z.object({ seq: z.int(), seat: z.string().nullable(), kind: z.enum(['roll', 'event']) }).loose()),
});

/**
 * A replay of an interactive match as the caller's seat saw it (issue 19): the kernel replays the
 * stored commands up to `step`, and the seat gets the rule set's view of that state and the log
 * up to it, redacted for it: never more than the seat saw at the time. The game master sees it
 * as a spectator, like the live view.
 */
export function replayRoutes(context: ServerContext): AnyRoute[] {
  return [
    route({
      method: 'GET',
      url: '/api/matches/:matchId/replay',
      summary: "An interactive match after `step` commands (0: the setup; default: the last), as the caller's seat saw it then",
      tag: 'play',
      access: 'member',
      params: matchIdParams,
      query: z.strictObject({ step: z.coerce.number().int().min(0).optional() }),
      response: replaySchema,
      handler: async ({ match, caller, query }) => {
        if (match!.currentPeriod !== null) throw new ApiError(400, 'not-interactive', 'this match is played in periods: its past months are its replay');
        const commands = await context.store.commands(match!.id);
        const step = query.step ?? commands.length;
        if (step > commands.length) throw new ApiError(400, 'no-step', `the match has ${commands.length} steps; step ${step} is not one of them`);
        const seat = caller!.gm ? SPECTATOR : caller!.seat;
        const ruleSet = ruleSetOf(match!);
        const replayed = new Match(ruleSet, match!.options, match!.seed);
        for (const entry of commands.slice(0, step)) {
          const result = replayed.submit(entry.seat, entry.command, entry.dice);
          if (!result.accepted) throw new Error(`a stored command of match ${match!.id} was refused on replay`);
        }
        return {
          seat,
          step,
          steps: commands.length,
          by: step === 0 ? null : commands[step - 1]!.seat,
          view: replayed.view(seat) as unknown,
          entries: seatLog(replayed, seat, 0),
        };
      },
    }),
  ];
}
