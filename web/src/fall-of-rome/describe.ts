import {
  cardDe,
  type Cause,
  CITY_NAMES,
  counted,
  fill,
  type FrEvent,
  type Lang,
  type Phase,
  TEXTS,
  TRIBE_INFO,
  TRIBE_NAMES,
} from '../../../src/games/fall-of-rome/client.js';

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
      return `${city(event.city)}: ${counted('en', event.n, 'legion')}`;
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
      return `${seat(event.seat)} battles in ${city(event.city)}: dice ${event.set ? 'set to ' : ''}${event.dice.join(' ')} → ${counted('en', event.remove, 'barbarian')} removed, ${counted('en', event.lose, 'legion')} lost`;
    case 'invade':
      return `${tribe(event.tribe)} invade ${city(event.city)}`;
    case 'blocked':
      return `${tribe(event.tribe)} blocked at ${city(event.city)} (${counted('en', event.lost, 'legion')} lost)`;
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

const tribeDe = (i: number) => TRIBE_NAMES.de[i] ?? `#${i}`;
const PHASE_DE: Readonly<Record<Phase, string>> = { actions: 'Aktionen', draw: 'Karten ziehen', invade: 'Invasion', over: 'Ende' };

/** The terminal's German sentences (play/lang.ts), one line per event. */
function eventTextDe(event: FrEvent): string | undefined {
  const tx = TEXTS.de;
  switch (event.t) {
    case 'pawn':
      return fill(tx.pawn, { seat: seat(event.seat), city: city(event.city) });
    case 'legions':
      return `${city(event.city)}: ${counted('de', event.n, 'legion')}`;
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
      return `${fill(event.set ? tx.battleSet : tx.battle, { city: city(event.city), seat: seat(event.seat), dice: event.dice.join(' ') })} → ${fill(tx.battleResult, { remove: event.remove, lose: event.lose, gain: '' }).trim()}`;
    case 'invade':
      return fill(tx.invade, { tribe: tribeDe(event.tribe), city: city(event.city) });
    case 'blocked':
      return fill(tx.blocked, { city: city(event.city), tribe: tribeDe(event.tribe), lost: counted('de', event.lost, 'legion') }).trim();
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

/** A roll's purpose as recorded ('battle') in the page's language. */
export function rollPurpose(purpose: string, lang: Lang): string {
  return lang === 'de' && purpose === 'battle' ? 'Kampf' : purpose;
}
