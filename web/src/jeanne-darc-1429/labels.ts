import { useContext } from 'react';
import { type GameIndex, isPower, type JdaCommand, type Pending, POWER_NAMES } from '../../../src/games/jeanne-darc-1429/client.js';
import { LangContext } from '../app/lang-context.js';
import { formatNumber, type Lang, type Words } from '../app/lang.js';

/**
 * The table's languages: the page's. Dutch follows the rule text's terms (burcht, vesting, garnizoen,
 * gevechtskaarten, invloed, Troonpunten, buitenlandse interventie, heerser over de zee); French is
 * the game's own country's language.
 */
export type JdaLang = Lang;

/** Every label of the table in every language of the interface. */
export const LABELS = {
  language: { de: 'Sprache', en: 'Language', nl: 'Taal', fr: 'Langue' },
  round: { de: 'Runde', en: 'Round', nl: 'Ronde', fr: 'Manche' },
  phase: { de: 'Phase', en: 'Phase', nl: 'Fase', fr: 'Phase' },
  status: { de: 'Politische Lage', en: 'Political status', nl: 'Politieke status', fr: 'Situation politique' },
  war: { de: 'Krieg', en: 'War', nl: 'Oorlog', fr: 'Guerre' },
  peace: { de: 'Frieden', en: 'Peace', nl: 'Vrede', fr: 'Paix' },
  undecided: { de: 'noch offen', en: 'not yet decided', nl: 'nog open', fr: 'pas encore décidée' },
  turnOrder: { de: 'Spielerreihenfolge', en: 'Turn order', nl: 'Spelersvolgorde', fr: 'Ordre des joueurs' },
  players: { de: 'Spieler', en: 'Players', nl: 'Spelers', fr: 'Joueurs' },
  money: { de: "Louis d'Or", en: "Louis d'Or", nl: "Louis d'Or", fr: "Louis d'Or" },
  influence: { de: 'Einfluss', en: 'Influence', nl: 'Invloed', fr: 'Influence' },
  throne: { de: 'Thronpunkte', en: 'Throne points', nl: 'Troonpunten', fr: 'Points de trône' },
  hand: { de: 'Hand', en: 'Hand', nl: 'Hand', fr: 'Main' },
  cards: { de: 'Karten', en: 'cards', nl: 'kaarten', fr: 'cartes' },
  hero: { de: 'Held aktiv', en: 'hero active', nl: 'held actief', fr: 'héros actif' },
  deck: { de: 'Nachziehstapel', en: 'Draw pile', nl: 'Trekstapel', fr: 'Pioche' },
  discard: { de: 'Ablagestapel', en: 'Discard pile', nl: 'Aflegstapel', fr: 'Défausse' },
  events: { de: 'Ereignisse', en: 'Events', nl: 'Gebeurtenissen', fr: 'Événements' },
  drawn: { de: 'gezogen', en: 'drawn', nl: 'getrokken', fr: 'tirés' },
  done: { de: 'abgehandelt', en: 'resolved', nl: 'afgehandeld', fr: 'résolus' },
  papal: { de: 'Päpstliche Intervention', en: 'Papal intervention', nl: 'Pauselijke tussenkomst', fr: 'Intervention papale' },
  seaLord: { de: 'Herr der See', en: 'Lord of the sea', nl: 'Heerser over de zee', fr: 'Maître des mers' },
  interventions: { de: 'Ausländische Interventionen offen', en: 'Foreign interventions left', nl: 'Buitenlandse interventies over', fr: 'Interventions étrangères restantes' },
  halfIncome: { de: 'Schlechtes Wetter: Einkommen halbiert', en: 'Bad weather: income halved', nl: 'Slecht weer: inkomen gehalveerd', fr: 'Mauvais temps : revenu réduit de moitié' },
  truceNext: { de: 'Waffenstillstand: nächste Runde Frieden', en: 'Truce: next round is Peace', nl: 'Wapenstilstand: volgende ronde vrede', fr: 'Trêve : la prochaine manche est en paix' },
  plagueUsed: { de: 'Die Pest ist gewesen', en: 'The plague has happened', nl: 'De pest is geweest', fr: 'La peste a eu lieu' },
  battle: { de: 'Kampf', en: 'Fight', nl: 'Gevecht', fr: 'Combat' },
  actions: { de: 'Deine Wahl', en: 'Your choice', nl: 'Jouw keuze', fr: 'Votre choix' },
  yourTurn: { de: 'Du bist am Zug', en: 'Your turn', nl: 'Jij bent aan de beurt', fr: 'À vous de jouer' },
  waitingFor: { de: 'Wartet auf', en: 'Waiting for', nl: 'Wacht op', fr: 'En attente de' },
  botPlays: { de: 'Bot', en: 'bot', nl: 'bot', fr: 'bot' },
  spectator: { de: 'Zuschauer', en: 'Spectator', nl: 'Toeschouwer', fr: 'Spectateur' },
  live: { de: 'live', en: 'live', nl: 'live', fr: 'en direct' },
  reconnecting: { de: 'verbindet neu …', en: 'reconnecting …', nl: 'verbindt opnieuw …', fr: 'reconnexion …' },
  log: { de: 'Verlauf', en: 'Log', nl: 'Verloop', fr: 'Historique' },
  attack: { de: 'Angriff', en: 'Attack', nl: 'Aanval', fr: 'Attaque' },
  route: { de: 'Von → nach', en: 'From → to', nl: 'Van → naar', fr: 'De → vers' },
  siegeCards: { de: 'Belagerungskarten', en: 'Siege cards', nl: 'Belegeringskaarten', fr: 'Cartes de siège' },
  powerCards: { de: 'Machtkarten', en: 'Power cards', nl: 'Machtkaarten', fr: 'Cartes de pouvoir' },
  none: { de: 'keine', en: 'none', nl: 'geen', fr: 'aucune' },
  choose: { de: 'Wählen', en: 'Choose', nl: 'Kiezen', fr: 'Choisir' },
  attackButton: { de: 'Angreifen', en: 'Attack', nl: 'Aanvallen', fr: 'Attaquer' },
  free: { de: 'frei', en: 'free', nl: 'vrij', fr: 'libre' },
  legion: { de: 'Fremdenlegion', en: 'Foreign legion', nl: 'Vreemdelingenlegioen', fr: 'Légion étrangère' },
  plundered: { de: 'geplündert', en: 'plundered', nl: 'geplunderd', fr: 'pillée' },
  port: { de: 'Hafen', en: 'port', nl: 'haven', fr: 'port' },
  mountains: { de: 'Gebirge', en: 'mountains', nl: 'bergen', fr: 'montagnes' },
  garrison: { de: 'Garnison', en: 'garrison', nl: 'garnizoen', fr: 'garnison' },
  castle: { de: 'Burg', en: 'castle', nl: 'burcht', fr: 'château' },
  fortress: { de: 'Festung', en: 'fortress', nl: 'vesting', fr: 'forteresse' },
  sample: { de: 'Beispielplan, nicht der veröffentlichte', en: 'Sample board, not the published one', nl: 'Voorbeeldbord, niet het gepubliceerde', fr: 'Plateau d’exemple, pas celui du jeu publié' },
  phaseIncome: { de: '1 Einkommen', en: '1 Income', nl: '1 Inkomen', fr: '1 Revenus' },
  phaseStatus: { de: '2 Politische Lage', en: '2 Political status', nl: '2 Politieke status', fr: '2 Situation politique' },
  phaseCards: { de: '3 Kampfkarten', en: '3 Combat cards', nl: '3 Gevechtskaarten', fr: '3 Cartes de combat' },
  phaseBuying: { de: '4 Kaufen', en: '4 Buying', nl: '4 Kopen', fr: '4 Achats' },
  phaseOrder: { de: '5 Spielerreihenfolge', en: '5 Player order', nl: '5 Spelersvolgorde', fr: '5 Ordre des joueurs' },
  phaseEvents: { de: '6 Ereignisse und ausländische Intervention', en: '6 Events and foreign intervention', nl: '6 Gebeurtenissen en buitenlandse interventie', fr: '6 Événements et intervention étrangère' },
  phasePlayer: { de: '7 Spielerphase', en: '7 Player phase', nl: '7 Spelersfase', fr: '7 Phase des joueurs' },
  phaseScoring: { de: '8 Wertung', en: '8 Scoring', nl: '8 Telling', fr: '8 Décompte' },
  phaseOver: { de: 'Spielende', en: 'Game over', nl: 'Einde van het spel', fr: 'Fin de la partie' },
  endBuying: { de: 'Einkäufe beenden', en: 'End the purchases', nl: 'Aankopen beëindigen', fr: 'Terminer les achats' },
  buyCard: { de: 'Kampfkarte kaufen', en: 'Buy a combat card', nl: 'Gevechtskaart kopen', fr: 'Acheter une carte de combat' },
  buildCastle: { de: 'Burg bauen in', en: 'Build a castle in', nl: 'Burcht bouwen in', fr: 'Construire un château à' },
  buildFortress: { de: 'Festung bauen in', en: 'Build a fortress in', nl: 'Vesting bouwen in', fr: 'Construire une forteresse à' },
  pass: { de: 'Passen', en: 'Pass', nl: 'Passen', fr: 'Passer' },
  chooseWar: { de: 'Krieg wählen (geheim)', en: 'Choose War (secret)', nl: 'Oorlog kiezen (geheim)', fr: 'Choisir la guerre (secret)' },
  choosePeace: { de: 'Frieden wählen (geheim)', en: 'Choose Peace (secret)', nl: 'Vrede kiezen (geheim)', fr: 'Choisir la paix (secret)' },
  qStatus: { de: 'Krieg oder Frieden (geheim)', en: 'War or Peace (secret)', nl: 'Oorlog of vrede (geheim)', fr: 'Guerre ou paix (secret)' },
  qBuy: { de: 'Einkäufe: Karte, Burg, Festung, oder Ende', en: 'Purchases: a card, a castle, a fortress, or the end', nl: 'Aankopen: kaart, burcht, vesting, of einde', fr: 'Achats : une carte, un château, une forteresse, ou la fin' },
  qOrder: { de: 'Reihenfolge der gezogenen Ereignisse', en: 'The order of the events drawn', nl: 'Volgorde van de getrokken gebeurtenissen', fr: 'L’ordre des événements tirés' },
  qCity: { de: 'eine Stadt wählen', en: 'choose a city', nl: 'een stad kiezen', fr: 'choisir une ville' },
  qPlayer: { de: 'den Spieler wählen, dessen Karten beschlagnahmt werden', en: 'choose the player whose cards are confiscated', nl: 'de speler kiezen wiens kaarten in beslag worden genomen', fr: 'choisir le joueur dont les cartes sont confisquées' },
  qPapal: { de: 'Provinz oder Stadt unter päpstlichem Schutz', en: 'Province or city under papal protection', nl: 'Provincie of stad onder pauselijke bescherming', fr: 'Province ou ville sous protection papale' },
  qLongRange: { de: 'Fernangriff oder passen', en: 'A long-range attack, or pass', nl: 'Lange afstandsaanval, of passen', fr: 'Une attaque à distance, ou passer' },
  qDuel: { de: 'Karte und Einfluss für das Duell (geheim)', en: 'A card and influence for the duel (secret)', nl: 'Kaart en invloed voor het duel (geheim)', fr: 'Une carte et de l’influence pour le duel (secret)' },
  qVeto: { de: 'Landung verbieten?', en: 'Forbid the landing?', nl: 'Landing verbieden?', fr: 'Interdire le débarquement ?' },
  qDefend: { de: 'Verteidigung: eine Karte oder keine', en: 'Defence: one card or none', nl: 'Verdediging: een kaart of geen', fr: 'Défense : une carte ou aucune' },
  qExpand: { de: 'Ausbreitung: freie Städte über Straße oder See', en: 'Expansion: free cities by road or by sea', nl: 'Uitbreiding: vrije steden over de weg of over zee', fr: 'Expansion : villes libres par la route ou par la mer' },
  qAttack: { de: 'Angriff, Aufstand anstiften oder passen', en: 'An attack, a provoked uprising, or pass', nl: 'Aanval, opstand uitlokken, of passen', fr: 'Une attaque, un soulèvement provoqué, ou passer' },
  // The rarer choices, worded by the table rather than left to the terminal's English.
  takeNoCity: { de: 'keine freie Stadt nehmen', en: 'take no free city', nl: 'geen vrije stad nemen', fr: 'ne prendre aucune ville libre' },
  take: { de: 'nehmen', en: 'take', nl: 'nemen', fr: 'prendre' },
  bySeaFrom: { de: 'über See von', en: 'by sea from', nl: 'over zee vanuit', fr: 'par la mer depuis' },
  protect: { de: 'schützen', en: 'protect', nl: 'beschermen', fr: 'protéger' },
  fightWith: { de: 'kämpfen mit', en: 'fight with', nl: 'vechten met', fr: 'combattre avec' },
  noCard: { de: 'keiner Karte', en: 'no card', nl: 'geen kaart', fr: 'aucune carte' },
  and: { de: 'und', en: 'and', nl: 'en', fr: 'et' },
  attackFrom: { de: 'von', en: 'from', nl: 'vanuit', fr: 'depuis' },
  with: { de: 'mit', en: 'with', nl: 'met', fr: 'avec' },
  defendWith: { de: 'verteidigen mit', en: 'defend with', nl: 'verdedigen met', fr: 'défendre avec' },
  retreatCalledOff: { de: 'Rückzug (der Angriff fällt aus)', en: 'retreat (the attack is called off)', nl: 'terugtrekken (de aanval gaat niet door)', fr: 'retraite (l’attaque est annulée)' },
  forbidLanding: { de: 'die Landung verbieten', en: 'forbid the landing', nl: 'de landing verbieden', fr: 'interdire le débarquement' },
  allowLanding: { de: 'die Landung erlauben', en: 'allow the landing', nl: 'de landing toestaan', fr: 'autoriser le débarquement' },
  provoke: { de: 'Aufstand anstiften in', en: 'provoke an uprising in', nl: 'opstand uitlokken in', fr: 'provoquer un soulèvement à' },
  attackOn: { de: 'angreifen:', en: 'attack', nl: 'aanvallen:', fr: 'attaquer' },
  nobody: { de: 'niemand', en: 'nobody', nl: 'niemand', fr: 'personne' },
  foreign: { de: 'die ausländische Macht', en: 'the foreign power', nl: 'de buitenlandse macht', fr: 'la puissance étrangère' },
  militia: { de: 'die Miliz', en: 'the militia', nl: 'de militie', fr: 'la milice' },
  rebels: { de: 'die Aufständischen', en: 'the rebels', nl: 'de opstandelingen', fr: 'les insurgés' },
  // Played on the board (issue 45 item 1): the hand as cards, the sheet, the header.
  leftToChoose: { de: 'noch {n}', en: '{n} left', nl: 'nog {n}', fr: 'encore {n}' },
  noCardChoice: { de: 'keine Karte', en: 'no card', nl: 'geen kaart', fr: 'aucune carte' },
  roadsTo: { de: 'Straßen nach:', en: 'Roads to:', nl: 'Wegen naar:', fr: 'Routes vers :' },
  nothingHere: { de: 'Hier ist jetzt nichts zu tun.', en: 'Nothing to do here now.', nl: 'Hier valt nu niets te doen.', fr: 'Rien à faire ici pour l’instant.' },
  attacksHere: { de: 'Tippe auf eine hervorgehobene Stadt, um von hier anzugreifen.', en: 'Tap a lit city to attack it from here.', nl: 'Tik op een gemarkeerde stad om die vanaf hier aan te vallen.', fr: 'Touchez une ville en surbrillance pour l’attaquer d’ici.' },
  close: { de: 'Schließen', en: 'Close', nl: 'Sluiten', fr: 'Fermer' },
  yourHand: { de: 'Deine Hand', en: 'Your hand', nl: 'Jouw hand', fr: 'Votre main' },
  sortBy: { de: 'Ordnen:', en: 'Sort:', nl: 'Sorteren:', fr: 'Trier :' },
  sortDrawn: { de: 'wie gezogen', en: 'as drawn', nl: 'zoals getrokken', fr: 'dans l’ordre tiré' },
  sortKind: { de: 'nach Art und Wert', en: 'by kind and value', nl: 'op soort en waarde', fr: 'par type et valeur' },
  emptyHand: { de: 'Keine Karten auf der Hand.', en: 'No cards in hand.', nl: 'Geen kaarten in de hand.', fr: 'Aucune carte en main.' },
  cancel: { de: 'Abbrechen', en: 'Cancel', nl: 'Annuleren', fr: 'Annuler' },
  chosen: { de: 'Gewählt:', en: 'Chosen:', nl: 'Gekozen:', fr: 'Choisi :' },
  tapLit: { de: 'Tippe auf eine hervorgehobene Stadt oder Karte, oder wähle unten.', en: 'Tap a lit city or card, or choose below.', nl: 'Tik op een gemarkeerde stad of kaart, of kies hieronder.', fr: 'Touchez une ville ou une carte en surbrillance, ou choisissez ci-dessous.' },
  tapCardHint: { de: 'Tippe auf eine hervorgehobene Karte deiner Hand.', en: 'Tap a lit card of your hand.', nl: 'Tik op een gemarkeerde kaart in je hand.', fr: 'Touchez une carte en surbrillance de votre main.' },
  attacksFrom: { de: 'Angriffe von', en: 'Attacks from', nl: 'Aanvallen vanuit', fr: 'Attaques depuis' },
  noAttackFrom: { de: 'Von dort ist kein Angriff möglich.', en: 'No attack is possible from there.', nl: 'Vanaf daar is geen aanval mogelijk.', fr: 'Aucune attaque n’est possible depuis là.' },
  byRoad: { de: 'über die Straße', en: 'by road', nl: 'over de weg', fr: 'par la route' },
  alsoTake: { de: 'dazu nehmen:', en: 'also take', nl: 'erbij nemen:', fr: 'prendre aussi' },
  noPower: { de: 'ohne Machtkarte', en: 'no power card', nl: 'zonder machtkaart', fr: 'sans carte de pouvoir' },
  influencePut: { de: 'Einfluss einsetzen:', en: 'Influence put in:', nl: 'Invloed inzetten:', fr: 'Influence engagée :' },
  discardPick: { de: 'Tippe die Karten an, die du ablegst:', en: 'Tap the cards you discard:', nl: 'Tik de kaarten aan die je aflegt:', fr: 'Touchez les cartes que vous défaussez :' },
  picked: { de: 'gewählt', en: 'picked', nl: 'gekozen', fr: 'choisies' },
  endDiscarding: { de: 'Einkäufe beenden und ablegen', en: 'End the purchases and discard', nl: 'Aankopen beëindigen en afleggen', fr: 'Terminer les achats et défausser' },
  garrisonCost: { de: '1 Garnisonsmarker', en: '1 garrison marker', nl: '1 garnizoensfiche', fr: '1 pion de garnison' },
  attackCost: { de: '2 Belagerungskarten', en: '2 siege cards', nl: '2 belegeringskaarten', fr: '2 cartes de siège' },
  uprisingCost: { de: 'Aufstandskarte', en: 'uprising card', nl: 'opstandkaart', fr: 'carte de soulèvement' },
  youAct: { de: 'Du bist am Zug:', en: 'Your turn:', nl: 'Jij bent aan de beurt:', fr: 'À vous :' },
  alsoAsked: { de: 'gefragt sind auch', en: 'also asked', nl: 'ook gevraagd', fr: 'sont aussi sollicités' },
  youAnswered: { de: 'Deine Antwort ist gegeben; es fehlt noch', en: 'Your answer is in; still to answer', nl: 'Jouw antwoord is gegeven; nog te antwoorden', fr: 'Votre réponse est donnée ; il reste' },
  siegeEffect: { de: 'Kampfpunkte in Angriff, Verteidigung oder Duell', en: 'combat points in an attack, a defence or a duel', nl: 'gevechtspunten bij aanval, verdediging of duel', fr: 'points de combat en attaque, en défense ou en duel' },
  retreatEffect: { de: 'Verteidigung: der Angriff fällt aus', en: 'Defence: the attack is called off', nl: 'Verdediging: de aanval gaat niet door', fr: 'Défense : l’attaque est annulée' },
  traitorEffect: { de: 'Angriff: die Befestigung des Verteidigers zählt nicht', en: 'Attack: the defender’s fortification does not count', nl: 'Aanval: het verdedigingswerk van de verdediger telt niet', fr: 'Attaque : la fortification du défenseur ne compte pas' },
  ambassadorEffect: { de: 'Angriff: dein Held zählt mit und wird aktiv', en: 'Attack: your hero counts and becomes active', nl: 'Aanval: je held telt mee en wordt actief', fr: 'Attaque : votre héros compte et devient actif' },
  doubleEffect: { de: 'Verdoppelt deine höchste Belagerungskarte', en: 'Doubles your highest siege card', nl: 'Verdubbelt je hoogste belegeringskaart', fr: 'Double votre plus forte carte de siège' },
  uprisingEffect: { de: 'Stiftet einen Aufstand in einer Stadt eines Mitspielers an (kein Angriff)', en: 'Provokes an uprising in another player’s city (no attack)', nl: 'Lokt een opstand uit in een stad van een andere speler (geen aanval)', fr: 'Provoque un soulèvement dans une ville d’un autre joueur (pas une attaque)' },
} satisfies Record<string, Words>;

