import { createRequire } from 'node:module';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed, settle } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import type { FallOfRomeOptions } from '../../src/games/fall-of-rome/data/options.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';

/** A random full game on Arbiter's kernel (a Match: check, resolve, apply, log); returns its command count. */
export function arbiterGame(options: FallOfRomeOptions, seed: number): number {
  const match = new Match(rules, options, seed);
  const bot = new SeededDice(seed ^ 0x5bd1e995);
  const random = (min: number, max: number) => bot.int(min, max);
  let commands = 0;
  for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
    const result = match.submit(seat, randomBot.choose(match.state, random));
    if (!result.accepted) throw new Error(`the random bot gave a refused command: ${result.problems[0]?.message}`);
    commands += 1;
  }
  return commands;
}

interface BgioClient {
  start(): void;
  stop(): void;
  updatePlayerID(id: string): void;
  getState(): { G: FrState } | null;
  moves: { command(seat: string, command: FrCommand): void };
}

type ClientFactory = (opts: { game: unknown; numPlayers: number; debug: boolean }) => BgioClient;

let factory: { Client: ClientFactory; INVALID_MOVE: string; ALL: unknown } | undefined;

/** boardgame.io 0.50 in production mode (its CommonJS build, loaded once). */
function bgio(): { Client: ClientFactory; INVALID_MOVE: string; ALL: unknown } {
  if (factory === undefined) {
    process.env.NODE_ENV = 'production';
    const require = createRequire(import.meta.url);
    const client = require('boardgame.io/client') as { Client: ClientFactory };
    const core = require('boardgame.io/core') as { INVALID_MOVE: string; ActivePlayers: { ALL: unknown } };
    factory = { Client: client.Client, INVALID_MOVE: core.INVALID_MOVE, ALL: core.ActivePlayers.ALL };
  }
  return factory;
}

/**
 * The same game through boardgame.io's client (reducer, flow, immer, log), headless and without
 * a server: one move `command` runs the very same check, resolve and apply.
 */
export function boardgameIoGame(options: FallOfRomeOptions, seed: number): number {
  const { Client, INVALID_MOVE, ALL } = bgio();
  let step = 0;
  const game = {
    name: 'fall-of-rome',
    setup: () => rules.setup(options, new SeededDice(stepSeed(seed, 0))),
    turn: { activePlayers: ALL },
    moves: {
      command: ({ G }: { G: FrState }, seat: string, command: FrCommand) => {
        if (rules.check(G, seat, command).length > 0) return INVALID_MOVE;
        step += 1;
        // As the kernel's Match keeps it.
        return settle(rules, G, rules.resolve(G, seat, command, new SeededDice(stepSeed(seed, step)))).state;
      },
    },
    endIf: ({ G }: { G: FrState }) => G.result ?? undefined,
  };
  const seats = rules.seats(options);
  const client = Client({ game, numPlayers: seats.length, debug: false });
  client.start();
  const bot = new SeededDice(seed ^ 0x5bd1e995);
  const random = (min: number, max: number) => bot.int(min, max);
  let commands = 0;
  for (let state = client.getState()?.G; state !== undefined; state = client.getState()?.G) {
    const seat = seatToMove(state);
    if (seat === undefined) break;
    client.moves.command(seat, randomBot.choose(state, random));
    commands += 1;
    if (client.getState()?.G === state) throw new Error('boardgame.io refused a move of the random bot');
  }
  client.stop();
  return commands;
}
