import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { getGame } from '../../src/kernel/registry.js';

describe('Domaine in the registry', () => {
  it('offers a rule set, server bots, the CLI and a demo, and the bots play the demo to its end', () => {
    const game = getGame('domaine');
    expect(game.demo).toMatchObject({ options: { players: 3 }, bot: 'heuristic' });
    expect(game.bots?.names).toEqual(['random', 'heuristic']);
    expect(game.cli).toBeDefined();
    const ruleSet = game.ruleSet;
    const bots = game.bots;
    if (ruleSet === undefined || bots === undefined) throw new Error('incomplete entry');
    const match = new Match(ruleSet, game.demo?.options, 9);
    const dice = new SeededDice(3);
    const random = (min: number, max: number) => dice.int(min, max);
    let n = 0;
    for (let seat = bots.seatToMove(match.state); seat !== undefined && n < 5000; seat = bots.seatToMove(match.state), n++) {
      const result = match.submit(seat, bots.choose('heuristic', match.state, random));
      expect(result.accepted).toBe(true);
    }
    expect(bots.seatToMove(match.state)).toBeUndefined();
  });
});
