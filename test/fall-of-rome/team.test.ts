import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { evaluate, TEAM_TUNING } from '../../src/games/fall-of-rome/bots/evaluate.js';
import { chooseCollectors, spendsReserved, tablePlan } from '../../src/games/fall-of-rome/bots/table-plan.js';
import { teamBot } from '../../src/games/fall-of-rome/bots/team.js';
import { T, emptyBoard, place, step } from './helpers.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { playGame } from '../../src/games/fall-of-rome/simulator/games.js';

const stream = (seed: number) => {
  const dice = new SeededDice(seed);
  return (a: number, b: number) => dice.int(a, b);
};

const FOUR = { players: 4, roles: ['consul', 'mercator', 'magister-militum', 'vestalis'] as ('consul' | 'mercator' | 'magister-militum' | 'vestalis')[] };

/** Four seats with the given hands and pawns, an empty board but for the cubes given. */
function table(hands: string[][], pawns: string[], cubes: [string, string, number][] = []): FrState {
  const board = place(emptyBoard(FOUR), { pawns, cubes });
  const held = new Set(hands.flat());
  return { ...board, hands, playerDeck: [...board.playerDeck, ...board.hands.flat()].filter((c) => !held.has(c)) };
}

describe('FR table plan: collectors, reserved cards, meetings', () => {
  it('the collector holds most of the tribe\'s cards; a tie goes to the Mercator', () => {
    const most = table([['Sinope/Os', 'Chersonesus/Os'], ['Carnuntum/Os'], [], []], ['Roma', 'Roma', 'Roma', 'Roma']);
    expect(chooseCollectors(most)[T('ostrogoths')]).toBe(0);
    const tie = table([['Sinope/Os'], ['Carnuntum/Os'], [], []], ['Roma', 'Roma', 'Roma', 'Roma']);
    expect(chooseCollectors(tie)[T('ostrogoths')]).toBe(1);
    // A tribe no hand holds, and an allied tribe, have no collector.
    expect(chooseCollectors(tie)[T('huns')]).toBe(-1);
    expect(chooseCollectors({ ...tie, allied: [true, false, false, false, false] })[T('ostrogoths')]).toBe(-1);
  });

  it('reserves the collector\'s set and the needed card nearest to a meeting, not a farther spare one', () => {
    // Ostrogoths cost 3: seat 0 holds 2, so 1 is needed; seat 2's Roma card is met at once, seat 3's Sinope card far away.
    const s = table([['Aquileia/Os', 'Chersonesus/Os'], [], ['Roma/Os'], ['Sinope/Os']], ['Roma', 'Tingi', 'Roma', 'Londinium']);
    const plan = tablePlan(s);
    expect(plan.collectors[T('ostrogoths')]).toBe(0);
    expect([...plan.reserved].sort()).toEqual(['Aquileia/Os', 'Chersonesus/Os', 'Roma/Os']);
    expect(plan.meetings).toEqual([{ tribe: T('ostrogoths'), card: 'Roma/Os', giver: 2, collector: 0, city: s.pawns[0], walk: 0 }]);
  });

  it('a seat walks to one meeting at a time', () => {
    const s = table([['Aquileia/Os', 'Chersonesus/Os', 'Genua/AS', 'Londinium/AS'], ['Roma/Os'], ['Roma/AS'], []], ['Roma', 'Roma', 'Ravenna', 'Roma']);
    const plan = tablePlan(s);
    expect(plan.meetings).toHaveLength(1);
    expect(plan.meetings[0]).toMatchObject({ card: 'Roma/Os', giver: 1, collector: 0, walk: 0 });
    // Both passes are needed, so both cards stay reserved.
    expect(plan.reserved.has('Roma/AS')).toBe(true);
  });

  it('values a planned meeting more as the pawns close in, and the pass itself more still', () => {
    const far = table([['Aquileia/Os', 'Chersonesus/Os'], [], ['Roma/Os'], []], ['Roma', 'Roma', 'Tingi', 'Roma']);
    const closer = place(far, { pawns: ['Roma', 'Roma', 'Caesarea', 'Roma'] });
    const met = place(far, { pawns: ['Roma', 'Roma', 'Roma', 'Roma'] });
    const passed: FrState = { ...met, hands: [['Aquileia/Os', 'Chersonesus/Os', 'Roma/Os'], [], [], []] };
    expect(evaluate(closer, TEAM_TUNING)).toBeGreaterThan(evaluate(far, TEAM_TUNING));
    expect(evaluate(met, TEAM_TUNING)).toBeGreaterThan(evaluate(closer, TEAM_TUNING));
    expect(evaluate(passed, TEAM_TUNING)).toBeGreaterThan(evaluate(met, TEAM_TUNING));
  });

  it('spending a reserved card costs more than spending a spare one', () => {
    // One Ostrogoth card is needed; seat 3's lies farther from a meeting than seat 2's, so it is spare.
    const s = table([['Aquileia/Os', 'Chersonesus/Os'], [], ['Roma/Os'], ['Sinope/Os']], ['Roma', 'Roma', 'Caesarea', 'Tingi']);
    expect(tablePlan(s).reserved.has('Sinope/Os')).toBe(false);
    const without = (card: string): FrState => ({ ...s, hands: s.hands.map((h) => h.filter((c) => c !== card)) });
    expect(evaluate(without('Sinope/Os'), TEAM_TUNING)).toBeGreaterThan(evaluate(without('Roma/Os'), TEAM_TUNING));
  });
});

