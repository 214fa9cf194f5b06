import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../../kernel/dice.js';
import { Match } from '../../../kernel/match.js';
import { formatProblem, problemText } from '../../../kernel/problems.js';
import type { Bot } from '../bots/bot.js';
import type { JdaCommand } from '../commands.js';
import { gameIndex } from '../data/board-index.js';
import { seatToMove } from '../legal.js';
import type { Power } from '../powers.js';
import { jeanneDarcRules as rules } from '../ruleset.js';
import type { JdaOptions } from '../setup.js';
import type { Result } from '../state.js';
import type { JdaData } from '../data/sample.js';
import type { GameIndex } from '../data/board-index.js';
import type { JdaView } from '../view.js';
import { menu, type Choice } from './menu.js';
import { boardText, cardText, commandText, eventText, pendingText, who } from './text.js';
import { botWord, fill, KEYWORDS, num, WORDS, type PlayLang } from './words.js';

export interface PlaySetup {
  readonly options: JdaOptions;
  readonly seed: number;
  /** Seats played at the keyboard; the others are played by `bot`. */
  readonly humans: ReadonlySet<Power>;
  readonly bot: Bot;
  readonly input: Readable;
  readonly output: Writable;
  /** The language of everything printed (English when left out). */
  readonly lang?: PlayLang;
}

const SAMPLE_KEYS = ['sampleBoard', 'sampleCards', 'sampleHeroes', 'sampleIntervention'] as const;

/**
 * What is a sample in the game's data, said at the start (the published components are not public).
 * English gives the data files' own titles; another language its words for the sample parts.
 */
export function samplesNote(data: JdaData, lang: PlayLang = 'en'): string {
  const w = WORDS[lang];
  const parts = [data.board, data.combatCards, data.heroes, data.intervention].flatMap((part, i) => (part.sample ? [lang === 'en' ? part.title : w[SAMPLE_KEYS[i] as (typeof SAMPLE_KEYS)[number]]] : []));
  return parts.length === 0 ? '' : `${fill(w.samples, { list: parts.join(w.semicolon) })}\n`;
}

const is = (line: string, word: keyof typeof KEYWORDS) => KEYWORDS[word].includes(line.toLowerCase());

type Step = { readonly choices: readonly Choice[] } | { readonly ask: Extract<Choice, { amount: unknown }>['amount'] };

/** Reads one answer to a step: a choice (a command or a deeper step), back, or a word of its own. */
function answer(line: string, step: Step, lang: PlayLang): JdaCommand | Step | 'back' | string {
  const w = WORDS[lang];
  if (line === '0') return 'back';
  if ('ask' in step) {
    const n = /^\d+$/.test(line) ? Number(line) : Number.NaN;
    return Number.isInteger(n) && n >= 0 && n <= step.ask.max ? step.ask.make(n) : fill(w.numberRange, { max: num(step.ask.max, lang) });
  }
  if (/^\d+$/.test(line)) {
    const choice = step.choices[Number(line) - 1];
    if (choice === undefined) return fill(w.noChoice, { line, last: num(step.choices.length, lang) });
    return 'command' in choice ? choice.command : 'sub' in choice ? { choices: choice.sub() } : { ask: choice.amount };
  }
  try {
    const value: unknown = JSON.parse(line);
    if (value !== null && typeof value === 'object') return value as JdaCommand;
  } catch {
    // not JSON: answered below
  }
  return fill(w.notChoice, { line });
}

function stepText(step: Step, lang: PlayLang): string {
  if ('ask' in step) return `${fill(WORDS[lang].askAmount, { prompt: step.ask.prompt })}\n> `;
  return `${step.choices.map((c, i) => `  ${String(i + 1).padStart(3)}. ${c.label}${'sub' in c || 'amount' in c ? ' …' : ''}`).join('\n')}\n> `;
}

/** The line above a question: where the game stands, what is asked, the seat's hand. */
function headline(v: JdaView, index: GameIndex, lang: PlayLang): string {
  const w = WORDS[lang];
  const me = v.players.find((p) => p.power === v.you);
  const hand =
    me === undefined ? '' : `\n${fill(w.headHand, { list: me.hand.length === 0 ? w.none : me.hand.map((c) => cardText(index, c, lang)).join(', '), money: num(me.money, lang), influence: num(me.influence, lang) })}`;
  const status = v.status === null ? '' : v.status === 'war' ? w.headWar : w.headPeace;
  return `\n${fill(w.headRound, { round: num(v.round, lang), status, pending: v.pending === null ? '' : pendingText(v.pending, v, index, lang) })}${hand}\n`;
}

/**
 * A game at one keyboard: the board as the seat sees it at each of its questions, numbered choices,
 * bots in the other seats. The log shows what the first human seat may see; bots' secret choices
 * are told without their content. With several humans at one screen they see each other's hands
 * when asked (a hot-seat game).
 */
export async function playTerminal(setup: PlaySetup): Promise<Result | undefined> {
  const out = (text: string) => setup.output.write(text);
  const lang = setup.lang ?? 'en';
  const w = WORDS[lang];
  const help = `${w.help}\n`;
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
      const text = eventText(entry.event, index, lang);
      if (text !== undefined) out(`  ${text}\n`);
    }
    logged = log.length;
  };
  const you = [...setup.humans].map((p) => who(p, lang)).join(', ');
  out(`${fill(w.start, { seed: setup.seed, you, bot: botWord(setup.bot.name, lang) })}\n${samplesNote(index.data, lang)}${help}`);
  out(`\n${boardText(match.view(viewer), index, lang)}`);
  showLog();
  try {
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const state = match.state;
      let command: JdaCommand | undefined;
      if (!setup.humans.has(seat)) {
        command = setup.bot.choose(state, seat, random);
        out(`${fill(w.bot, { who: who(seat, lang), command: commandText(command, index, false, lang) })}\n`);
      } else {
        out(headline(match.view(seat), index, lang));
        const steps: Step[] = [{ choices: menu(state, seat, index, lang) }];
        while (command === undefined) {
          const step = steps.at(-1) as Step;
          out(stepText(step, lang));
          const next = await lines.next();
          if (next.done === true) {
            out(`\n${w.inputEnded}\n`);
            return undefined;
          }
          const line = next.value.trim();
          if (is(line, 'quit')) return undefined;
          if (is(line, 'help')) out(help);
          else if (is(line, 'board')) out(boardText(match.view(seat), index, lang));
          else {
            const got = answer(line, step, lang);
            if (got === 'back') {
              if (steps.length > 1) steps.pop();
            } else if (typeof got === 'string') out(`${got}\n`);
            else if ('choices' in got || 'ask' in got) steps.push(got);
            else command = got;
          }
        }
      }
      const result = match.submit(seat, command);
      if (!result.accepted) out(`${fill(w.refused, { problems: result.problems.map((p) => (lang === 'en' ? formatProblem(p) : problemText(p, lang))).join(w.semicolon) })}\n`);
      showLog();
    }
  } finally {
    rl.close();
  }
  const result = match.state.result ?? undefined;
  if (result !== undefined) {
    out(`\n${boardText(match.view(viewer), index, lang)}`);
    const n = (x: number) => num(x, lang);
    const list = result.ranking.map((r, i) => fill(w.rankLine, { i: n(i + 1), who: who(r.power, lang), throne: n(r.throne), fortresses: n(r.fortresses), provinces: n(r.provinces), castles: n(r.castles), money: n(r.money) }));
    out(`${fill(w.ranking, { list: list.join(w.semicolon) })}\n`);
  }
  return result;
}
