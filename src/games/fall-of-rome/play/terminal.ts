import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../../kernel/dice.js';
import { Match } from '../../../kernel/match.js';
import { formatProblem } from '../../../kernel/problems.js';
import type { Bot } from '../bots/bot.js';
import type { FrCommand } from '../commands.js';
import type { FallOfRomeOptions } from '../data/options.js';
import { seatToMove } from '../legal.js';
import { fallOfRomeRules as rules } from '../rules.js';
import type { Result } from '../state.js';
import { paint, type Paint } from './colour.js';
import { fill, TEXTS, type Lang } from './lang.js';
import { costText, menuCommands } from './menu.js';
import { storyLines } from './story.js';
import { boardText, commandText } from './text.js';

export interface PlaySetup {
  readonly options: FallOfRomeOptions;
  readonly seed: number;
  /** Seats played at the keyboard; the others are played by `bot`. */
  readonly humans: ReadonlySet<string>;
  readonly bot: Bot;
  readonly input: Readable;
  readonly output: Writable;
  /** The language the story and menus are told in (default English). */
  readonly lang?: Lang;
  /** ANSI colour (the CLI decides by NO_COLOR and whether the output is a terminal). */
  readonly colour?: boolean;
}

const HELP: Readonly<Record<Lang, string>> = {
  en: `Type the number of a choice, or a command as JSON (e.g. {"type":"march","to":"Ravenna","legions":2}),
"board" to show the board, "undo" to take back your last action, "help", or "quit".\n`,
  de: `Gib die Nummer einer Wahl ein oder einen Befehl als JSON (z. B. {"type":"march","to":"Ravenna","legions":2}),
"board" zeigt das Brett, "undo" nimmt die letzte Aktion zurück, "help" oder "quit".\n`,
};

/** A game at one keyboard: the board each turn, numbered choices, bots for the other seats. */
export async function playTerminal(setup: PlaySetup): Promise<Result | undefined> {
  const out = (text: string) => setup.output.write(text);
  const match = new Match(rules, setup.options, setup.seed);
  const dice = new SeededDice(setup.seed ^ 0x2545f491);
  const random = (min: number, max: number) => dice.int(min, max);
  const lang = setup.lang ?? 'en';
  const tx = TEXTS[lang];
  const p: Paint = paint(setup.colour ?? false);
  // The story is told as the first human seat may see it (FR-2: hidden hands stay hidden).
  const reader = [...setup.humans][0] ?? (match.state.seats[0] as string);
  const rl = createInterface({ input: setup.input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  out(`Pandemic: Fall of Rome — seed ${setup.seed}. ${lang === 'de' ? 'Du spielst' : 'You play'} ${[...setup.humans].join(', ') || '–'}.\n${HELP[lang]}`);
  let shownTurn = -1;
  try {
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const state = match.state;
      if (state.turn !== shownTurn && state.phase === 'actions') {
        shownTurn = state.turn;
        out(`\n${boardText(match.view(seat), lang, p)}`);
      }
      let command: FrCommand;
      if (!setup.humans.has(seat)) {
        command = setup.bot.choose(state, random);
        out(`${p.dim(fill(tx.bot, { seat, command: commandText(command, lang) }))}\n`);
      } else {
        const choices = menuCommands(state);
        const menu = choices.map((c, i) => {
          const cost = costText(state, c, lang);
          return `  ${String(i + 1).padStart(3)}. ${commandText(c, lang)}${cost === '' ? '' : p.dim(` [${cost}]`)}`;
        });
        out(`${fill(tx.choose, { seat })}\n${menu.join('\n')}\n> `);
        const next = await lines.next();
        if (next.done) {
          out('\nInput ended; the game stops here.\n');
          return undefined;
        }
        const line = next.value.trim();
        if (line === 'quit') return undefined;
        if (line === 'help' || line === '') {
          out(HELP[lang]);
          continue;
        }
        if (line === 'board') {
          out(boardText(match.view(seat), lang, p));
          continue;
        }
        const picked = line === 'undo' ? ({ type: 'undo' } as FrCommand) : parseChoice(line, choices);
        if (typeof picked === 'string') {
          out(`${picked}\n`);
          continue;
        }
        command = picked;
      }
      const before = match.state;
      const result = match.submit(seat, command);
      if (!result.accepted) {
        out(`${fill(tx.refused, { problems: result.problems.map((problem) => formatProblem(problem)).join('; ') })}\n`);
        continue;
      }
      const entries = match.fullLog().slice(-result.entries);
      const events = entries.flatMap((entry) => (entry.kind === 'event' ? [rules.redact(entry.event, reader) ?? entry.event] : []));
      for (const line of storyLines(before, events, lang, p)) out(`${line}\n`);
    }
  } finally {
    rl.close();
  }
  const result = match.state.result ?? undefined;
  if (result !== undefined) out(`\n${boardText(match.view(match.state.seats[0] as string), lang, p)}`);
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
