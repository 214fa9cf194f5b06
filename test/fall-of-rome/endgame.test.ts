import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import type { Bot } from '../../src/games/fall-of-rome/bots/bot.js';
import { endgameBot, endgameLine } from '../../src/games/fall-of-rome/bots/endgame.js';
import { heuristicBot } from '../../src/games/fall-of-rome/bots/heuristic.js';
import { goalCommand } from '../../src/games/fall-of-rome/bots/endgame-goals.js';
import { answer, turnsLeft, withinReach } from '../../src/games/fall-of-rome/bots/endgame-search.js';
import type { Role } from '../../src/games/fall-of-rome/data/roles.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { viewFor } from '../../src/games/fall-of-rome/view.js';
import { C, cubes, emptyBoard, place, step } from './helpers.js';

const stream = (seed: number) => {
  const dice = new SeededDice(seed);
  return (a: number, b: number) => dice.int(a, b);
};

const ROLES: Role[] = ['consul', 'mercator', 'magister-militum', 'vestalis'];
/** Every tribe allied but the Ostrogoths. */
const FOUR_ALLIED = [false, true, true, true, true];

/** Four seats, seat 0 to act: the hands, pawns, cubes and legions given, `deck` city cards left to draw. */
function endgame(hands: string[][], pawns: string[], what: { cubes?: [string, string, number][]; legions?: [string, number][] }, deck: number): FrState {
  const board = place(emptyBoard({ players: 4, roles: ROLES }), { pawns, ...what });
  const held = new Set(hands.flat());
  const cards = [...board.playerDeck, ...board.hands.flat()].filter((c) => !held.has(c) && c.includes('/'));
  return { ...board, hands, playerDeck: cards.slice(0, deck), allied: FOUR_ALLIED };
}

/** Plays with `bot` (every seat) until seat `until` is to act in its actions, or the game ends. */
function playUntil(s: FrState, bot: Bot, until: (s: FrState) => boolean, seed: number): FrState {
  const random = stream(seed);
  let state = s;
  for (let i = 0; i < 60 && state.result === null && !until(state); i++) {
    const seat = seatToMove(state) as string;
    state = step(state, seat, bot.choose(state, random), new SeededDice(seed + i)).state;
  }
  return state;
}

describe('FR endgame: the clock and the trigger', () => {
  it('counts the action phases left from the deck: each turn draws 2, fewer than 2 loses', () => {
    const s = endgame([[], [], [], []], ['Roma', 'Roma', 'Roma', 'Roma'], {}, 0);
    expect([0, 1, 2, 3, 4, 9].map((n) => turnsLeft({ ...s, playerDeck: s.playerDeck.concat(Array(n).fill('Roma/Os')) }))).toEqual([1, 1, 2, 2, 3, 5]);
  });

  it('searches only with a win in sight: an alliance and few hostile barbarians, or the last set nearly together', () => {
    const few = endgame([[], [], [], []], ['Roma', 'Roma', 'Roma', 'Roma'], { cubes: [['Sinope', 'ostrogoths', 3]] }, 9);
    expect(withinReach(few)).toBe(true);
    const many = place(few, { cubes: [['Chersonesus', 'ostrogoths', 3], ['Carnuntum', 'ostrogoths', 3], ['Aquileia', 'ostrogoths', 3], ['Constantinopolis', 'ostrogoths', 3]] });
    expect(withinReach(many)).toBe(false);
    expect(withinReach({ ...many, hands: [['Sinope/Os', 'Roma/Os'], [], [], []] })).toBe(true);
    // From one alliance on (seventh part): 3 hostile barbarians are in reach, 15 are not, and without an alliance nothing is.
    const oneAlly = { ...few, allied: [false, false, false, false, true] };
    expect(withinReach(oneAlly)).toBe(true);
    expect(withinReach(place(oneAlly, { cubes: [['Chersonesus', 'visigoths', 3], ['Tyras', 'visigoths', 3], ['Philippopolis', 'huns', 3], ['Carnuntum', 'huns', 3]] }))).toBe(false);
    expect(withinReach({ ...few, allied: [false, false, false, false, false] })).toBe(false);
  });

  it('a battle with mixed colours removes the hostile barbarians first', () => {
    const s = place(endgame([[], [], [], []], ['Roma', 'Roma', 'Roma', 'Roma'], { cubes: [['Roma', 'huns', 2], ['Roma', 'ostrogoths', 1]] }, 9), {});
    const pending: FrState = { ...s, pending: { kind: 'remove', seat: 0, city: C('Roma'), count: 1 } };
    expect(answer(pending)).toEqual({ type: 'remove', tribes: ['ostrogoths'] });
  });
});

