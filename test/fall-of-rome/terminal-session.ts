import { PassThrough } from 'node:stream';
import { makeBot } from '../../src/games/fall-of-rome/bots/index.js';
import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import type { Lang } from '../../src/games/fall-of-rome/play/lang.js';
import { menuTree, settle, type Leaf, type MenuNode } from '../../src/games/fall-of-rome/play/menu.js';
import { playTerminal } from '../../src/games/fall-of-rome/play/terminal.js';
import type { Result } from '../../src/games/fall-of-rome/state.js';
import type { FrView } from '../../src/games/fall-of-rome/view.js';
import { SeededDice } from '../../src/kernel/dice.js';

// Terminal sessions for the tests: a whole game typed in advance, or answered prompt by prompt.

export const TWO = { players: 2, roles: ['consul', 'magister-militum'] as const };
export type Table = { readonly players: number; readonly roles: readonly string[] };

/** A whole game at the terminal, every seat a bot or `humans` answering `lines` typed in advance; the text printed. */
export async function transcript(seed: number, lang: Lang, colour: boolean, humans: string[] = [], lines: string[] = [], options: Table = TWO): Promise<string> {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString()));
  input.end(lines.join('\n'));
  await playTerminal({ options: { players: options.players, roles: [...options.roles] as never }, seed, humans: new Set(humans), bot: makeBot('heuristic'), input, output, lang, colour });
  return text;
}

/** A game where the seats at the keyboard answer each prompt as it comes: `answer` reads what was printed since the last answer. */
export async function session(seed: number, lang: Lang, humans: string[], answer: (screen: string) => string, options: Table = TWO): Promise<{ readonly text: string; readonly screens: readonly string[]; readonly result: Result | undefined }> {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  let screen = '';
  const screens: string[] = [];
  output.on('data', (chunk: Buffer) => {
    const part = chunk.toString();
    text += part;
    screen += part;
    if (!screen.endsWith('> ')) return;
    screens.push(screen);
    const line = answer(screen);
    screen = '';
    setImmediate(() => input.write(`${line}\n`));
  });
  const result = await playTerminal({ options: { players: options.players, roles: [...options.roles] as never }, seed, humans: new Set(humans), bot: makeBot('heuristic'), input, output, lang, colour: false });
  input.end();
  return { text, screens, result };
}

/** The numbered choices of the menu at the end of a screen, without those that build an event part by part or take an action back. */
export function choicesOn(screen: string): number[] {
  return [...screen.matchAll(/(?:^|\s{2,})(\d+)\. (.*?)(?=\s{3,}\d+\. |$)/gm)].filter((m) => !/own choice|eigene Wahl|eigen keuze|propre choix|Take back|zurücknehmen|terugnemen|Reprendre la dernière/.test(m[2] as string)).map((m) => Number(m[1]));
}

/** A player picking at random among the menu's choices (seeded), and pressing Enter at every other prompt (dice rolled, pawns stay). */
export function randomPlayer(seed: number): (screen: string) => string {
  const dice = new SeededDice(seed);
  return (screen) => {
    const choices = choicesOn(screen);
    return choices.length === 0 ? '' : String(choices[dice.int(0, choices.length - 1)]);
  };
}

/** The numbers a player types to reach the first leaf that `wanted` picks, from the first screen; undefined when no leaf is. */
export function inputsTo(view: FrView, lang: Lang, wanted: (leaf: Leaf) => boolean): string[] | undefined {
  return pathFrom(menuTree(view, lang).root, wanted);
}

function pathFrom(node: MenuNode, wanted: (leaf: Leaf) => boolean): string[] | undefined {
  for (const [i, childNode] of node.children.entries()) {
    const end = settle(childNode).at(-1) as MenuNode;
    if (end.leaf !== undefined) {
      if (wanted(end.leaf)) return [String(i + 1)];
      continue;
    }
    const rest = pathFrom(end, wanted);
    if (rest !== undefined) return [String(i + 1), ...rest];
  }
  return undefined;
}

/** A leaf that gives a command `test` accepts. */
export const commandLeaf = (test: (command: FrCommand) => boolean) => (leaf: Leaf) => leaf.kind === 'command' && test(leaf.command);

/** Every menu node with the trail of nodes shown above it (single choices passed on the way are part of the trail). */
export function everyScreen(root: MenuNode): { readonly trail: readonly MenuNode[]; readonly node: MenuNode }[] {
  const out: { trail: MenuNode[]; node: MenuNode }[] = [{ trail: [], node: root }];
  const walk = (trail: MenuNode[], node: MenuNode) => {
    for (const c of node.children) {
      const chain = settle(c);
      const end = chain.at(-1) as MenuNode;
      if (end.leaf !== undefined) continue;
      const next = [...trail, ...chain];
      out.push({ trail: next, node: end });
      walk(next, end);
    }
  };
  walk([], root);
  return out;
}

/** A command's fields in one order, "0 legions" as none (but for Enlist), as offers.ts compares them. */
export function commandKey(command: FrCommand): string {
  const plain = command.type !== 'enlist' && 'legions' in command && command.legions === 0 ? (({ legions: _none, ...rest }) => rest)(command) : command;
  const canonical = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(canonical) : typeof value === 'object' && value !== null ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])])) : value;
  return JSON.stringify(canonical(plain));
}

/** What a player must never see: a seat id, a card id, a command or view as JSON. */
export function rawIds(text: string): string[] {
  return [...text.matchAll(/\bp[1-5]\b|[A-Z][a-z]+\/(Os|Vi|Hu|Va|AS)\b|[{}]|"type"/g)].map((m) => m[0]);
}
