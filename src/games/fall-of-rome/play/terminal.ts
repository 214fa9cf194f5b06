import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../../kernel/dice.js';
import { Match } from '../../../kernel/match.js';
import { problemText } from '../../../kernel/problems.js';
import type { Bot } from '../bots/bot.js';
import type { FrCommand } from '../commands.js';
import { COMPOSED, facesAsked } from '../compose.js';
import type { FallOfRomeOptions } from '../data/options.js';
import { seatToMove } from '../legal.js';
import { fallOfRomeRules as rules } from '../rules.js';
import type { Result } from '../state.js';
import type { FrView } from '../view.js';
import { paint, type Paint } from './colour.js';
import { askFaces, composeMoves, composeRemovals, json, type Ask, type Outcome } from './dialog.js';
import { counted, fill, TEXTS, type Lang } from './lang.js';
import { menuTree, menuWords, settle, type Leaf, type MenuNode } from './menu.js';
import { namesOf, type Names } from './names.js';
import { deedText } from './say.js';
import { numbered, visible, wrap } from './screen.js';
import { storyLines } from './story.js';
import { boardText, handText } from './text.js';

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

interface Io {
  readonly ask: Ask;
  readonly out: (text: string) => void;
  readonly lang: Lang;
  readonly p: Paint;
}

/** The words typed instead of numbers, in any of the languages. */
const KEYS: Readonly<Record<string, 'back' | 'board' | 'undo' | 'help' | 'quit' | 'more'>> = {
  '0': 'back', back: 'back', zurück: 'back', terug: 'back', retour: 'back',
  b: 'board', board: 'board', brett: 'board', bord: 'board', plateau: 'board',
  u: 'undo', undo: 'undo', ongedaan: 'undo', annuler: 'undo',
  '?': 'help', h: 'help', help: 'help', hilfe: 'help', hulp: 'help', aide: 'help',
  q: 'quit', quit: 'quit', ende: 'quit', beenden: 'quit', stop: 'quit', stoppen: 'quit', quitter: 'quit',
  m: 'more', more: 'more', mehr: 'more', weitere: 'more', meer: 'more', plus: 'more',
};

/** The title's word for the seed, per language. */
const SEED_WORD: Readonly<Record<Lang, string>> = { en: 'seed', de: 'Saat', nl: 'startgetal', fr: 'graine' };

/**
 * A game at one keyboard: the board at the start and on demand, then after every step what
 * happened in sentences and, for a seat at the keyboard, a short menu — the kind of action, then
 * the place, then the details (menu.ts); bots in the other seats, their moves told as sentences.
 */
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
    out(prompt.split('\n').map((line) => wrap(line).join('\n')).join('\n'));
    const next = await lines.next();
    return next.done ? null : (next.value as string).trim();
  };
  const io: Io = { ask, out, lang, p };
  const say = (line: string) => out(`${wrap(line).join('\n')}\n`);
  const start = namesOf(match.view(reader), lang);
  const humans = match.state.seats.filter((seat) => setup.humans.has(seat)).map((seat) => start.seat(seat));
  const intro = humans.length === 0 ? tx.introBots : fill(tx.introHumans, { seats: listText(humans, lang) });
  say(`${p.bold(`Pandemic: Fall of Rome — ${SEED_WORD[lang]} ${setup.seed}.`)} ${intro}`);
  say(p.dim(tx.sampleData));
  if (humans.length > 0) say(tx.keysHint);
  out(`\n${boardText(match.view(reader), lang, p)}`);
  let shownTurn = -1;
  try {
    for (let seat = seatToMove(match.state); seat !== undefined; seat = seatToMove(match.state)) {
      const state = match.state;
      const human = setup.humans.has(seat);
      if (state.turn !== shownTurn && state.phase === 'actions') {
        shownTurn = state.turn;
        const active = state.seats[state.active] as string;
        const view = match.view(setup.humans.has(active) ? active : reader);
        const names = namesOf(view, lang);
        out(`\n${p.bold(fill(tx.turnHeader, { turn: state.turn, seat: names.seat(active), who: setup.humans.has(active) ? tx.you : tx.botWord, city: names.cityOf(active) }))}\n`);
        const mine = view.players.find((q) => q.seat === active);
        if (setup.humans.has(active) && mine !== undefined) out(`${wrap(fill(tx.yourCards, { cards: mine.handSize === 0 ? tx.noCards : handText(mine, lang) })).join('\n')}\n`);
      }
      let command: FrCommand;
      let echo: ReadonlySet<string> = new Set();
      if (!human) {
        command = setup.bot.choose(state, random);
        const names = namesOf(match.view(reader), lang);
        say(p.dim(fill(tx.botDeed, { seat: names.seat(seat), deed: deedText(command, seat, names) })));
        echo = echoes(command, seat, names);
      } else {
        const outcome = await chooseCommand(match.view(seat), io, () => boardText(match.view(seat), lang, p));
        if (outcome === 'end') {
          out(`\n${tx.inputEnded}\n`);
          return undefined;
        }
        if (outcome === 'quit') return undefined;
        command = outcome;
      }
      const before = match.state;
      const result = match.submit(seat, command);
      if (!result.accepted) {
        out(`${fill(tx.refused, { problems: result.problems.map((problem) => problemText(problem, lang)).join('; ') })}\n`);
        continue;
      }
      const entries = match.fullLog().slice(-result.entries);
      const events = entries.flatMap((entry) => (entry.kind === 'event' ? [rules.redact(entry.event, reader) ?? entry.event] : []));
      // A bot's sentence has told what it did; the story adds what changed.
      for (const line of storyLines(before, events, lang, p)) if (!echo.has(visible(line))) say(line);
    }
  } finally {
    rl.close();
  }
  const result = match.state.result ?? undefined;
  if (result !== undefined) out(`\n${boardText(match.view(reader), lang, p)}`);
  return result;
}

