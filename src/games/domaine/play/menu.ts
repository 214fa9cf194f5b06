import { EDGES, SQUARES, edgeName, edgeSquares, rowOf, squareName } from '../board.js';
import { heuristicBot } from '../bots/heuristic.js';
import { checkCommand, knightsPrice, neighbourDomaines } from '../check.js';
import type { DomCommand } from '../commands.js';
import { expansions, foundings, knightSquares, ownDomaines, treasons } from '../legal.js';
import { areaOf, domaineOwner, seatName, type DomState } from '../state.js';
import { commandText } from './text.js';
import { colourWord, count, ducats, fill, listWords, prices, terrainWord, WORDS, type PlayLang, type Words } from './words.js';

/**
 * The terminal's menu as a tree of questions. Every legal command of the seat to move is a leaf,
 * reached kind first (borders, knights, …), then place (a row of the board, a domaine), then the
 * square or border slot by the names the printed board shows. Borders, knights and alliance
 * partners are picked one at a time, and only continuations that some legal command takes are
 * offered. The lists come from the rule set: legal.ts for what it lists whole (placements of
 * castles, single knight squares, expansions, treasons), and the rule set's own check
 * (`checkCommand`) for each longer command built part by part.
 */
export type Step = { readonly kind: 'command'; readonly command: DomCommand } | Question;

export interface Question {
  readonly kind: 'question';
  readonly question: string;
  readonly choices: readonly Choice[];
}

export interface Choice {
  readonly label: string;
  /** What a person may type instead of the number (compared without case, "-" and spaces alike). */
  readonly names: readonly string[];
  readonly then: () => Step;
  /** A group's members (a row's squares): a name typed at the group's question finds them too. */
  readonly inner?: readonly Choice[];
}

/** More choices than this are grouped by the board's rows. */
export const GROUP_OVER = 20;

const command = (c: DomCommand): Step => ({ kind: 'command', command: c });
const question = (q: string, choices: readonly Choice[]): Question => ({ kind: 'question', question: q, choices });

/** A name as compared: upper case, runs of spaces and dashes as one "-". */
export function normalName(text: string): string {
  return text.trim().toUpperCase().replace(/[\s\-–—]+/g, '-');
}

/** The names a border slot answers to: both orders of its squares. */
function slotNames(e: number): string[] {
  const [a, b] = edgeSquares(e);
  return [`${squareName(a)}-${squareName(b)}`, `${squareName(b)}-${squareName(a)}`];
}

/** A square as a choice shows it: its name and terrain, and what stands on it when something does. */
function squareLabel(s: DomState, q: number, w: Words, lang: PlayLang): string {
  const parts = [`${squareName(q)} ${terrainWord(s.terrain[q] as string, lang)}`];
  const knight = s.knight[q] as number;
  if (knight >= 0) parts.push(fill(w.knightOf, { owner: colourWord(knight, lang) }));
  const owner = domaineOwner(s, q);
  if (owner >= 0) parts.push(fill(w.inDomaineOf, { castle: squareName(areaOf(s, q).castles[0] as number), owner: colourWord(owner, lang) }));
  return parts.join(', ');
}

function domaineLabel(s: DomState, castle: number, w: Words, lang: PlayLang): string {
  const info = areaOf(s, castle);
  return fill(w.domaineLabel, { castle: squareName(castle), owner: colourWord(s.castle[castle] as number, lang), size: info.size, points: info.value });
}

/** Choices grouped by the row of the board each belongs to, when there are more than GROUP_OVER. */
function byRows(items: readonly { readonly row: number; readonly choice: Choice }[], groupLabel: string, kind: 'square' | 'slot', w: Words, lang: PlayLang): Choice[] {
  if (items.length <= GROUP_OVER) return items.map((i) => i.choice);
  const rows = new Map<number, Choice[]>();
  for (const { row, choice } of items) {
    const list = rows.get(row) ?? [];
    list.push(choice);
    rows.set(row, list);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, members]) => ({
      label: fill(groupLabel, { row: row + 1, n: count(members.length, kind, lang) }),
      names: [normalName(fill(w.row, { row: row + 1 }))],
      then: () => question(fill(w.inRow, { row: row + 1 }), members),
      inner: members,
    }));
}

/**
 * Commands built part by part (border slots, knight squares, alliance partners): `parts` may be
 * continued when some legal command starts with them. The rule set's check decides each whole
 * command; a refusal that names one of the parts (or any refusal not in `fixable`) is not cured by
 * adding more (DOM-5: each border is checked on the board as the ones before it left it), and
 * `affordable` tells whether a longer command could be paid at all.
 */
class PartByPart {
  private readonly known = new Map<string, boolean>();

