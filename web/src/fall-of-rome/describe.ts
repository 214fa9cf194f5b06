import {
  type Cause,
  CITY_NAMES,
  counted,
  fill,
  type FrEvent,
  type Phase,
  phaseName,
  TEXTS,
  TRIBE_INFO,
  TRIBE_NAMES,
} from '../../../src/games/fall-of-rome/client.js';
import type { Lang as PageLang } from '../app/lang.js';
import { phaseLabel, tribeAt, type Own } from './labels.js';
import { cardName } from './board-words.js';
import { FALL_OF_ROME_WORDS } from './words.js';

const city = (i: number) => CITY_NAMES[i] ?? `#${i}`;
const tribe = (i: number) => TRIBE_INFO[i]?.name ?? `#${i}`;
/** A seat as the page names it ("Player 2", "Speler 2"), never its id ("p2"). */
const seatIn = (lang: PageLang, seats?: readonly string[]) => (i: number) => seats?.[i] ?? FALL_OF_ROME_WORDS.seatLabel?.(`p${i + 1}`, lang) ?? `p${i + 1}`;

/** One log event in words; events that only keep the books (begin, flags …) say nothing. `seats`: the seats' names by index (their roles at the table). */
export function eventText(event: FrEvent, lang: PageLang = 'en', seats?: readonly string[]): string | undefined {
  if (lang === 'de') return eventTextDe(event, seats);
  if (lang === 'nl' || lang === 'fr') return eventTextOwn(event, lang, seats);
  const seat = seatIn('en', seats);
  const card = (id: string) => cardName(id, 'en');
  switch (event.t) {
    case 'pawn':
      return `${seat(event.seat)} goes to ${city(event.city)}`;
    case 'legions':
      return `${city(event.city)} now has ${counted('en', event.n, 'legion')}`;
    case 'fort':
      return event.on ? `A fort is built in ${city(event.city)}` : `The fort in ${city(event.city)} is removed`;
    case 'cubes':
      return `${tribe(event.tribe)} in ${city(event.city)}: ${event.n}`;
    case 'draw':
      return `${seat(event.seat)} draws ${card(event.card)}`;
    case 'revolt':
      return `${seat(event.seat)} draws a revolt`;
    case 'discard':
      return `${seat(event.seat)} discards ${card(event.card)}`;
    case 'give':
      return `${card(event.card)}: ${seat(event.from)} → ${seat(event.to)}`;
    case 'treasury':
      return `${seat(event.seat)} ${event.into ? 'stores' : 'takes'} ${card(event.card)} ${event.into ? 'in' : 'from'} the treasury`;
    case 'consult':
      return `${seat(event.seat)} draws ${card(event.card)} from the Vestalis deck`;
    case 'retrieve':
      return `${seat(event.seat)} takes ${card(event.card)} from the discard`;
    case 'put-back':
      return `${seat(event.seat)} puts ${card(event.card)} back`;
    case 'event':
      return `${seat(event.seat)} plays ${card(event.card)}${event.corrupt ? ' (corrupt)' : ''}`;
    case 'reveal':
      return `Barbarian card: ${card(event.card)}`;
    case 'battle':
      return `${seat(event.seat)} battles in ${city(event.city)}: dice ${event.set ? 'set to ' : ''}${event.dice.join(' ')} → ${counted('en', event.remove, 'barbarian')} removed, ${counted('en', event.lose, 'legion')} lost`;
    case 'invade':
      return `${tribe(event.tribe)} invade ${city(event.city)}`;
    case 'blocked':
      return `${tribe(event.tribe)} blocked at ${city(event.city)} (${counted('en', event.lost, 'legion')} lost)`;
    case 'sacked':
      return `${tribe(event.tribe)} sack ${city(event.city)}`;
    case 'ally':
      return `Alliance with the ${tribe(event.tribe)}`;
    case 'decline':
      return `The decline is now ${event.value}`;
    case 'invasion-rate':
      return `The invasion rate moves to step ${event.step}`;
    case 'phase':
      return `Turn ${event.turn}: ${seat(event.active)} · ${phaseName(event.phase, 'en')}`;
    case 'end':
      return `Game over: ${event.result.outcome === 'won' ? 'won' : 'lost'} (${causeText(event.result.cause, 'en')})`;
    default:
      return undefined;
  }
}

const tribeDe = (i: number) => TRIBE_NAMES.de[i] ?? `#${i}`;
const PHASE_DE: Readonly<Record<Phase, string>> = { actions: 'Aktionen', draw: 'Karten ziehen', invade: 'Invasion', over: 'Ende' };

