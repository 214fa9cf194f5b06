import { createContext, useContext } from 'react';
import {
  commandText,
  type GameIndex,
  isPower,
  type JdaCommand,
  type Pending,
  POWER_NAMES,
} from '../../../src/games/jeanne-darc-1429/client.js';

/** The table's languages: the app's German and English, and Dutch, the language of the rules text. */
export type JdaLang = 'de' | 'en' | 'nl';

/** Every label of the table: German, English, Dutch. */
const LABELS = {
  language: ['Sprache', 'Language', 'Taal'],
  round: ['Runde', 'Round', 'Ronde'],
  phase: ['Phase', 'Phase', 'Fase'],
  status: ['Politische Lage', 'Political status', 'Politieke status'],
  war: ['Krieg', 'War', 'Oorlog'],
  peace: ['Frieden', 'Peace', 'Vrede'],
  undecided: ['noch offen', 'not yet decided', 'nog open'],
  turnOrder: ['Spielerreihenfolge', 'Turn order', 'Spelersvolgorde'],
  players: ['Spieler', 'Players', 'Spelers'],
  money: ["Louis d'Or", "Louis d'Or", "Louis d'Or"],
  influence: ['Einfluss', 'Influence', 'Invloed'],
  throne: ['Thronpunkte', 'Throne points', 'Troonpunten'],
  hand: ['Hand', 'Hand', 'Hand'],
  cards: ['Karten', 'cards', 'kaarten'],
  hero: ['Held aktiv', 'hero active', 'held actief'],
  deck: ['Nachziehstapel', 'Draw pile', 'Trekstapel'],
  discard: ['Ablagestapel', 'Discard pile', 'Aflegstapel'],
  events: ['Ereignisse', 'Events', 'Gebeurtenissen'],
  drawn: ['gezogen', 'drawn', 'getrokken'],
  done: ['abgehandelt', 'resolved', 'afgehandeld'],
  papal: ['Päpstliche Intervention', 'Papal intervention', 'Pauselijke tussenkomst'],
  seaLord: ['Herr der See', 'Lord of the sea', 'Heerser over de zee'],
  interventions: ['Ausländische Interventionen offen', 'Foreign interventions left', 'Buitenlandse interventies over'],
  halfIncome: ['Schlechtes Wetter: Einkommen halbiert', 'Bad weather: income halved', 'Slecht weer: inkomen gehalveerd'],
  truceNext: ['Waffenstillstand: nächste Runde Frieden', 'Truce: next round is Peace', 'Wapenstilstand: volgende ronde vrede'],
  plagueUsed: ['Die Pest ist gewesen', 'The plague has happened', 'De pest is geweest'],
  battle: ['Kampf', 'Fight', 'Gevecht'],
  actions: ['Deine Wahl', 'Your choice', 'Jouw keuze'],
  yourTurn: ['Du bist am Zug', 'Your turn', 'Jij bent aan de beurt'],
  waitingFor: ['Wartet auf', 'Waiting for', 'Wacht op'],
  botPlays: ['Bot', 'bot', 'bot'],
  spectator: ['Zuschauer', 'Spectator', 'Toeschouwer'],
  live: ['live', 'live', 'live'],
  reconnecting: ['verbindet neu …', 'reconnecting …', 'verbindt opnieuw …'],
  log: ['Verlauf', 'Log', 'Verloop'],
  winners: ['Gewinner', 'Winners', 'Winnaars'],
  attack: ['Angriff', 'Attack', 'Aanval'],
  route: ['Von → nach', 'From → to', 'Van → naar'],
  siegeCards: ['Belagerungskarten', 'Siege cards', 'Belegeringskaarten'],
  powerCards: ['Machtkarten', 'Power cards', 'Machtkaarten'],
  none: ['keine', 'none', 'geen'],
  choose: ['Wählen', 'Choose', 'Kiezen'],
  attackButton: ['Angreifen', 'Attack', 'Aanvallen'],
  free: ['frei', 'free', 'vrij'],
  legion: ['Fremdenlegion', 'Foreign legion', 'Vreemdelingenlegioen'],
  plundered: ['geplündert', 'plundered', 'geplunderd'],
  port: ['Hafen', 'port', 'haven'],
  mountains: ['Gebirge', 'mountains', 'bergen'],
  garrison: ['Garnison', 'garrison', 'garnizoen'],
  castle: ['Burg', 'castle', 'burcht'],
  fortress: ['Festung', 'fortress', 'vesting'],
  sample: ['Beispielplan, nicht der veröffentlichte', 'Sample board, not the published one', 'Voorbeeldbord, niet het gepubliceerde'],
  phaseIncome: ['1 Einkommen', '1 Income', '1 Inkomen'],
  phaseStatus: ['2 Politische Lage', '2 Political status', '2 Politieke status'],
  phaseCards: ['3 Kampfkarten', '3 Combat cards', '3 Gevechtskaarten'],
  phaseBuying: ['4 Kaufen', '4 Buying', '4 Kopen'],
  phaseOrder: ['5 Spielerreihenfolge', '5 Player order', '5 Spelersvolgorde'],
  phaseEvents: ['6 Ereignisse und ausländische Intervention', '6 Events and foreign intervention', '6 Gebeurtenissen en buitenlandse interventie'],
  phasePlayer: ['7 Spielerphase', '7 Player phase', '7 Spelersfase'],
  phaseScoring: ['8 Wertung', '8 Scoring', '8 Telling'],
  phaseOver: ['Spielende', 'Game over', 'Einde van het spel'],
  endBuying: ['Einkäufe beenden', 'End the purchases', 'Aankopen beëindigen'],
  buyCard: ['Kampfkarte kaufen', 'Buy a combat card', 'Gevechtskaart kopen'],
  buildCastle: ['Burg bauen in', 'Build a castle in', 'Burcht bouwen in'],
  buildFortress: ['Festung bauen in', 'Build a fortress in', 'Vesting bouwen in'],
  pass: ['Passen', 'Pass', 'Passen'],
  chooseWar: ['Krieg wählen (geheim)', 'Choose War (secret)', 'Oorlog kiezen (geheim)'],
  choosePeace: ['Frieden wählen (geheim)', 'Choose Peace (secret)', 'Vrede kiezen (geheim)'],
  qStatus: ['Krieg oder Frieden (geheim)', 'War or Peace (secret)', 'Oorlog of vrede (geheim)'],
  qBuy: ['Einkäufe: Karte, Burg, Festung, oder Ende', 'Purchases: a card, a castle, a fortress, or the end', 'Aankopen: kaart, burcht, vesting, of einde'],
  qOrder: ['Reihenfolge der gezogenen Ereignisse', 'The order of the events drawn', 'Volgorde van de getrokken gebeurtenissen'],
  qCity: ['eine Stadt wählen', 'choose a city', 'een stad kiezen'],
  qPlayer: ['den Spieler wählen, dessen Karten beschlagnahmt werden', 'choose the player whose cards are confiscated', 'de speler kiezen wiens kaarten in beslag worden genomen'],
  qPapal: ['Provinz oder Stadt unter päpstlichem Schutz', 'Province or city under papal protection', 'Provincie of stad onder pauselijke bescherming'],
  qLongRange: ['Fernangriff oder passen', 'A long-range attack, or pass', 'Lange afstandsaanval, of passen'],
  qDuel: ['Karte und Einfluss für das Duell (geheim)', 'A card and influence for the duel (secret)', 'Kaart en invloed voor het duel (geheim)'],
  qVeto: ['Landung verbieten?', 'Forbid the landing?', 'Landing verbieden?'],
  qDefend: ['Verteidigung: eine Karte oder keine', 'Defence: one card or none', 'Verdediging: een kaart of geen'],
  qExpand: ['Ausbreitung: freie Städte über Straße oder See', 'Expansion: free cities by road or by sea', 'Uitbreiding: vrije steden over de weg of over zee'],
  qAttack: ['Angriff, Aufstand anstiften oder passen', 'An attack, a provoked uprising, or pass', 'Aanval, opstand uitlokken, of passen'],
} satisfies Record<string, readonly [string, string, string]>;

