import type { EventCommand, Escort, FrCommand, PawnMove, Removal } from '../commands.js';
import { cardTitle } from '../data/cards.js';
import { counted, type Lang } from './lang.js';
import { cardText, citiesOfCards, escortText, facesText, tribesText, tribeText, type Names } from './names.js';

// Commands told as sentences, for the bots' moves and the drafts of composed events: "marches to
// Aquileia with 3 legions", "marschiert mit 3 Legionen nach Aquileia". No ids, no JSON.

/** What goes along: " with 3 legions and Huns ×2" / " mit 3 Legionen und Hunnen ×2"; empty for nothing. */
function along(lang: Lang, legions: number | undefined, barbarians: Escort | undefined): string {
  const parts = [legions ? counted(lang, legions, 'legion') : '', barbarians && Object.keys(barbarians).length > 0 ? escortText(barbarians, lang) : ''].filter((p) => p !== '');
  if (parts.length === 0) return '';
  const [word, and] = { en: ['with', 'and'], de: ['mit', 'und'], nl: ['met', 'en'], fr: ['avec', 'et'] }[lang];
  return ` ${word} ${parts.join(` ${and} `)}`;
}

const diceWord = (lang: Lang, n: number) =>
  ({ en: `${n} ${n === 1 ? 'die' : 'dice'}`, de: `${n} Würfel${n === 1 ? '' : 'n'}`, nl: `${n} ${n === 1 ? 'dobbelsteen' : 'dobbelstenen'}`, fr: `${n} ${n === 1 ? 'dé' : 'dés'}` })[lang];

/** The words of an event's details, per language. */
const EV: Readonly<Record<Lang, {
  readonly none: string;
  readonly at: string;
  readonly to: string;
  readonly noCity: string;
  readonly plus2: string;
  readonly nobody: string;
  readonly corrupt: string;
  readonly take: (card: string) => string;
  readonly fort: (city: string, from: string | undefined) => string;
  readonly pawnThere: (fort: string, seat: string, along: string) => string;
  readonly set: (faces: string) => string;
  readonly swap: (a: string, aCard: string, b: string, bCard: string) => string;
}>> = {
  en: {
    none: 'no barbarians', at: 'in', to: 'to', noCity: 'no city', plus2: '+2 legions in', nobody: 'nobody moves', corrupt: ' (corrupt)',
    take: (card) => `taking ${card} from the discard pile`,
    fort: (city, from) => `a fort in ${city}${from ? ` (from ${from})` : ''}`,
    pawnThere: (fort, seat, along) => `${fort}, ${seat} moves there${along}`,
    set: (faces) => `, dice set to ${faces}`,
    swap: (a, aCard, b, bCard) => `${a} gives ${aCard}, ${b} gives ${bCard}`,
  },
  de: {
    none: 'keine Barbaren', at: 'in', to: 'nach', noCity: 'keine Stadt', plus2: '+2 Legionen in', nobody: 'niemand zieht', corrupt: ' (korrupt)',
    take: (card) => `nimmt ${card} vom Ablagestapel`,
    fort: (city, from) => `ein Fort in ${city}${from ? ` (aus ${from})` : ''}`,
    pawnThere: (fort, seat, along) => `${fort}, ${seat} zieht${along} dorthin`,
    set: (faces) => `, Würfel gesetzt auf ${faces}`,
    swap: (a, aCard, b, bCard) => `${a} gibt ${aCard}, ${b} gibt ${bCard}`,
  },
  nl: {
    none: 'geen barbaren', at: 'in', to: 'naar', noCity: 'geen stad', plus2: '+2 legioenen in', nobody: 'niemand verplaatst', corrupt: ' (corrupt)',
    take: (card) => `neemt ${card} van de aflegstapel`,
    fort: (city, from) => `een fort in ${city}${from ? ` (uit ${from})` : ''}`,
    pawnThere: (fort, seat, along) => `${fort}, ${seat} gaat erheen${along}`,
    set: (faces) => `, dobbelstenen bepaald op ${faces}`,
    swap: (a, aCard, b, bCard) => `${a} geeft ${aCard}, ${b} geeft ${bCard}`,
  },
  fr: {
    none: 'aucun barbare', at: 'à', to: 'vers', noCity: 'aucune ville', plus2: '+2 légions à', nobody: 'personne ne bouge', corrupt: ' (corrompue)',
    take: (card) => `reprend ${card} dans la défausse`,
    fort: (city, from) => `un fort à ${city}${from ? ` (celui de ${from})` : ''}`,
    pawnThere: (fort, seat, along) => `${fort}, ${seat} y va${along}`,
    set: (faces) => `, dés fixés à ${faces}`,
    swap: (a, aCard, b, bCard) => `${a} donne ${aCard}, ${b} donne ${bCard}`,
  },
};