  constructor(
    private readonly state: DomState,
    private readonly seat: number,
    private readonly build: (parts: readonly number[]) => DomCommand,
    private readonly universe: (parts: readonly number[]) => readonly number[],
    private readonly max: number,
    private readonly fixable: ReadonlySet<string>,
    private readonly affordable: (length: number) => boolean,
  ) {}

  legal(parts: readonly number[]): boolean {
    return checkCommand(this.state, seatName(this.seat), this.build(parts)).length === 0;
  }

  /** Whether some legal command begins with `parts`. */
  completable(parts: readonly number[]): boolean {
    const key = parts.join(',');
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const answer = this.search(parts);
    this.known.set(key, answer);
    return answer;
  }

  /** The parts that may follow `parts`. */
  next(parts: readonly number[]): number[] {
    if (!this.longer(parts)) return [];
    return this.universe(parts).filter((x) => !parts.includes(x) && this.completable([...parts, x]));
  }

  /** Whether a command longer than `parts` is allowed and could be paid. */
  private longer(parts: readonly number[]): boolean {
    for (let n = parts.length + 1; n <= this.max; n++) if (this.affordable(n)) return true;
    return false;
  }

  private search(parts: readonly number[]): boolean {
    const problems = checkCommand(this.state, seatName(this.seat), this.build(parts));
    if (problems.length === 0) return true;
    if (problems.some((p) => !this.fixable.has(p.code))) return false;
    return this.next(parts).length > 0;
  }
}

const ALL_EDGES = Array.from({ length: EDGES }, (_, e) => e);
const ALL_SQUARES = Array.from({ length: SQUARES }, (_, q) => q);

/** The first question of the seat `seat` (an index) in this state: what the menu starts from. */
export function menuRoot(s: DomState, seat: number, lang: PlayLang): Question {
  const w = WORDS[lang];
  const p = s.pending;
  if (p?.kind === 'merge') {
    const choices = p.domaines
      .filter((castle) => checkCommand(s, seatName(seat), { type: 'merge', castle }).length === 0)
      .map((castle): Choice => ({ label: domaineLabel(s, castle, w, lang), names: [squareName(castle)], then: () => command({ type: 'merge', castle }) }));
    return question(w.mergeWhich, choices);
  }
  if (p?.kind === 'free-knight') {
    const squares = knightSquares(s, seat).filter((q) => checkCommand(s, seatName(seat), { type: 'free-knight', square: q }).length === 0);
    const none: Choice = { label: w.freeNone, names: [normalName(w.freeNone.split(':')[0] as string)], then: () => command({ type: 'free-knight', square: null }) };
    const items = squares.map((q) => ({ row: rowOf(q), choice: squareChoice(s, q, w, lang, '', () => command({ type: 'free-knight', square: q })) }));
    return question(w.freeWhere, [none, ...byRows(items, w.rowSquares, 'square', w, lang)]);
  }
  if (s.phase === 'setup') return foundingQuestion(s, seat, w, lang);
  return actionQuestion(s, seat, w, lang);
}

function squareChoice(s: DomState, q: number, w: Words, lang: PlayLang, extra: string, then: () => Step): Choice {
  return { label: `${squareLabel(s, q, w, lang)}${extra}`, names: [squareName(q)], then };
}

function foundingQuestion(s: DomState, seat: number, w: Words, lang: PlayLang): Question {
  const knightsOf = new Map<number, number[]>();
  for (const c of foundings(s, seat)) {
    if (c.type !== 'found') continue;
    const list = knightsOf.get(c.castle) ?? [];
    list.push(c.knight);
    knightsOf.set(c.castle, list);
  }
  const items = [...knightsOf.entries()].map(([castle, knights]) => ({
    row: rowOf(castle),
    choice: squareChoice(s, castle, w, lang, '', () =>
      question(
        fill(w.foundKnight, { castle: squareName(castle) }),
        knights.map((knight) => squareChoice(s, knight, w, lang, '', () => command({ type: 'found', castle, knight }))),
      ),
    ),
  }));
  return question(w.foundWhere, byRows(items, w.rowSquares, 'square', w, lang));
}