/** The terminal's German sentences (play/lang.ts), one line per event. */
function eventTextDe(event: FrEvent, seats?: readonly string[]): string | undefined {
  const tx = TEXTS.de;
  const seat = seatIn('de', seats);
  switch (event.t) {
    case 'pawn':
      return fill(tx.pawn, { seat: seat(event.seat), city: city(event.city) });
    case 'legions':
      return `${city(event.city)}: ${counted('de', event.n, 'legion')}`;
    case 'fort':
      return fill(event.on ? tx.fortOn : tx.fortOff, { city: city(event.city) });
    case 'cubes':
      return `${tribeDe(event.tribe)} in ${city(event.city)}: ${event.n}`;
    case 'draw':
      return fill(tx.draw, { seat: seat(event.seat), card: cardName(event.card, 'de') });
    case 'revolt':
      return fill(tx.revolt, { seat: seat(event.seat) });
    case 'discard':
      return fill(tx.discard, { seat: seat(event.seat), card: cardName(event.card, 'de') });
    case 'give':
      return fill(tx.give, { card: cardName(event.card, 'de'), from: seat(event.from), to: seat(event.to) });
    case 'treasury':
      return fill(event.into ? tx.treasuryIn : tx.treasuryOut, { seat: seat(event.seat), card: cardName(event.card, 'de') });
    case 'consult':
      return fill(tx.consult, { seat: seat(event.seat), card: cardName(event.card, 'de') });
    case 'retrieve':
      return fill(tx.retrieve, { seat: seat(event.seat), card: cardName(event.card, 'de') });
    case 'put-back':
      return fill(tx.putBack, { seat: seat(event.seat), card: cardName(event.card, 'de') });
    case 'event':
      return `${fill(tx.event, { seat: seat(event.seat), card: cardName(event.card, 'de') })}${event.corrupt ? tx.corrupt : ''}`;
    case 'reveal':
      return fill(tx.reveal, { card: cardName(event.card, 'de'), from: event.from === 'bottom' ? tx.bottom : tx.top });
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
      return `Der Verfall steht jetzt bei ${event.value}`;
    case 'invasion-rate':
      return `Die Invasionsrate steigt auf Stufe ${event.step}`;
    case 'phase':
      return `Zug ${event.turn}: ${seat(event.active)} · ${PHASE_DE[event.phase]}`;
    case 'end':
      return fill(event.result.outcome === 'won' ? tx.won : tx.lost, { cause: causeText(event.result.cause, 'de') });
    default:
      return undefined;
  }
}

/** Why the game ended, in the page's language (English: the cause as recorded, as before). */
export function causeText(cause: Cause, lang: PageLang): string {
  if (lang === 'nl' || lang === 'fr') return SAY[lang].causes[cause];
  return lang === 'de' ? TEXTS.de.causes[cause] : TEXTS.en.causes[cause];
}

const PURPOSES: Readonly<Record<Exclude<PageLang, 'en'>, string>> = { de: 'Kampf', nl: 'gevecht', fr: 'bataille' };

/** A roll's purpose as recorded ('battle') in the page's language. */
export function rollPurpose(purpose: string, lang: PageLang): string {
  return lang !== 'en' && purpose === 'battle' ? PURPOSES[lang] : purpose;
}

/** The log's sentences in Dutch and French, after the terminal's German ones (play/lang.ts). */
interface Sentences {
  readonly legions: (n: number) => string;
  readonly pawn: (seat: string, city: string) => string;
  readonly fortOn: (city: string) => string;
  readonly fortOff: (city: string) => string;
  readonly draw: (seat: string, card: string) => string;
  readonly revolt: (seat: string) => string;
  readonly discard: (seat: string, card: string) => string;
  readonly give: (card: string, from: string, to: string) => string;
  readonly treasuryIn: (seat: string, card: string) => string;
  readonly treasuryOut: (seat: string, card: string) => string;
  readonly consult: (seat: string, card: string) => string;
  readonly retrieve: (seat: string, card: string) => string;
  readonly putBack: (seat: string, card: string) => string;
  readonly event: (seat: string, card: string) => string;
  readonly corrupt: string;
  readonly reveal: (card: string) => string;
  readonly bottom: string;
  readonly battle: (city: string, seat: string, dice: string, set: boolean) => string;
  readonly battleResult: (remove: number, lose: number) => string;
  readonly invade: (tribe: string, city: string) => string;
  readonly blocked: (city: string, tribe: string, lost: number) => string;
  readonly sacked: (city: string, tribe: string) => string;
  readonly ally: (tribe: string) => string;
  readonly decline: (value: number) => string;
  readonly invasionRate: (step: number) => string;
  readonly phase: (turn: number, seat: string, phase: string) => string;
  readonly won: (cause: string) => string;
  readonly lost: (cause: string) => string;
  readonly causes: Readonly<Record<Cause, string>>;
}

