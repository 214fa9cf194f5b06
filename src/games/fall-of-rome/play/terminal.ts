import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../../kernel/dice.js';
import { Match } from '../../../kernel/match.js';
import { formatProblem } from '../../../kernel/problems.js';
import type { Bot } from '../bots/bot.js';
import type { FrCommand } from '../commands.js';
import type { FallOfRomeOptions } from '../data/options.js';
import { legalCommands, seatToMove } from '../legal.js';
import { fallOfRomeRules as rules } from '../rules.js';
import type { Result } from '../state.js';
import { boardText, commandText } from './text.js';

export interface PlaySetup {
  readonly options: FallOfRomeOptions;
  readonly seed: number;
  /** Seats played at the keyboard; the others are played by `bot`. */
  readonly humans: ReadonlySet<string>;
  readonly bot: Bot;
  readonly input: Readable;
  readonly output: Writable;
}

const HELP = `Type the number of a choice, or a command as JSON (e.g. {"type":"march","to":"Ravenna","legions":2}),
"board" to show the board, "undo" to take back your last action, "help", or "quit".\n`;

/** A game at one keyboard: the board each turn, numbered choices, bots for the other seats. */
export async function playTerminal(setup: PlaySetup): Promise<Result | undefined> {
  const out = (text: string) => setup.output.write(text);
  const match = new Match(rules, setup.options, setup.seed);
  const dice = new SeededDice(setup.seed ^ 0x2545f491);
  const random = (min: number, max: number) => dice.int(min, max);
  const rl = createInterface({ input: setup.input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  out(`Pandemic: Fall of Rome — seed ${setup.seed}. You play ${[...setup.humans].join(', ')}.\n${HELP}`);
  let shownTurn = -1;
  try {
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const state = match.state;
      if (state.turn !== shownTurn && state.phase === 'actions') {
        shownTurn = state.turn;
        out(`\n${boardText(match.view(seat))}`);
      }
      let command: FrCommand;
      if (!setup.humans.has(seat)) {
        command = setup.bot.choose(state, random);
        out(`${seat} (bot): ${commandText(command)}\n`);
      } else {
        const choices = legalCommands(state);
        out(`${seat}, choose:\n${choices.map((c, i) => `  ${String(i + 1).padStart(2)}. ${commandText(c)}`).join('\n')}\n> `);
        const next = await lines.next();
        if (next.done) {
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
          out(boardText(match.view(seat)));
          continue;
        }
        const picked = line === 'undo' ? ({ type: 'undo' } as FrCommand) : parseChoice(line, choices);
        if (typeof picked === 'string') {
          out(`${picked}\n`);
          continue;
        }
        command = picked;
      }
      const result = match.submit(seat, command);
      if (!result.accepted) out(`Refused: ${result.problems.map((p) => formatProblem(p)).join('; ')}\n`);
    }
  } finally {
    rl.close();
  }
  const result = match.state.result ?? undefined;
  if (result !== undefined) out(`\n${boardText(match.view(match.state.seats[0] as string))}\nThe players have ${result.outcome}: ${result.cause}.\n`);
  return result;
}

function parseChoice(line: string, choices: readonly FrCommand[]): FrCommand | string {
  if (/^\d+$/.test(line)) {
    const choice = choices[Number(line) - 1];
    return choice ?? `There is no choice ${line}; pick 1–${choices.length}.`;
  }
  try {
    const value: unknown = JSON.parse(line);
    if (value !== null && typeof value === 'object') return value as FrCommand;
  } catch {
    // not JSON: answered below
  }
  return `"${line}" is neither a choice number nor a JSON command; type "help".`;
}