export type LabelKey = keyof typeof LABELS;

export function label(lang: JdaLang, key: LabelKey): string {
  return LABELS[key][lang];
}

/** The label function of the page's language. */
export function useL(): (key: LabelKey) => string {
  const lang = useContext(LangContext);
  return (key) => label(lang, key);
}

/** The table's language: the page's (the switch at the top of the page). */
export function useJdaLang(): JdaLang {
  return useContext(LangContext);
}

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

/** The words for the reasons and kinds that events and questions carry as ids. */
export const WORDS: Readonly<Record<string, Words>> = {
  uprising: { de: 'Aufstand', en: 'uprising', nl: 'opstand', fr: 'soulèvement' },
  mercenaries: { de: 'Söldner', en: 'mercenaries', nl: 'huurlingen', fr: 'mercenaires' },
  treaty: { de: 'Vertrag', en: 'treaty', nl: 'verdrag', fr: 'traité' },
  intervention: { de: 'ausländische Intervention', en: 'foreign intervention', nl: 'buitenlandse interventie', fr: 'intervention étrangère' },
  confiscation: { de: 'Beschlagnahme', en: 'confiscation', nl: 'inbeslagname', fr: 'confiscation' },
  'hand-limit': { de: 'über dem Handlimit', en: 'over the hand limit', nl: 'boven de handlimiet', fr: 'au-delà de la limite de main' },
  fight: { de: 'der Kampf', en: 'the fight', nl: 'het gevecht', fr: 'le combat' },
  duel: { de: 'das Duell', en: 'the duel', nl: 'het duel', fr: 'le duel' },
  'power-card': { de: 'Machtkarte gespielt', en: 'power card played', nl: 'machtkaart gespeeld', fr: 'carte de pouvoir jouée' },
  province: { de: 'eine ganze Provinz', en: 'a whole province', nl: 'een hele provincie', fr: 'une province entière' },
  'ile-de-france': { de: 'Île-de-France', en: 'Île-de-France', nl: 'Île-de-France', fr: 'Île-de-France' },
  'naval-battle': { de: 'Seegefecht', en: 'naval battle', nl: 'zeeslag', fr: 'bataille navale' },
  'winning-camp': { de: 'das siegreiche Lager', en: 'the winning camp', nl: 'het winnende kamp', fr: 'le camp vainqueur' },
  'first-player': { de: 'erster Spieler', en: 'first player', nl: 'eerste speler', fr: 'premier joueur' },
  attack: { de: 'Angriff', en: 'attack', nl: 'aanval', fr: 'attaque' },
  'long-range': { de: 'Fernangriff', en: 'long-range attack', nl: 'lange afstandsaanval', fr: 'attaque à distance' },
  landing: { de: 'Landung', en: 'landing', nl: 'landing', fr: 'débarquement' },
  provoked: { de: 'angestifteter Aufstand', en: 'provoked uprising', nl: 'uitgelokte opstand', fr: 'soulèvement provoqué' },
  veto: { de: 'Landung verboten', en: 'landing forbidden', nl: 'landing verboden', fr: 'débarquement interdit' },
  retreat: { de: 'Rückzug', en: 'retreat', nl: 'terugtocht', fr: 'retraite' },
  base: { de: 'Grundwert', en: 'base', nl: 'basis', fr: 'base' },
  die: { de: 'Würfel', en: 'die', nl: 'dobbelsteen', fr: 'dé' },
  cards: { de: 'Karten', en: 'cards', nl: 'kaarten', fr: 'cartes' },
  fortification: { de: 'Befestigung', en: 'fortification', nl: 'verdedigingswerk', fr: 'fortification' },
  terrain: { de: 'Gelände', en: 'terrain', nl: 'terrein', fr: 'terrain' },
  influence: { de: 'Einfluss', en: 'influence', nl: 'invloed', fr: 'influence' },
  hero: { de: 'Held', en: 'hero', nl: 'held', fr: 'héros' },
  income: { de: 'Einkommen', en: 'income', nl: 'inkomen', fr: 'revenus' },
  deal: { de: 'Austeilen', en: 'deal', nl: 'uitdelen', fr: 'distribution' },
  purchase: { de: 'Kauf', en: 'purchase', nl: 'aankoop', fr: 'achat' },
  naval: { de: 'Seegefecht', en: 'naval battle', nl: 'zeeslag', fr: 'bataille navale' },
  field: { de: 'Schlacht', en: 'field battle', nl: 'veldslag', fr: 'bataille rangée' },
};