/** Removals from several cities, counted by city and tribe: "Huns ×2 in Roma, Vandals ×1 in Carthago". */
export function removalsText(removals: readonly Removal[], lang: Lang): string {
  const byCity = new Map<string, string[]>();
  for (const r of removals) byCity.set(r.city, [...(byCity.get(r.city) ?? []), r.tribe]);
  return [...byCity].map(([city, tribes]) => `${tribesText(tribes, lang)} ${EV[lang].at} ${city}`).join(', ') || EV[lang].none;
}

/** A pawn's move of Festina lente: "Consul to Genua with 2 legions" / "Consul nach Genua mit 2 Legionen". */
function moveText(m: PawnMove, n: Names): string {
  return `${n.seat(m.seat)} ${EV[n.lang].to} ${m.to}${along(n.lang, m.legions, m.barbarians)}`;
}

/** What an event play names beyond its card: targets, cities, pawns, dice; empty for none. */
export function eventDetails(c: EventCommand, n: Names): string {
  const w = EV[n.lang];
  switch (c.card) {
    case 'hic-manebimus-optime':
      return c.cities === undefined ? '' : c.cities.length === 0 ? w.noCity : `${w.plus2} ${c.cities.join(', ')}`;
    case 'mortui-non-mordent':
    case 'mors-tua-vita-mea':
    case 'vae-victis':
      return c.removals === undefined ? '' : removalsText(c.removals, n.lang);
    case 'homo-faber':
      return c.take === undefined ? '' : w.take(n.card(c.take));
    case 'si-vis-pacem': {
      if (c.city === undefined) return '';
      const fort = w.fort(c.city, c.from);
      if (c.pawn === undefined) return fort;
      return w.pawnThere(fort, n.seat(c.pawn), along(n.lang, c.legions, undefined));
    }
    case 'festina-lente':
      return c.moves === undefined ? '' : c.moves.length === 0 ? w.nobody : c.moves.map((m) => moveText(m, n)).join(n.lang === 'fr' ? ' ; ' : '; ');
    case 'veni-vidi-vici': {
      if (c.to === undefined) return '';
      const dice = c.dice === undefined ? '' : `, ${diceWord(n.lang, c.dice)}`;
      const set = c.set === undefined ? '' : w.set(facesText(c.set));
      return `${w.to} ${c.to}${along(n.lang, c.legions, (c as { barbarians?: Escort }).barbarians)}${dice}${set}`;
    }
    case 'do-ut-des':
      if (c.a === undefined || c.b === undefined) return '';
      return w.swap(n.seat(c.a), n.card(c.aCard ?? ''), n.seat(c.b), n.card(c.bCard ?? ''));
    default:
      return '';
  }
}

/** An event play as a title with its form and targets: "Festina lente (corrupt): Consul to Genua". */
export function eventPlayText(c: EventCommand, n: Names): string {
  const details = eventDetails(c, n);
  return `${cardTitle(c.card)}${c.corrupt ? EV[n.lang].corrupt : ''}${details === '' ? '' : `${n.lang === 'fr' ? ' : ' : ': '}${details}`}`;
}

/** What `seat` does by `command`, as the predicate of a sentence: "marches to Genua with 2 legions". */
export function deedText(command: FrCommand, seat: string, n: Names): string {
  return { en: deedEn, de: deedDe, nl: deedNl, fr: deedFr }[n.lang](command, seat, n);
}

