import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import { determiniseFor } from '../../src/games/fall-of-rome/bots/determinise.js';
import { isRevolt } from '../../src/games/fall-of-rome/data/cards.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import { deckPiles } from '../../src/games/fall-of-rome/setup.js';
import { barbarianPiles, type FrState } from '../../src/games/fall-of-rome/state.js';
import { afterBottomReveal, afterBury, afterReorder, afterShuffle, afterTopReveal } from '../../src/games/fall-of-rome/strata.js';
import { knownTop } from '../../src/games/fall-of-rome/view.js';
import { emptyBoard, place, step } from './helpers.js';

/** Every state of a random game, in order. */
function states(seed: number, players: number, difficulty: 'introductory' | 'standard' | 'heroic'): FrState[] {
  const match = new Match(rules, { players, difficulty }, seed);
  const dice = new SeededDice(seed + 1);
  const out = [match.state];
  for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
    match.submit(seat, randomBot.choose(match.state, (a, b) => dice.int(a, b)));
    out.push(match.state);
  }
  return out;
}

const GAMES = [
  [1, 4, 'standard'],
  [2, 2, 'heroic'],
  [3, 1, 'introductory'],
  [4, 5, 'standard'],
  [5, 3, 'heroic'],
] as const;

describe('FR-28 the piles shuffled onto the barbarian deck are public', () => {
  it('keeps the piles as the deck changes: top and bottom cards, a new pile, a reordered top, a buried card', () => {
    expect(afterTopReveal([3, 5])).toEqual([2, 5]);
    expect(afterTopReveal([1, 5])).toEqual([5]);
    expect(afterTopReveal([])).toEqual([]);
    // The bottom card is one of the unknown cards below the piles, unless there are none.
    expect(afterBottomReveal([3, 5], 20)).toEqual([3, 5]);
    expect(afterBottomReveal([3, 5], 8)).toEqual([3, 4]);
    expect(afterShuffle([3, 5], 7)).toEqual([7, 3, 5]);
    // Melius cavere: the table learns nothing of the new order, so the piles it touched merge (FR-29).
    expect(afterReorder([2, 5], 6)).toEqual([7]);
    expect(afterReorder([2, 5, 4], 6)).toEqual([7, 4]);
    expect(afterReorder([6, 3], 6)).toEqual([6, 3]);
    expect(afterReorder([2, 3], 6)).toEqual([]);
    expect(afterReorder([], 6)).toEqual([]);
    expect(afterBury([2, 5], 3)).toEqual([2, 4]);
    expect(afterBury([2, 5], 9)).toEqual([2, 5]);
  });

  it('after a revolt the top pile holds exactly the cards of the discard shuffled on top, and later cards come from the top pile first', () => {
    let shuffles = 0;
    for (const [seed, players, difficulty] of GAMES) {
      const all = states(seed, players, difficulty);
      for (let i = 1; i < all.length; i++) {
        const before = all[i - 1] as FrState;
        const after = all[i] as FrState;
        // Cards on the deck's top piles never leave them except from the top (or the bottom when no unknown card is left).
        const known = barbarianPiles(after).reduce((a, b) => a + b, 0);
        expect(known).toBeLessThanOrEqual(after.barbarianDeck.length);
        const revolt = before.revoltsResolved < after.revoltsResolved && after.barbarianDiscard.length === 0;
        if (revolt && after.barbarianDeck.length === before.barbarianDeck.length + before.barbarianDiscard.length) {
          shuffles += 1;
          // The revolt's bottom card went to the discard, and the discard on top: that is the new top pile.
          expect(knownTop(after)[0]).toEqual([...before.barbarianDiscard, before.barbarianDeck[0]].sort());
        }
        // What each pile names is where the deck really holds it.
        const piles = knownTop(after);
        let end = after.barbarianDeck.length;
        for (const pile of piles) {
          expect(after.barbarianDeck.slice(end - pile.length, end).sort()).toEqual(pile);
          end -= pile.length;
        }
      }
    }
    expect(shuffles).toBeGreaterThan(5);
  });

  it('a determinisation keeps each known pile’s cards on top and one revolt in each pile of the player deck', () => {
    let checked = 0;
    for (const [seed, players, difficulty] of GAMES) {
      const all = states(seed, players, difficulty);
      for (let i = 0; i < all.length; i += 3) {
        const s = all[i] as FrState;
        if (s.result !== null) continue;
        const dice = new SeededDice(i);
        const d = determiniseFor(s, s.active, (a, b) => dice.int(a, b));
        expect(knownTop({ ...s, barbarianDeck: d.barbarianDeck })).toEqual(knownTop(s));
        expect(d.barbarianDeck.slice().sort()).toEqual(s.barbarianDeck.slice().sort());
        const piles = deckPiles(s);
        expect(piles).not.toBeNull();
        let end = d.playerDeck.length;
        for (const pile of piles ?? []) {
          expect(d.playerDeck.slice(end - pile.size, end).filter(isRevolt)).toHaveLength(pile.revolt ? 1 : 0);
          end -= pile.size;
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('the player deck’s piles as everyone can count them hold the revolts where the deck really has them (FR-3)', () => {
    for (const [seed, players, difficulty] of GAMES) {
      for (const s of states(seed, players, difficulty)) {
        const piles = deckPiles(s);
        expect(piles).not.toBeNull();
        let end = s.playerDeck.length;
        for (const pile of piles ?? []) {
          expect(s.playerDeck.slice(end - pile.size, end).filter(isRevolt)).toHaveLength(pile.revolt ? 1 : 0);
          end -= pile.size;
        }
        expect(end).toBe(0);
      }
    }
  });

  it('another seat learns nothing from Melius cavere: its view is the same whatever the hidden cards were (FR-2, FR-29)', () => {
    const base = place(emptyBoard(), { cubes: [['Eburacum', 'anglo-saxons', 1]], pawns: ['Roma', 'Roma'] });
    const deck = base.barbarianDeck.slice(0, 12);
    // Two decks the second seat cannot tell apart: a known pile of 2 on a known pile of 5, the rest unknown.
    const topFirst = deck.slice().reverse();
    const other = [...topFirst.slice(0, 2).reverse(), ...topFirst.slice(2, 7).reverse(), ...topFirst.slice(7).reverse()].reverse();
    for (const strata of [[2, 5], []]) {
      const views = [deck, other].map((barbarianDeck) => {
        const s = { ...base, hands: [['melius-cavere'], []], barbarianDeck, barbarianStrata: strata };
        const asked = step(s, 'p1', { type: 'event', card: 'melius-cavere' }).state;
        const cards = asked.pending?.kind === 'reorder' ? asked.pending.cards : [];
        const done = step(asked, 'p1', { type: 'reorder', order: cards }).state;
        return JSON.stringify(rules.view(done, 'p2'));
      });
      expect(views[1]).toBe(views[0]);
    }
    // The piles the top six came from are one pile now; had the top reached unknown cards, none is known.
    expect(afterReorder([2, 5], 6)).toEqual([7]);
  });

  it('a seat asked to reorder keeps in its samples the top cards it was shown, and the rest of the deck as the table knows it', () => {
    const base = place(emptyBoard(), { cubes: [['Eburacum', 'anglo-saxons', 1]], pawns: ['Roma', 'Roma'] });
    const s = step({ ...base, hands: [['melius-cavere'], []], barbarianStrata: [2, 5] }, 'p1', { type: 'event', card: 'melius-cavere' }).state;
    expect(s.pending?.kind).toBe('reorder');
    const top = (deck: readonly string[]) => deck.slice(-6);
    for (let seed = 1; seed <= 5; seed++) {
      const dice = new SeededDice(seed);
      const mine = determiniseFor(s, 0, (a, b) => dice.int(a, b)).barbarianDeck;
      expect(top(mine)).toEqual(top(s.barbarianDeck));
      expect(mine.slice().sort()).toEqual(s.barbarianDeck.slice().sort());
      // The 7th card lies in the known pile of 5 (its last card), the rest below is dealt again.
      expect(mine.at(-7)).toBe(s.barbarianDeck.at(-7));
    }
    const dice = new SeededDice(9);
    expect(top(determiniseFor(s, 1, (a, b) => dice.int(a, b)).barbarianDeck)).not.toEqual(top(s.barbarianDeck));
  });
});