function actionQuestion(s: DomState, seat: number, w: Words, lang: PlayLang): Question {
  const choices: Choice[] = [];
  const kind = (label: string, then: () => Step): void => {
    choices.push({ label, names: [normalName(label.split(':')[0] as string)], then });
  };
  const borders = bordersBuilder(s, seat);
  const firstBorders = borders.next([]);
  if (firstBorders.length > 0) kind(fill(w.kindBorders, { prices: prices(s.rules.prices.borders, lang) }), () => bordersQuestion(s, borders, [], firstBorders, w, lang));
  const knights = knightsBuilder(s, seat);
  const firstKnights = knights.next([]);
  if (firstKnights.length > 0) {
    kind(fill(w.kindKnights, { prices: prices(s.rules.prices.knights, lang), forest: ducats(s.rules.prices.forest, lang) }), () => knightsQuestion(s, knights, [], firstKnights, w, lang));
  }
  const growing = expansions(s, seat).filter((c): c is Extract<DomCommand, { type: 'expand' }> => c.type === 'expand');
  if (growing.length > 0) kind(fill(w.kindExpand, { price: ducats(s.rules.prices.expansion, lang) }), () => expandQuestion(s, growing, w, lang));
  const targets = treasons(s, seat).filter((c): c is Extract<DomCommand, { type: 'treason' }> => c.type === 'treason');
  if (targets.length > 0) {
    kind(w.kindTreason, () =>
      question(
        w.treasonWhich,
        byRows(
          targets.map((c) => ({ row: rowOf(c.square), choice: squareChoice(s, c.square, w, lang, '', () => command(c)) })),
          w.rowSquares,
          'square',
          w,
          lang,
        ),
      ),
    );
  }
  const allying = allianceCastles(s, seat);
  if (allying.length > 0) kind(w.kindAlliance, () => question(w.allianceWhich, allying.map(({ castle, partners }) => ({ label: domaineLabel(s, castle, w, lang), names: [squareName(castle)], then: () => partnerQuestion(s, partners, castle, [], w, lang) }))));
  const legal = (c: DomCommand) => checkCommand(s, seatName(seat), c).length === 0;
  if (legal({ type: 'take-ducats' })) kind(fill(w.kindTake, { n: s.rules.prices.take }), () => command({ type: 'take-ducats' }));
  if (legal({ type: 'special-income' })) kind(w.kindSpecial, () => command({ type: 'special-income' }));
  const suggestion = heuristicBot.choose(s, seat, () => 0);
  if (legal(suggestion)) kind(fill(w.kindSuggestion, { command: commandText(suggestion, lang) }), () => command(suggestion));
  return question(w.what, choices);
}

function bordersBuilder(s: DomState, seat: number): PartByPart {
  const prices = s.rules.prices.borders;
  const have = s.ducats[seat] as number;
  return new PartByPart(
    s,
    seat,
    (edges) => ({ type: 'borders', edges: [...edges] }),
    () => ALL_EDGES.filter((e) => s.areas.borders[e] === 0),
    3,
    new Set(['cannot-pay', 'border-closes-opponent']),
    (n) => have >= (prices[n - 1] as number),
  );
}

function bordersQuestion(s: DomState, b: PartByPart, chosen: readonly number[], next: readonly number[], w: Words, lang: PlayLang): Question {
  const choices: Choice[] = [];
  const names = listWords(chosen.map(edgeName), lang);
  if (chosen.length > 0 && b.legal(chosen)) {
    choices.push({ label: fill(w.bordersDone, { chosen: names, price: ducats(s.rules.prices.borders[chosen.length - 1] as number, lang) }), names: ['DONE', 'FERTIG', 'OK', 'KLAAR', 'FINI'], then: () => command({ type: 'borders', edges: [...chosen] }) });
  }
  const items = next.map((e) => ({
    row: rowOf(edgeSquares(e)[0]),
    choice: {
      label: edgeName(e),
      names: slotNames(e),
      then: () => {
        const parts = [...chosen, e];
        // The third border places them; before it, the question to place or go on, even when only placing is left.
        return parts.length === 3 ? command({ type: 'borders', edges: parts }) : bordersQuestion(s, b, parts, b.next(parts), w, lang);
      },
    },
  }));
  choices.push(...byRows(items, w.rowSlots, 'slot', w, lang));
  return question(chosen.length === 0 ? w.borderFirst : fill(w.borderNext, { chosen: names, n: chosen.length + 1 }), choices);
}

function knightsBuilder(s: DomState, seat: number): PartByPart {
  const prices = s.rules.prices.knights;
  const have = s.ducats[seat] as number;
  const first = knightSquares(s, seat);
  return new PartByPart(
    s,
    seat,
    (squares) => ({ type: 'knights', squares: [...squares] }),
    (parts) => (parts.length === 0 ? first : ALL_SQUARES),
    2,
    new Set(['cannot-pay']),
    (n) => have >= (prices[n - 1] as number),
  );
}

