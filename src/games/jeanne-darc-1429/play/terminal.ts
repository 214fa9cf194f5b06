import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../../kernel/dice.js';
import { Match } from '../../../kernel/match.js';
import { formatProblem } from '../../../kernel/problems.js';
import type { Bot } from '../bots/bot.js';
import type { JdaCommand } from '../commands.js';
import { gameIndex } from '../data/board-index.js';
import { legalCommands, seatToMove } from '../legal.js';
import type { Power } from '../powers.js';
import { jeanneDarcRules as rules } from '../ruleset.js';
import type { JdaOptions } from '../setup.js';
import type { JdaState, Result } from '../state.js';
import { boardText, commandText, eventText, who } from './text.js';

export interface PlaySetup {
  readonly options: JdaOptions;
  readonly seed: number;
  /** Seats played at the keyboard; the others are played by `bot`. */
  readonly humans: ReadonlySet<Power>;
  readonly bot: Bot;
  readonly input: Readable;
  readonly output: Writable;
}

const HELP = `Type the number of a choice, or a command as JSON, e.g.
  {"type":"attack","from":"paris","to":"rouen","cards":["siege-4","siege-6"],"influence":2,"powers":["double"]}
"board" shows the board, "help" this text, "quit" ends the game. Cities and provinces are named by the ids in [brackets].\n`;

/** Longer lists of attacks are cut to one per route (the two highest siege cards, no influence, no power cards). */
const MENU_LIMIT = 40;

/** The numbered choices shown: every legal command, or for a long list of attacks a plain one per route. */
export function menu(s: JdaState, seat: Power): JdaCommand[] {
  const all = legalCommands(s, seat);
  if (all.length <= MENU_LIMIT) return all;
  const plain = new Map<string, JdaCommand>();
  for (const c of all) {
    if (c.type !== 'attack') {
      plain.set(JSON.stringify(c), c);
      continue;
    }
    if (c.influence > 0 || (c.powers?.length ?? 0) > 0) continue;
    // Pairs come lowest first, so the last one kept per route is the highest.
    plain.set(`${c.from}>${c.to}`, c);
  }
  return [...plain.values()];
}

function parseChoice(line: string, choices: readonly JdaCommand[]): JdaCommand | string {
  if (/^\d+$/.test(line)) {
    const choice = choices[Number(line) - 1];
    return choice ?? `There is no choice ${line}; pick 1–${choices.length}.`;
  }
  try {
    const value: unknown = JSON.parse(line);
    if (value !== null && typeof value === 'object') return value as JdaCommand;
  } catch {
    // not JSON: answered below
  }
  return `"${line}" is neither a choice number nor a JSON command; type "help".`;
}

/**
 * A game at one keyboard: the board as the seat sees it at each of its questions, numbered choices,
 * bots in the other seats. The log shows what the first human seat may see; bots' secret choices
 * are told without their content. With several humans at one screen they see each other's hands
 * when asked (a hot-seat game).
 */
export async function playTerminal(setup: PlaySetup): Promise<Result | undefined> {
  const out = (text: string) => setup.output.write(text);
  const match = new Match(rules, setup.options, setup.seed);
  const index = gameIndex(match.state);
  const dice = new SeededDice(setup.seed ^ 0x2545f491);
  const random = (min: number, max: number) => dice.int(min, max);
  const viewer = [...setup.humans][0] as Power;
  const rl = createInterface({ input: setup.input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  let logged = 0;
  const showLog = () => {
    const log = match.logFor(viewer);
    for (const entry of log.slice(logged)) {
      if (entry.kind !== 'event') continue;
      const text = eventText(entry.event, index);
      if (text !== undefined) out(`  ${text}\n`);
    }
    logged = log.length;
  };
  out(`Jeanne d'Arc 1429 — seed ${setup.seed}. You play ${[...setup.humans].map(who).join(', ')}; the other seats: bot ${setup.bot.name}.\n${HELP}`);
  showLog();
  let shown = '';
  try {
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const state = match.state;
      let command: JdaCommand;
      if (!setup.humans.has(seat)) {
        command = setup.bot.choose(state, seat, random);
        out(`${who(seat)} (bot): ${commandText(command, index, false)}\n`);
      } else {
        const here = `${state.round}/${state.phase}/${JSON.stringify(state.pending)}`;
        if (here !== shown) out(`\n${boardText(match.view(seat), index)}`);
        shown = here;
        const choices = menu(state, seat);
        const cut = choices.length < legalCommands(state, seat).length ? '  (attacks with other cards, influence or power cards: type them as JSON)\n' : '';
        out(`${who(seat)}, choose:\n${choices.map((c, i) => `  ${String(i + 1).padStart(3)}. ${commandText(c, index)}`).join('\n')}\n${cut}> `);
        const next = await lines.next();
        if (next.done === true) {
          out('\nInput ended; the game stops here.\n');
          return undefined;
        }
        const line = next.value.trim();
        if (line === 'quit') return undefined;
        if (line === 'help' || line === '') {
          out(HELP);
          continue;
        }
        if (line === 'board') {
          out(boardText(match.view(seat), index));
          continue;
        }
        const picked = parseChoice(line, choices);
        if (typeof picked === 'string') {
          out(`${picked}\n`);
          continue;
        }
        command = picked;
      }
      const result = match.submit(seat, command);
      if (!result.accepted) out(`Refused: ${result.problems.map((p) => formatProblem(p)).join('; ')}\n`);
      showLog();
    }
  } finally {
    rl.close();
  }
  const result = match.state.result ?? undefined;
  if (result !== undefined) {
    out(`\n${boardText(match.view(viewer), index)}`);
    out(`Final ranking: ${result.ranking.map((r, i) => `${i + 1}. ${who(r.power)} (throne ${r.throne}, fortresses ${r.fortresses}, provinces ${r.provinces}, castles ${r.castles}, money ${r.money})`).join('; ')}\n`);
  }
  return result;
}
