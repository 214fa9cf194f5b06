import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import type { Rules } from '../../src/games/fall-of-rome/data/options.js';
import { legalCommands, seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';

/** Each register reading that changes which commands are legal, played with the roles it concerns. */
const READINGS: { name: string; rules: Partial<Rules>; roles: string[] }[] = [
  { name: 'FR-12 the Regina takes only allied barbarians', rules: { reginaMoves: 'allied' }, roles: ['regina-foederata', 'consul', 'mercator'] },
  { name: 'FR-11 the Mercator trades any card', rules: { mercatorTrade: 'any-card' }, roles: ['mercator', 'regina-foederata', 'vestalis'] },
  { name: 'FR-21 the Vestalis consults as an action', rules: { vestalisConsult: 'action' }, roles: ['vestalis', 'praefectus-classis', 'praefectus-fabrum'] },
  { name: 'the defaults', rules: {}, roles: ['regina-foederata', 'mercator', 'vestalis'] },
];

describe('every command the legal list offers is accepted, under every reading', () => {
  for (const reading of READINGS) {
    it(reading.name, () => {
      let offered = 0;
      for (let seed = 0; seed < 6; seed++) {
        const match = new Match(rules, { players: 3, roles: reading.roles, rules: reading.rules } as never, seed);
        const bot = new SeededDice(seed ^ 0x5bd1e995);
        const random = (min: number, max: number) => bot.int(min, max);
        for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
          for (const command of legalCommands(match.state)) {
            const problems = rules.check(match.state, seat, command);
            expect(problems, `seed ${seed}, ${JSON.stringify(command)}`).toEqual([]);
            offered += 1;
          }
          expect(match.submit(seat, randomBot.choose(match.state, random)).accepted).toBe(true);
        }
      }
      expect(offered).toBeGreaterThan(1000);
    });
  }
});
