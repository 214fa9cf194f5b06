import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/jeanne-darc-1429/bots/random.js';
import type { JdaCommand } from '../../src/games/jeanne-darc-1429/commands.js';
import { gameIndex } from '../../src/games/jeanne-darc-1429/data/board-index.js';
import { legalCommands, seatToMove } from '../../src/games/jeanne-darc-1429/legal.js';
import { menu, reachable, type Choice } from '../../src/games/jeanne-darc-1429/play/menu.js';
import { playTerminal } from '../../src/games/jeanne-darc-1429/play/terminal.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';

/** A command with its influence left out and its card lists sorted: what the menu lets a player pick freely. */
function shape(c: JdaCommand): string {
  if (c.type === 'attack' || c.type === 'duel') return JSON.stringify({ ...c, influence: 0 });
  if (c.type === 'end-buying') return JSON.stringify({ ...c, discards: [...(c.discards ?? [])].sort() });
  return JSON.stringify(c);
}

function collect(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

describe("Jeanne d'Arc 1429 at the terminal", () => {
  it('reaches every legal command through the menu, and offers nothing the rule set refuses', () => {
    let states = 0;
    for (const seed of [1, 2, 3]) {
      const match = new Match(rules, { players: 2 + seed }, seed);
      const index = gameIndex(match.state);
      const dice = new SeededDice(seed);
      const random = (min: number, max: number) => dice.int(min, max);
      for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
        const offered = reachable(menu(match.state, seat, index));
        const shapes = new Set(offered.map(shape));
        for (const command of legalCommands(match.state, seat)) expect(shapes, JSON.stringify(command)).toContain(shape(command));
        for (const command of offered) expect(rules.check(match.state, seat, command).map((p) => p.code), JSON.stringify(command)).toEqual([]);
        states += 1;
        match.submit(seat, randomBot.choose(match.state, seat, random));
      }
    }
    expect(states).toBeGreaterThan(300);
  }, 120_000);

  it('lets the player choose any influence and each card to discard, not presets', () => {
    const match = new Match(rules, { players: 3 }, 5);
    const index = gameIndex(match.state);
    const dice = new SeededDice(5);
    const random = (min: number, max: number) => dice.int(min, max);
    let amounts = 0;
    let discardSteps = 0;
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const walk = (choices: readonly Choice[]): void => {
        for (const c of choices) {
          if ('amount' in c) {
            amounts += 1;
            // Every amount between 0 and the highest is a command the rule set accepts.
            for (let n = 0; n <= c.amount.max; n++) expect(rules.check(match.state, seat, c.amount.make(n))).toEqual([]);
          } else if ('sub' in c) {
            if (c.label.startsWith('discard')) discardSteps += 1;
            walk(c.sub());
          }
        }
      };
      walk(menu(match.state, seat, index));
      match.submit(seat, randomBot.choose(match.state, seat, random));
    }
    expect(amounts).toBeGreaterThan(0);
    expect(discardSteps + amounts).toBeGreaterThan(0);
  });

  it('plays a whole game at the keyboard against bots, in sentences, and says what is a sample', async () => {
    const output = collect();
    const input = Readable.from(Array.from({ length: 20_000 }, () => '1\n'));
    const result = await playTerminal({ options: { players: 3 }, seed: 9, humans: new Set(['france']), bot: randomBot, input, output: output.stream });
    const text = output.text();
    expect(result?.winners.length).toBeGreaterThan(0);
    expect(text).toContain('Final ranking');
    expect(text).toMatch(/Sample data, not the published game: Sample board/);
    // No JSON, no card or reason ids where a player reads.
    expect(text).not.toContain('{');
    expect(text).not.toMatch(/siege-\d|hand-limit|ile-de-france|naval-battle|first-player|\[[a-z-]+\]/);
    // The board is printed at the start and the end, not before every question.
    expect(text.split('Provinces:').length - 1).toBe(2);
  });
});