const QUESTION_KEYS: Readonly<Record<Pending['kind'], LabelKey>> = {
  status: 'qStatus',
  buy: 'qBuy',
  'order-events': 'qOrder',
  'choose-city': 'qCity',
  'choose-player': 'qPlayer',
  papal: 'qPapal',
  'long-range-attack': 'qLongRange',
  duel: 'qDuel',
  veto: 'qVeto',
  defend: 'qDefend',
  expand: 'qExpand',
  attack: 'qAttack',
};

/** The question the game waits on, in the language: who is asked and what. */
export function questionLabel(lang: JdaLang, pending: Pending): string {
  const seats = 'waiting' in pending ? pending.waiting : [pending.power];
  const left = pending.kind === 'choose-city' ? ` (${pending.reason}, ${pending.left})` : '';
  return `${seats.map((s) => powerName(lang, s)).join(', ')}: ${label(lang, QUESTION_KEYS[pending.kind])}${left}`;
}

export type LabelKey = keyof typeof LABELS;

const PHASE_KEYS: Readonly<Record<string, LabelKey>> = {
  income: 'phaseIncome',
  'political-status': 'phaseStatus',
  'combat-cards': 'phaseCards',
  buying: 'phaseBuying',
  'player-order': 'phaseOrder',
  events: 'phaseEvents',
  'player-phase': 'phasePlayer',
  scoring: 'phaseScoring',
  over: 'phaseOver',
};
export const JdaLangContext = createContext<JdaLang>('en');

