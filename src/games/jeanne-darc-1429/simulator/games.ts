import { gameSeed } from '../../../kernel/simulation/seed.js';
import { SeededDice } from '../../../kernel/dice.js';
import { Match, stepSeed } from '../../../kernel/match.js';
import { makeBot, type BotName } from '../bots/index.js';
import { seatToMove } from '../legal.js';
import { POWERS, type Power } from '../powers.js';
import { jeanneDarcRules as rules } from '../ruleset.js';
import type { SimulatedGame } from '../../../runtime/simulation/run.js';

export interface SimulationConfig {
  readonly games: number;
  readonly players: number;
  /** The powers in every game; drawn at random per game when absent. */
  readonly powers?: readonly Power[];
  /** The bot of each seat position, rotated by one position per game; one name plays every seat. */
  readonly bots: readonly BotName[];
  readonly seed: number;
  readonly mctsIterations: number;
  /** Rules options (rules.ts) the games are played with; the defaults otherwise. */
  readonly rules?: unknown;
  /** Commands after which a game counts as unfinished (a guard; no bot reaches it). */
  readonly maxCommands: number;
}

export interface GameRecord {
  readonly index: number;
  readonly seed: number;
  /** The powers by seat position: the game's starting order. */
  readonly powers: readonly Power[];
  /** The bot of each seat position. */
  readonly bots: readonly BotName[];
  readonly winners: readonly Power[];
  /** Throne points at the end, by seat position. */
  readonly throne: readonly number[];
  readonly rounds: number;
  readonly commands: number;
  readonly finished: boolean;
}

/** `count` of the six powers drawn by lot from `seed`, in the game's starting order. */
export function drawPowers(seed: number, count: number): Power[] {
  const dice = new SeededDice(stepSeed(seed, 0x706f));
  const pool: Power[] = [...POWERS];
  const drawn = new Set<Power>();
  while (drawn.size < count) drawn.add(pool.splice(dice.int(0, pool.length - 1), 1)[0] as Power);
  return POWERS.filter((p) => drawn.has(p));
}

/** The bot of each seat position in game `index`: the list turned by one place per game. */
export function botsOf(config: SimulationConfig, index: number): BotName[] {
  const list = config.bots;
  return Array.from({ length: config.players }, (_, seat) => list[(seat + index) % list.length] as BotName);
}

/** One game of a simulation: its seed, powers and bots come from the simulation's seed and its index only. */
export function playGame(config: SimulationConfig, index: number): GameRecord {
  const seed = gameSeed(config.seed, index);
  const powers = config.powers === undefined ? drawPowers(seed, config.players) : POWERS.filter((p) => config.powers?.includes(p));
  const options = { powers, ...(config.rules === undefined ? {} : { rules: config.rules }) };
  const match = new Match(rules, options, seed);
  const names = botsOf(config, index);
  const bots = new Map(powers.map((power, seat) => [power, makeBot(names[seat] as BotName, config.mctsIterations)]));
  const dice = new SeededDice(stepSeed(seed, 0x6b6f));
  const random = (min: number, max: number) => dice.int(min, max);
  let commands = 0;
  for (let seat = seatToMove(match.state); seat !== undefined && commands < config.maxCommands; seat = seatToMove(match.state)) {
    const bot = bots.get(seat);
    if (bot === undefined) throw new Error(`no bot plays ${seat}`);
    const result = match.submit(seat, bot.choose(match.state, seat, random));
    if (!result.accepted) throw new Error(`bot ${bot.name} gave a refused command in game ${index} (${seat}): ${result.problems[0]?.message}`);
    commands += 1;
  }
  const s = match.state;
  return {
    index,
    seed,
    powers,
    bots: names,
    winners: s.result?.winners ?? [],
    throne: powers.map((p) => s.players.find((player) => player.power === p)?.throne ?? 0),
    rounds: s.round,
    commands,
    finished: s.result !== null,
  };
}

/** This game for the kernel's simulation runner: its worker threads import this module and call playGame. */
export const simulation: SimulatedGame<SimulationConfig, GameRecord> = { module: import.meta.url, play: playGame };
