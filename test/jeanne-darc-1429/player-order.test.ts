import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { drawPlayerOrder } from '../../src/games/jeanne-darc-1429/player-order.js';
import { POWERS } from '../../src/games/jeanne-darc-1429/powers.js';
import { applyRulesOptions, DEFAULT_RULES } from '../../src/games/jeanne-darc-1429/rules.js';
import { buyingState } from './fixtures.js';

const six = buyingState([...POWERS]);

describe("Jeanne d'Arc 1429 phase 5: player order", () => {
  it('draws the same order from the same seed and records every roll', () => {
    const first = new SeededDice(1429);
    const again = new SeededDice(1429);
    const a = drawPlayerOrder(six, first, DEFAULT_RULES);
    const b = drawPlayerOrder(six, again, DEFAULT_RULES);
    expect(a.state.turnOrder).toEqual(b.state.turnOrder);
    expect(first.rolls).toEqual(again.rolls);
    expect(first.rolls.length).toBeGreaterThanOrEqual(5);
    expect(first.rolls.every((roll) => roll.die === 'W6' && roll.purpose.startsWith('player order'))).toBe(true);
    expect([...a.state.turnOrder].sort()).toEqual([...POWERS].sort());
  });

  it('never makes the previous first player first again, whichever reading', () => {
    for (const repeatedDraw of ['whole-draw', 'first-marker'] as const) {
      const rules = applyRulesOptions({ repeatedDraw });
      for (let seed = 0; seed < 200; seed += 1) {
        const state = { ...buyingState(['france', 'england', 'burgundy']), lastFirstPlayer: 'france' as const };
        expect(drawPlayerOrder(state, new SeededDice(seed), rules).state.turnOrder[0]).not.toBe('france');
      }
    }
  });

  it('gives the other player first place in a two-player game', () => {
    const state = { ...buyingState(['france', 'england']), lastFirstPlayer: 'england' as const };
    expect(drawPlayerOrder(state, new SeededDice(3), DEFAULT_RULES).state.turnOrder).toEqual(['france', 'england']);
  });

  it('caps influence when a rules option sets a cap (JDA-10)', () => {
    const state = buyingState(['france', 'england']);
    const capped = { ...state, players: state.players.map((p) => ({ ...p, influence: 6 })) };
    const result = drawPlayerOrder(capped, new SeededDice(5), applyRulesOptions({ influenceCap: 6 }));
    expect(result.state.players.map((p) => p.influence)).toEqual([6, 6]);
  });
});