/** A reason or kind (an id of the log) in the language; an unknown id stays as it is. */
export function word(lang: JdaLang, id: string): string {
  return WORDS[id]?.[lang] ?? id;
}

/** The question the game waits on, in the language: who is asked and what. */
export function questionLabel(lang: JdaLang, pending: Pending): string {
  const seats = 'waiting' in pending ? pending.waiting : [pending.power];
  const left = pending.kind === 'choose-city' ? ` (${word(lang, pending.reason)}, ${pending.left})` : '';
  return `${seats.map((s) => powerName(lang, s)).join(', ')}: ${label(lang, QUESTION_KEYS[pending.kind])}${left}`;
}

/** The question alone, without the seats asked: "een stad kiezen (opstand, nog 2)". */
export function questionText(lang: JdaLang, pending: Pending): string {
  const left = pending.kind === 'choose-city' ? ` (${word(lang, pending.reason)}, ${label(lang, 'leftToChoose').replace('{n}', formatNumber(lang, pending.left))})` : '';
  return `${label(lang, QUESTION_KEYS[pending.kind])}${left}`;
}

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

export function phaseLabel(lang: JdaLang, phase: string): string {
  const key = PHASE_KEYS[phase];
  return key === undefined ? phase : label(lang, key);
}

const OTHERS: Readonly<Record<string, LabelKey>> = { foreign: 'foreign', militia: 'militia', rebels: 'rebels' };