function deedEn(c: FrCommand, seat: string, n: Names): string {
  const here = n.cityOf(seat);
  const card = (id: string) => cardText(id, 'en');
  switch (c.type) {
    case 'march':
      return `marches to ${c.to}${along('en', c.legions, c.barbarians)}`;
    case 'sail':
      return `sails to ${c.to}${along('en', c.legions, c.barbarians)}${c.card ? `, discarding ${card(c.card)}` : ''}`;
    case 'transfer':
      return `travels by fort to ${c.to}${along('en', c.legions, (c as { barbarians?: Escort }).barbarians)}, discarding ${card(c.card)}`;
    case 'build-fort':
      return `builds a fort in ${here}${c.card ? `, discarding ${card(c.card)}` : ', removing 2 legions'}${c.from ? ` (the fort of ${c.from} moves there)` : ''}`;
    case 'recruit':
      return `recruits legions in ${here}`;
    case 'battle':
      return `fights in ${here}${c.dice ? ` with ${diceWord('en', c.dice)}` : ''}${c.set ? `, dice set to ${facesText(c.set)}` : ''}`;
    case 'conspire':
    case 'trade': {
      const trade = c.type === 'trade' ? ' (trade)' : '';
      if (c.with === 'treasury') return `${c.direction === 'give' ? `puts ${card(c.card)} into` : `takes ${card(c.card)} from`} the treasury${trade}`;
      return `${c.direction === 'give' ? `gives ${card(c.card)} to` : `takes ${card(c.card)} from`} ${n.seat(c.with)}${trade}`;
    }
    case 'ally':
      return `allies with the ${tribeText(c.tribe, 'en')}, discarding ${citiesOfCards(c.cards)}`;
    case 'enlist':
      return `enlists the ${tribeText(c.tribe, 'en')} in ${here}${c.legions === undefined ? '' : ` as ${c.legions === 0 ? 'no legions' : counted('en', c.legions, 'legion')}`}${c.card ? `, discarding ${card(c.card)}` : ''}`;
    case 'reinforce':
      return `adds a legion in ${c.city}`;
    case 'levy':
      return `levies ${counted('en', c.legions ?? 2, 'legion')} in ${here}, discarding ${card(c.card)}`;
    case 'consult':
      return `draws from the Vestalis deck, discarding ${card(c.card)}`;
    case 'draw':
      return c.three ? 'ends the actions and draws 3 cards to put 1 back' : 'ends the actions and draws 2 cards';
    case 'invade':
      return 'turns the invasion cards';
    case 'continue':
      return 'resolves the second revolt';
    case 'remove':
      return `removes ${tribesText(c.tribes, 'en')}${n.pendingCity ? ` in ${n.pendingCity}` : ''}`;
    case 'discard':
      return `discards ${card(c.card)}`;
    case 'put-back':
      return `puts ${card(c.card)} back on the player deck`;
    case 'reorder':
      return `orders the top barbarian cards: ${c.order.map(card).join(', ')}${c.remove ? `; ${card(c.remove)} leaves the game` : ''}`;
    case 'undo':
      return 'takes back the last action';
    case 'event':
      return `plays ${eventPlayText(c, n)}`;
  }
}

function deedDe(c: FrCommand, seat: string, n: Names): string {
  const here = n.cityOf(seat);
  const card = (id: string) => cardText(id, 'de');
  switch (c.type) {
    case 'march':
      return `marschiert${along('de', c.legions, c.barbarians)} nach ${c.to}`;
    case 'sail':
      return `segelt${along('de', c.legions, c.barbarians)} nach ${c.to}${c.card ? ` und wirft ${card(c.card)} ab` : ''}`;
    case 'transfer':
      return `reist über ein Fort${along('de', c.legions, (c as { barbarians?: Escort }).barbarians)} nach ${c.to} und wirft ${card(c.card)} ab`;
    case 'build-fort':
      return `baut ein Fort in ${here}${c.card ? ` und wirft ${card(c.card)} ab` : ' für 2 Legionen'}${c.from ? ` (das Fort aus ${c.from} wird versetzt)` : ''}`;
    case 'recruit':
      return `rekrutiert Legionen in ${here}`;
    case 'battle':
      return `kämpft in ${here}${c.dice ? ` mit ${diceWord('de', c.dice)}` : ''}${c.set ? `, Würfel gesetzt auf ${facesText(c.set)}` : ''}`;
    case 'conspire':
    case 'trade': {
      const trade = c.type === 'trade' ? ' (Handel)' : '';
      if (c.with === 'treasury') return c.direction === 'give' ? `legt ${card(c.card)} in die Schatzkammer${trade}` : `nimmt ${card(c.card)} aus der Schatzkammer${trade}`;
      return `${c.direction === 'give' ? `gibt ${card(c.card)} an` : `nimmt ${card(c.card)} von`} ${n.seat(c.with)}${trade}`;
    }
    case 'ally':
      return `verbündet sich mit den ${tribeText(c.tribe, 'de')} und wirft ${citiesOfCards(c.cards)} ab`;
    case 'enlist':
      return `wirbt die ${tribeText(c.tribe, 'de')} in ${here}${c.legions === undefined ? '' : ` für ${c.legions === 0 ? 'keine Legionen' : counted('de', c.legions, 'legion')}`} an${c.card ? ` und wirft ${card(c.card)} ab` : ''}`;
    case 'reinforce':
      return `fügt in ${c.city} eine Legion hinzu`;
    case 'levy':
      return `hebt in ${here} ${counted('de', c.legions ?? 2, 'legion')} aus und wirft ${card(c.card)} ab`;
    case 'consult':
      return `zieht vom Vestalis-Stapel und wirft ${card(c.card)} ab`;
    case 'draw':
      return c.three ? 'beendet die Aktionen und zieht 3 Karten, um 1 zurückzulegen' : 'beendet die Aktionen und zieht 2 Karten';
    case 'invade':
      return 'deckt die Invasionskarten auf';
    case 'continue':
      return 'handelt den zweiten Aufstand ab';
    case 'remove':
      return `entfernt ${tribesText(c.tribes, 'de')}${n.pendingCity ? ` in ${n.pendingCity}` : ''}`;
    case 'discard':
      return `wirft ${card(c.card)} ab`;
    case 'put-back':
      return `legt ${card(c.card)} zurück auf den Spielerstapel`;
    case 'reorder':
      return `ordnet die obersten Barbarenkarten: ${c.order.map(card).join(', ')}${c.remove ? `; ${card(c.remove)} verlässt das Spiel` : ''}`;
    case 'undo':
      return 'nimmt die letzte Aktion zurück';
    case 'event':
      return `spielt ${eventPlayText(c, n)}`;
  }
}

