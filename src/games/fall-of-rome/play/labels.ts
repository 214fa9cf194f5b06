import type { Escort, FrCommand, PawnMove } from '../commands.js';
import { cardTitle } from '../data/cards.js';
import { TRIBE_INFO } from '../data/tribes.js';
import type { Lang } from './lang.js';
import { PHASE_DE } from '../resolve/words-de.js';
import { PHASE, tribeName as saidTribe } from '../resolve/words.js';
import type { Phase } from '../state.js';
import { TRIBE_NAMES } from './story.js';
import { commandText } from './text.js';

// Commands as a person reads them in a list of choices (the browser's buttons), English or German; the
// browser words Dutch and French commands itself (web/src/fall-of-rome/labels.ts), the terminal its menus (menu.ts).

const TRIBE_DE = Object.fromEntries(TRIBE_INFO.map((t, i) => [t.id, TRIBE_NAMES.de[i] as string])) as Readonly<Record<string, string>>;

/** A tribe by its id as the page's language names it (English keeps the id, as the labels do). */
export function tribeName(id: string, lang: Lang = 'en'): string {
  if (lang === 'nl' || lang === 'fr') return TRIBE_INFO.some((t) => t.id === id) ? saidTribe(TRIBE_INFO.findIndex((t) => t.id === id), lang) : id;
  return lang === 'de' ? (TRIBE_DE[id] ?? id) : id;
}

/** A phase as the page's language names it. */
export function phaseName(phase: Phase, lang: Lang = 'en'): string {
  if (lang === 'nl' || lang === 'fr') return PHASE[lang][phase];
  return lang === 'de' ? PHASE_DE[phase] : PHASE_EN[phase];
}

const PHASE_EN: Readonly<Record<Phase, string>> = { actions: 'actions', draw: 'draw', invade: 'invasion', over: 'game over' };

/** A card in German: revolts are named as such; city and event cards keep their (Latin) names. */
export const cardDe = (card: string) => (card.startsWith('revolt-') ? `Aufstand (${card.slice(7)})` : cardTitle(card));

const isEscort = (value: unknown): value is Escort => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The Regina Foederata's barbarians along: " + huns×2" (German: " + Hunnen×2"); empty without. */
function escortText(escort: Escort | undefined, lang: Lang = 'en'): string {
  if (escort === undefined) return '';
  return ` + ${Object.entries(escort).map(([t, n]) => `${lang === 'de' ? (TRIBE_DE[t] ?? t) : t}×${n}`).join(' ')}`;
}

/** A battle's number of dice and the faces Alea iacta est sets: "2 dice [3 6]". */
function diceText(c: Readonly<Record<string, unknown>>, word: string): string[] {
  const parts: string[] = [];
  if (typeof c.dice === 'number') parts.push(`${c.dice} ${word}`);
  if (Array.isArray(c.set)) parts.push(`[${(c.set as number[]).join(' ')}]`);
  return parts;
}

/** A command as a button label: its kind and what it names. */
export function commandLabel(command: FrCommand, lang: Lang = 'en'): string {
  if (lang === 'de') return commandLabelDe(command);
  const c = command as Record<string, unknown>;
  const parts: string[] = [command.type];
  for (const key of ['card', 'to', 'city', 'tribe', 'with', 'direction']) if (typeof c[key] === 'string') parts.push(c[key] as string);
  if (typeof c.pawn === 'string') parts.push(`pawn ${c.pawn}`);
  if (typeof c.take === 'string') parts.push(`take ${c.take}`);
  if (typeof c.from === 'string') parts.push(`fort from ${c.from}`);
  if (Array.isArray(c.cities)) parts.push((c.cities as string[]).length === 0 ? '—' : (c.cities as string[]).join(', '));
  if (Array.isArray(c.moves)) parts.push((c.moves as PawnMove[]).map((m) => `${m.seat} → ${m.to}${m.legions ? ` +${m.legions} L` : ''}${escortText(m.barbarians)}`).join(', '));
  if (typeof c.a === 'string' && typeof c.b === 'string') parts.push(`${c.a} gives ${String(c.aCard)}, ${c.b} gives ${String(c.bCard)}`);
  if (typeof c.legions === 'number' && (c.legions > 0 || command.type === 'enlist')) parts.push(`+${c.legions} L`);
  if (isEscort(c.barbarians)) parts.push(escortText(c.barbarians).trim());
  parts.push(...diceText(c, 'dice'));
  if (Array.isArray(c.tribes)) parts.push((c.tribes as string[]).join(', '));
  if (Array.isArray(c.order)) parts.push((c.order as string[]).join(' › '));
  if (Array.isArray(c.removals)) {
    // "remove Roma: 2 huns, Ravenna: 1 vandals"
    const counts = new Map<string, number>();
    for (const r of c.removals as { city: string; tribe: string }[]) counts.set(`${r.city}: ${r.tribe}`, (counts.get(`${r.city}: ${r.tribe}`) ?? 0) + 1);
    parts.push(`− ${[...counts].map(([what, n]) => `${n} ${what}`).join(', ')}`);
  }
  if (c.three === true) parts.push('×3');
  if (c.corrupt === true) parts.push('(corrupt)');
  return parts.join(' ');
}