describe('FR endgame: it finds the winning line', () => {
  it('on the last turn, one hostile barbarian two roads away: there with the legions, and the battle wins', () => {
    // The consul stands in Roma with 3 legions; the last Ostrogoth is in Carnuntum (Roma–Aquileia–Carnuntum).
    const s = endgame([['Tingi/Va'], ['Londinium/AS'], [], []], ['Roma', 'Tingi', 'Londinium', 'Londinium'], { cubes: [['Carnuntum', 'ostrogoths', 1], ['Tingi', 'vandals', 2]], legions: [['Roma', 3]] }, 1);
    expect(turnsLeft(s)).toBe(1);
    const line = endgameLine(s);
    expect(line?.goals[0]).toEqual({ kind: 'hunt', city: C('Carnuntum') });
    expect(line?.command).toEqual({ type: 'march', to: 'Aquileia', legions: 3 });
    const end = playUntil(s, endgameBot(), (x) => x.phase !== 'actions', 3);
    expect(end.result).toEqual({ outcome: 'won', cause: 'no-hostile-barbarians' });
  }, 60_000);

  it('the 5th alliance needs one pass on the turn before last: the giver waits in the card\'s city, the collector comes and allies', () => {
    // The consul holds Roma/Os in Roma; the Mercator (next and last turn) holds two Ostrogoth cards in Ravenna, next to Roma.
    const hostile: [string, string, number][] = [['Chersonesus', 'ostrogoths', 3], ['Sinope', 'ostrogoths', 3], ['Carnuntum', 'ostrogoths', 3], ['Constantinopolis', 'ostrogoths', 2]];
    const s = endgame([['Roma/Os', 'Tingi/Va'], ['Aquileia/Os', 'Sinope/Os'], ['Londinium/AS'], []], ['Roma', 'Ravenna', 'Londinium', 'Tingi'], { cubes: hostile }, 2);
    expect(turnsLeft(s)).toBe(2);
    const bot = endgameBot();
    const between = playUntil(s, bot, (x) => x.active === 1 && x.phase === 'actions', 5);
    expect(between.result).toBeNull();
    expect(between.pawns[0]).toBe(C('Roma'));
    expect(between.hands[0]).toContain('Roma/Os');
    const end = playUntil(between, bot, () => false, 6);
    expect(end.result).toEqual({ outcome: 'won', cause: 'all-tribes-allied' });
  }, 60_000);
});

describe('FR endgame goals', () => {
  it('a pawn with no legion to take along, toward a city with none, raises legions first (here: recruits at the fort)', () => {
    const s = { ...endgame([[], [], [], []], ['Tingi', 'Roma', 'Londinium', 'Londinium'], { cubes: [['Carnuntum', 'ostrogoths', 1]] }, 9), active: 1 };
    expect(s.forts[C('Roma')]).toBe(true);
    expect(goalCommand(s, 1, { kind: 'hunt', city: C('Carnuntum') })).toEqual({ type: 'recruit' });
    const armed = place(s, { legions: [['Roma', 2]] });
    expect(goalCommand(armed, 1, { kind: 'hunt', city: C('Carnuntum') })).toEqual({ type: 'march', to: 'Aquileia', legions: 2 });
  });

  it('a planned pass: Do ut des hands the card over at once (the corrupt form apart), else both pawns walk to its city', () => {
    const s = endgame([['Roma/Os', 'do-ut-des'], ['Aquileia/Os', 'Sinope/Os', 'Tingi/Va'], [], []], ['Genua', 'Ravenna', 'Londinium', 'Tingi'], { cubes: [['Sinope', 'ostrogoths', 1]] }, 9);
    const pass = { kind: 'meet', card: 'Roma/Os', giver: 0, taker: 1 } as const;
    const swap = goalCommand(s, 0, pass);
    expect(swap).toEqual({ type: 'event', card: 'do-ut-des', corrupt: true, a: 'p1', aCard: 'Roma/Os', b: 'p2', bCard: 'Tingi/Va' });
    expect(step(s, 'p1', swap as NonNullable<typeof swap>).state.hands[1]).toContain('Roma/Os');
    const plain = { ...s, hands: [['Roma/Os'], s.hands[1] as string[], [], []] };
    expect(goalCommand(plain, 0, pass)).toEqual({ type: 'march', to: 'Roma' });
  });
});

