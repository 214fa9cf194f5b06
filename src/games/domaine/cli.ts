import { availableParallelism } from 'node:os';
import { Command, Option } from 'commander';
import { InputError } from '../../kernel/problems.js';
import type { GameIo } from '../../kernel/registry.js';
import { BOT_NAMES, isBotName, makeBot, type BotName } from './bots/index.js';
import { loadTilesFile } from './data/load.js';
import { playTerminal } from './play/terminal.js';
import { PLAY_LANGS, type PlayLang } from './play/words.js';
import { applyRulesOptions } from './rules.js';
import { recordsCsv, summaryText } from './simulator/output.js';
import { runSimulation } from '../../runtime/simulation/command.js';
import { simulation } from './simulator/games.js';
import { summarise } from './simulator/stats.js';
import { COLOURS } from './state.js';

function whole(text: string, flag: string, min: number, max: number): number {
  if (!/^\d{1,15}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new InputError([{ code: 'bad-number', message: `must be a whole number from ${min} to ${max}, not "${text}"`, where: flag }]);
  }
  return Number(text);
}

function botList(text: string, flag: string): BotName[] {
  const bots = text.split(',').map((b) => b.trim()).filter((b) => b !== '');
  const bad = bots.filter((b) => !isBotName(b));
  if (bad.length > 0 || bots.length === 0) throw new InputError([{ code: 'unknown-bot', message: `unknown bot(s) ${bad.join(', ') || '(none given)'} (bots: ${BOT_NAMES.join(', ')})`, where: flag }]);
  return bots as BotName[];
}

/** `--rules '{"subVariant":true}'`: rules options as JSON, checked against the schema. */
function rulesOption(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputError([{ code: 'bad-json', message: `must be a JSON object of rules options, not "${text}"`, where: '--rules' }]);
  }
  applyRulesOptions(value, '--rules');
  return value;
}

interface SimulateFlags {
  games: string;
  players: string;
  bot: string;
  bots?: string;
  mctsIterations: string;
  rules?: string;
  seed: string;
  workers?: string;
  out?: string;
  json?: boolean;
}

function simulateCommand(io: GameIo): Command {
  return new Command('simulate')
    .description('play many games with bots and report win rates per seat and per bot (95 % intervals) and game lengths')
    .requiredOption('--games <n>', 'number of games')
    .option('--players <k>', 'players, 2–4', '4')
    .option('--bot <name>', `who plays every seat (${BOT_NAMES.join(', ')})`, 'random')
    .option('--bots <list>', 'a bot per seat, comma-separated; turned one seat further each game')
    .option('--mcts-iterations <n>', 'MCTS playouts per decision', '100')
    .option('--rules <json>', 'rules options as JSON, e.g. \'{"subVariant":true}\' (docs/domaine/interpretations.md)')
    .requiredOption('--seed <s>', 'seed: the same seed gives the same results for any number of workers')
    .option('--workers <w>', 'worker threads (default: one per core)')
    .option('--out <dir>', 'write results.json and games.csv there')
    .option('--json', 'print the summary as JSON')
    .action((flags: SimulateFlags) => {
      const players = whole(flags.players, '--players', 2, 4);
      const bots = flags.bots !== undefined ? botList(flags.bots, '--bots') : botList(flags.bot, '--bot');
      if (flags.bots !== undefined && bots.length !== players) throw new InputError([{ code: 'bot-count', message: `${bots.length} bot(s) for ${players} seats`, where: '--bots' }]);
      const rules = rulesOption(flags.rules);
      const config = {
        games: whole(flags.games, '--games', 1, 10_000_000),
        players,
        bots,
        seed: whole(flags.seed, '--seed', 0, Number.MAX_SAFE_INTEGER),
        mctsIterations: whole(flags.mctsIterations, '--mcts-iterations', 1, 1_000_000),
        ...(rules === undefined ? {} : { rules }),
        maxCommands: 20_000,
      };
      const workers = flags.workers === undefined ? availableParallelism() : whole(flags.workers, '--workers', 1, 256);
      runSimulation(io, simulation, { summarise, summaryText, recordsCsv }, config, { workers, json: flags.json, out: flags.out });
    });
}

interface PlayFlags {
  players: string;
  colour?: string;
  bot: BotName;
  mctsIterations: string;
  rules?: string;
  tiles?: string;
  seed?: string;
  lang: PlayLang;
}

function playCommand(io: GameIo): Command {
  return new Command('play')
    .description('play one colour at the keyboard against bots: the board as text, questions with numbered choices')
    .option('--players <k>', 'players, 2–4', '2')
    .option('--colour <c>', 'the colour you play (default red)')
    .addOption(new Option('--bot <name>', 'who plays the other colours').choices(BOT_NAMES).default('heuristic'))
    .option('--mcts-iterations <n>', 'MCTS playouts per decision', '100')
    .option('--rules <json>', 'rules options as JSON')
    .option('--tiles <file>', 'a tile file (docs/domaine/data-files.md) instead of the sample tiles')
    .option('--seed <s>', 'seed of the game (default: from the clock)')
    .addOption(new Option('--lang <lang>', 'language of the board, the questions and the story').choices(PLAY_LANGS).default('en'))
    .action((flags: PlayFlags) => {
      const players = whole(flags.players, '--players', 2, 4);
      const colours = COLOURS.slice(0, players) as readonly string[];
      const you = flags.colour ?? 'red';
      if (!colours.includes(you)) throw new InputError([{ code: 'not-playing', message: `"${you}" is not a colour of this game (${colours.join(', ')})`, where: '--colour' }]);
      const rules = rulesOption(flags.rules);
      const tiles = flags.tiles === undefined ? undefined : loadTilesFile(flags.tiles);
      const iterations = whole(flags.mctsIterations, '--mcts-iterations', 1, 1_000_000);
      const seed = flags.seed === undefined ? Date.now() % 1_000_000 : whole(flags.seed, '--seed', 0, Number.MAX_SAFE_INTEGER);
      void playTerminal({
        options: { players, ...(rules === undefined ? {} : { rules }), ...(tiles === undefined ? {} : { tiles }) },
        seed,
        humans: new Set([you]),
        bot: makeBot(flags.bot, iterations),
        input: process.stdin,
        lang: flags.lang,
        output: { write: (text: string) => (io.out(text), true) } as unknown as NodeJS.WritableStream as never,
      }).catch((error: unknown) => {
        io.err(`arbiter: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
      });
    });
}

/** `arbiter domaine …` */
export function domaineCommand(io: GameIo): Command {
  return new Command('domaine')
    .description('Domaine (strategic variant) — simulate games with bots, or play one colour at the keyboard')
    .addCommand(simulateCommand(io))
    .addCommand(playCommand(io));
}