/** The terminal's German command words (play/text.ts), with tribes, cards and trades in German too. */
function commandLabelDe(original: FrCommand): string {
  // Revolt cards by their German name; city and event cards keep theirs.
  const command = (original.type !== 'event' && 'card' in original && typeof original.card === 'string' ? { ...original, card: cardDe(original.card) } : original) as FrCommand;
  switch (command.type) {
    case 'conspire':
    case 'trade':
      return `${command.type === 'trade' ? 'Handel' : 'Verschwörung'}: ${commandText(command, 'de').split(': ').slice(1).join(': ')}`;
    case 'ally':
    case 'enlist':
      return commandText({ ...command, tribe: TRIBE_DE[command.tribe] ?? command.tribe }, 'de');
    case 'remove':
      return commandText({ ...command, tribes: command.tribes.map((t) => TRIBE_DE[t] ?? t) }, 'de');
    case 'undo':
      return 'Aktion zurücknehmen';
    case 'event':
      return eventCommandDe(command);
    default:
      return commandText(command, 'de');
  }
}

/** An event card as a button: the card and whatever the choice names, in German. */
function eventCommandDe(command: Extract<FrCommand, { type: 'event' }>): string {
  const c = command as unknown as Record<string, unknown>;
  const parts: string[] = [`spiele ${cardTitle(command.card)}`];
  for (const key of ['to', 'city', 'with', 'direction']) if (typeof c[key] === 'string') parts.push(c[key] === 'give' ? 'geben' : c[key] === 'take' ? 'nehmen' : (c[key] as string));
  if (typeof c.pawn === 'string') parts.push(`Figur ${c.pawn}`);
  if (typeof c.tribe === 'string') parts.push(TRIBE_DE[c.tribe] ?? c.tribe);
  if (typeof c.take === 'string') parts.push(`nimm ${c.take}`);
  if (typeof c.from === 'string') parts.push(`Fort von ${c.from}`);
  if (Array.isArray(c.cities)) parts.push((c.cities as string[]).length === 0 ? '—' : (c.cities as string[]).join(', '));
  if (Array.isArray(c.moves)) parts.push((c.moves as PawnMove[]).map((m) => `${m.seat} → ${m.to}${m.legions ? ` +${m.legions} L` : ''}${escortText(m.barbarians, 'de')}`).join(', '));
  if (typeof c.a === 'string' && typeof c.b === 'string') parts.push(`${c.a} gibt ${String(c.aCard)}, ${c.b} gibt ${String(c.bCard)}`);
  if (typeof c.legions === 'number' && c.legions > 0) parts.push(`+${c.legions} L`);
  if (isEscort(c.barbarians)) parts.push(escortText(c.barbarians, 'de').trim());
  parts.push(...diceText(c, 'Würfel'));
  if (Array.isArray(c.tribes)) parts.push((c.tribes as string[]).map((t) => TRIBE_DE[t] ?? t).join(', '));
  if (Array.isArray(c.order)) parts.push((c.order as string[]).join(' › '));
  if (Array.isArray(c.removals)) {
    const counts = new Map<string, number>();
    for (const r of c.removals as { city: string; tribe: string }[]) {
      const what = `${r.city}: ${TRIBE_DE[r.tribe] ?? r.tribe}`;
      counts.set(what, (counts.get(what) ?? 0) + 1);
    }
    parts.push(`− ${[...counts].map(([what, n]) => `${n} ${what}`).join(', ')}`);
  }
  if (c.three === true) parts.push('×3');
  if (command.corrupt === true) parts.push('(korrupt)');
  return parts.join(' ');
}

const KINDS: Readonly<Record<string, readonly [string, string]>> = {
  march: ['Marschieren', 'March'],
  sail: ['Segeln', 'Sail'],
  'build-fort': ['Fort bauen', 'Build a fort'],
  battle: ['Kämpfen', 'Battle'],
  conspire: ['Verschwörung', 'Conspire'],
  trade: ['Handel', 'Trade'],
  ally: ['Bündnis', 'Ally'],
  enlist: ['Barbaren anwerben', 'Enlist barbarians'],
  reinforce: ['Legion hinzufügen', 'Reinforce'],
  levy: ['Legionen ausheben', 'Levy'],
  transfer: ['Fort-Reise', 'Move by a fort'],
  consult: ['Vestalis-Stapel', 'Vestalis deck'],
  reorder: ['Barbarenkarten ordnen', 'Order the barbarian cards'],
  remove: ['Barbaren entfernen', 'Remove barbarians'],
  discard: ['Abwerfen', 'Discard'],
  'put-back': ['Zurücklegen', 'Put back'],
};

/** A kind of command as a heading over its choices. */
export function commandKind(type: string, lang: Lang = 'en'): string {
  const names = KINDS[type];
  return names === undefined ? type : names[lang === 'de' ? 0 : 1];
}