function deedNl(c: FrCommand, seat: string, n: Names): string {
  const here = n.cityOf(seat);
  const card = (id: string) => cardText(id, 'nl');
  const paying = (id: string | undefined) => (id ? ` en legt ${card(id)} af` : '');
  switch (c.type) {
    case 'march':
      return `marcheert naar ${c.to}${along('nl', c.legions, c.barbarians)}`;
    case 'sail':
      return `vaart naar ${c.to}${along('nl', c.legions, c.barbarians)}${paying(c.card)}`;
    case 'transfer':
      return `reist via een fort naar ${c.to}${along('nl', c.legions, (c as { barbarians?: Escort }).barbarians)}${paying(c.card)}`;
    case 'build-fort':
      return `bouwt een fort in ${here}${c.card ? paying(c.card) : ' voor 2 legioenen'}${c.from ? ` (het fort van ${c.from} wordt verplaatst)` : ''}`;
    case 'recruit':
      return `rekruteert legioenen in ${here}`;
    case 'battle':
      return `vecht in ${here}${c.dice ? ` met ${diceWord('nl', c.dice)}` : ''}${c.set ? `, dobbelstenen bepaald op ${facesText(c.set)}` : ''}`;
    case 'conspire':
    case 'trade': {
      const trade = c.type === 'trade' ? ' (handel)' : '';
      if (c.with === 'treasury') return c.direction === 'give' ? `legt ${card(c.card)} in de schatkist${trade}` : `neemt ${card(c.card)} uit de schatkist${trade}`;
      return `${c.direction === 'give' ? `geeft ${card(c.card)} aan` : `neemt ${card(c.card)} van`} ${n.seat(c.with)}${trade}`;
    }
    case 'ally':
      return `sluit een bondgenootschap met de ${tribeText(c.tribe, 'nl')} en legt ${citiesOfCards(c.cards)} af`;
    case 'enlist':
      return `huurt in ${here} de ${tribeText(c.tribe, 'nl')} in${c.legions === undefined ? '' : ` als ${c.legions === 0 ? 'geen legioenen' : counted('nl', c.legions, 'legion')}`}${paying(c.card)}`;
    case 'reinforce':
      return `voegt een legioen toe in ${c.city}`;
    case 'levy':
      return `heft in ${here} ${counted('nl', c.legions ?? 2, 'legion')}${paying(c.card)}`;
    case 'consult':
      return `trekt van de Vestalis-stapel${paying(c.card)}`;
    case 'draw':
      return c.three ? 'beëindigt de acties en trekt 3 kaarten om er 1 terug te leggen' : 'beëindigt de acties en trekt 2 kaarten';
    case 'invade':
      return 'draait de barbaarkaarten open';
    case 'continue':
      return 'handelt de tweede opstand af';
    case 'remove':
      return `verwijdert ${tribesText(c.tribes, 'nl')}${n.pendingCity ? ` in ${n.pendingCity}` : ''}`;
    case 'discard':
      return `legt ${card(c.card)} af`;
    case 'put-back':
      return `legt ${card(c.card)} terug op de gedekte stapel`;
    case 'reorder':
      return `legt de bovenste barbaarkaarten in volgorde: ${c.order.map(card).join(', ')}${c.remove ? `; ${card(c.remove)} gaat uit het spel` : ''}`;
    case 'undo':
      return 'neemt de laatste actie terug';
    case 'event':
      return `speelt ${eventPlayText(c, n)}`;
  }
}