describe('FR team bot keeps the reserved cards', () => {
  // Seat 0 collects the Ostrogoths (2 of 3) and holds a spare Vandal card; both could pay a voyage from Roma.
  const s = { ...table([['Aquileia/Os', 'Chersonesus/Os', 'Carthago/Va'], [], ['Roma/Os'], []], ['Roma', 'Tingi', 'Caesarea', 'Londinium']), active: 0 };

  it('a voyage, a fort or a levy paid with a reserved card is forbidden, with a spare card not', () => {
    expect(spendsReserved(s, { type: 'sail', to: 'Sinope', card: 'Chersonesus/Os' })).toBe(true);
    expect(spendsReserved(s, { type: 'sail', to: 'Carthago', card: 'Carthago/Va' })).toBe(false);
    expect(spendsReserved(s, { type: 'levy', card: 'Aquileia/Os' })).toBe(true);
    // Passing a card or allying with the set is what the reserve is for.
    expect(spendsReserved(s, { type: 'ally', tribe: 'ostrogoths', cards: ['Aquileia/Os', 'Chersonesus/Os', 'Roma/Os'] })).toBe(false);
  });

  it('so the bot never sails to Sinope with the Ostrogoth card, though a barbarian waits there', () => {
    const threatened = place(s, { cubes: [['Sinope', 'ostrogoths', 3]], legions: [['Roma', 3]] });
    const bot = teamBot({ beam: 4, lines: 3, samples: 2 });
    for (let seed = 1; seed <= 3; seed++) expect(bot.choose(threatened, stream(seed))).not.toMatchObject({ type: 'sail', card: 'Chersonesus/Os' });
  }, 60_000);
});

describe('FR team evaluation: the second way to win', () => {
  it('with four tribes allied, the last hostile cubes are worth more than cubes on a crowded board', () => {
    const allied = [false, true, true, true, true];
    const few = { ...table([[], [], [], []], ['Roma', 'Roma', 'Roma', 'Roma'], [['Sinope', 'ostrogoths', 2]]), allied };
    const many = { ...table([[], [], [], []], ['Roma', 'Roma', 'Roma', 'Roma'], [['Sinope', 'ostrogoths', 2], ['Tyras', 'ostrogoths', 2], ['Chersonesus', 'ostrogoths', 2], ['Carnuntum', 'ostrogoths', 2]]), allied };
    const less = (s: FrState, city: string): FrState => place(s, { cubes: [[city, 'ostrogoths', -1]] });
    const gain = (s: FrState) => evaluate(less(s, 'Sinope'), TEAM_TUNING) - evaluate(s, TEAM_TUNING);
    expect(gain(few)).toBeGreaterThan(gain(many) + 20);
    // Without the team weights a cube weighs about the same either way (only the pawns' reach to danger differs).
    expect(Math.abs(evaluate(less(few, 'Sinope')) - evaluate(few) - (evaluate(less(many, 'Sinope')) - evaluate(many)))).toBeLessThan(1);
  });
});

