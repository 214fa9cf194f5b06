import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../../kernel/dice.js';
import { Match } from '../../../kernel/match.js';
import { formatProblem } from '../../../kernel/problems.js';
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

export interface PlaySetup {
  readonly options: JdaOptions;
  readonly seed: number;
  /** Seats played at the keyboard; the others are played by `bot`. */
  readonly humans: ReadonlySet<Power>;
  readonly bot: Bot;
  readonly input: Readable;
  readonly output: Writable;
}

const HELP = `Type the number of a choice; 0 goes back one step. "board" shows the board, "help" this text, "quit"
ends the game. Experts may type a whole command as JSON, with the ids the data files use.\n`;

/** What is a sample in the game's data, said at the start (the published components are not public). */
export function samplesNote(data: JdaData): string {
  const parts = [data.board, data.combatCards, data.heroes, data.intervention].filter((part) => part.sample).map((part) => part.title);
  return parts.length === 0 ? '' : `Sample data, not the published game: ${parts.join('; ')}.\n`;
}

type Step = { readonly choices: readonly Choice[] } | { readonly ask: Extract<Choice, { amount: unknown }>['amount'] };

/** Reads one answer to a step: a choice (a command or a deeper step), back, or a word of its own. */
function answer(line: string, step: Step): JdaCommand | Step | 'back' | string {
  if (line === '0') return 'back';
  if ('ask' in step) {
    const n = /^\d+$/.test(line) ? Number(line) : Number.NaN;
    return Number.isInteger(n) && n >= 0 && n <= step.ask.max ? step.ask.make(n) : `Type a number from 0 to ${step.ask.max}.`;
  }
  if (/^\d+$/.test(line)) {
    const choice = step.choices[Number(line) - 1];
    if (choice === undefined) return `There is no choice ${line}; pick 1–${step.choices.length}, or 0 to go back.`;
    return 'command' in choice ? choice.command : 'sub' in choice ? { choices: choice.sub() } : { ask: choice.amount };
  }
  try {
    const value: unknown = JSON.parse(line);
    if (value !== null && typeof value === 'object') return value as JdaCommand;
  } catch {
    // not JSON: answered below
  }
  return `"${line}" is not a choice number; type "help".`;
}

function stepText(step: Step): string {
  if ('ask' in step) return `  ${step.ask.prompt}, 0 to go back\n> `;
  return `${step.choices.map((c, i) => `  ${String(i + 1).padStart(3)}. ${c.label}${'sub' in c || 'amount' in c ? ' …' : ''}`).join('\n')}\n> `;
}

/** The line above a question: where the game stands, what is asked, the seat's hand. */
function headline(v: JdaView, index: GameIndex): string {
  const me = v.players.find((p) => p.power === v.you);
  const hand = me === undefined ? '' : `\nYour cards: ${me.hand.length === 0 ? 'none' : me.hand.map((c) => cardText(index, c)).join(', ')} · money ${me.money} · influence ${me.influence}`;
  const status = v.status === null ? '' : v.status === 'war' ? ' · War' : ' · Peace';
  return `\nRound ${v.round}${status} — ${v.pending === null ? '' : pendingText(v.pending, v, index)}${hand}\n`;
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
  out(`Jeanne d'Arc 1429 — seed ${setup.seed}. You play ${[...setup.humans].map(who).join(', ')}; the other seats: bot ${setup.bot.name}.\n${samplesNote(index.data)}${HELP}`);
  out(`\n${boardText(match.view(viewer), index)}`);
  showLog();
  try {
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const state = match.state;
      let command: JdaCommand | undefined;
      if (!setup.humans.has(seat)) {
        command = setup.bot.choose(state, seat, random);
        out(`${who(seat)} (bot): ${commandText(command, index, false)}\n`);
      } else {
        out(headline(match.view(seat), index));
        const steps: Step[] = [{ choices: menu(state, seat, index) }];
        while (command === undefined) {
          const step = steps.at(-1) as Step;
          out(stepText(step));
          const next = await lines.next();
          if (next.done === true) {
            out('\nInput ended; the game stops here.\n');
            return undefined;
          }
          const line = next.value.trim();
          if (line === 'quit') return undefined;
          if (line === 'help' || line === '') out(HELP);
          else if (line === 'board') out(boardText(match.view(seat), index));
          else {
            const got = answer(line, step);
            if (got === 'back') {
              if (steps.length > 1) steps.pop();
            } else if (typeof got === 'string') out(`${got}\n`);
            else if ('choices' in got || 'ask' in got) steps.push(got);
            else command = got;
          }
        }
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