function knightsQuestion(s: DomState, k: PartByPart, chosen: readonly number[], next: readonly number[], w: Words, lang: PlayLang): Question {
  const choices: Choice[] = [];
  const names = listWords(chosen.map(squareName), lang);
  if (chosen.length > 0 && k.legal(chosen)) {
    choices.push({ label: fill(w.knightsDone, { chosen: names, price: ducats(knightsPrice(s, chosen), lang) }), names: ['DONE', 'FERTIG', 'OK', 'KLAAR', 'FINI'], then: () => command({ type: 'knights', squares: [...chosen] }) });
  }
  const forest = s.rules.prices.forest;
  const items = next.map((q) => ({
    row: rowOf(q),
    choice: squareChoice(s, q, w, lang, s.terrain[q] === 'F' && forest > 0 ? ` (${fill(w.forestExtra, { n: ducats(forest, lang) })})` : '', () => {
      const parts = [...chosen, q];
      return parts.length === 2 ? command({ type: 'knights', squares: parts }) : knightsQuestion(s, k, parts, k.next(parts), w, lang);
    }),
  }));
  choices.push(...byRows(items, w.rowSquares, 'square', w, lang));
  return question(chosen.length === 0 ? w.knightFirst : fill(w.knightNext, { chosen: names }), choices);
}

function expandQuestion(s: DomState, growing: readonly Extract<DomCommand, { type: 'expand' }>[], w: Words, lang: PlayLang): Question {
  const byCastle = new Map<number, number[]>();
  for (const c of growing) byCastle.set(c.castle, [...(byCastle.get(c.castle) ?? []), c.square]);
  return question(
    w.expandWhich,
    [...byCastle.entries()].map(([castle, squares]) => ({
      label: domaineLabel(s, castle, w, lang),
      names: [squareName(castle)],
      then: () =>
        question(
          fill(w.expandWhere, { castle: squareName(castle) }),
          byRows(
            squares.map((square) => ({ row: rowOf(square), choice: squareChoice(s, square, w, lang, '', () => command({ type: 'expand', castle, square })) })),
            w.rowSquares,
            'square',
            w,
            lang,
          ),
        ),
    })),
  );
}

/** The player's domaines that may make an alliance now, each with its builder of partners. */
function allianceCastles(s: DomState, seat: number): { castle: number; partners: PartByPart }[] {
  const out: { castle: number; partners: PartByPart }[] = [];
  for (const castle of ownDomaines(s, seat)) {
    const candidates = neighbourDomaines(s, seat, castle);
    // The marker on the player's own castle square: it lies in the domaine that makes the alliance.
    const partners = new PartByPart(s, seat, (others) => ({ type: 'alliance', castle, with: [...others], marker: castle }), () => candidates, 4, new Set(), () => true);
    if (partners.next([]).length > 0) out.push({ castle, partners });
  }
  return out;
}

function partnerQuestion(s: DomState, partners: PartByPart, castle: number, chosen: readonly number[], w: Words, lang: PlayLang): Question {
  const names = listWords(chosen.map((c) => domaineLabel(s, c, w, lang)), lang);
  const choices: Choice[] = [];
  if (chosen.length > 0) choices.push({ label: fill(w.allianceToMarker, { chosen: names }), names: ['DONE', 'FERTIG', 'OK', 'KLAAR', 'FINI'], then: () => markerQuestion(s, castle, chosen, w, lang) });
  for (const other of partners.next(chosen)) {
    choices.push({
      label: domaineLabel(s, other, w, lang),
      names: [squareName(other)],
      then: () => {
        const parts = [...chosen, other];
        return partners.next(parts).length === 0 ? markerQuestion(s, castle, parts, w, lang) : partnerQuestion(s, partners, castle, parts, w, lang);
      },
    });
  }
  return question(chosen.length === 0 ? fill(w.alliancePartner, { castle: squareName(castle) }) : fill(w.alliancePartnerMore, { chosen: names, extra: ducats(s.rules.subVariantExtra, lang) }), choices);
}

function markerQuestion(s: DomState, castle: number, others: readonly number[], w: Words, lang: PlayLang): Question {
  const seat = s.castle[castle] as number;
  const markers = ALL_SQUARES.filter((q) => checkCommand(s, seatName(seat), { type: 'alliance', castle, with: [...others], marker: q }).length === 0);
  const items = markers.map((marker) => ({ row: rowOf(marker), choice: squareChoice(s, marker, w, lang, '', () => command({ type: 'alliance', castle, with: [...others], marker })) }));
  return question(w.allianceMarker, byRows(items, w.rowSquares, 'square', w, lang));
}

/** The choice a typed name picks: among the choices, then among the members of grouped choices. */
export function findChoice(choices: readonly Choice[], text: string): Choice | undefined {
  const name = normalName(text);
  if (name === '') return undefined;
  return choices.find((c) => c.names.includes(name)) ?? choices.flatMap((c) => c.inner ?? []).find((c) => c.names.includes(name));
}