/** A power (or the foreign power, the militia, the rebels) in the language. */
export function powerName(lang: JdaLang, id: string): string {
  if (isPower(id)) return POWER_NAMES[id][lang];
  const other = OTHERS[id];
  return other === undefined ? id : label(lang, other);
}

/** The events' French names; the other languages' come with the game's data (data/events.json). */
export const EVENTS_FR: Readonly<Record<string, string>> = {
  uprising: 'Soulèvement',
  mercenaries: 'Compagnies de mercenaires',
  plague: 'Peste',
  'long-range-attack': 'Attaque à distance',
  treaty: 'Traité',
  truce: 'Trêve',
  confiscation: 'Confiscation',
  'papal-intervention': 'Intervention papale',
  'bad-weather': 'Mauvais temps',
  'naval-battle': 'Bataille navale',
  'field-battle': 'Bataille rangée',
};

export function eventName(index: GameIndex, lang: JdaLang, id: string): string {
  const names = index.data.events.events.find((e) => e.id === id)?.names;
  if (lang === 'fr') return EVENTS_FR[id] ?? names?.en ?? id;
  return names?.[lang] ?? id;
}

export function cityLabel(index: GameIndex, id: string): string {
  return index.cities.get(id)?.name ?? id;
}

/** The power cards' kinds (data/sample-combat-cards.json) as players name them. */
export const POWER_CARDS: Readonly<Record<string, Words>> = {
  retreat: { de: 'Rückzug', en: 'Retreat', nl: 'Terugtocht', fr: 'Retraite' },
  traitor: { de: 'Verräter', en: 'Traitor', nl: 'Verrader', fr: 'Traître' },
  ambassador: { de: 'Botschafter', en: 'Ambassador', nl: 'Ambassadeur', fr: 'Ambassadeur' },
  double: { de: 'Doppel', en: 'Double', nl: 'Dubbel', fr: 'Double' },
  uprising: { de: 'Aufstand', en: 'Uprising', nl: 'Opstand', fr: 'Soulèvement' },
};

