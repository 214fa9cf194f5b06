import { describe, expect, it } from 'vitest';
import { checkPurchase, endPurchases, purchase, startBuying } from '../../src/games/jeanne-darc-1429/buying.js';
import { POWERS } from '../../src/games/jeanne-darc-1429/powers.js';
import { priceOf } from '../../src/games/jeanne-darc-1429/prices.js';
import { DEFAULT_RULES } from '../../src/games/jeanne-darc-1429/rules.js';
import { buyingState } from './fixtures.js';

describe("Jeanne d'Arc 1429 phase 4: buying", () => {
  it('prices a castle and a fortress higher only with 3 or 4 players (JDA-1)', () => {
    const table = [2, 3, 4, 5, 6].map((players) => [players, priceOf('card', players, DEFAULT_RULES), priceOf('castle', players, DEFAULT_RULES), priceOf('fortress', players, DEFAULT_RULES)]);
    expect(table).toEqual([
      [2, 2, 6, 8],
      [3, 2, 8, 10],
      [4, 2, 8, 10],
      [5, 2, 6, 8],
      [6, 2, 6, 8],
    ]);
  });

  it('lets every player buy in turn order and then closes the phase', () => {
    let state = startBuying({ ...buyingState(['england', 'france']), phase: 'combat-cards', buying: undefined });
    for (const power of ['england', 'france'] as const) {
      const bought = purchase(state, power, { type: 'card' }, DEFAULT_RULES);
      if (!bought.ok) throw new Error(bought.problems[0]?.message);
      const ended = endPurchases(bought.state, power, [], DEFAULT_RULES);
      if (!ended.ok) throw new Error(ended.problems[0]?.message);
      state = ended.state;
    }
    expect(state.phase).toBe('player-order');
    expect(state.buying).toBeUndefined();
    expect(state.players.map((p) => [p.power, p.money, p.hand])).toEqual([
      ['england', 18, ['siege-3']],
      ['france', 18, ['siege-4']],
    ]);
    expect(endPurchases(state, 'france', [], DEFAULT_RULES)).toMatchObject({ ok: false, problems: [{ code: 'not-buying-phase' }] });
  });

  it('gives every refusal in English, Dutch, German and French', () => {
    const [problem] = checkPurchase(buyingState(['france', 'england'], 1), 'france', { type: 'castle', city: 'paris' }, DEFAULT_RULES);
    expect(problem?.code).toBe('not-enough-money');
    expect(problem?.texts).toEqual({
      en: "this costs 6 Louis d'Or, you have 1",
      nl: "dit kost 6 Louis d'Or, je hebt er 1",
      de: "das kostet 6 Louis d'Or, du hast 1",
      fr: 'cela coûte 6 Louis d’or, tu en as 1',
    });
    expect(problem?.message).toBe(problem?.texts.en);
  });

  it('reports every reason at once when a card purchase fails twice over', () => {
    const state = { ...buyingState(['france', 'england'], 0), deck: [] };
    expect(checkPurchase(state, 'france', { type: 'card' }, DEFAULT_RULES).map((p) => p.code)).toEqual(['deck-empty', 'not-enough-money']);
  });

  it('refuses a discard of a card the player does not hold', () => {
    const state = buyingState(['france', 'england']);
    const full = { ...state, players: state.players.map((p) => (p.power === 'france' ? { ...p, hand: Array<string>(13).fill('siege-3') } : p)) };
    expect(endPurchases(full, 'france', ['traitor'], DEFAULT_RULES)).toMatchObject({ ok: false, problems: [{ code: 'card-not-in-hand', where: 'discards[0]' }] });
  });

  it('knows the six powers in their starting order', () => {
    expect(POWERS).toEqual(['navarre', 'france', 'england', 'brittany', 'burgundy', 'flanders']);
  });
});