describe('FR endgame: it does not waste the win', () => {
  const hostile: [string, string, number][] = [['Chersonesus', 'ostrogoths', 3], ['Sinope', 'ostrogoths', 3], ['Roma', 'ostrogoths', 1]];

  it('with the set in hand and an Ostrogoth in its city, it allies at once, even with many turns left', () => {
    const s = endgame([['Aquileia/Os', 'Sinope/Os', 'Roma/Os', 'Tingi/Va'], [], [], []], ['Roma', 'Tingi', 'Londinium', 'Londinium'], { cubes: hostile, legions: [['Roma', 3]] }, 20);
    expect(turnsLeft(s)).toBeGreaterThan(6);
    expect(endgameBot().choose(s, stream(1))).toEqual({ type: 'ally', tribe: 'ostrogoths', cards: ['Aquileia/Os', 'Sinope/Os', 'Roma/Os'] });
    // With hands closed the lines would plan with cards the seat cannot see: it plays as the heuristic then.
    const closed = { ...s, rules: { ...s.rules, openHands: false } };
    expect(endgameBot().choose(closed, stream(1))).toEqual(heuristicBot.choose(closed, stream(1)));
  }, 60_000);

  it('the last two hostile barbarians far apart and Mortui non mordent in hand: it plays it on both', () => {
    const s = endgame([['mortui-non-mordent', 'Tingi/Va'], [], [], []], ['Londinium', 'Tingi', 'Londinium', 'Londinium'], { cubes: [['Chersonesus', 'ostrogoths', 1], ['Tyras', 'ostrogoths', 1]] }, 8);
    const command = endgameBot().choose(s, stream(1));
    expect(command).toMatchObject({ type: 'event', card: 'mortui-non-mordent' });
    const after = step(s, 'p1', command).state;
    expect(after.result).toEqual({ outcome: 'won', cause: 'no-hostile-barbarians' });
    expect(cubes(after, 'Tyras', 'ostrogoths') + cubes(after, 'Chersonesus', 'ostrogoths')).toBe(0);
  }, 60_000);
});

describe('FR endgame bot sees only what its seat may see, and repeats itself', () => {
  const s = endgame([['Tingi/Va', 'Roma/Va'], ['Londinium/AS'], [], []], ['Roma', 'Tingi', 'Londinium', 'Londinium'], { cubes: [['Carnuntum', 'ostrogoths', 2], ['Sinope', 'ostrogoths', 1]], legions: [['Roma', 3], ['Tingi', 2]] }, 5);
  // The same table with every hidden order changed: the player deck's and the barbarian deck's.
  const other: FrState = { ...s, playerDeck: s.playerDeck.slice().reverse(), barbarianDeck: s.barbarianDeck.slice().reverse() };

  it('the two states differ in hidden cards only', () => {
    expect(other.playerDeck).not.toEqual(s.playerDeck);
    expect(viewFor(other, 'p1')).toEqual(viewFor(s, 'p1'));
  });

  it('gives the same decision on both, and the same again for the same state and random stream', () => {
    const line = endgameLine(s);
    expect(line).not.toBeNull();
    expect(endgameLine(other)).toEqual(line);
    const decision = endgameBot().choose(s, stream(8));
    expect(endgameBot().choose(other, stream(8))).toEqual(decision);
    expect(endgameBot().choose(s, stream(8))).toEqual(decision);
  }, 60_000);
});
