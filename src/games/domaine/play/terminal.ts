import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../../kernel/dice.js';
import { Match } from '../../../kernel/match.js';
import { problemText, type Problem } from '../../../kernel/problems.js';
import type { Bot } from '../bots/bot.js';
import type { DomCommand } from '../commands.js';
import type { DomEvent } from '../events.js';
import { seatToMove } from '../legal.js';
import { domaineRules as rules } from '../ruleset.js';
import type { DomOptions } from '../setup.js';
import { seatIndex, type DomResult, type DomState } from '../state.js';
import { findChoice, menuRoot, type Question, type Step } from './menu.js';
import { moveStory } from './story.js';
import { boardText } from './text.js';
import { botWord, Colour, ducats, fill, KEYWORDS, WORDS, type PlayLang } from './words.js';

export interface PlaySetup {
  readonly options: DomOptions;
  readonly seed: number;
  /** Colours played at the keyboard; the others by `bot`. */
  readonly humans: ReadonlySet<string>;
  readonly bot: Bot;
  readonly input: Readable;
  readonly output: Writable;
  /** The language of everything printed (English when left out). */
  readonly lang?: PlayLang;
}

/** The next line typed, trimmed; null when the input ended. */
type Ask = (prompt: string) => Promise<string | null>;

const is = (line: string, word: keyof typeof KEYWORDS) => KEYWORDS[word].includes(line.toLowerCase());

/** The notes on sample data printed before the game: the sample tiles, or a tile file that calls itself a sample. */
export function sampleNotes(options: DomOptions, lang: PlayLang): string[] {
  const w = WORDS[lang];
  if (options.tiles === undefined) return [w.sampleTiles];
  const note = (options.tiles as { sample?: unknown }).sample;
  return typeof note === 'string' ? [fill(w.fileSample, { note })] : [];
}

/** The numbered lines of a question. */
function questionText(q: Question): string {
  return `${q.question}\n${q.choices.map((c, n) => `  ${String(n + 1).padStart(3)}. ${c.label}`).join('\n')}\n`;
}

/** What the seat to move is asked first: its situation in one line. */
function statusLine(s: DomState, seat: number, lang: PlayLang): string {
  const w = WORDS[lang];
  const who = Colour(seat, lang);
  if (s.pending?.kind === 'free-knight') return fill(w.pendingFree, { who });
  if (s.pending?.kind === 'merge') return fill(w.pendingMerge, { who });
  if (s.phase === 'setup') return fill(w.setupTurn, { who, left: s.castlesLeft[seat] as number });
  const king = s.rules.king[String(s.players) as '2' | '3' | '4'];
  return fill(w.status, { who, turn: s.turn, ducats: ducats(s.ducats[seat] as number, lang), knights: s.knightsLeft[seat] as number, points: s.scores[seat] as number, king });
}

/**
 * One command chosen through the menu's questions: numbers or names, "back" one question up,
 * "board" and "help" at any question. A line of JSON at the first question is taken as a command
 * (for scripts; the rule set checks it). Null when the input ended or the player quit.
 */
async function chooseCommand(state: DomState, seat: number, ask: Ask, out: (text: string) => void, lang: PlayLang): Promise<DomCommand | 'quit' | 'end'> {
  const w = WORDS[lang];
  const path: Question[] = [menuRoot(state, seat, lang)];
  out(questionText(path[0] as Question));
  for (;;) {
    const q = path[path.length - 1] as Question;
    const line = await ask('> ');
    if (line === null) return 'end';
    if (line === '') continue;
    if (is(line, 'quit')) return 'quit';
    if (is(line, 'help')) {
      out(`${w.help}\n${questionText(q)}`);
      continue;
    }
    if (is(line, 'board')) {
      out(`${boardText(state, lang)}\n${questionText(q)}`);
      continue;
    }
    if (is(line, 'back')) {
      if (path.length > 1) path.pop();
      else out(`${w.backHint}\n`);
      out(questionText(path[path.length - 1] as Question));
      continue;
    }
    if (path.length === 1 && line.startsWith('{')) {
      const typed = json(line);
      if (typed !== undefined) return typed;
    }
    const picked = /^\d+$/.test(line) ? q.choices[Number(line) - 1] : findChoice(q.choices, line);
    if (picked === undefined) {
      out(`${fill(/^\d+$/.test(line) ? w.noSuchChoice : w.notUnderstood, { line, last: q.choices.length })} ${w.typeHint}\n`);
      continue;
    }
    const next: Step = picked.then();
    if (next.kind === 'command') return next.command;
    path.push(next);
    out(questionText(next));
  }
}

/** A refusal's message in the language (Domaine's refusals carry every language, texts.ts). */
function refusalText(p: Problem, lang: PlayLang): string {
  return problemText(p, lang);
}

function json(line: string): DomCommand | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value !== null && typeof value === 'object' ? (value as DomCommand) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A game at one keyboard, bots in the other seats. The board is printed at the start, on "board"
 * and at the end; after each move (the player's or a bot's) what it did and changed, as sentences.
 */
export async function playTerminal(setup: PlaySetup): Promise<DomResult | undefined> {
  const out = (text: string) => setup.output.write(text);
  const lang = setup.lang ?? 'en';
  const w = WORDS[lang];
  const match = new Match(rules, setup.options, setup.seed);
  const dice = new SeededDice(setup.seed ^ 0x2545f491);
  const random = (min: number, max: number) => dice.int(min, max);
  const rl = createInterface({ input: setup.input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const ask: Ask = async (prompt) => {
    out(prompt);
    const next = await lines.next();
    return next.done === true ? null : (next.value as string).trim();
  };
  const you = [...setup.humans].map((seat) => Colour(seatIndex(match.state, seat), lang)).join(', ');
  out(`${fill(w.title, { seed: setup.seed })} ${fill(w.youPlay, { you: you === '' ? '–' : you, bot: botWord(setup.bot.name, lang) })}\n`);
  for (const note of sampleNotes(setup.options, lang)) out(`${note}\n`);
  out(`${w.help}\n\n${boardText(match.state, lang)}`);
  try {
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const state = match.state;
      const i = seatIndex(state, seat);
      let command: DomCommand;
      if (!setup.humans.has(seat)) command = setup.bot.choose(state, i, random);
      else {
        out(`\n${statusLine(state, i, lang)}\n`);
        const chosen = await chooseCommand(state, i, ask, out, lang);
        if (chosen === 'end') {
          out(`\n${w.inputEnded}\n`);
          return undefined;
        }
        if (chosen === 'quit') {
          out(`${w.quit}\n`);
          return undefined;
        }
        command = chosen;
      }
      const result = match.submit(seat, command);
      if (!result.accepted) {
        out(`${fill(w.refused, { problems: result.problems.map((p) => refusalText(p, lang)).join('; ') })}\n`);
        continue;
      }
      const events = match
        .fullLog()
        .slice(-result.entries)
        .flatMap((entry): DomEvent[] => (entry.kind === 'event' ? [entry.event] : []));
      const who = setup.humans.has(seat) ? Colour(i, lang) : fill(w.bot, { who: Colour(i, lang) });
      out(`${moveStory(state, match.state, i, who, command, events, lang).join('\n')}\n`);
    }
  } finally {
    rl.close();
  }
  out(`\n${w.over}\n${boardText(match.state, lang)}`);
  return match.state.result ?? undefined;
}
