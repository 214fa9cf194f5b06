import { gameSeed } from '../../../kernel/simulation/seed.js';
import { SeededDice } from '../../../kernel/dice.js';
import { Match, stepSeed } from '../../../kernel/match.js';
import type { BotName } from '../bots/index.js';
import { makeBot } from '../bots/index.js';
import type { Difficulty, Rules } from '../data/options.js';
import type { Role } from '../data/roles.js';
import { seatToMove } from '../legal.js';
import { fallOfRomeRules as rules } from '../rules.js';
import { hostileTotal, type Cause } from '../state.js';
import type { SimulatedGame } from '../../../runtime/simulation/run.js';
import { countUsage } from './usage.js';

export interface SimulationConfig {
  readonly games: number;
  readonly players: number;
  readonly roles?: readonly Role[];
  readonly difficulty: Difficulty;
  readonly bot: BotName;
  readonly seed: number;
  /** The index of the seed's first game played (default 0): game i of the run is game first + i of the seed. */
  readonly first?: number;
  readonly mctsIterations: number;
  /** Rules options (data/options.ts) the games are played with; the defaults otherwise. */
  readonly rules?: Partial<Rules>;
  /** Commands after which a game counts as unfinished (a guard; no bot reaches it). */
  readonly maxCommands: number;
}

export interface GameRecord {
  readonly index: number;
  readonly seed: number;
  readonly roles: readonly Role[];
  readonly outcome: 'won' | 'lost' | 'unfinished';
  readonly cause: Cause | 'command-limit';
  readonly turns: number;
  readonly commands: number;
  /** At the end: tribes allied, and barbarians of the other tribes on the board (how near a loss came to the second way to win). */
  readonly allied: number;
  readonly hostile: number;
  /** How often each action, power, choice and event (by form) was used (usage.ts). */
  readonly usage: Readonly<Record<string, number>>;
}

/** One game of a simulation: its seed comes from the simulation's seed and its index only. */
export function playGame(config: SimulationConfig, runIndex: number): GameRecord {
  const index = (config.first ?? 0) + runIndex;
  const seed = gameSeed(config.seed, index);
  const options = { players: config.players, difficulty: config.difficulty, ...(config.roles ? { roles: [...config.roles] } : {}), ...(config.rules ? { rules: config.rules } : {}) };
  const match = new Match(rules, options, seed);
  const bot = makeBot(config.bot, config.mctsIterations);
  const dice = new SeededDice(stepSeed(seed, 0x6b6f));
  const random = (min: number, max: number) => dice.int(min, max);
  let commands = 0;
  const usage: Record<string, number> = {};
  for (let seat = seatToMove(match.state); seat !== undefined && commands < config.maxCommands; seat = seatToMove(match.state)) {
    const command = bot.choose(match.state, random);
    const result = match.submit(seat, command);
    if (result.accepted) countUsage(usage, command);
    if (!result.accepted) throw new Error(`bot ${bot.name} gave a refused command in game ${index}: ${result.problems[0]?.message}`);
    commands += 1;
  }
  const s = match.state;
  return {
    index,
    seed,
    roles: s.roles,
    outcome: s.result?.outcome ?? 'unfinished',
    cause: s.result?.cause ?? 'command-limit',
    turns: s.turn,
    commands,
    allied: s.allied.filter(Boolean).length,
    hostile: hostileTotal(s),
    usage: Object.fromEntries(Object.entries(usage).sort((a, b) => a[0].localeCompare(b[0]))),
  };
}

/** This game for the kernel's simulation runner: its worker threads import this module and call playGame. */
export const simulation: SimulatedGame<SimulationConfig, GameRecord> = { module: import.meta.url, play: playGame };