const nLegions = (n: number) => `${n} ${n === 1 ? 'legioen' : 'legioenen'}`;
const nLegions_fr = (n: number) => `${n} ${n === 1 ? 'légion' : 'légions'}`;

const SAY: Readonly<Record<Own, Sentences>> = {
  nl: {
    legions: nLegions,
    pawn: (seat, city) => `${seat} gaat naar ${city}`,
    fortOn: (city) => `In ${city} staat een fort`,
    fortOff: (city) => `Het fort van ${city} gaat terug naar de voorraad`,
    draw: (seat, card) => `${seat} trekt ${card}`,
    revolt: (seat) => `${seat} trekt een OPSTAND!`,
    discard: (seat, card) => `${seat} legt ${card} af`,
    give: (card, from, to) => `${card} gaat van ${from} naar ${to}`,
    treasuryIn: (seat, card) => `${seat} legt ${card} in de schatkist`,
    treasuryOut: (seat, card) => `${seat} neemt ${card} uit de schatkist`,
    consult: (seat, card) => `${seat} trekt ${card} van de Vestalis-stapel`,
    retrieve: (seat, card) => `${seat} neemt ${card} van de aflegstapel`,
    putBack: (seat, card) => `${seat} legt ${card} terug op de spelersstapel`,
    event: (seat, card) => `${seat} speelt ${card}`,
    corrupt: ' (corrupt)',
    reveal: (card) => `Barbaarkaart ${card}`,
    bottom: ' (van onderen)',
    battle: (city, seat, dice, set) => `Gevecht in ${city} (${seat}): dobbelstenen ${set ? 'gezet op ' : ''}${dice}`,
    battleResult: (remove, lose) => `barbaren −${remove}, legioenen −${lose}`,
    invade: (tribe, city) => `De ${tribe} vallen ${city} binnen`,
    blocked: (city, tribe, lost) => `Legioenen in ${city} houden de ${tribe} tegen: ${nLegions(lost)} verloren`,
    sacked: (city, tribe) => `${city} wordt door de ${tribe} GEPLUNDERD!`,
    ally: (tribe) => `Bondgenootschap met de ${tribe}!`,
    decline: (value) => `Het verval staat nu op ${value}`,
    invasionRate: (step) => `De invasiegraad gaat naar stap ${step}`,
    phase: (turn, seat, phase) => `Beurt ${turn}: ${seat} · ${phase}`,
    won: (cause) => `De spelers hebben GEWONNEN: ${cause}`,
    lost: (cause) => `De spelers hebben VERLOREN: ${cause}`,
    causes: {
      'all-tribes-allied': 'elke stam is een bondgenoot',
      'no-hostile-barbarians': 'geen stad heeft nog niet-geallieerde barbaren',
      'player-deck-empty': 'de spelersstapel is op',
      decline: 'het verval heeft het laatste veld bereikt',
      'roma-sacked': 'Roma is geplunderd',
      'cubes-exhausted': 'een stam heeft geen barbaren meer',
    },
  },
  fr: {
    legions: nLegions_fr,
    pawn: (seat, city) => `${seat} se rend à ${city}`,
    fortOn: (city) => `Un fort se dresse à ${city}`,
    fortOff: (city) => `Le fort de ${city} retourne à la réserve`,
    draw: (seat, card) => `${seat} pioche ${card}`,
    revolt: (seat) => `${seat} pioche une RÉVOLTE !`,
    discard: (seat, card) => `${seat} défausse ${card}`,
    give: (card, from, to) => `${card} passe de ${from} à ${to}`,
    treasuryIn: (seat, card) => `${seat} place ${card} dans le trésor`,
    treasuryOut: (seat, card) => `${seat} prend ${card} dans le trésor`,
    consult: (seat, card) => `${seat} pioche ${card} dans la pioche Vestalis`,
    retrieve: (seat, card) => `${seat} reprend ${card} dans la défausse`,
    putBack: (seat, card) => `${seat} remet ${card} sur la pioche Joueur`,
    event: (seat, card) => `${seat} joue ${card}`,
    corrupt: ' (corrompu)',
    reveal: (card) => `Carte Barbare ${card}`,
    bottom: ' (du dessous)',
    battle: (city, seat, dice, set) => `Bataille à ${city} (${seat}) : dés ${set ? 'fixés à ' : ''}${dice}`,
    battleResult: (remove, lose) => `barbares −${remove}, légions −${lose}`,
    invade: (tribe, city) => `Les ${tribe} envahissent ${city}`,
    blocked: (city, tribe, lost) => `Les légions de ${city} arrêtent les ${tribe} : ${nLegions_fr(lost)} ${lost === 1 ? 'perdue' : 'perdues'}`,
    sacked: (city, tribe) => `${city} est PILLÉE par les ${tribe} !`,
    ally: (tribe) => `Alliance avec les ${tribe} !`,
    decline: (value) => `Le déclin est maintenant à ${value}`,
    invasionRate: (step) => `Le taux d’invasion passe au palier ${step}`,
    phase: (turn, seat, phase) => `Tour ${turn} : ${seat} · ${phase}`,
    won: (cause) => `Les joueurs ont GAGNÉ : ${cause}`,
    lost: (cause) => `Les joueurs ont PERDU : ${cause}`,
    causes: {
      'all-tribes-allied': 'toutes les tribus sont alliées',
      'no-hostile-barbarians': 'aucune ville n’abrite de barbares non alliés',
      'player-deck-empty': 'la pioche Joueur est épuisée',
      decline: 'le déclin a atteint la dernière case',
      'roma-sacked': 'Roma a été pillée',
      'cubes-exhausted': 'une tribu n’a plus de barbares',
    },
  },
};

