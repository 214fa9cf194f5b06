import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { determiniseFor } from '../../src/games/fall-of-rome/bots/determinise.js';
import { evaluate, PLANNER_TUNING } from '../../src/games/fall-of-rome/bots/evaluate.js';
import { endgameBot } from '../../src/games/fall-of-rome/bots/endgame.js';
import { determinise, heuristicBot, knownOnly } from '../../src/games/fall-of-rome/bots/heuristic.js';
import { mctsBot } from '../../src/games/fall-of-rome/bots/mcts.js';
import { plannerBot } from '../../src/games/fall-of-rome/bots/planner.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import { swapCommands } from '../../src/games/fall-of-rome/bots/swaps.js';
import { isEvent } from '../../src/games/fall-of-rome/data/cards.js';
import { legalCommands, seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import { simulate } from '../../src/runtime/simulation/run.js';
import { simulation } from '../../src/games/fall-of-rome/simulator/games.js';
import { summarise } from '../../src/games/fall-of-rome/simulator/stats.js';
import { barbarianPiles, type FrState } from '../../src/games/fall-of-rome/state.js';
import { deckPiles } from '../../src/games/fall-of-rome/setup.js';
import { viewFor } from '../../src/games/fall-of-rome/view.js';
import { codes, emptyBoard, place } from './helpers.js';

const stream = (seed: number) => {
  const dice = new SeededDice(seed);
  return (a: number, b: number) => dice.int(a, b);
};

/** A four-seat game with the Vestalis, played a few steps by the random bot, at a seat's actions. */
function midGame(seed = 11, steps = 30, openHands = true): FrState {
  const match = new Match(rules, { players: 4, difficulty: 'standard', roles: ['consul', 'vestalis', 'mercator', 'regina-foederata'], rules: { openHands } }, seed);
  const random = stream(3);
  for (let i = 0; i < steps; i++) {
    const seat = seatToMove(match.state);
    if (seat === undefined) break;
    match.submit(seat, randomBot.choose(match.state, random));
  }
  let s = match.state;
  // Back to a seat's actions, with no choice open.
  for (let i = 0; i < 40 && (s.pending !== null || s.phase !== 'actions'); i++) {
    match.submit(seatToMove(s) as string, randomBot.choose(s, random));
    s = match.state;
  }
  return s;
}

/** The same game with every card the consul (seat 0) cannot see dealt otherwise: deck orders, the Vestalis's deck, unused events. */
function otherTruth(s: FrState): FrState {
  // Reversed within each pile, so every revolt stays in its pile (FR-3): how many cards each pile holds is public.
  const deck: string[] = [];
  let from = s.playerDeck.length;
  for (const pile of deckPiles(s) ?? [{ size: from }]) {
    deck.unshift(...s.playerDeck.slice(from - pile.size, from).reverse());
    from -= pile.size;
  }
  const vestalisDeck = s.vestalisDeck.slice();
  const at = deck.findIndex(isEvent);
  if (at >= 0 && vestalisDeck.length > 0) {
    const swap = deck[at] as string;
    deck[at] = vestalisDeck[0] as string;
    vestalisDeck[0] = swap;
  }
  // The barbarian deck reversed within each known pile and below them (which cards lie in a pile is public, FR-28).
  const topFirst = s.barbarianDeck.slice().reverse();
  const barbarian: string[] = [];
  let next = 0;
  for (const n of [...barbarianPiles(s), topFirst.length]) {
    barbarian.push(...topFirst.slice(next, next + n).reverse());
    next += n;
  }
  return { ...s, playerDeck: deck, vestalisDeck: vestalisDeck.reverse(), barbarianDeck: barbarian.reverse() };
}

describe('FR planner bot sees only what its seat may see', () => {
  const a = { ...midGame(), active: 0 };
  const b = otherTruth(a);

  it('the two states differ in hidden cards only: the consul\'s view is the same', () => {
    expect(b.playerDeck).not.toEqual(a.playerDeck);
    expect(b.vestalisDeck).not.toEqual(a.vestalisDeck);
    expect(viewFor(b, 'p1')).toEqual(viewFor(a, 'p1'));
  });

  it('a determinisation for the seat depends only on its view and the random stream', () => {
    expect(determiniseFor(b, 0, stream(5))).toEqual(determiniseFor(a, 0, stream(5)));
    // It does deal the hidden cards again: another stream, another deck.
    expect(determiniseFor(a, 0, stream(6)).playerDeck).not.toEqual(determiniseFor(a, 0, stream(5)).playerDeck);
    // The Vestalis knows her own deck: it keeps its cards for her.
    const vestalis = determiniseFor(a, 1, stream(5));
    expect(vestalis.vestalisDeck.slice().sort()).toEqual(a.vestalisDeck.slice().sort());
  });

  it('gives the same decision on two states that differ only in hidden cards, for the same random stream', () => {
    expect(a.result).toBeNull();
    expect(a.phase).toBe('actions');
    const bot = plannerBot({ beam: 4, lines: 3, samples: 2 });
    const decision = bot.choose(a, stream(8));
    expect(bot.choose(b, stream(8))).toEqual(decision);
  }, 60_000);
});

/** `otherTruth`, and with closed hands also a card of another seat's hand swapped with one of the player deck. */
function hiddenElsewhere(s: FrState): FrState {
  const b = otherTruth(s);
  if (s.rules.openHands) return b;
  const other = b.hands.findIndex((hand, seat) => seat !== 0 && hand.some((c) => c.includes('/')));
  const i = (b.hands[other] as string[]).findIndex((c) => c.includes('/'));
  const j = b.playerDeck.findIndex((c) => c.includes('/') && !(b.hands[other] as string[]).includes(c));
  const hands = b.hands.map((hand, seat) => (seat === other ? hand.map((c, k) => (k === i ? (b.playerDeck[j] as string) : c)) : hand));
  const playerDeck = b.playerDeck.map((c, k) => (k === j ? ((b.hands[other] as string[])[i] as string) : c));
  return { ...b, hands, playerDeck };
}

describe('FR bots decide only on what their seat may see (FR-2)', () => {
  const games = [11, 12, 13, 14].flatMap((seed) => [true, false].map((open) => ({ ...midGame(seed, 20 + seed, open), active: 0 })));

  it('the pairs of states differ in hidden cards only', () => {
    for (const a of games) {
      const b = hiddenElsewhere(a);
      expect(viewFor(b, 'p1')).toEqual(viewFor(a, 'p1'));
      expect(b.playerDeck).not.toEqual(a.playerDeck);
      if (!a.rules.openHands) expect(b.hands).not.toEqual(a.hands);
    }
  });

  it('the heuristic’s samples and the state it values as it stands depend only on the view and the random stream', () => {
    for (const a of games) {
      const b = hiddenElsewhere(a);
      expect(determinise(b, stream(5))).toEqual(determinise(a, stream(5)));
      expect(evaluate(knownOnly(b, stream(5)))).toBe(evaluate(knownOnly(a, stream(5))));
    }
  });

  it('offers a card for taking only from a hand the seat may see', () => {
    for (const openHands of [true, false]) {
      let s = place(emptyBoard({ players: 2, roles: ['consul', 'mercator'] }), { cubes: [['Eburacum', 'anglo-saxons', 1]], pawns: ['Roma', 'Roma'] });
      s = { ...s, hands: [['Roma/Hu'], ['Roma/Os']], rules: { ...s.rules, openHands } };
      const takes = (state: FrState) => legalCommands(state).filter((c) => (c.type === 'conspire' || c.type === 'trade') && c.direction === 'take');
      expect(takes(s).length > 0).toBe(openHands);
      expect(takes({ ...s, active: 1 }).length > 0).toBe(openHands);
    }
  });

  it('the heuristic, MCTS and endgame bots choose alike on both states of a pair, for the same random stream', () => {
    for (const a of games) {
      const b = hiddenElsewhere(a);
      for (const bot of [heuristicBot, mctsBot({ iterations: 20 }), endgameBot()]) {
        expect(bot.choose(b, stream(8)), `${bot.name}, open hands ${a.rules.openHands}`).toEqual(bot.choose(a, stream(8)));
      }
    }
  }, 120_000);
});

const BASE = new Set(['march', 'sail', 'build-fort', 'recruit', 'battle', 'conspire', 'trade (mercator)', 'ally', 'enlist', 'reinforce', 'levy', 'transfer', 'consult (vestalis deck)', 'draw', 'draw three (vestalis)', 'invade', 'continue', 'remove', 'discard', 'put-back', 'reorder', 'undo', 'event normal', 'event corrupt']);

describe('FR simulator counts the use of actions, powers and cards', () => {
  it('every accepted command is counted once by type, events by card and form', () => {
    const config = { games: 2, players: 4, difficulty: 'standard' as const, bot: 'random' as const, seed: 2, mctsIterations: 10, maxCommands: 5000 };
    const records = simulate(simulation, config, 1);
    for (const r of records) {
      // Each accepted command has exactly one base key (its type, or draw/consult/trade by power).
      expect(Object.entries(r.usage).filter(([key]) => BASE.has(key)).reduce((n, [, v]) => n + v, 0)).toBe(r.commands);
      const events = (r.usage['event normal'] ?? 0) + (r.usage['event corrupt'] ?? 0);
      const perCard = Object.entries(r.usage).filter(([key]) => key.startsWith('event ') && key !== 'event normal' && key !== 'event corrupt');
      expect(perCard.reduce((n, [, v]) => n + v, 0)).toBe(events);
    }
    const summary = summarise(config, records);
    const draws = records.reduce((n, r) => n + (r.usage.draw ?? 0) + (r.usage['draw three (vestalis)'] ?? 0), 0);
    expect((summary.usage.draw?.uses ?? 0) + (summary.usage['draw three (vestalis)']?.uses ?? 0)).toBe(draws);
    expect(draws).toBeGreaterThan(0);
  }, 60_000);
});

describe('FR planner offers Do ut des toward alliances', () => {
  const base = (pawns: string[]) => ({
    ...place(emptyBoard({ players: 2, roles: ['consul', 'magister-militum'] }), { pawns }),
    hands: [['do-ut-des', 'Sinope/Os', 'Chersonesus/Os', 'Genua/AS'], ['Carnuntum/Os', 'Ravenna/Vi']],
  });

  it('in one city: the normal form, the tribe\'s card to the seat holding most of it, legal', () => {
    const s = base(['Roma', 'Roma']);
    const swaps = swapCommands(s, 0);
    expect(swaps).toContainEqual({ type: 'event', card: 'do-ut-des', a: 'p2', aCard: 'Carnuntum/Os', b: 'p1', bCard: 'Genua/AS' });
    for (const command of swaps) expect(codes(s, 'p1', command)).toEqual([]);
  });

  it('apart: the corrupt form, legal; none without the card', () => {
    const s = base(['Roma', 'Sinope']);
    const swaps = swapCommands(s, 0);
    expect(swaps.length).toBeGreaterThan(0);
    for (const command of swaps) {
      expect(command).toMatchObject({ corrupt: true });
      expect(codes(s, 'p1', command)).toEqual([]);
    }
    expect(swapCommands(s, 1)).toEqual([]);
  });
});

describe('FR planner values the cards an alliance still needs', () => {
  // Ostrogoths cost 3: the consul holds 2, the magister militum the third; the consul also holds most Anglo-Saxon cards.
  const held = ['Sinope/Os', 'Chersonesus/Os', 'Londinium/AS', 'Eburacum/AS', 'Carnuntum/Os', 'Genua/AS'];
  const others = ['Aquileia/Os', 'Constantinopolis/Os', 'Roma/Os'];
  const board = place(emptyBoard({ players: 2, roles: ['consul', 'magister-militum'] }), { pawns: ['Roma', 'Roma'] });
  const spread: FrState = {
    ...board,
    hands: [['Sinope/Os', 'Chersonesus/Os', 'Londinium/AS', 'Eburacum/AS'], ['Carnuntum/Os', 'Genua/AS']],
    playerDeck: [...board.playerDeck, ...board.hands.flat()].filter((c) => !held.includes(c) && !others.includes(c)),
  };
  const lose = (s: FrState, card: string): FrState => ({ ...s, hands: [s.hands[0] as string[], (s.hands[1] as string[]).filter((c) => c !== card)] });
  // What giving up the Ostrogoth card costs beside giving up the Anglo-Saxon one.
  const gap = (s: FrState) => evaluate(lose(s, 'Genua/AS'), PLANNER_TUNING) - evaluate(lose(s, 'Carnuntum/Os'), PLANNER_TUNING);

  it('the last cards of a tribe outside the deck are worth keeping: spending one costs the alliance', () => {
    const scarce = spread;
    const plenty = { ...spread, playerDeck: [...spread.playerDeck, ...others] };
    expect(gap(scarce)).toBeGreaterThan(gap(plenty) + 8);
    expect(gap(scarce)).toBeGreaterThan(10);
  });

  it('a card another seat could pass counts more the shorter the walk for both to meet in its city', () => {
    const near = place(spread, { pawns: ['Aquileia', 'Aquileia'] });
    const far = place(spread, { pawns: ['Londinium', 'Tingi'] });
    expect(evaluate(near, PLANNER_TUNING) - evaluate(far, PLANNER_TUNING)).toBeGreaterThan(0);
    // Both the tribe's cards and the meeting place matter, not only where the pawns stand: without the card the pull is gone.
    const withoutCard = (s: FrState) => lose(s, 'Carnuntum/Os');
    expect(evaluate(near, PLANNER_TUNING) - evaluate(withoutCard(near), PLANNER_TUNING)).toBeGreaterThan(evaluate(far, PLANNER_TUNING) - evaluate(withoutCard(far), PLANNER_TUNING));
  });
});
