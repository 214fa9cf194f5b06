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
  return lang === 'de' ? ` mit ${parts.join(' und ')}` : ` with ${parts.join(' and ')}`;
}

const diceWord = (lang: Lang, n: number) => (lang === 'de' ? `${n} Würfel${n === 1 ? '' : 'n'}` : `${n} ${n === 1 ? 'die' : 'dice'}`);

/** Removals from several cities, counted by city and tribe: "Huns ×2 in Roma, Vandals ×1 in Carthago". */
export function removalsText(removals: readonly Removal[], lang: Lang): string {
  const byCity = new Map<string, string[]>();
  for (const r of removals) byCity.set(r.city, [...(byCity.get(r.city) ?? []), r.tribe]);
  return [...byCity].map(([city, tribes]) => `${tribesText(tribes, lang)} in ${city}`).join(', ') || (lang === 'de' ? 'keine Barbaren' : 'no barbarians');
}

/** A pawn's move of Festina lente: "Consul to Genua with 2 legions" / "Consul nach Genua mit 2 Legionen". */
function moveText(m: PawnMove, n: Names): string {
  return `${n.seat(m.seat)} ${n.lang === 'de' ? 'nach' : 'to'} ${m.to}${along(n.lang, m.legions, m.barbarians)}`;
}

/** What an event play names beyond its card: targets, cities, pawns, dice; empty for none. */
export function eventDetails(c: EventCommand, n: Names): string {
  const de = n.lang === 'de';
  switch (c.card) {
    case 'hic-manebimus-optime':
      return c.cities === undefined ? '' : c.cities.length === 0 ? (de ? 'keine Stadt' : 'no city') : `+2 ${de ? 'Legionen in' : 'legions in'} ${c.cities.join(', ')}`;
    case 'mortui-non-mordent':
    case 'mors-tua-vita-mea':
    case 'vae-victis':
      return c.removals === undefined ? '' : removalsText(c.removals, n.lang);
    case 'homo-faber':
      return c.take === undefined ? '' : de ? `nimmt ${n.card(c.take)} vom Ablagestapel` : `taking ${n.card(c.take)} from the discard pile`;
    case 'si-vis-pacem': {
      if (c.city === undefined) return '';
      const fort = de ? `ein Fort in ${c.city}${c.from ? ` (aus ${c.from})` : ''}` : `a fort in ${c.city}${c.from ? ` (from ${c.from})` : ''}`;
      if (c.pawn === undefined) return fort;
      return de ? `${fort}, ${n.seat(c.pawn)} zieht${along('de', c.legions, undefined)} dorthin` : `${fort}, ${n.seat(c.pawn)} moves there${along('en', c.legions, undefined)}`;
    }
    case 'festina-lente':
      return c.moves === undefined ? '' : c.moves.length === 0 ? (de ? 'niemand zieht' : 'nobody moves') : c.moves.map((m) => moveText(m, n)).join('; ');
    case 'veni-vidi-vici': {
      if (c.to === undefined) return '';
      const dice = c.dice === undefined ? '' : `, ${diceWord(n.lang, c.dice)}`;
      const set = c.set === undefined ? '' : de ? `, Würfel gesetzt auf ${facesText(c.set)}` : `, dice set to ${facesText(c.set)}`;
      return `${de ? 'nach' : 'to'} ${c.to}${along(n.lang, c.legions, (c as { barbarians?: Escort }).barbarians)}${dice}${set}`;
    }
    case 'do-ut-des':
      if (c.a === undefined || c.b === undefined) return '';
      return de
        ? `${n.seat(c.a)} gibt ${n.card(c.aCard ?? '')}, ${n.seat(c.b)} gibt ${n.card(c.bCard ?? '')}`
        : `${n.seat(c.a)} gives ${n.card(c.aCard ?? '')}, ${n.seat(c.b)} gives ${n.card(c.bCard ?? '')}`;
    default:
      return '';
  }
}

/** An event play as a title with its form and targets: "Festina lente (corrupt): Consul to Genua". */
export function eventPlayText(c: EventCommand, n: Names): string {
  const details = eventDetails(c, n);
  return `${cardTitle(c.card)}${c.corrupt ? (n.lang === 'de' ? ' (korrupt)' : ' (corrupt)') : ''}${details === '' ? '' : `: ${details}`}`;
}

/** What `seat` does by `command`, as the predicate of a sentence: "marches to Genua with 2 legions". */
export function deedText(command: FrCommand, seat: string, n: Names): string {
  return n.lang === 'de' ? deedDe(command, seat, n) : deedEn(command, seat, n);
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
