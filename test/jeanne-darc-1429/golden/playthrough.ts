import { SeededDice } from '../../../src/kernel/dice.js';
import { Match, stepSeed } from '../../../src/kernel/match.js';
import { makeBot, type BotName } from '../../../src/games/jeanne-darc-1429/bots/index.js';
import { contextOf } from '../../../src/games/jeanne-darc-1429/context.js';
import type { JdaEvent } from '../../../src/games/jeanne-darc-1429/events.js';
import { seatToMove } from '../../../src/games/jeanne-darc-1429/legal.js';
import { boardText, commandText, eventText } from '../../../src/games/jeanne-darc-1429/play/text.js';
import { jeanneDarcRules as rules } from '../../../src/games/jeanne-darc-1429/ruleset.js';

/** One golden game: its setup options, seed and the bot every seat plays. */
export interface Golden {
  readonly name: string;
  readonly players: number;
  readonly seed: number;
  readonly bot: BotName;
}

/** The games whose transcripts are kept in test/jeanne-darc-1429/golden/*.txt. */
export const GOLDEN: readonly Golden[] = [
  { name: 'random-2-players-seed-1', players: 2, seed: 1, bot: 'random' },
  { name: 'heuristic-4-players-seed-2', players: 4, seed: 2, bot: 'heuristic' },
  { name: 'random-6-players-seed-3', players: 6, seed: 3, bot: 'random' },
];

/** Commands after which a transcript stops (a guard: every golden game ends long before). */
const MOST_COMMANDS = 5000;

/**
 * A whole seeded game as text, like OpenSpiel's playthroughs: the setup, then at each round the board as a
 * spectator sees it with every hand, then each command with the dice and events it caused, then the result.
 * The game master's full log is written, so a changed roll, event or rule shows up in the diff.
 */
export function playthrough(game: Golden): string {
  const match = new Match(rules, { players: game.players }, game.seed);
  const index = contextOf(match.state).index;
  const bot = makeBot(game.bot);
  const dice = new SeededDice(stepSeed(game.seed, 0x676f));
  const random = (min: number, max: number) => dice.int(min, max);
  const lines: string[] = [`game: jeanne-darc-1429`, `options: ${JSON.stringify({ players: game.players })}`, `seed: ${game.seed}`, `bots: ${game.bot} in every seat (choices seeded from ${game.seed})`, ''];
  let seen = 0;
  const logSince = () => {
    const log = match.fullLog();
    for (; seen < log.length; seen++) {
      const entry = log[seen]!;
      if (entry.kind === 'roll') lines.push(`  roll ${entry.roll.die} ${entry.roll.value} · ${entry.roll.purpose}${entry.roll.by === undefined ? '' : ` (${entry.roll.by})`}`);
      else {
        const text = eventText(entry.event as JdaEvent, index);
        lines.push(`  ${text ?? `[${(entry.event as JdaEvent).t}]`}`);
      }
    }
  };
  const board = () => {
    lines.push(...boardText(match.view('spectator'), index).trimEnd().split('\n').map((line) => `| ${line}`));
    for (const p of match.state.players) lines.push(`| hand of ${p.power}: ${p.hand.length === 0 ? '—' : p.hand.slice().sort().join(', ')}`);
  };
  lines.push('# Setup');
  logSince();
  let round = 0;
  let commands = 0;
  for (let seat = seatToMove(match.state); seat !== undefined && commands < MOST_COMMANDS; seat = seatToMove(match.state)) {
    if (match.state.round !== round) {
      round = match.state.round;
      lines.push('', `# Round ${round}`);
      board();
    }
    const command = bot.choose(match.state, seat, random);
    commands++;
    lines.push(`> ${commands} ${seat}: ${commandText(command, index)}`);
    const result = match.submit(seat, command);
    if (!result.accepted) throw new Error(`golden game ${game.name}: command ${commands} refused: ${result.problems[0]?.message}`);
    logSince();
  }
  lines.push('', '# End');
  board();
  const r = match.state.result;
  lines.push(r === null ? 'unfinished' : `winners: ${r.winners.join(', ')}`);
  if (r !== null) for (const row of r.ranking) lines.push(`  ${row.power}: throne ${row.throne}, fortresses ${row.fortresses}, provinces ${row.provinces}, castles ${row.castles}, money ${row.money}`);
  return `${lines.join('\n')}\n`;
}