describe('FR team evaluation: the endgame', () => {
  const allied = [false, true, true, true, true];
  const lastCube = { ...table([[], [], [], []], ['Roma', 'Tingi', 'Tingi', 'Tingi'], [['Sinope', 'ostrogoths', 1]]), allied };
  const cleared = (s: FrState) => evaluate(place(s, { cubes: [['Sinope', 'ostrogoths', -1]] }), TEAM_TUNING);

  it('a pawn walking toward the last hostile cubes is worth more', () => {
    const near = place(lastCube, { pawns: ['Constantinopolis', 'Tingi', 'Tingi', 'Tingi'] });
    expect(evaluate(near, TEAM_TUNING)).toBeGreaterThan(evaluate(lastCube, TEAM_TUNING));
  });

  it('two hostile cities draw two pawns: pawns spread over them are worth more than both at one', () => {
    const two = place(lastCube, { cubes: [['Carthago', 'ostrogoths', 1]] });
    const spread = place(two, { pawns: ['Constantinopolis', 'Caesarea', 'Tingi', 'Tingi'] });
    const bunched = place(two, { pawns: ['Constantinopolis', 'Constantinopolis', 'Tingi', 'Tingi'] });
    expect(evaluate(spread, TEAM_TUNING)).toBeGreaterThan(evaluate(bunched, TEAM_TUNING));
  });

  it('clearing is worth more when the player deck has few draws left', () => {
    const late = { ...lastCube, playerDeck: lastCube.playerDeck.slice(0, 4) };
    // Removing the last cube wins outright, so compare the step before: two cubes down to one.
    const two = (s: FrState) => place(s, { cubes: [['Sinope', 'ostrogoths', 1]] });
    const gain = (s: FrState) => evaluate(s, TEAM_TUNING) - evaluate(two(s), TEAM_TUNING);
    expect(gain(late)).toBeGreaterThan(gain(lastCube) + 10);
    expect(cleared(lastCube)).toBeGreaterThan(evaluate(lastCube, TEAM_TUNING));
  });
});

describe('FR team bot', () => {
  it('passes the card when both pawns stand in its city', () => {
    // The consul (seat 0) holds Roma/Os; the Mercator beside him in Roma collects the Ostrogoths.
    const s = { ...table([['Roma/Os', 'Genua/AS'], ['Aquileia/Os', 'Chersonesus/Os'], [], []], ['Roma', 'Roma', 'Sinope', 'Tingi'], [['Carnuntum', 'ostrogoths', 1]]), active: 0 };
    const bot = teamBot({ beam: 4, lines: 3, samples: 2 });
    const random = stream(4);
    let state = s;
    for (let i = 0; i < 5 && state.active === 0 && state.phase === 'actions' && state.pending === null; i++) {
      const command = bot.choose(state, random);
      if (command.type === 'draw') break;
      state = step(state, 'p1', command).state;
    }
    // The Mercator allies without a barbarian present: the pass gives him the set, and he may ally.
    expect(state.hands[1]).toContain('Roma/Os');
  }, 60_000);

  it('same seed, same game', () => {
    const config = { games: 1, players: 4, difficulty: 'standard' as const, bot: 'team' as const, seed: 5, mctsIterations: 1, maxCommands: 120 };
    const a = playGame(config, 0);
    expect(playGame(config, 0)).toEqual(a);
    expect(a.commands).toBe(120);
  }, 120_000);
});