const SIEGE_CARD: Words = { de: 'Belagerungskarte', en: 'siege card', nl: 'belegeringskaart', fr: 'carte de siège' };

/** A combat card as players name it: "belegeringskaart 4", "Verrader"; a hidden card ("?") stays as it is. */
export function cardLabel(index: GameIndex, lang: JdaLang, id: string): string {
  const card = index.cards.get(id);
  if (card === undefined) return id;
  return card.kind === 'siege' ? `${SIEGE_CARD[lang]} ${card.value}` : (POWER_CARDS[card.power]?.[lang] ?? card.power);
}

/** Cards by their names, sorted (siege cards by value, then the power cards) and counted: "belegeringskaart 3 ×2, Verrader"; a hidden card ("?") as `hidden`. */
export function cardsText(index: GameIndex, lang: JdaLang, cards: readonly string[], hidden = '?'): string {
  const counts = new Map<string, number>();
  for (const id of [...cards].sort()) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, n]) => `${id === '?' ? hidden : cardLabel(index, lang, id)}${n > 1 ? ` ×${n}` : ''}`).join(', ');
}

const powerCards = (lang: JdaLang, powers: readonly string[] | undefined) => (powers === undefined || powers.length === 0 ? '' : ` + ${powers.map((p) => POWER_CARDS[p]?.[lang] ?? p).join(', ')}`);