export function label(lang: JdaLang, key: LabelKey): string {
  return LABELS[key][lang === 'de' ? 0 : lang === 'en' ? 1 : 2];
}

export function useL(): (key: LabelKey) => string {
  const lang = useContext(JdaLangContext);
  return (key) => label(lang, key);
}

export function useJdaLang(): JdaLang {
  return useContext(JdaLangContext);
}

export function phaseLabel(lang: JdaLang, phase: string): string {
  const key = PHASE_KEYS[phase];
  return key === undefined ? phase : label(lang, key);
}

/** A power (or the foreign power, the militia, the rebels) in the language. */
export function powerName(lang: JdaLang, id: string): string {
  return isPower(id) ? POWER_NAMES[id][lang] : id;
}

export function eventName(index: GameIndex, lang: JdaLang, id: string): string {
  return index.data.events.events.find((e) => e.id === id)?.names[lang] ?? id;
}

export function cityLabel(index: GameIndex, id: string): string {
  return index.cities.get(id)?.name ?? id;
}

/** A command as a button: the common ones in the language, the rest as the terminal words them. */
export function commandLabel(command: JdaCommand, index: GameIndex, lang: JdaLang): string {
  switch (command.type) {
    case 'status':
      return label(lang, command.choice === 'war' ? 'chooseWar' : 'choosePeace');
    case 'pass':
      return label(lang, 'pass');
    case 'end-buying':
      return `${label(lang, 'endBuying')}${command.discards !== undefined && command.discards.length > 0 ? ` (− ${command.discards.join(', ')})` : ''}`;
    case 'buy':
      if (command.purchase.type === 'card') return label(lang, 'buyCard');
      return `${label(lang, command.purchase.type === 'castle' ? 'buildCastle' : 'buildFortress')} ${cityLabel(index, command.purchase.city)}`;
    case 'choose-city':
      return cityLabel(index, command.city);
    case 'choose-player':
      return powerName(lang, command.power);
    case 'order-events':
      return command.order.map((e) => eventName(index, lang, e)).join(' › ');
    default:
      return commandText(command, index);
  }
}
