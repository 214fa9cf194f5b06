import { availableParallelism } from 'node:os';
import { Command, Option } from 'commander';
import { InputError } from '../../kernel/problems.js';
import type { GameIo } from '../../kernel/registry.js';
import { BOT_NAMES, isBotName, makeBot, type BotName } from './bots/index.js';
import { playTerminal } from './play/terminal.js';
import { PLAY_LANGS, type PlayLang } from './play/words.js';
import { isPower, POWERS, type Power } from './powers.js';
import { resolveOptions } from './setup.js';
import { recordsCsv, summaryText } from './simulator/output.js';
import { runSimulation } from '../../runtime/simulation/command.js';
import { simulation } from './simulator/games.js';
import { summarise } from './simulator/stats.js';

function whole(text: string, flag: string, min: number, max: number): number {
  if (!/^\d{1,15}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new InputError([{ code: 'bad-number', message: `must be a whole number from ${min} to ${max}, not "${text}"`, where: flag }]);
  }
  return Number(text);
}

function list(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `--powers france,england`: powers of the game, each once, as many as `--players` says (when given). */
function powerList(text: string | undefined, players: number | undefined): Power[] | undefined {
  if (text === undefined) return undefined;
  const powers = list(text);
  const bad = powers.filter((p) => !isPower(p));
  if (bad.length > 0) throw new InputError([{ code: 'unknown-power', message: `unknown power(s) ${bad.join(', ')} (powers: ${POWERS.join(', ')})`, where: '--powers' }]);
  if (new Set(powers).size !== powers.length) throw new InputError([{ code: 'duplicate-power', message: 'each power may play once', where: '--powers' }]);
  if (powers.length < 2 || powers.length > 6) throw new InputError([{ code: 'power-count', message: `2 to 6 powers play, not ${powers.length}`, where: '--powers' }]);
  if (players !== undefined && players !== powers.length) throw new InputError([{ code: 'players-and-powers', message: `--players says ${players}, --powers names ${powers.length}`, where: '--powers' }]);
  return powers as Power[];
}

function botList(text: string, flag: string): BotName[] {
  const bots = list(text);
  const bad = bots.filter((b) => !isBotName(b));
  if (bad.length > 0 || bots.length === 0) throw new InputError([{ code: 'unknown-bot', message: `unknown bot(s) ${bad.join(', ') || '(none given)'} (bots: ${BOT_NAMES.join(', ')})`, where: flag }]);
  return bots as BotName[];
}

/** `--rules '{"peaceAttacks":2}'`: rules options as JSON, checked against the rules schema. */
function rulesOption(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputError([{ code: 'bad-json', message: `must be a JSON object of rules options, not "${text}"`, where: '--rules' }]);
  }
  resolveOptions({ players: 2, rules: value });
  return value;
}

interface SimulateFlags {
  games: string;
  players?: string;
  powers?: string;
  bot?: string;
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
    .description('play many games with bots and report win rates per power, per seat position and per bot (95 % intervals) and game lengths')
    .requiredOption('--games <n>', 'number of games')
    .option('--players <k>', 'players, 2–6 (default 4)')
    .option('--powers <list>', `the powers of every game, comma-separated (${POWERS.join(', ')}); drawn at random per game when left out`)
    .option('--bot <name>', `who plays every seat (${BOT_NAMES.join(', ')})`, 'random')
    .option('--bots <list>', 'a bot per seat position, comma-separated; turned one seat further each game')
    .option('--mcts-iterations <n>', 'MCTS iterations per decision', '100')
    .option('--rules <json>', 'rules options as JSON, e.g. \'{"duelTie":"no-winner"}\' (docs/jeanne-darc-1429/interpretations.md)')
    .requiredOption('--seed <s>', 'seed: the same seed gives the same results for any number of workers')
    .option('--workers <w>', 'worker threads (default: one per core)')
    .option('--out <dir>', 'write results.json and games.csv there')
    .option('--json', 'print the summary as JSON')
    .action((flags: SimulateFlags) => {
      const given = flags.players === undefined ? undefined : whole(flags.players, '--players', 2, 6);
      const powers = powerList(flags.powers, given);
      const players = powers?.length ?? given ?? 4;
      const bots = flags.bots !== undefined ? botList(flags.bots, '--bots') : botList(flags.bot ?? 'random', '--bot');
      if (flags.bots !== undefined && bots.length !== players) throw new InputError([{ code: 'bot-count', message: `${bots.length} bot(s) for ${players} seats`, where: '--bots' }]);
      const rules = rulesOption(flags.rules);
      const config = {
        games: whole(flags.games, '--games', 1, 10_000_000),
        players,
        ...(powers ? { powers } : {}),
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
  players?: string;
  powers?: string;
  power?: string;
  bot: BotName;
  mctsIterations: string;
  rules?: string;
  seed?: string;
  lang: PlayLang;
}

function playCommand(io: GameIo): Command {
  return new Command('play')
    .description('play one power at the keyboard against bots: the board as text, numbered choices')
    .option('--players <k>', 'players, 2–6 (default 4): the first powers of the starting order unless --powers names them')
    .option('--powers <list>', `the powers that play, comma-separated (${POWERS.join(', ')})`)
    .option('--power <p>', 'the power you play (default: the first that plays)')
    .addOption(new Option('--bot <name>', 'who plays the other powers').choices(BOT_NAMES).default('heuristic'))
    .option('--mcts-iterations <n>', 'MCTS iterations per decision', '100')
    .option('--rules <json>', 'rules options as JSON')
    .option('--seed <s>', 'seed of the game (default: from the clock, and printed)')
    .addOption(new Option('--lang <lang>', 'language of the board, the questions and the log (nl: the rule text\'s terms)').choices(PLAY_LANGS).default('en'))
    .action((flags: PlayFlags) => {
      const given = flags.players === undefined ? undefined : whole(flags.players, '--players', 2, 6);
      const powers = powerList(flags.powers, given) ?? POWERS.slice(0, given ?? 4);
      const playing = POWERS.filter((p) => powers.includes(p));
      const you = flags.power ?? playing[0];
      if (!isPower(you) || !playing.includes(you)) throw new InputError([{ code: 'not-playing', message: `"${you}" is not one of the powers of this game (${playing.join(', ')})`, where: '--power' }]);
      const rules = rulesOption(flags.rules);
      const iterations = whole(flags.mctsIterations, '--mcts-iterations', 1, 1_000_000);
      const seed = flags.seed === undefined ? Date.now() % 1_000_000 : whole(flags.seed, '--seed', 0, Number.MAX_SAFE_INTEGER);
      // The terminal game reads the keyboard asynchronously; its end sets the exit code.
      void playTerminal({
        options: { powers: playing, ...(rules === undefined ? {} : { rules }) },
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

/** `arbiter jeanne-darc-1429 …` */
export function jeanneDarcCommand(io: GameIo): Command {
  return new Command('jeanne-darc-1429')
    .description("Jeanne d'Arc 1429 — simulate games with bots, or play one power at the keyboard")
    .addCommand(simulateCommand(io))
    .addCommand(playCommand(io));
}
