import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import type { Problem } from '../../src/kernel/problems.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import { englishWords } from '../web/english-words.js';
import { anyCommand } from './any-command.js';

// A German player reads why the rules refuse a play in German: every refusal carries texts.de (and texts.en, its message).

/** The English words of a German text, leaving out what the player typed or may type: „field“ names and the lists in parentheses. */
function englishIn(de: string): string[] {
  return englishWords(de.replace(/„[^“]*“/g, '').replace(/\([^)]*\)/g, ''));
}

function checkGerman(problems: readonly Problem[], context: string, codes: Set<string>): void {
  for (const p of problems) {
    codes.add(p.code);
    const de = p.texts?.de;
    expect(de, `${p.code} (${p.message}) has no German text: ${context}`).toBeTypeOf('string');
    expect(de, `${p.code}: ${context}`).not.toBe(p.message);
    expect(englishIn(de as string), `${p.code} "${de}": ${context}`).toEqual([]);
    // An English page shows the same words as worded, not the server's summary with field names.
    expect(p.texts?.en, `${p.code}: ${context}`).toBe(p.message);
  }
}

describe('Fall of Rome: refusals in German', () => {
  it('every problem of random commands in random games has a German text free of English words', () => {
    const codes = new Set<string>();
    for (let game = 0; game < 6; game++) {
      const match = new Match(rules, { players: 2 + (game % 4) }, 40 + game);
      const dice = new SeededDice(game);
      const pick = (n: number) => dice.int(0, n - 1);
      for (let step = 0; step < 200 && seatToMove(match.state) !== undefined; step++) {
        const s = match.state;
        const seat = seatToMove(s) as string;
        for (let k = 0; k < 20; k++) {
          // From the seat to move and from another seat (not its turn, not its choice).
          const from = k % 5 === 4 ? (s.seats.find((x) => x !== seat) as string) : seat;
          const command = anyCommand(s, s.seats.indexOf(from), pick);
          checkGerman(rules.check(s, from, command), `${JSON.stringify(command)} by ${from} at step ${step} of game ${game}`, codes);
        }
        match.submit(seat, randomBot.choose(s, (a, b) => dice.int(a, b)));
      }
    }
    // The random commands meet most kinds of refusal; the malformed ones below the rest.
    expect(codes.size).toBeGreaterThan(30);
  });

  it('malformed commands, unknown seats and names are refused in German too', () => {
    const match = new Match(rules, { players: 3 }, 7);
    const s = match.state;
    const seat = s.seats[s.active] as string;
    const codes = new Set<string>();
    const bad: unknown[] = [
      null,
      { type: 'fly' },
      { type: 'march' },
      { type: 'march', to: 'Atlantis' },
      { type: 'march', to: 5 },
      { type: 'march', to: 'Roma', legions: 'two' },
      { type: 'march', to: 'Roma', legions: 9 },
      { type: 'march', to: 'Roma', barbarians: [1] },
      { type: 'march', to: 'Roma', barbarians: { goths: 1 } },
      { type: 'ally', tribe: 'huns', cards: 'Roma/Hu' },
      { type: 'ally', tribe: 'romans', cards: [] },
      { type: 'conspire', with: 'nobody', card: 'Roma/Os', direction: 'give' },
      { type: 'conspire', with: seat, card: 'Roma/Os', direction: 'up' },
      { type: 'event', card: 'nothing' },
      { type: 'event', card: 'festina-lente', to: 'Roma' },
      { type: 'reorder', order: [] },
      { type: 'remove', tribes: ['huns'] },
      { type: 'undo' },
    ];
    for (const command of bad) checkGerman(rules.check(s, seat, command as FrCommand), JSON.stringify(command), codes);
    checkGerman(rules.check(s, 'stranger', { type: 'draw' }), 'unknown seat', codes);
    for (const code of ['bad-command', 'unknown-command', 'missing', 'unknown-city', 'not-a-number', 'out-of-range', 'unknown-tribe', 'unknown-seat', 'bad-direction', 'not-an-event', 'unexpected-field', 'nothing-to-answer']) {
      expect(codes, code).toContain(code);
    }
  });
});
