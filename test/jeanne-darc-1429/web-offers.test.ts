import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { makeBot } from '../../src/games/jeanne-darc-1429/bots/index.js';
import { contextOf } from '../../src/games/jeanne-darc-1429/context.js';
import { askedSeats } from '../../src/games/jeanne-darc-1429/dispatch.js';
import { attackAt, choices } from '../../src/games/jeanne-darc-1429/legal.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import type { JdaState } from '../../src/games/jeanne-darc-1429/state.js';
import { viewFor } from '../../src/games/jeanne-darc-1429/view.js';
import { offeredCommands } from '../../web/src/jeanne-darc-1429/offers.js';

/** What the rules accept on the true state, from the same candidate lists. */
function acceptedOnState(state: JdaState, seat: string) {
  const { list, attacks } = choices(contextOf(state), seat as never, state.pending!);
  const ok = (command: unknown) => rules.check(state, seat, command as never).length === 0;
  const routes = attacks === null ? [] : attacks.routes.filter((_, r) => ok(attackAt(attacks, r, 0)));
  return { commands: list.filter(ok), routes };
}

describe("Jeanne d'Arc 1429 in the browser: the choices offered from a seat's view", () => {
  it('are exactly those the rules accept on the whole state, for every asked seat of random and heuristic games', () => {
    let compared = 0;
    for (const [bot, players, seed] of [['random', 2, 1], ['heuristic', 4, 2], ['random', 5, 3]] as const) {
      const match = new Match(rules, { players }, seed);
      const chooser = makeBot(bot);
      const dice = new SeededDice(seed);
      for (let n = 0; n < 3000 && match.state.pending !== null && match.state.result === null; n++) {
        const state = match.state;
        for (const seat of askedSeats(state.pending!)) {
          const offer = offeredCommands(viewFor(state, seat));
          const truth = acceptedOnState(state, seat);
          expect(offer.commands).toEqual(truth.commands);
          expect(offer.attacks?.routes ?? []).toEqual(truth.routes);
          compared++;
        }
        const seat = askedSeats(state.pending!)[0]!;
        expect(match.submit(seat, chooser.choose(state, seat, (min, max) => dice.int(min, max))).accepted).toBe(true);
      }
      expect(match.state.result).not.toBeNull();
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('offer nothing to a seat that is not asked, or to the game master', () => {
    const match = new Match(rules, { players: 3 }, 5);
    const asked = askedSeats(match.state.pending!);
    for (const seat of ['navarre', 'france', 'england', 'spectator']) {
      const offer = offeredCommands(viewFor(match.state, seat));
      if (!(asked as readonly string[]).includes(seat)) expect(offer.commands).toEqual([]);
    }
    expect(offeredCommands(viewFor(match.state, 'spectator')).commands).toEqual([]);
  });
});