/** A command as a button, in the language. */
export function commandLabel(command: JdaCommand, index: GameIndex, lang: JdaLang): string {
  const l = (key: LabelKey) => label(lang, key);
  const city = (id: string) => cityLabel(index, id);
  const card = (id: string | null) => (id === null ? l('noCard') : cardLabel(index, lang, id));
  switch (command.type) {
    case 'status':
      return l(command.choice === 'war' ? 'chooseWar' : 'choosePeace');
    case 'pass':
      return l('pass');
    case 'end-buying':
      return `${l('endBuying')}${command.discards !== undefined && command.discards.length > 0 ? ` (− ${command.discards.map(card).join(', ')})` : ''}`;
    case 'buy':
      if (command.purchase.type === 'card') return l('buyCard');
      return `${l(command.purchase.type === 'castle' ? 'buildCastle' : 'buildFortress')} ${city(command.purchase.city)}`;
    case 'choose-city':
      return city(command.city);
    case 'choose-player':
      return powerName(lang, command.power);
    case 'order-events':
      return command.order.map((e) => eventName(index, lang, e)).join(' › ');
    case 'papal': {
      const place = command.province !== undefined ? (index.provinces.get(command.province)?.name ?? command.province) : city(command.city ?? '?');
      return `${l('papal')}: ${place}`;
    }
    case 'duel':
      return `${l('fightWith')} ${card(command.card)}, ${l('influence')} ${command.influence}`;
    case 'expand':
      if (command.cities.length === 0) return l('takeNoCity');
      return `${command.cities.map(city).join(` ${l('and')} `)} ${l('take')}${command.bySea === true ? ` (${l('bySeaFrom')} ${city(command.from ?? '?')})` : ''}`;
    case 'attack':
      return `${l('attack')}: ${city(command.from)} → ${city(command.to)} ${l('with')} ${command.cards.map(card).join(' + ')}${powerCards(lang, command.powers)}${command.influence > 0 ? `, ${l('influence')} ${command.influence}` : ''}`;
    case 'defend':
      if (command.powers?.includes('retreat') === true) return l('retreatCalledOff');
      return `${l('defendWith')} ${card(command.card)}${powerCards(lang, command.powers)}`;
    case 'veto':
      return l(command.forbid ? 'forbidLanding' : 'allowLanding');
    case 'provoke':
      return `${l('provoke')} ${city(command.city)}`;
  }
}
