import type { AnyPeriodicRuleSet } from './periodic.js';
import type { RuleSet } from './ruleset.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleSet = RuleSet<any, any, any, any, any>;

/** A game's subcommands as the CLI's command library builds them (a commander Command); the kernel does not look inside. */
export interface GameCommand {
  name(): string;
}

/** Where a game's command-line output goes. */
export interface GameIo {
  out(text: string): void;
  err(text: string): void;
}

/**
 * What the server needs to let bots play a game's seats. The rule-set contract knows nothing of
 * bots, so a game that has them offers this beside its rule set (decision D-10).
 */
export interface BotAdapter {
  /** Bots the server runs: the quick ones, so that a move never stalls the server. */
  readonly names: readonly string[];
  /** The seat that must act now, or undefined when the game is over. */
  seatToMove(state: unknown): string | undefined;
  /** The bot's command for the seat to move. */
  choose(bot: string, state: unknown, random: (min: number, max: number) => number): unknown;
}

/** A match the server creates on its first start, through the generic match routes. */
export interface GameDemo {
  readonly title: string;
  /** The rule set's setup options. */
  readonly options: unknown;
  /** The bot (of `BotAdapter.names`) that plays every seat but the first; without it people play them all. */
  readonly bot?: string;
}

/** A game as the CLI, server and store see it: they reach games only through this registry. */
export interface GameEntry {
  /** Used in commands and URLs: "fall-of-rome", "domaine". */
  readonly id: string;
  readonly title: string;
  /** The rule set of matches played command by command, where the game has one. */
  readonly ruleSet?: AnyRuleSet;
  /** The rule set of matches played in periods (every seat hands in a turn, then the period is evaluated). */
  readonly periodic?: AnyPeriodicRuleSet;
  /** The game's `arbiter <id> …` subcommands. */
  readonly cli?: (io: GameIo) => GameCommand;
  /** Bots the server can hand seats to. */
  readonly bots?: BotAdapter;
  /** The demo match of `arbiter serve`'s first start. */
  readonly demo?: GameDemo;
}

const games = new Map<string, GameEntry>();

/** Makes a game known to the server, store and CLI. */
export function registerGame(game: GameEntry): void {
  if (games.has(game.id)) throw new Error(`game "${game.id}" is registered twice`);
  games.set(game.id, game);
}

/** The game of that id, or undefined: for matches a store may hold of a game no longer served. */
export function findGame(id: string): GameEntry | undefined {
  return games.get(id);
}

export function getGame(id: string): GameEntry {
  const game = games.get(id);
  if (game === undefined) {
    const known = [...games.keys()].sort().join(', ') || 'none';
    throw new Error(`unknown game "${id}" (known: ${known})`);
  }
  return game;
}

/** Every registered game in the order the catalogue registers them (the flagship first). */
export function catalogue(): GameEntry[] {
  return [...games.values()];
}

/** Every registered game, by id. */
export function registeredGames(): GameEntry[] {
  return [...games.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** The rule set of a game, for the match machinery. */
export function getRuleSet(id: string): AnyRuleSet {
  const ruleSet = getGame(id).ruleSet;
  if (ruleSet === undefined) throw new Error(`game "${id}" has no rule set for matches`);
  return ruleSet;
}

/** The periodic rule set of a game, for the period machinery. */
export function getPeriodic(id: string): AnyPeriodicRuleSet {
  const periodic = getGame(id).periodic;
  if (periodic === undefined) throw new Error(`game "${id}" is not played in periods`);
  return periodic;
}
