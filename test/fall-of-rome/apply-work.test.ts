import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { applyEvent } from '../../src/games/fall-of-rome/apply.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import type { FrEvent } from '../../src/games/fall-of-rome/events.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';

describe('FR resolve builds the state the events lead to', () => {
  it('equals the events applied one by one, undos included, and leaves every earlier state as it was', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const match = new Match(rules, { players: 1 + (seed % 5), ...(seed % 2 === 1 ? { rules: { openHands: false, vestalisConsult: 'action', mercatorTrade: 'any-card' } } : {}) }, seed);
      const bot = new SeededDice(seed + 1);
      const random = (min: number, max: number) => bot.int(min, max);
      const earlier: [typeof match.state, string][] = [];
      for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
        const before = match.state;
        const mayUndo = before.pending === null && before.previous !== null && before.seats[before.undoBy] === seat && random(0, 3) === 0;
        const command: FrCommand = mayUndo ? { type: 'undo' } : randomBot.choose(before, random);
        const from = match.fullLog().length;
        expect(match.submit(seat, command).accepted).toBe(true);
        const events = match.fullLog().slice(from).flatMap((entry) => (entry.kind === 'event' ? [entry.event as FrEvent] : []));
        for (const e of events) seen.add(e.t);
        const oneByOne = events.reduce(applyEvent, before);
        expect(JSON.stringify(match.state)).toBe(JSON.stringify(oneByOne));
        if (earlier.length < 400) earlier.push([before, JSON.stringify(before)]);
      }
      for (const [state, text] of earlier) expect(JSON.stringify(state)).toBe(text);
    }
    expect(seen.has('undone')).toBe(true);
    expect(seen.size).toBeGreaterThan(20);
  });
});
