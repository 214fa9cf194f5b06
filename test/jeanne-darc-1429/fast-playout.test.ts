import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { FastGame, OVER } from '../../src/games/jeanne-darc-1429/fast/game.js';
import { playoutPlayers } from '../../src/games/jeanne-darc-1429/fast/options.js';
import { startGame } from '../../src/games/jeanne-darc-1429/fast/phases.js';
import { fastRandomGame, playRandomCommand, type PlayedCommand } from '../../src/games/jeanne-darc-1429/fast/random.js';
import { MatchDice } from '../../src/games/jeanne-darc-1429/fast/rng.js';
import { PlayoutRandom } from '../../src/kernel/simulation/playout-random.js';
import { jeanneDarcRules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import { fastSummary, matchSummary } from './fast-summary.js';

/** Replays the engine's game through a Match (every command must be accepted) and counts its commands, questions and events into `counts`. */
function replay(players: number, seed: number, record: readonly PlayedCommand[], counts: Record<string, number>) {
  const match = new Match(jeanneDarcRules, { players }, seed);
  for (const [i, { seat, command }] of record.entries()) {
    const asked = match.state.pending;
    const question = asked?.kind === 'choose-city' ? `choose-city ${asked.reason}` : command.type === 'expand' && command.bySea === true ? 'expand by sea' : null;
    if (question !== null) counts[question] = (counts[question] ?? 0) + 1;
    const result = match.submit(seat, command);
    if (!result.accepted) throw new Error(`${players} players, seed ${seed}, command ${i + 1} ${JSON.stringify(command)} by ${seat} refused: ${result.problems[0]?.message}`);
    counts[command.type] = (counts[command.type] ?? 0) + 1;
  }
  for (const entry of match.fullLog()) {
    if (entry.kind !== 'event') continue;
    const e = entry.event;
    const key = e.t === 'fight' ? `fight ${e.kind}` : e.t === 'called-off' ? `called off ${e.why}` : e.t === 'event' ? `event ${e.event}` : e.t === 'city' && e.legion ? 'legion' : e.t;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return match;
}

describe("Jeanne d'Arc 1429 playout engine (mutable state, own random player)", () => {
  it('draws the numbers SeededDice draws', () => {
    const fast = new MatchDice();
    for (const seed of [0, 1, 77, 123456789, 4294967295]) {
      for (const step of [0, 1, 2, 500]) {
        const dice = new SeededDice(stepSeed(seed, step));
        fast.reseed(seed, step);
        for (let i = 0; i < 200; i++) {
          const [min, max] = i % 3 === 0 ? [1, 6] : i % 3 === 1 ? [0, 73 - (i % 70)] : [1, 100];
          expect(fast.int(min, max)).toBe(dice.int(min, max));
        }
      }
    }
  });

  it('plays legal games of the rule set: every command accepted by the Match, the same end state', () => {
    const counts: Record<string, number> = {};
    const g = new FastGame();
    let games = 0;
    for (const players of [2, 3, 4, 5, 6]) {
      for (let seed = 1; seed <= 44; seed++) {
        const record: PlayedCommand[] = [];
        fastRandomGame(players, seed * 7919 + players, g, record);
        const match = replay(players, seed * 7919 + players, record, counts);
        expect(g.phase).toBe(OVER);
        expect(fastSummary(g), `${players} players, seed ${seed}`).toEqual(matchSummary(match.state, match.fullLog()));
        games++;
      }
    }
    expect(games).toBe(220);
    // Every kind of command occurs: every question of the game was asked and answered.
    for (const type of ['status', 'buy', 'end-buying', 'order-events', 'choose-city', 'choose-player', 'papal', 'duel', 'expand', 'attack', 'defend', 'veto', 'provoke', 'pass']) {
      expect(counts[type] ?? 0, type).toBeGreaterThan(0);
    }
    // … and every event, every kind of fight, and the rarer turns of the rules.
    const rare = ['fight long-range', 'fight landing', 'fight intervention', 'fight uprising', 'fight mercenaries', 'fight provoked', 'fight duel', 'fight naval-battle'];
    rare.push('called off veto', 'called off retreat', 'legion', 'plague', 'plunder', 'hero', 'reshuffle', 'end-roll', 'expand by sea');
    rare.push('choose-city uprising', 'choose-city mercenaries', 'choose-city treaty', 'choose-city intervention');
    for (const event of new FastGame().t.eventIds) rare.push(`event ${event}`);
    for (const key of rare) expect(counts[key] ?? 0, key).toBeGreaterThan(0);
  });

  it("keeps the state equal to the Match's after every command", () => {
    const g = new FastGame();
    const r = new PlayoutRandom();
    for (const players of [2, 3, 4, 5, 6]) {
      for (const seed of [11, 12]) {
        startGame(g, players, seed);
        r.reseed(seed);
        const match = new Match(jeanneDarcRules, { players }, seed);
        expect(fastSummary(g), `${players} players, seed ${seed}, setup`).toEqual(matchSummary(match.state, match.fullLog()));
        for (let n = 1; !g.over; n++) {
          const record: PlayedCommand[] = [];
          playRandomCommand(g, r, record);
          const { seat, command } = record[0] as PlayedCommand;
          expect(match.submit(seat, command).accepted, `${players} players, seed ${seed}, command ${n}`).toBe(true);
          expect(fastSummary(g), `${players} players, seed ${seed}, command ${n} ${JSON.stringify(command)}`).toEqual(matchSummary(match.state, match.fullLog()));
        }
      }
    }
  });

  it('takes a player count and refuses other options', () => {
    expect(playoutPlayers({ players: 3 })).toBe(3);
    expect(playoutPlayers({})).toBe(4);
    expect(() => playoutPlayers({ players: 4, rules: { duelTie: 'no-winner' } })).toThrow('options rules are not supported by the playout engine');
    expect(() => playoutPlayers({ powers: ['france', 'england'] })).toThrow('options powers are not supported');
    expect(() => playoutPlayers({ players: 7 })).toThrow();
  });

  it('gives the same game for the same seed, on a fresh engine or a reused one', () => {
    const reused = new FastGame();
    for (const seed of [5, 6, 7]) {
      const a: PlayedCommand[] = [];
      const b: PlayedCommand[] = [];
      fastRandomGame(4, 100, reused, a);
      fastRandomGame(4, seed, reused);
      fastRandomGame(4, 100, new FastGame(), b);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    }
  });
});
