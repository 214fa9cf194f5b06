import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../../kernel/dice.js';
import { Match } from '../../../kernel/match.js';
import { formatProblem } from '../../../kernel/problems.js';
import type { Bot } from '../bots/bot.js';
import { heuristicBot } from '../bots/heuristic.js';
import type { DomCommand } from '../commands.js';
import { alliances, borderEdges, expansions, foundings, knightSquares, seatToMove, treasons } from '../legal.js';
import { domaineRules as rules } from '../ruleset.js';
import type { DomOptions } from '../setup.js';
import { seatIndex, type DomResult, type DomState } from '../state.js';
import { boardText, commandText, eventText } from './text.js';

export interface PlaySetup {
  readonly options: DomOptions;
  readonly seed: number;
  /** Colours played at the keyboard; the others by `bot`. */
  readonly humans: ReadonlySet<string>;
  readonly bot: Bot;
  readonly input: Readable;
  readonly output: Writable;
}

const HELP = `Type the number of a choice, or a command as JSON with squares 0–143 (row × 12 + column) and edges 0–263, e.g.
  {"type":"borders","edges":[14,27]}   {"type":"knights","squares":[25]}   {"type":"expand","castle":13,"square":15}
"board" shows the board, "help" this text, "quit" ends the game.\n`;

/** The numbered choices: the heuristic's suggestion first, then short lists of each legal kind. */
export function menu(s: DomState, seat: number): DomCommand[] {
  const p = s.pending;
  if (p?.kind === 'merge') return p.domaines.map((castle) => ({ type: 'merge', castle }));
  if (p?.kind === 'free-knight') return [...knightSquares(s, seat).slice(0, 20).map((square): DomCommand => ({ type: 'free-knight', square })), { type: 'free-knight', square: null }];
  if (s.phase === 'setup') return foundings(s, seat).slice(0, 30);
  const out = new Map<string, DomCommand>();
  const add = (c: DomCommand) => out.set(JSON.stringify(c), c);
  add(heuristicBot.choose(s, seat, () => 0));
  add({ type: 'take-ducats' });
  add({ type: 'special-income' });
  if ((s.ducats[seat] as number) >= 1) for (const e of borderEdges(s, seat).slice(0, 12)) add({ type: 'borders', edges: [e] });
  if ((s.ducats[seat] as number) >= 3) for (const q of knightSquares(s, seat).slice(0, 6)) add({ type: 'knights', squares: [q] });
  for (const c of expansions(s, seat).slice(0, 8)) add(c);
  for (const c of treasons(s, seat).slice(0, 4)) add(c);
  for (const c of alliances(s, seat).slice(0, 4)) add(c);
  return [...out.values()];
}

function parseChoice(line: string, choices: readonly DomCommand[]): DomCommand | string {
  if (/^\d+$/.test(line)) return choices[Number(line) - 1] ?? `There is no choice ${line}; pick 1–${choices.length}.`;
  try {
    const value: unknown = JSON.parse(line);
    if (value !== null && typeof value === 'object') return value as DomCommand;
  } catch {
    // not JSON: answered below
  }
  return `"${line}" is neither a choice number nor a JSON command; type "help".`;
}

/** A game at one keyboard: the board as text at each of the player's turns, numbered choices, bots in the other seats. */
export async function playTerminal(setup: PlaySetup): Promise<DomResult | undefined> {
  const out = (text: string) => setup.output.write(text);
  const match = new Match(rules, setup.options, setup.seed);
  const dice = new SeededDice(setup.seed ^ 0x2545f491);
  const random = (min: number, max: number) => dice.int(min, max);
  const rl = createInterface({ input: setup.input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  let logged = 0;
  const showLog = () => {
    const log = match.fullLog();
    for (const entry of log.slice(logged)) {
      if (entry.kind !== 'event') continue;
      const text = eventText(entry.event);
      if (text !== undefined) out(`  ${text}\n`);
    }
    logged = log.length;
  };
  out(`Domaine (strategic variant) — seed ${setup.seed}. You play ${[...setup.humans].join(', ')}; the other seats: bot ${setup.bot.name}.\n${HELP}`);
  try {
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const state = match.state;
      const i = seatIndex(state, seat);
      let command: DomCommand;
      if (!setup.humans.has(seat)) {
        command = setup.bot.choose(state, i, random);
        out(`${seat} (bot): ${commandText(command)}\n`);
      } else {
        out(`\n${boardText(state)}`);
        const choices = menu(state, i);
        out(`${seat}, choose:\n${choices.map((c, n) => `  ${String(n + 1).padStart(3)}. ${commandText(c)}`).join('\n')}\n> `);
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
          out(boardText(state));
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
  out(`\n${boardText(match.state)}`);
  return match.state.result ?? undefined;
}
