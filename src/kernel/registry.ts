import type { Command } from 'commander';
import type { RuleSet } from './ruleset.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleSet = RuleSet<any, any, any, any, any>;

/** Where a game's command-line output goes. */
export interface GameIo {
  out(text: string): void;
  err(text: string): void;
}

/** A game as the CLI, server and store see it: they reach games only through this registry. */
export interface GameEntry {
  /** Used in commands and URLs: "phoenix", "fall-of-rome". */
  readonly id: string;
  readonly title: string;
  /** The rule set that matches of this game run on, where the game has one. */
  readonly ruleSet?: AnyRuleSet;
  /** The game's `arbiter <id> …` subcommands. */
  readonly cli?: (io: GameIo) => Command;
}

const games = new Map<string, GameEntry>();

/** Makes a game known to the server, store and CLI. */
export function registerGame(game: GameEntry): void {
  if (games.has(game.id)) throw new Error(`game "${game.id}" is registered twice`);
  games.set(game.id, game);
}

export function getGame(id: string): GameEntry {
  const game = games.get(id);
  if (game === undefined) {
    const known = [...games.keys()].sort().join(', ') || 'none';
    throw new Error(`unknown game "${id}" (known: ${known})`);
  }
  return game;
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
