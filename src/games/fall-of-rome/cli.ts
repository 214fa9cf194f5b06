import { availableParallelism } from 'node:os';
import { Command, Option } from 'commander';
import { InputError } from '../../kernel/problems.js';
import type { GameIo } from '../../kernel/registry.js';
import { BOT_NAMES, makeBot, type BotName } from './bots/index.js';
import { DEFAULT_RULES, DIFFICULTIES, rulesSchema, type Difficulty, type Rules } from './data/options.js';
import { parseWith } from '../../kernel/validation.js';
import { ROLES, isRole, type Role } from './data/roles.js';
import { colourWanted } from './play/colour.js';
import { LANGS, type Lang } from './play/lang.js';
import { playTerminal } from './play/terminal.js';
import { lengthChart, recordsCsv, summaryText } from './simulator/output.js';
import { runSimulation } from '../../runtime/simulation/command.js';
import { simulation } from './simulator/games.js';
import { summarise } from './simulator/stats.js';

function whole(text: string, flag: string, min: number, max: number): number {
  if (!/^\d{1,15}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new InputError([{ code: 'bad-number', message: `must be a whole number from ${min} to ${max}, not "${text}"`, where: flag }]);
  }
  return Number(text);
}

function roleList(text: string | undefined, players: number): Role[] | undefined {
  if (text === undefined) return undefined;
  const roles = text.split(',').map((r) => r.trim()).filter((r) => r !== '');
  const bad = roles.filter((r) => !isRole(r));
  if (bad.length > 0) throw new InputError([{ code: 'unknown-role', message: `unknown role(s) ${bad.join(', ')} (roles: ${ROLES.join(', ')})`, where: '--roles' }]);
  if (new Set(roles).size !== roles.length) throw new InputError([{ code: 'duplicate-role', message: 'each role may be played once', where: '--roles' }]);
  const pawns = players === 1 ? DEFAULT_RULES.solitairePawns : players;
  if (roles.length > pawns) throw new InputError([{ code: 'too-many-roles', message: `${roles.length} roles for ${pawns} pawns`, where: '--roles' }]);
  return roles as Role[];
}

/** `--rules '{"startLegions":0}'`: rules options as JSON, checked against the schema. */
function rulesOption(text: string | undefined): Partial<Rules> | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputError([{ code: 'bad-json', message: `must be a JSON object of rules options, not "${text}"`, where: '--rules' }]);
  }
  return parseWith(rulesSchema.partial(), value, '--rules');
}

interface SimulateFlags {
  rules?: string;
  games: string;
  players: string;
  roles?: string;
  difficulty: Difficulty;
  bot: BotName;
  mctsIterations: string;
  seed: string;
  first: string;
  workers?: string;
  out?: string;
  json?: boolean;
}