/** The story's sentences that only repeat what a bot's sentence said: the card it played or discarded, where its pawn went, the card it passed. */
function echoes(c: FrCommand, seat: string, n: Names): ReadonlySet<string> {
  const tx = TEXTS[n.lang];
  const who = n.seat(seat);
  const lines = new Set<string>();
  const discarded = (card: string | undefined) => card !== undefined && lines.add(fill(tx.discard, { seat: who, card: n.card(card) }));
  switch (c.type) {
    case 'march':
    case 'sail':
    case 'transfer':
      lines.add(fill(tx.pawn, { seat: who, city: c.to }));
      if (c.type !== 'march') discarded(c.card);
      break;
    case 'build-fort':
    case 'levy':
    case 'consult':
    case 'enlist':
    case 'discard':
      discarded(c.card);
      break;
    case 'ally':
      c.cards.forEach(discarded);
      break;
    case 'conspire':
    case 'trade':
      if (c.with === 'treasury') lines.add(fill(c.direction === 'give' ? tx.treasuryIn : tx.treasuryOut, { seat: who, card: n.card(c.card) }));
      else lines.add(fill(tx.give, { card: n.card(c.card), from: c.direction === 'give' ? who : n.seat(c.with), to: c.direction === 'give' ? n.seat(c.with) : who }));
      break;
    case 'event':
      lines.add(`${fill(tx.event, { seat: who, card: n.card(c.card) })}${c.corrupt ? tx.corrupt : ''}`);
      if (c.take !== undefined) lines.add(fill(tx.retrieve, { seat: who, card: n.card(c.take) }));
      break;
    default:
      break;
  }
  return lines;
}

/** The article a role title takes after "you play": French by its gender ("la Vestalis"). */
const FEMININE = new Set(['Vestalis', 'Regina Foederata']);

/** "the Consul", "the Consul and the Mercator" (German without articles: "Consul und Mercator"; Dutch "de Consul en de Mercator"; French "le Consul et la Vestalis"). */
function listText(roles: readonly string[], lang: Lang): string {
  const named = {
    en: () => roles.map((r, i) => (i === 0 ? r : `the ${r}`)),
    de: () => roles,
    nl: () => roles.map((r) => `de ${r}`),
    fr: () => roles.map((r) => `${FEMININE.has(r) ? 'la' : 'le'} ${r}`),
  }[lang]();
  if (named.length <= 1) return named.join('');
  return `${named.slice(0, -1).join(', ')} ${TEXTS[lang].and} ${named[named.length - 1] as string}`;
}

/** The first line of the top menu: who, where, what is left. */
function statusLine(view: FrView, lang: Lang): string {
  const tx = TEXTS[lang];
  const names = namesOf(view, lang);
  if (view.pending !== null) return fill(tx.answering, { seat: names.seat(view.seat), kind: tx.choices[view.pending.kind] });
  const city = names.cityOf(view.seat);
  const legionsHere = view.cities.find((c) => c.name === city)?.legions ?? 0;
  return fill(tx.status, {
    seat: names.seat(view.seat),
    city,
    legions: legionsHere === 0 ? menuWords(lang).noLegions : counted(lang, legionsHere, 'legion'),
    actions: counted(lang, view.actionsLeft, 'action'),
    decline: view.decline,
    limit: view.declineLimit,
  });
}

