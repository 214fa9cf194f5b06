import type { FrCommand, Removal } from '../commands.js';
import { draftCommand, draftProblems, draftReason, pawnsAtRest, removable, withFaces, type PawnDraft } from '../compose.js';
import { cityIndex, CITY_NAMES } from '../data/cities.js';
import { TRIBES, tribeIndex } from '../data/tribes.js';
import type { FrView } from '../view.js';
import { fill, LANGS, TEXTS, type Lang } from './lang.js';
import { namesOf, tribeText } from './names.js';
import { eventPlayText } from './say.js';
import { numbered } from './screen.js';
import { TRIBE_NAMES } from './story.js';

/** The next line typed after `prompt`, trimmed; null when the input ended. */
export type Ask = (prompt: string) => Promise<string | null>;

/** What a dialog ends with: the command chosen, back to the menu, or the input ended. */
export type Outcome = FrCommand | 'back' | 'end';

interface Io {
  readonly ask: Ask;
  readonly out: (text: string) => void;
  readonly lang: Lang;
}

/** "back" and "done" as typed in any of the languages. */
const BACK = new Set(['back', 'zurück', 'terug', 'retour']);
const DONE = new Set(['done', 'fertig', 'klaar', 'fini']);
const isBack = (line: string) => BACK.has(line.toLowerCase());
const isDone = (line: string) => DONE.has(line.toLowerCase());

/** The faces Alea iacta est lets the player set for the chosen play's battle: asked until the rules accept them, or none to roll. */
export async function askFaces(command: FrCommand, view: FrView, io: Io): Promise<Outcome> {
  const tx = TEXTS[io.lang];
  for (;;) {
    const line = await io.ask(`${tx.facesAsk}\n> `);
    if (line === null) return 'end';
    if (isBack(line)) return 'back';
    const set = withFaces(command, line);
    const [problem] = set === undefined ? [] : draftProblems(view, set);
    if (set !== undefined && problem === undefined) return set;
    io.out(`${problem === undefined ? fill(tx.notUnderstood, { line }) : fill(tx.draftNot, { reason: draftReason(problem, io.lang) })}\n`);
  }
}

/** Barbarians picked one by one from what stands on the board, then played when the rules accept them. */
export async function composeRemovals(view: FrView, card: string, corrupt: boolean, io: Io): Promise<Outcome> {
  const tx = TEXTS[io.lang];
  const removals: Removal[] = [];
  for (;;) {
    const command = draftCommand(card, corrupt, removals, []);
    const [problem] = draftProblems(view, command);
    if (removals.length > 0) io.out(`${fill(tx.draftNow, { command: eventPlayText(command, namesOf(view, io.lang)) })}${problem === undefined ? '' : `\n${fill(tx.draftNot, { reason: draftReason(problem, io.lang) })}`}\n`);
    const left = removable(view, removals);
    io.out(`${numbered(left.map((r) => `${r.city}: ${tribeText(r.tribe, io.lang)}`)).lines.join('\n')}\n`);
    const line = await io.ask(`${tx.removalAsk}\n> `);
    if (line === null) return 'end';
    if (isBack(line)) return 'back';
    if (isDone(line)) {
      if (problem === undefined) return command;
      if (removals.length === 0) io.out(`${fill(tx.draftNot, { reason: draftReason(problem, io.lang) })}\n`);
      continue;
    }
    const chosen = /^\d+$/.test(line) ? left[Number(line) - 1] : undefined;
    if (chosen !== undefined) removals.push(chosen);
    else io.out(`${fill(tx.notUnderstood, { line })}\n`);
  }
}

/** Every pawn asked in turn where it goes and what it takes along; asked again until the rules accept the whole. */
export async function composeMoves(view: FrView, card: string, corrupt: boolean, io: Io): Promise<Outcome> {
  const tx = TEXTS[io.lang];
  const names = namesOf(view, io.lang);
  for (;;) {
    const pawns: PawnDraft[] = [];
    for (const pawn of pawnsAtRest(view)) {
      const player = view.players.find((p) => p.seat === pawn.seat);
      const prompt = `${fill(tx.pawnAsk, { seat: names.seat(pawn.seat), city: player?.city ?? '', escort: player?.role === 'regina-foederata' ? tx.pawnEscort : '' })}\n> `;
      for (;;) {
        const line = await io.ask(prompt);
        if (line === null) return 'end';
        if (isBack(line)) return 'back';
        const part = line === '' ? pawn : pawnPart(pawn, line);
        if (part !== undefined) {
          pawns.push(part);
          break;
        }
        io.out(`${fill(tx.notUnderstood, { line })}\n`);
      }
    }
    const command = draftCommand(card, corrupt, [], pawns);
    const [problem] = draftProblems(view, command);
    io.out(`${fill(tx.draftNow, { command: eventPlayText(command, names) })}\n`);
    if (problem === undefined) return command;
    io.out(`${fill(tx.draftNot, { reason: draftReason(problem, io.lang) })}\n`);
  }
}

/** "Genua", "Genua 2", "Nova Carthago 1 huns×2" (German, Dutch and French tribe names too); undefined when not understood. */
function pawnPart(pawn: PawnDraft, line: string): PawnDraft | undefined {
  const match = /^(.+?)(?:\s+(\d))?(?:\s+(\S+?)\s*[×x*]\s*(\d))?$/u.exec(line);
  if (match === null) return undefined;
  const [, cityText, legions, tribeText, count] = match;
  const city = cityIndex((cityText as string).trim());
  if (city < 0) return undefined;
  const base = { seat: pawn.seat, to: CITY_NAMES[city] as string, legions: legions === undefined ? 0 : Number(legions) };
  if (tribeText === undefined) return base;
  const tribe = tribeOf(tribeText);
  return tribe === undefined ? undefined : { ...base, escort: { tribe, count: Number(count) } };
}

function tribeOf(text: string): string | undefined {
  const english = tribeIndex(text);
  // German, Dutch and French names too ("Hunnen", "Wisigoths").
  const other = LANGS.map((lang) => TRIBE_NAMES[lang].findIndex((name) => name.toLowerCase() === text.toLowerCase())).find((i) => i >= 0) ?? -1;
  const t = english >= 0 ? english : other;
  return TRIBES[t];
}

/** A command typed as JSON; undefined when the line is not a JSON object. */
export function json(line: string): FrCommand | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value !== null && typeof value === 'object' ? (value as FrCommand) : undefined;
  } catch {
    return undefined;
  }
}