/** One log event in Dutch or French. */
function eventTextOwn(event: FrEvent, lang: Own, seats?: readonly string[]): string | undefined {
  const say = SAY[lang];
  const seat = seatIn(lang, seats);
  const card = (id: string) => cardName(id, lang);
  const tribeOf = (i: number) => tribeAt(i, lang);
  switch (event.t) {
    case 'pawn':
      return say.pawn(seat(event.seat), city(event.city));
    case 'legions':
      return `${city(event.city)}: ${say.legions(event.n)}`;
    case 'fort':
      return event.on ? say.fortOn(city(event.city)) : say.fortOff(city(event.city));
    case 'cubes':
      return lang === 'fr' ? `${tribeOf(event.tribe)} à ${city(event.city)} : ${event.n}` : `${tribeOf(event.tribe)} in ${city(event.city)}: ${event.n}`;
    case 'draw':
      return say.draw(seat(event.seat), card(event.card));
    case 'revolt':
      return say.revolt(seat(event.seat));
    case 'discard':
      return say.discard(seat(event.seat), card(event.card));
    case 'give':
      return say.give(card(event.card), seat(event.from), seat(event.to));
    case 'treasury':
      return event.into ? say.treasuryIn(seat(event.seat), card(event.card)) : say.treasuryOut(seat(event.seat), card(event.card));
    case 'consult':
      return say.consult(seat(event.seat), card(event.card));
    case 'retrieve':
      return say.retrieve(seat(event.seat), card(event.card));
    case 'put-back':
      return say.putBack(seat(event.seat), card(event.card));
    case 'event':
      return `${say.event(seat(event.seat), card(event.card))}${event.corrupt ? say.corrupt : ''}`;
    case 'reveal':
      return `${say.reveal(card(event.card))}${event.from === 'bottom' ? say.bottom : ''}`;
    case 'battle':
      return `${say.battle(city(event.city), seat(event.seat), event.dice.join(' '), event.set)} → ${say.battleResult(event.remove, event.lose)}`;
    case 'invade':
      return say.invade(tribeOf(event.tribe), city(event.city));
    case 'blocked':
      return say.blocked(city(event.city), tribeOf(event.tribe), event.lost);
    case 'sacked':
      return say.sacked(city(event.city), tribeOf(event.tribe));
    case 'ally':
      return say.ally(tribeOf(event.tribe));
    case 'decline':
      return say.decline(event.value);
    case 'invasion-rate':
      return say.invasionRate(event.step);
    case 'phase':
      return say.phase(event.turn, seat(event.active), phaseLabel(event.phase, lang));
    case 'end':
      return (event.result.outcome === 'won' ? say.won : say.lost)(causeText(event.result.cause, lang));
    default:
      return undefined;
  }
}
