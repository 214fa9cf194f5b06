import type { Escort, FrCommand, PawnMove } from '../../../src/games/fall-of-rome/commands.js';
import { CITY_NAMES } from '../../../src/games/fall-of-rome/data/cities.js';
import { TRIBE_INFO } from '../../../src/games/fall-of-rome/data/tribes.js';
import type { FrEvent } from '../../../src/games/fall-of-rome/events.js';
import { cardTitle } from '../../../src/games/fall-of-rome/data/cards.js';
import { fill, TEXTS, type Lang } from '../../../src/games/fall-of-rome/play/lang.js';
import { TRIBE_NAMES } from '../../../src/games/fall-of-rome/play/story.js';
import { commandText } from '../../../src/games/fall-of-rome/play/text.js';
import type { Cause, Phase } from '../../../src/games/fall-of-rome/state.js';

const isEscort = (value: unknown): value is Escort => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The Regina Foederata's barbarians along: " + huns×2" (German: " + Hunnen×2"); empty without. */
function escortText(escort: Escort | undefined, lang: Lang = 'en'): string {
  if (escort === undefined) return '';
  return ` + ${Object.entries(escort).map(([t, n]) => `${lang === 'de' ? (TRIBE_DE[t] ?? t) : t}×${n}`).join(' ')}`;
}

