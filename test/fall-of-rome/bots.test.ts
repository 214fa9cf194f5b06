import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { heuristicBot } from '../../src/games/fall-of-rome/bots/heuristic.js';
import { mctsBot } from '../../src/games/fall-of-rome/bots/mcts.js';
import { simulate } from '../../src/runtime/simulation/run.js';
import { simulation } from '../../src/games/fall-of-rome/simulator/games.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { codes, emptyBoard, place } from './helpers.js';

const random = () => {
  const dice = new SeededDice(9);
  return (a: number, b: number) => dice.int(a, b);
};

/** A board with one full city next to Roma, the rest quiet; the barbarian cards of the full city still to come. */
function board(extra: Parameters<typeof place>[1]): FrState {
  const s = place(emptyBoard({ players: 2, roles: ['magister-militum', 'consul'] }), extra);
  return { ...s, hands: [[], []], barbarianDeck: ['Genua/AS', 'Ravenna/Vi', 'Carthago/Va'], barbarianDiscard: [] };
}

describe('FR heuristic bot plays sensibly', () => {
  it('recruits at the fort before anything else when a full city is next door', () => {
    const s = board({ cubes: [['Genua', 'anglo-saxons', 3]], pawns: ['Roma', 'Roma'] });
    expect(heuristicBot.choose(s, random())).toEqual({ type: 'recruit' });
  });

  it('battles where it stands with legions among a full city', () => {
    const s = { ...board({ cubes: [['Genua', 'anglo-saxons', 3]], legions: [['Genua', 3]], pawns: ['Genua', 'Roma'] }), actionsLeft: 1 };
    expect(heuristicBot.choose(s, random())).toEqual({ type: 'battle' });
    // With a fort there and a full turn it recruits or battles; it does not walk away.
    expect(['recruit', 'battle']).toContain(heuristicBot.choose({ ...place(s, { forts: ['Genua'] }), actionsLeft: 4 }, random()).type);
  });

  it('forms an alliance when its cards allow and a barbarian of the tribe is there', () => {
    let s = board({ cubes: [['Sinope', 'ostrogoths', 1]], pawns: ['Sinope', 'Roma'] });
    s = { ...s, hands: [['Sinope/Os', 'Chersonesus/Os', 'Carnuntum/Os'], []] };
    const command = heuristicBot.choose(s, random());
    expect(command).toMatchObject({ type: 'ally', tribe: 'ostrogoths' });
    expect(codes(s, 'p1', command)).toEqual([]);
  });

  it('walks toward a barbarian of the tribe whose alliance cards it holds', () => {
    let s = board({ cubes: [['Carnuntum', 'ostrogoths', 1]], pawns: ['Aquileia', 'Roma'] });
    s = { ...s, hands: [['Sinope/Os', 'Chersonesus/Os', 'Constantinopolis/Os'], []] };
    expect(heuristicBot.choose(s, random())).toEqual({ type: 'march', to: 'Carnuntum' });
  });

  it('the MCTS bot (modest budget) also starts by recruiting at the fort, and both bots finish games', () => {
    const s = board({ cubes: [['Genua', 'anglo-saxons', 3]], pawns: ['Roma', 'Roma'] });
    expect(mctsBot({ iterations: 60 }).choose(s, random())).toEqual({ type: 'recruit' });
  });

  it('outlasts the random bot: its games are longer and lose less to decline', () => {
    const base = { games: 3, players: 3, difficulty: 'introductory' as const, seed: 4, mctsIterations: 10, maxCommands: 5000 };
    const random3 = simulate(simulation, { ...base, bot: 'random' }, 1);
    const heuristic3 = simulate(simulation, { ...base, bot: 'heuristic' }, 1);
    const turns = (records: typeof random3) => records.reduce((n, r) => n + r.turns, 0);
    expect(turns(heuristic3)).toBeGreaterThan(turns(random3) * 1.5);
  }, 60_000);
});
