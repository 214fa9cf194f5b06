import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import { legalCommands, seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import { shuffle } from '../../src/games/fall-of-rome/setup.js';
import { barbarianPiles, type FrState } from '../../src/games/fall-of-rome/state.js';
import { HIDDEN } from '../../src/games/fall-of-rome/view.js';

type FrMatch = ReturnType<typeof newMatch>;
function newMatch(seed: number, openHands: boolean) {
  return new Match(rules, { players: 3, roles: ['vestalis', 'consul', 'mercator'], rules: { openHands } }, seed);
}

function playSome(match: FrMatch, seed: number, steps: number): void {
  const dice = new SeededDice(seed);
  for (let i = 0; i < steps; i++) {
    const seat = seatToMove(match.state);
    if (seat === undefined) return;
    expect(match.submit(seat, randomBot.choose(match.state, (a, b) => dice.int(a, b))).accepted).toBe(true);
  }
}

/**
 * Changes only what `viewer` may not know: the order of every deck, other seats' hidden hands
 * (swapped with deck cards), and the Vestalis deck's contents for anyone but her.
 */
function scramble(s: FrState, viewer: number, seed: number): FrState {
  const dice = new SeededDice(seed);
  const int = (a: number, b: number) => dice.int(a, b);
  const keepTop = s.pending?.kind === 'reorder' ? s.pending.cards.length : 0;
  // Which cards lie in each known pile on top is public (FR-28): only the order within a pile is not.
  const topFirst = s.barbarianDeck.slice().reverse();
  const scrambled = topFirst.slice(0, keepTop);
  let at = keepTop;
  let skip = keepTop;
  for (const n of [...barbarianPiles(s), topFirst.length]) {
    const size = Math.max(0, n - skip);
    skip = Math.max(0, skip - n);
    scrambled.push(...shuffle(topFirst.slice(at, at + size), int));
    at += size;
  }
  const barbarian = scrambled.reverse();
  let playerDeck = shuffle(s.playerDeck, int);
  const hands = s.hands.map((hand, seat) => {
    if (s.rules.openHands || seat === viewer || (s.pending?.kind === 'put-back' && s.pending.seat === seat)) return hand;
    return hand.map((card) => {
      const j = playerDeck.findIndex((c) => !c.startsWith('revolt-'));
      if (j < 0) return card;
      const swapped = playerDeck[j] as string;
      playerDeck = playerDeck.map((c, k) => (k === j ? card : c));
      return swapped;
    });
  });
  let vestalisDeck = shuffle(s.vestalisDeck, int);
  if (s.roles[viewer] !== 'vestalis') {
    vestalisDeck = vestalisDeck.map((card) => {
      const j = playerDeck.findIndex((c) => !c.startsWith('revolt-') && !c.includes('/'));
      if (j < 0) return card;
      const swapped = playerDeck[j] as string;
      playerDeck = playerDeck.map((c, k) => (k === j ? card : c));
      return swapped;
    });
  }
  return { ...s, barbarianDeck: barbarian, playerDeck, hands, vestalisDeck };
}

const containsCard = (text: string, card: string) => text.includes(`"${card}"`);

describe('FR hidden information (FR-2)', () => {
  it('a seat’s view does not change when only things it may not know change', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 60 }), fc.boolean(), fc.integer({ min: 0, max: 2 }), (seed, steps, open, viewer) => {
        const match = newMatch(seed, open);
        playSome(match, seed, steps);
        const seat = `p${viewer + 1}`;
        const before = JSON.stringify(rules.view(match.state, seat));
        const after = JSON.stringify(rules.view(scramble(match.state, viewer, seed + 1), seat));
        expect(after).toBe(before);
      }),
      { numRuns: 60 },
    );
  });

  it('no seat’s log holds a deck order, another’s hidden card or the Vestalis deck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (seed) => {
        const match = newMatch(seed, false);
        playSome(match, seed, 120);
        for (const seat of ['p1', 'p2', 'p3']) {
          const viewer = Number(seat.slice(1)) - 1;
          for (const entry of match.logFor(seat)) {
            if (entry.kind !== 'event') continue;
            const e = entry.event;
            if (e.t === 'shuffle') expect(e.order.every((c) => c === HIDDEN)).toBe(true);
            if ((e.t === 'draw' || e.t === 'consult' || e.t === 'put-back') && e.seat !== viewer) expect(e.card).toBe(HIDDEN);
            if (e.t === 'give' && e.from !== viewer && e.to !== viewer) expect(e.card).toBe(HIDDEN);
            if (e.t === 'reorder' && e.seat !== viewer) expect(e.top.every((c) => c === HIDDEN)).toBe(true);
            if (e.t === 'pending' && e.pending?.kind === 'reorder' && e.pending.seat !== viewer) expect(e.pending.cards.every((c) => c === HIDDEN)).toBe(true);
          }
          const view = match.view(seat);
          view.players.forEach((player, other) => expect(player.hand).toEqual(other === viewer ? match.state.hands[other] : []));
          const text = JSON.stringify(view);
          if (viewer !== 0) for (const card of match.state.vestalisDeck) if (!match.state.playerDiscard.includes(card) && !match.state.hands.some((h) => h.includes(card))) expect(containsCard(text, card)).toBe(false);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('shows the Vestalis her private deck and others only its size', () => {
    const match = newMatch(3, true);
    expect(match.view('p1').vestalisDeck).toHaveLength(match.state.vestalisDeck.length);
    expect(match.view('p2').vestalisDeck).toEqual([]);
    expect(match.view('p2').vestalisDeckSize).toBe(match.state.vestalisDeck.length);
  });
});

describe('FR legal commands and refusals', () => {
  it('every command the generator offers is accepted, over random games of 1–5 players', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 5 }), (seed, players) => {
        const match = new Match(rules, { players }, seed);
        const dice = new SeededDice(seed);
        for (let i = 0; i < 400; i++) {
          const seat = seatToMove(match.state);
          if (seat === undefined) break;
          for (const command of legalCommands(match.state)) expect(rules.check(match.state, seat, command)).toEqual([]);
          match.submit(seat, randomBot.choose(match.state, (a, b) => dice.int(a, b)));
        }
      }),
      { numRuns: 12 },
    );
  });

  it('refuses malformed and illegal commands with a reason and changes nothing', () => {
    const match = new Match(rules, { players: 2 }, 5);
    const before = JSON.stringify(match.state);
    for (const [seat, command, code] of [
      ['p2', { type: 'march', to: 'Genua' }, 'not-your-turn'],
      ['p9', { type: 'draw' }, 'unknown-seat'],
      ['p1', null, 'bad-command'],
      ['p1', { type: 'fly' }, 'unknown-command'],
      ['p1', { type: 'march', to: 'Atlantis' }, 'unknown-city'],
      ['p1', { type: 'march', to: 'Londinium' }, 'not-adjacent'],
      ['p1', { type: 'march', to: 'Genua', legions: 'many' }, 'not-a-number'],
      ['p1', { type: 'invade' }, 'wrong-phase'],
      ['p1', { type: 'undo' }, 'nothing-to-undo'],
      ['p1', { type: 'continue' }, 'nothing-to-answer'],
    ] as const) {
      const result = match.submit(seat, command as never);
      expect(result.accepted).toBe(false);
      if (!result.accepted) {
        expect(result.problems[0]?.code).toBe(code);
        expect(result.problems[0]?.message.length).toBeGreaterThan(5);
      }
    }
    expect(JSON.stringify(match.state)).toBe(before);
  });
});