/** Whether choosing the node leads to one command at once (no further menu). */
const direct = (node: MenuNode): boolean => settle(node).at(-1)?.leaf !== undefined;

/**
 * The screen of one level of the menu: the status line (first level only), where we are and what
 * is asked, the numbered choices, the keys, the prompt — at most 24 lines of at most 80 columns.
 */
export function menuScreen(view: FrView, trail: readonly MenuNode[], node: MenuNode, page: number, io: { readonly lang: Lang; readonly p: Paint }): { readonly text: string; readonly from: number; readonly to: number; readonly pages: number } {
  const tx = TEXTS[io.lang];
  const labels = node.children.map((c) => `${c.label}${direct(c) ? '' : ' …'}${c.cost ? ` [${c.cost}]` : ''}`);
  const shown = numbered(labels, page);
  const lines: string[] = [];
  if (trail.length === 0) lines.push(...wrap(statusLine(view, io.lang)).map(io.p.bold));
  const crumbs = trail.map((n) => n.crumb).join(' › ');
  lines.push(...wrap(crumbs === '' ? node.ask : `${crumbs} — ${node.ask}`));
  lines.push(...shown.lines);
  const keys = [trail.length > 0 ? tx.footerBack : '', shown.pages > 1 ? tx.footerMore : '', tx.footerBoard, tx.footerHelp, tx.footerQuit].filter((k) => k !== '');
  lines.push(io.p.dim(keys.join(' · ')));
  return { text: `${lines.join('\n')}\n> `, from: shown.from, to: shown.to, pages: shown.pages };
}

/** The command the seat at the keyboard chooses through the menu tree; 'quit' or 'end' when it stops. */
async function chooseCommand(view: FrView, io: Io, board: () => string): Promise<FrCommand | 'quit' | 'end'> {
  const tx = TEXTS[io.lang];
  const { root } = menuTree(view, io.lang);
  // The levels shown so far below the first: each entry the nodes one choice passed through (single choices are taken on the way).
  const stack: MenuNode[][] = [[]];
  let page = 0;
  for (;;) {
    const trail = stack.flat();
    const node = trail.at(-1) ?? root;
    const shown = menuScreen(view, trail, node, page, io);
    const line = await io.ask(shown.text);
    if (line === null) return 'end';
    const key = KEYS[line.toLowerCase()];
    if (key === 'quit') return 'quit';
    if (key === 'board') {
      io.out(board());
      continue;
    }
    if (key === 'help' || line === '') {
      io.out(`${wrap(tx.help, 80, '').join('\n')}\n`);
      continue;
    }
    if (key === 'undo') {
      if (view.canUndo) return { type: 'undo' };
      io.out(`${tx.noUndo}\n`);
      continue;
    }
    if (key === 'more') {
      page = (page + 1) % shown.pages;
      continue;
    }
    if (key === 'back') {
      if (stack.length > 1) stack.pop();
      page = 0;
      continue;
    }
    if (line.startsWith('{')) {
      // A command typed as JSON (for those who know the rules' commands; not advertised): the rules check it.
      const typed = json(line);
      if (typed !== undefined) return typed;
    }
    const picked = /^\d+$/.test(line) ? node.children[Number(line) - 1] : undefined;
    if (picked === undefined) {
      io.out(`${/^\d+$/.test(line) ? fill(tx.noPick, { line, from: 1, to: node.children.length }) : fill(tx.unknownInput, { line })}\n`);
      continue;
    }
    const chain = settle(picked);
    const end = chain.at(-1) as MenuNode;
    if (end.leaf === undefined) {
      stack.push(chain);
      page = 0;
      continue;
    }
    const outcome = await runLeaf(end.leaf, view, io);
    if (outcome === 'end') return 'end';
    if (outcome !== 'back') return outcome;
  }
}

/** A leaf's command: as it is, with the faces Alea iacta est lets the player set, or built part by part. */
function runLeaf(leaf: Leaf, view: FrView, io: Io): Promise<Outcome> {
  if (leaf.kind === 'command') return facesAsked(view, leaf.command) ? askFaces(leaf.command, view, io) : Promise.resolve(leaf.command);
  return COMPOSED[leaf.card] === 'moves' ? composeMoves(view, leaf.card, leaf.corrupt, io) : composeRemovals(view, leaf.card, leaf.corrupt, io);
}