/** A command as a button label: its kind and what it names. */
export function commandLabel(command: FrCommand, lang: Lang = 'en'): string {
  if (lang === 'de') return commandLabelDe(command);
  const c = command as Record<string, unknown>;
  const parts: string[] = [command.type];
  for (const key of ['card', 'to', 'city', 'tribe', 'with', 'direction']) if (typeof c[key] === 'string') parts.push(c[key] as string);
  if (typeof c.take === 'string') parts.push(`take ${c.take}`);
  if (typeof c.from === 'string') parts.push(`fort from ${c.from}`);
  if (Array.isArray(c.cities)) parts.push((c.cities as string[]).length === 0 ? '—' : (c.cities as string[]).join(', '));
  if (Array.isArray(c.moves)) parts.push((c.moves as PawnMove[]).map((m) => `${m.seat} → ${m.to}${m.legions ? ` +${m.legions} L` : ''}${escortText(m.barbarians)}`).join(', '));
  if (typeof c.a === 'string' && typeof c.b === 'string') parts.push(`${c.a} gives ${String(c.aCard)}, ${c.b} gives ${String(c.bCard)}`);
  if (typeof c.legions === 'number' && c.legions > 0) parts.push(`+${c.legions} L`);
  if (isEscort(c.barbarians)) parts.push(escortText(c.barbarians).trim());
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

const city = (i: number) => CITY_NAMES[i] ?? `#${i}`;
const tribe = (i: number) => TRIBE_INFO[i]?.name ?? `#${i}`;
const seat = (i: number) => `p${i + 1}`;

/** One log event in words; events that only keep the books (begin, flags …) say nothing. */
export function eventText(event: FrEvent, lang: Lang = 'en'): string | undefined {
  if (lang === 'de') return eventTextDe(event);
  switch (event.t) {
    case 'pawn':
      return `${seat(event.seat)} → ${city(event.city)}`;
    case 'legions':
      return `${city(event.city)}: ${event.n} legions`;
    case 'fort':
      return `${city(event.city)}: fort ${event.on ? 'built' : 'removed'}`;
    case 'cubes':
      return `${city(event.city)}: ${tribe(event.tribe)} ${event.n}`;
    case 'draw':
      return `${seat(event.seat)} draws ${event.card}`;
    case 'revolt':
      return `${seat(event.seat)}: revolt ${event.card}`;
    case 'discard':
      return `${seat(event.seat)} discards ${event.card}`;
    case 'give':
      return `${event.card}: ${seat(event.from)} → ${seat(event.to)}`;
    case 'treasury':
      return `${seat(event.seat)} ${event.into ? 'stores' : 'takes'} ${event.card} ${event.into ? 'in' : 'from'} the treasury`;
    case 'consult':
      return `${seat(event.seat)} draws ${event.card} from the Vestalis deck`;
    case 'retrieve':
      return `${seat(event.seat)} takes ${event.card} from the discard`;
    case 'put-back':
      return `${seat(event.seat)} puts ${event.card} back`;
    case 'event':
      return `${seat(event.seat)} plays ${event.card}${event.corrupt ? ' (corrupt)' : ''}`;
    case 'reveal':
      return `barbarian card ${event.card}`;
    case 'battle':
      return `${seat(event.seat)} battles in ${city(event.city)}: dice ${event.dice.join(' ')} → ${event.remove} barbarians removed, ${event.lose} legions lost`;
    case 'invade':
      return `${tribe(event.tribe)} invade ${city(event.city)}`;
    case 'blocked':
      return `${tribe(event.tribe)} blocked at ${city(event.city)} (${event.lost} legions lost)`;
    case 'sacked':
      return `${tribe(event.tribe)} sack ${city(event.city)}`;
    case 'ally':
      return `alliance with the ${tribe(event.tribe)}`;
    case 'decline':
      return `decline ${event.value}`;
    case 'invasion-rate':
      return `invasion rate step ${event.step}`;
    case 'phase':
      return `turn ${event.turn}: ${seat(event.active)} · ${event.phase}`;
    case 'end':
      return `game over: ${event.result.outcome} (${event.result.cause})`;
    default:
      return undefined;
  }
}

const TRIBE_DE = Object.fromEntries(TRIBE_INFO.map((t, i) => [t.id, TRIBE_NAMES.de[i] as string])) as Readonly<Record<string, string>>;

/** A tribe by its id as the page's language names it (English keeps the id, as the labels do). */
export function tribeName(id: string, lang: Lang = 'en'): string {
  return lang === 'de' ? (TRIBE_DE[id] ?? id) : id;
}
const tribeDe = (i: number) => TRIBE_NAMES.de[i] ?? `#${i}`;
/** A card in German: revolts are named as such; city and event cards keep their (Latin) names. */
const cardDe = (card: string) => (card.startsWith('revolt-') ? `Aufstand (${card.slice(7)})` : cardTitle(card));
const PHASE_DE: Readonly<Record<Phase, string>> = { actions: 'Aktionen', draw: 'Karten ziehen', invade: 'Invasion', over: 'Ende' };

/** The terminal's German sentences (play/lang.ts), one line per event. */
function eventTextDe(event: FrEvent): string | undefined {
  const tx = TEXTS.de;
  switch (event.t) {
    case 'pawn':
      return fill(tx.pawn, { seat: seat(event.seat), city: city(event.city) });
    case 'legions':
      return `${city(event.city)}: ${event.n} Legion(en)`;
    case 'fort':
      return fill(event.on ? tx.fortOn : tx.fortOff, { city: city(event.city) });
    case 'cubes':
      return `${city(event.city)}: ${tribeDe(event.tribe)} ${event.n}`;
    case 'draw':
      return fill(tx.draw, { seat: seat(event.seat), card: cardDe(event.card) });
    case 'revolt':
      return fill(tx.revolt, { seat: seat(event.seat) });
    case 'discard':
      return fill(tx.discard, { seat: seat(event.seat), card: cardDe(event.card) });
    case 'give':
      return fill(tx.give, { card: cardDe(event.card), from: seat(event.from), to: seat(event.to) });
    case 'treasury':
      return fill(event.into ? tx.treasuryIn : tx.treasuryOut, { seat: seat(event.seat), card: cardDe(event.card) });
    case 'consult':
      return fill(tx.consult, { seat: seat(event.seat), card: cardDe(event.card) });
    case 'retrieve':
      return fill(tx.retrieve, { seat: seat(event.seat), card: cardDe(event.card) });
    case 'put-back':
      return fill(tx.putBack, { seat: seat(event.seat), card: cardDe(event.card) });
    case 'event':
      return `${fill(tx.event, { seat: seat(event.seat), card: cardDe(event.card) })}${event.corrupt ? tx.corrupt : ''}`;
    case 'reveal':
      return fill(tx.reveal, { card: event.card, from: event.from === 'bottom' ? tx.bottom : tx.top });
    case 'battle':
      return `${fill(tx.battle, { city: city(event.city), seat: seat(event.seat), dice: event.dice.join(' ') })} → ${fill(tx.battleResult, { remove: event.remove, lose: event.lose, gain: '' }).trim()}`;
    case 'invade':
      return fill(tx.invade, { tribe: tribeDe(event.tribe), city: city(event.city) });
    case 'blocked':
      return fill(tx.blocked, { city: city(event.city), tribe: tribeDe(event.tribe), lost: event.lost }).trim();
    case 'sacked':
      return fill(tx.sacked, { city: city(event.city), tribe: tribeDe(event.tribe) });
    case 'ally':
      return fill(tx.ally, { tribe: tribeDe(event.tribe) });
    case 'decline':
      return `Verfall ${event.value}`;
    case 'invasion-rate':
      return `Invasionsrate Stufe ${event.step}`;
    case 'phase':
      return `Zug ${event.turn}: ${seat(event.active)} · ${PHASE_DE[event.phase]}`;
    case 'end':
      return fill(event.result.outcome === 'won' ? tx.won : tx.lost, { cause: causeText(event.result.cause, 'de') });
    default:
      return undefined;
  }
}

/** Why the game ended, in the page's language (English: the cause as recorded, as before). */
export function causeText(cause: Cause, lang: Lang): string {
  return lang === 'de' ? TEXTS.de.causes[cause] : cause;
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
  if (typeof c.tribe === 'string') parts.push(TRIBE_DE[c.tribe] ?? c.tribe);
  if (typeof c.take === 'string') parts.push(`nimm ${c.take}`);
  if (typeof c.from === 'string') parts.push(`Fort von ${c.from}`);
  if (Array.isArray(c.cities)) parts.push((c.cities as string[]).length === 0 ? '—' : (c.cities as string[]).join(', '));
  if (Array.isArray(c.moves)) parts.push((c.moves as PawnMove[]).map((m) => `${m.seat} → ${m.to}${m.legions ? ` +${m.legions} L` : ''}${escortText(m.barbarians, 'de')}`).join(', '));
  if (typeof c.a === 'string' && typeof c.b === 'string') parts.push(`${c.a} gibt ${String(c.aCard)}, ${c.b} gibt ${String(c.bCard)}`);
  if (typeof c.legions === 'number' && c.legions > 0) parts.push(`+${c.legions} L`);
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

/** A roll's purpose as recorded ('battle') in the page's language. */
export function rollPurpose(purpose: string, lang: Lang): string {
  return lang === 'de' && purpose === 'battle' ? 'Kampf' : purpose;
}
