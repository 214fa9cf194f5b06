import { gameSeed } from '../../../kernel/simulation/seed.js';
import { SeededDice } from '../../../kernel/dice.js';
import { Match, stepSeed } from '../../../kernel/match.js';
import { makeBot, type BotName } from '../bots/index.js';
import { seatToMove } from '../legal.js';
import { domaineRules as rules } from '../ruleset.js';
import { COLOURS, seatIndex } from '../state.js';
import type { SimulatedGame } from '../../../runtime/simulation/run.js';

export interface SimulationConfig {
  readonly games: number;
  readonly players: number;
  /** The bot of each seat position, turned by one position per game; one name plays every seat. */
  readonly bots: readonly BotName[];
  readonly seed: number;
  readonly mctsIterations: number;
  readonly rules?: unknown;
  /** Commands after which a game counts as unfinished (a guard). */
  readonly maxCommands: number;
}

export interface GameRecord {
  readonly index: number;
  readonly seed: number;
  readonly bots: readonly BotName[];
  /** Seat colours that won. */
  readonly winners: readonly string[];
  readonly reason: string | null;
  /** Points at the end by seat. */
  readonly scores: readonly number[];
  readonly turns: number;
  readonly commands: number;
  readonly finished: boolean;
}

export function botsOf(config: SimulationConfig, index: number): BotName[] {
  return Array.from({ length: config.players }, (_, seat) => config.bots[(seat + index) % config.bots.length] as BotName);
}

/** One game: its seed and bots depend on the simulation's seed and the game's index only. */
export function playGame(config: SimulationConfig, index: number): GameRecord {
  const seed = gameSeed(config.seed, index);
  const match = new Match(rules, { players: config.players, ...(config.rules === undefined ? {} : { rules: config.rules }) }, seed);
  const names = botsOf(config, index);
  const bots = names.map((n) => makeBot(n, config.mctsIterations));
  const dice = new SeededDice(stepSeed(seed, 0x6b6f));
  const random = (min: number, max: number) => dice.int(min, max);
  let commands = 0;
  for (let seat = seatToMove(match.state); seat !== undefined && commands < config.maxCommands; seat = seatToMove(match.state)) {
    const i = seatIndex(match.state, seat);
    const bot = bots[i];
    if (bot === undefined) throw new Error(`no bot plays ${seat}`);
    const result = match.submit(seat, bot.choose(match.state, i, random));
    if (!result.accepted) throw new Error(`bot ${bot.name} gave a refused command in game ${index} (${seat}): ${result.problems[0]?.message}`);
    commands += 1;
  }
  const s = match.state;
  return {
    index,
    seed,
    bots: names,
    winners: (s.result?.winners ?? []).map((w) => COLOURS[w] as string),
    reason: s.result?.reason ?? null,
    scores: s.scores,
    turns: s.turn,
    commands,
    finished: s.result !== null,
  };
}

/** This game for the kernel's simulation runner: its worker threads import this module and call playGame. */
export const simulation: SimulatedGame<SimulationConfig, GameRecord> = { module: import.meta.url, play: playGame };
