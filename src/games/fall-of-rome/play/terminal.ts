import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../../kernel/dice.js';
import { Match } from '../../../kernel/match.js';
import { formatProblem, problemText } from '../../../kernel/problems.js';
import type { Bot } from '../bots/bot.js';
import type { FrCommand } from '../commands.js';
import type { FallOfRomeOptions } from '../data/options.js';
import { seatToMove } from '../legal.js';
import { fallOfRomeRules as rules } from '../rules.js';
import type { FrState, Result } from '../state.js';
import type { FrView } from '../view.js';
import { COMPOSED, facesAsked } from '../compose.js';
import { cardTitle } from '../data/cards.js';
import { paint, type Paint } from './colour.js';
import { fill, TEXTS, type Lang } from './lang.js';
import { costText, menuEntries, type MenuEntry } from './menu.js';
import { askFaces, composeMoves, composeRemovals, json, pickChoice, type Ask, type Outcome } from './dialog.js';
import { storyLines } from './story.js';
import { boardText, commandText } from './text.js';
import { commandLabel } from './labels.js';

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
  const ask: Ask = async (prompt) => {
    out(prompt);
    const next = await lines.next();
    return next.done ? null : (next.value as string).trim();
  };
  out(`Pandemic: Fall of Rome — ${lang === 'de' ? 'Saat' : 'seed'} ${setup.seed}. ${lang === 'de' ? 'Du spielst' : 'You play'} ${[...setup.humans].join(', ') || '–'}.\n${HELP[lang]}`);
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
        out(`${p.dim(fill(tx.bot, { seat, command: playText(command, lang) }))}\n`);
      } else {
        const view = match.view(seat);
        const entries = menuEntries(view);
        const menu = entries.map((entry, i) => `  ${String(i + 1).padStart(3)}. ${entryText(state, entry, lang, p)}`);
        out(`${fill(tx.choose, { seat })}\n${menu.join('\n')}\n> `);
        const line = await ask('');
        if (line === null) {
          out(`\n${tx.inputEnded}\n`);
          return undefined;
        }
        if (line === 'quit') return undefined;
        if (line === 'help' || line === '') {
          out(HELP[lang]);
          continue;
        }
        if (line === 'board') {
          out(boardText(view, lang, p));
          continue;
        }
        const picked = line === 'undo' ? { command: { type: 'undo' } as FrCommand } : parseChoice(line, entries, lang);
        if (typeof picked === 'string') {
          out(`${picked}\n`);
          continue;
        }
        const outcome = await chosen(picked, view, { ask, out, lang });
        if (outcome === 'end') {
          out(`\n${tx.inputEnded}\n`);
          return undefined;
        }
        if (outcome === 'back') continue;
        command = outcome;
      }
      const before = match.state;
      const result = match.submit(seat, command);
      if (!result.accepted) {
        out(`${fill(tx.refused, { problems: result.problems.map((problem) => (lang === 'en' ? formatProblem(problem) : problemText(problem, lang))).join('; ') })}\n`);
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

function parseChoice(line: string, entries: readonly MenuEntry[], lang: Lang): { readonly entry: MenuEntry } | { readonly command: FrCommand } | string {
  if (/^\d+$/.test(line)) {
    const entry = entries[Number(line) - 1];
    return entry === undefined ? fill(TEXTS[lang].noSuchChoice, { line, last: entries.length }) : { entry };
  }
  const command = json(line);
  return command === undefined ? fill(TEXTS[lang].neitherChoice, { line }) : { command };
}

/** A command as the terminal tells it: German with tribes, trades and events in German words (the labels), English in the terminal's own words. */
const playText = (command: FrCommand, lang: Lang) => (lang === 'de' ? commandLabel(command, 'de') : commandText(command, lang));

/** A menu line as printed: the command or the event with how many choices stand behind it, and its cost. */
function entryText(s: FrState, entry: MenuEntry, lang: Lang, p: Paint): string {
  const tx = TEXTS[lang];
  const event = entry.kind === 'command' ? undefined : `${cardTitle(entry.card)}${entry.corrupt ? tx.corrupt : ''}`;
  const text = entry.kind === 'command' ? playText(entry.command, lang) : entry.kind === 'choices' ? fill(tx.eventGroup, { event: event as string, n: entry.commands.length }) : fill(tx.eventCompose, { event: event as string });
  const cost = costText(s, entry.kind === 'command' ? entry.command : { type: 'event', card: entry.card, corrupt: entry.corrupt }, lang);
  return `${text}${cost === '' ? '' : p.dim(` [${cost}]`)}`;
}

/** The command behind a menu line: itself, or what its event's choices or composer give. */
function chosen(picked: { readonly entry: MenuEntry } | { readonly command: FrCommand }, view: FrView, io: { ask: Ask; out: (text: string) => void; lang: Lang }): Promise<Outcome> {
  if ('command' in picked) return Promise.resolve(picked.command);
  const { entry } = picked;
  switch (entry.kind) {
    case 'command':
      return Promise.resolve(entry.command);
    case 'choices':
      return pickChoice(entry.commands, io).then((outcome) => (typeof outcome === 'object' && facesAsked(view, outcome) ? askFaces(outcome, view, io) : outcome));
    case 'compose':
      return COMPOSED[entry.card] === 'moves' ? composeMoves(view, entry.card, entry.corrupt, io) : composeRemovals(view, entry.card, entry.corrupt, io);
  }
}