function simulateCommand(io: GameIo): Command {
  return new Command('simulate')
    .description('play many games with bots and report win rate (95 % interval), causes of loss, lengths and results per role combination')
    .requiredOption('--games <n>', 'number of games')
    .requiredOption('--players <k>', 'players, 1–5 (1 is solitaire)')
    .option('--roles <list>', `roles in seat order, comma-separated (${ROLES.join(', ')}); the rest are dealt at random`)
    .addOption(new Option('--difficulty <level>', 'number of revolt cards').choices(DIFFICULTIES).default('standard'))
    .addOption(new Option('--bot <name>', 'who plays every seat').choices(BOT_NAMES).default('random'))
    .option('--mcts-iterations <n>', 'MCTS iterations per decision', '100')
    .option('--rules <json>', 'rules options as JSON, e.g. \'{"sackSpread":"always","startLegions":0}\' (docs/fall-of-rome/interpretations.md)')
    .requiredOption('--seed <s>', 'seed: the same seed gives the same results for any number of workers')
    .option('--first <i>', 'play the seed\'s games from this index on (a run split or continued: its records are those of one long run)', '0')
    .option('--workers <w>', 'worker threads (default: one per core)')
    .option('--out <dir>', 'write results.json, games.csv and lengths.svg there')
    .option('--json', 'print the summary as JSON')
    .action((flags: SimulateFlags) => {
      const players = whole(flags.players, '--players', 1, 5);
      const roles = roleList(flags.roles, players);
      const rules = rulesOption(flags.rules);
      const config = {
        games: whole(flags.games, '--games', 1, 10_000_000),
        players,
        ...(roles ? { roles } : {}),
        ...(rules ? { rules } : {}),
        difficulty: flags.difficulty,
        bot: flags.bot,
        seed: whole(flags.seed, '--seed', 0, Number.MAX_SAFE_INTEGER),
        first: whole(flags.first, '--first', 0, 10_000_000),
        mctsIterations: whole(flags.mctsIterations, '--mcts-iterations', 1, 1_000_000),
        maxCommands: 5000,
      };
      const workers = flags.workers === undefined ? availableParallelism() : whole(flags.workers, '--workers', 1, 256);
      runSimulation(io, simulation, { summarise, summaryText, recordsCsv, files: (summary, records) => ({ 'lengths.svg': lengthChart(summary, records) }) }, config, { workers, json: flags.json, out: flags.out });
    });
}

interface PlayFlags {
  players: string;
  humans: string;
  roles?: string;
  difficulty: Difficulty;
  bot: BotName;
  seed?: string;
  lang: Lang;
}

function playCommand(io: GameIo): Command {
  return new Command('play')
    .description('play at one keyboard: a short menu (the kind of action, then the place, then the details), what happened after each step in sentences, bots in the other seats')
    .option('--players <k>', 'players, 1–5 (1 is solitaire)', '2')
    .option('--humans <n>', 'how many roles are played at the keyboard (the first n in seat order); bots play the rest', '1')
    .option('--roles <list>', 'roles in seat order, comma-separated')
    .addOption(new Option('--difficulty <level>', 'number of revolt cards').choices(DIFFICULTIES).default('introductory'))
    .addOption(new Option('--bot <name>', 'who plays the other seats (endgame: the strongest)').choices(BOT_NAMES).default('endgame'))
    .option('--seed <s>', 'seed of the game (default: from the clock, and printed)')
    .addOption(new Option('--lang <lang>', 'language of the story and the menus').choices(LANGS).default('en'))
    .action((flags: PlayFlags) => {
      const players = whole(flags.players, '--players', 1, 5);
      const pawns = players === 1 ? DEFAULT_RULES.solitairePawns : players;
      const humans = whole(flags.humans, '--humans', 1, pawns);
      const roles = roleList(flags.roles, players);
      const seed = flags.seed === undefined ? Date.now() % 1_000_000 : whole(flags.seed, '--seed', 0, Number.MAX_SAFE_INTEGER);
      const seats = new Set(Array.from({ length: players === 1 ? pawns : humans }, (_, i) => `p${i + 1}`));
      // The terminal game reads the keyboard asynchronously; its end sets the exit code.
      void playTerminal({
        options: { players, difficulty: flags.difficulty, ...(roles ? { roles } : {}) },
        seed,
        humans: seats,
        bot: makeBot(flags.bot),
        input: process.stdin,
        lang: flags.lang,
        // Colour only on a terminal, never with NO_COLOR (play/colour.ts).
        colour: colourWanted(process.stdout),
        output: { write: (text: string) => (io.out(text), true) } as unknown as NodeJS.WritableStream as never,
      }).catch((error: unknown) => {
        io.err(`arbiter: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
      });
    });
}

/** `arbiter fall-of-rome …` */
export function fallOfRomeCommand(io: GameIo): Command {
  return new Command('fall-of-rome').description('Pandemic: Fall of Rome — simulate games with bots, or play at one keyboard').addCommand(simulateCommand(io)).addCommand(playCommand(io));
}