/** French "à" with a seat: "au Consul", "à la Vestalis". */
function toSeatFr(seat: string, n: Names): string {
  const role = n.roleOf(seat);
  return role === 'vestalis' || role === 'regina-foederata' ? `à la ${n.seat(seat)}` : role === undefined ? `à ${n.seat(seat)}` : `au ${n.seat(seat)}`;
}

function deedFr(c: FrCommand, seat: string, n: Names): string {
  const here = n.cityOf(seat);
  const card = (id: string) => cardText(id, 'fr');
  const paying = (id: string | undefined) => (id ? `, en défaussant ${card(id)}` : '');
  switch (c.type) {
    case 'march':
      return `marche vers ${c.to}${along('fr', c.legions, c.barbarians)}`;
    case 'sail':
      return `navigue vers ${c.to}${along('fr', c.legions, c.barbarians)}${paying(c.card)}`;
    case 'transfer':
      return `voyage par un fort vers ${c.to}${along('fr', c.legions, (c as { barbarians?: Escort }).barbarians)}${paying(c.card)}`;
    case 'build-fort':
      return `construit un fort à ${here}${c.card ? paying(c.card) : ', en ôtant 2 légions'}${c.from ? ` (le fort de ${c.from} y est déplacé)` : ''}`;
    case 'recruit':
      return `recrute des légions à ${here}`;
    case 'battle':
      return `livre bataille à ${here}${c.dice ? ` avec ${diceWord('fr', c.dice)}` : ''}${c.set ? `, dés fixés à ${facesText(c.set)}` : ''}`;
    case 'conspire':
    case 'trade': {
      const trade = c.type === 'trade' ? ' (commerce)' : '';
      if (c.with === 'treasury') return c.direction === 'give' ? `met ${card(c.card)} dans le trésor${trade}` : `prend ${card(c.card)} dans le trésor${trade}`;
      return `${c.direction === 'give' ? 'donne' : 'prend'} ${card(c.card)} ${toSeatFr(c.with, n)}${trade}`;
    }
    case 'ally':
      return `s’allie avec les ${tribeText(c.tribe, 'fr')}, en défaussant ${citiesOfCards(c.cards)}`;
    case 'enlist':
      return `enrôle les ${tribeText(c.tribe, 'fr')} à ${here}${c.legions === undefined ? '' : ` (${c.legions === 0 ? 'sans légion' : counted('fr', c.legions, 'legion')})`}${paying(c.card)}`;
    case 'reinforce':
      return `ajoute une légion à ${c.city}`;
    case 'levy':
      return `lève ${counted('fr', c.legions ?? 2, 'legion')} à ${here}${paying(c.card)}`;
    case 'consult':
      return `pioche dans le paquet de la Vestalis${paying(c.card)}`;
    case 'draw':
      return c.three ? 'termine ses actions et pioche 3 cartes pour en remettre 1' : 'termine ses actions et pioche 2 cartes';
    case 'invade':
      return 'révèle les cartes Barbare';
    case 'continue':
      return 'résout la seconde révolte';
    case 'remove':
      return `ôte ${tribesText(c.tribes, 'fr')}${n.pendingCity ? ` à ${n.pendingCity}` : ''}`;
    case 'discard':
      return `défausse ${card(c.card)}`;
    case 'put-back':
      return `remet ${card(c.card)} sur la pioche Joueur`;
    case 'reorder':
      return `ordonne les premières cartes Barbare : ${c.order.map(card).join(', ')}${c.remove ? ` ; ${card(c.remove)} quitte la partie` : ''}`;
    case 'undo':
      return 'reprend la dernière action';
    case 'event':
      return `joue ${eventPlayText(c, n)}`;
  }
}
