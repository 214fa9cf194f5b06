import { cardTitle, CITY_NAMES, cityCard, TRIBE_INFO } from '../../../src/games/fall-of-rome/client.js';
import type { Lang, Words } from '../app/lang.js';
import { TRIBES } from './labels.js';

// The words of Fall of Rome played on the board (issue 45 item 1): the header, the sheet of what
// may be done where, the hand as cards and the events' effects, in German, English, Dutch and
// French. Placeholders in braces, one letter each so that no placeholder reads as a word of a language:
// {S} a seat, {T} a turn, {C} a card, {Y} a city, {X} a text, {L} a list, {n} and {k} numbers; counted
// words come in a "one" and an "other" form.

export const BOARD_WORDS = {
  youAct: { de: 'Du bist am Zug', en: 'Your turn', nl: 'Jij bent aan de beurt', fr: 'À toi de jouer' },
  othersAct: { de: '{S} ist am Zug', en: '{S} is to move', nl: '{S} is aan de beurt', fr: '{S} doit jouer' },
  botActs: { de: '{S} ist am Zug (ein Bot spielt)', en: '{S} is to move (a bot plays)', nl: '{S} is aan de beurt (een bot speelt)', fr: '{S} doit jouer (un bot joue)' },
  waitActions: { de: 'Aktionen: noch {n} – tippe auf deine Figur oder eine Stadt', en: 'Actions: {n} left — tap your pawn or a city', nl: 'Acties: nog {n} – tik op je pion of een stad', fr: 'Actions : encore {n} – touche ton pion ou une ville' },
  waitNoActions: { de: 'Keine Aktion mehr: Karten ziehen beendet deinen Zug', en: 'No actions left: drawing cards ends your turn', nl: 'Geen acties meer: kaarten trekken beëindigt je beurt', fr: 'Plus d’action : piocher termine ton tour' },
  waitInvade: { de: 'Die Barbaren fallen ein: löse die Invasion aus', en: 'The barbarians invade: resolve the invasion', nl: 'De barbaren vallen binnen: handel de invasie af', fr: 'Les barbares envahissent : résous l’invasion' },
  waitDiscard: { de: 'Zu viele Karten: tippe auf eine Karte zum Abwerfen', en: 'Too many cards: tap a card to discard', nl: 'Te veel kaarten: tik op een kaart om af te leggen', fr: 'Trop de cartes : touche une carte à défausser' },
  waitPutBack: { de: 'Lege eine der gezogenen Karten zurück', en: 'Put one of the drawn cards back', nl: 'Leg een van de getrokken kaarten terug', fr: 'Remets une des cartes piochées' },
  waitReorder: { de: 'Ordne die oberen Barbarenkarten', en: 'Order the top barbarian cards', nl: 'Orden de bovenste barbaarkaarten', fr: 'Ordonne les cartes Barbare du dessus' },
  waitRemove: { de: 'Entferne Barbaren in {Y}', en: 'Remove barbarians in {Y}', nl: 'Verwijder barbaren in {Y}', fr: 'Retire des barbares à {Y}' },
  waitRevolt: { de: 'Eine zweite Revolte: handle sie ab', en: 'A second revolt: resolve it', nl: 'Een tweede opstand: handel hem af', fr: 'Une seconde révolte : résous-la' },
  waitFor: { de: 'Warten auf {S}: {X}', en: 'Waiting for {S}: {X}', nl: 'Wachten op {S}: {X}', fr: 'En attente de {S} : {X}' },
  actionsOne: { de: 'noch 1 Aktion', en: '1 action left', nl: 'nog 1 actie', fr: 'encore 1 action' },
  actionsOther: { de: 'noch {n} Aktionen', en: '{n} actions left', nl: 'nog {n} acties', fr: 'encore {n} actions' },
  turnOf: { de: 'Runde {T}', en: 'Turn {T}', nl: 'Beurt {T}', fr: 'Tour {T}' },
  yourPawn: { de: 'Deine Figur: {Y}', en: 'Your pawn: {Y}', nl: 'Jouw pion: {Y}', fr: 'Ton pion : {Y}' },
  tapHint: { de: 'Tippe auf deine Figur oder eine Stadt: was dort geht, erscheint hier.', en: 'Tap your pawn or a city: what may be done there appears here.', nl: 'Tik op je pion of een stad: wat daar kan, verschijnt hier.', fr: 'Touche ton pion ou une ville : ce qui y est possible s’affiche ici.' },
  nothingHere: { de: 'Hier ist gerade nichts möglich.', en: 'Nothing can be done here now.', nl: 'Hier kan nu niets.', fr: 'Rien n’est possible ici pour l’instant.' },
  goFromPawn: { de: 'Deine Figur kann hierher: tippe auf die Figur, dann auf diese Stadt.', en: 'Your pawn may go here: tap the pawn, then this city.', nl: 'Je pion kan hierheen: tik op de pion, dan op deze stad.', fr: 'Ton pion peut venir ici : touche le pion, puis cette ville.' },
  goHint: { de: 'Leuchtende Städte: dorthin kann die Figur ziehen. Tippe auf eine.', en: 'Lit cities: the pawn may go there. Tap one.', nl: 'Oplichtende steden: daarheen kan de pion. Tik op een.', fr: 'Villes en surbrillance : le pion peut y aller. Touches-en une.' },
  pickCity: { de: 'Tippe auf eine leuchtende Stadt.', en: 'Tap a lit city.', nl: 'Tik op een oplichtende stad.', fr: 'Touche une ville en surbrillance.' },
  pickCard: { de: 'Tippe auf eine leuchtende Karte.', en: 'Tap a lit card.', nl: 'Tik op een oplichtende kaart.', fr: 'Touche une carte en surbrillance.' },
  back: { de: 'Zurück', en: 'Back', nl: 'Terug', fr: 'Retour' },
  cancel: { de: 'Abbrechen', en: 'Cancel', nl: 'Annuleren', fr: 'Annuler' },
  play: { de: 'Ausführen', en: 'Do it', nl: 'Uitvoeren', fr: 'Exécuter' },
  oneAction: { de: '1 Aktion', en: '1 action', nl: '1 actie', fr: '1 action' },
  noAction: { de: 'keine Aktion', en: 'no action', nl: 'geen actie', fr: 'sans action' },
  plusCard: { de: '+1 Karte', en: '+1 card', nl: '+1 kaart', fr: '+1 carte' },
  oneCard: { de: '1 Karte abwerfen', en: 'discard 1 card', nl: '1 kaart afleggen', fr: 'défausser 1 carte' },
  cardsCost: { de: '{n} Karten abwerfen', en: 'discard {n} cards', nl: '{n} kaarten afleggen', fr: 'défausser {n} cartes' },
  cardMaybe: { de: 'eine Karte abwerfen oder keine', en: 'a card or none', nl: 'een kaart of geen', fr: 'une carte ou aucune' },
  march: { de: 'Marschieren', en: 'March', nl: 'Marcheren', fr: 'Marcher' },
  sail: { de: 'Segeln', en: 'Sail', nl: 'Varen', fr: 'Naviguer' },
  transfer: { de: 'Über ein Fort reisen', en: 'Travel by a fort', nl: 'Reizen via een fort', fr: 'Voyager par un fort' },
  recruit: { de: 'Rekrutieren', en: 'Recruit', nl: 'Rekruteren', fr: 'Recruter' },
  battle: { de: 'Kämpfen', en: 'Battle', nl: 'Vechten', fr: 'Combattre' },
  buildFort: { de: 'Fort bauen', en: 'Build a fort', nl: 'Een fort bouwen', fr: 'Construire un fort' },
  conspire: { de: 'Verschwören', en: 'Conspire', nl: 'Samenspannen', fr: 'Conspirer' },
  trade: { de: 'Handeln', en: 'Trade', nl: 'Handelen', fr: 'Commercer' },
  ally: { de: 'Bündnis schließen', en: 'Make an alliance', nl: 'Bondgenootschap sluiten', fr: 'S’allier' },
  enlist: { de: 'Barbaren anwerben', en: 'Enlist barbarians', nl: 'Barbaren inhuren', fr: 'Enrôler des barbares' },
  reinforce: { de: 'Eine Legion hinzufügen', en: 'Add a legion', nl: 'Een legioen toevoegen', fr: 'Ajouter une légion' },
  levy: { de: 'Legionen ausheben', en: 'Levy legions', nl: 'Legioenen lichten', fr: 'Lever des légions' },
  consult: { de: 'Vom Vestalis-Stapel ziehen', en: 'Draw from the Vestalis deck', nl: 'Van de Vestalis-stapel trekken', fr: 'Piocher dans la pioche Vestalis' },
  draw: { de: 'Aktionen beenden: 2 Karten ziehen', en: 'End the actions: draw 2 cards', nl: 'Acties beëindigen: 2 kaarten trekken', fr: 'Finir les actions : piocher 2 cartes' },
  draw3: { de: 'Aktionen beenden: 3 Karten ziehen, 1 zurücklegen', en: 'End the actions: draw 3 cards, put 1 back', nl: 'Acties beëindigen: 3 kaarten trekken, 1 terugleggen', fr: 'Finir les actions : piocher 3 cartes, en remettre 1' },
  invade: { de: 'Invasion auslösen', en: 'Resolve the invasion', nl: 'Invasie afhandelen', fr: 'Résoudre l’invasion' },
  continue: { de: 'Zweite Revolte abhandeln', en: 'Resolve the second revolt', nl: 'Tweede opstand afhandelen', fr: 'Résoudre la seconde révolte' },
  undo: { de: 'Letzte Aktion zurücknehmen', en: 'Take the last action back', nl: 'Laatste actie terugnemen', fr: 'Annuler la dernière action' },
  remove: { de: 'Barbaren entfernen', en: 'Remove barbarians', nl: 'Barbaren verwijderen', fr: 'Retirer des barbares' },
  reorder: { de: 'Barbarenkarten ordnen', en: 'Order the barbarian cards', nl: 'Barbaarkaarten ordenen', fr: 'Ordonner les cartes Barbare' },
  discard: { de: 'Abwerfen', en: 'Discard', nl: 'Afleggen', fr: 'Défausser' },
  putBack: { de: 'Zurücklegen', en: 'Put back', nl: 'Terugleggen', fr: 'Remettre' },
  playNormal: { de: 'Ausspielen', en: 'Play it', nl: 'Uitspelen', fr: 'La jouer' },
  playCorrupt: { de: 'Korrupt ausspielen (+1 Verfall)', en: 'Play it corrupt (+1 decline)', nl: 'Corrupt uitspelen (+1 verval)', fr: 'La jouer corrompue (+1 déclin)' },
  alone: { de: 'ohne Legionen', en: 'no legions along', nl: 'zonder legioenen', fr: 'sans légion' },
  legionsOne: { de: 'mit 1 Legion', en: 'with 1 legion', nl: 'met 1 legioen', fr: 'avec 1 légion' },
  legionsOther: { de: 'mit {n} Legionen', en: 'with {n} legions', nl: 'met {n} legioenen', fr: 'avec {n} légions' },
  legionsAll: { de: 'so viele Legionen wie Barbaren', en: 'as many legions as barbarians', nl: 'zoveel legioenen als barbaren', fr: 'autant de légions que de barbares' },
  levyTwo: { de: '2 Legionen', en: '2 legions', nl: '2 legioenen', fr: '2 légions' },
  barbariansAlong: { de: 'mit {L}', en: 'with {L}', nl: 'met {L}', fr: 'avec {L}' },
  noCard: { de: 'ohne Karte', en: 'without a card', nl: 'zonder kaart', fr: 'sans carte' },
  noCardFort: { de: 'ohne Karte (2 Legionen hier)', en: 'without a card (2 legions here)', nl: 'zonder kaart (2 legioenen hier)', fr: 'sans carte (2 légions ici)' },
  discardCard: { de: 'Abwerfen: {C}', en: 'Discard {C}', nl: '{C} afleggen', fr: 'Défausser {C}' },
  fortFrom: { de: 'das Fort aus {Y} versetzen', en: 'move the fort from {Y}', nl: 'het fort uit {Y} verplaatsen', fr: 'déplacer le fort de {Y}' },
  allDice: { de: 'mit allen Würfeln', en: 'with every die', nl: 'met alle dobbelstenen', fr: 'avec tous les dés' },
  diceOne: { de: 'mit 1 Würfel', en: 'with 1 die', nl: 'met 1 dobbelsteen', fr: 'avec 1 dé' },
  diceOther: { de: 'mit {n} Würfeln', en: 'with {n} dice', nl: 'met {n} dobbelstenen', fr: 'avec {n} dés' },
  face: { de: 'Würfel {k}: {n}', en: 'die {k}: {n}', nl: 'dobbelsteen {k}: {n}', fr: 'dé {k} : {n}' },
  withSeat: { de: 'mit {S}', en: 'with {S}', nl: 'met {S}', fr: 'avec {S}' },
  treasury: { de: 'mit der Schatzkammer', en: 'with the treasury', nl: 'met de schatkist', fr: 'avec le trésor' },
  give: { de: 'eine Karte geben', en: 'give a card', nl: 'een kaart geven', fr: 'donner une carte' },
  take: { de: 'eine Karte nehmen', en: 'take a card', nl: 'een kaart nemen', fr: 'prendre une carte' },
  pawnOf: { de: 'Figur: {S}', en: 'pawn: {S}', nl: 'pion: {S}', fr: 'pion : {S}' },
  giverA: { de: 'Es gibt: {S}', en: 'gives: {S}', nl: 'geeft: {S}', fr: 'donne : {S}' },
  takeFrom: { de: 'Nimm {C}', en: 'Take {C}', nl: 'Neem {C}', fr: 'Prendre {C}' },
  moreCities: { de: 'keine weitere Stadt', en: 'no further city', nl: 'geen stad meer', fr: 'plus d’autre ville' },
  countOf: { de: '{n} entfernen', en: 'remove {n}', nl: '{n} verwijderen', fr: 'en retirer {n}' },
  removeFirst: { de: 'Diese Karte entfernen: {C}', en: 'Remove this card: {C}', nl: 'Deze kaart verwijderen: {C}', fr: 'Retirer cette carte : {C}' },
  nextCard: { de: 'Als Nächstes: {C}', en: 'Next: {C}', nl: 'Daarna: {C}', fr: 'Ensuite : {C}' },
  revolt: { de: 'Revolte', en: 'Revolt', nl: 'Opstand', fr: 'Révolte' },
  revoltText: { de: 'Löst beim Ziehen eine Revolte aus.', en: 'Drawn, it sets off a revolt.', nl: 'Getrokken veroorzaakt ze een opstand.', fr: 'Piochée, elle déclenche une révolte.' },
  yourHand: { de: 'Deine Hand', en: 'Your hand', nl: 'Jouw hand', fr: 'Ta main' },
  sortBy: { de: 'Sortieren', en: 'Sort', nl: 'Sorteren', fr: 'Trier' },
  byTribe: { de: 'nach Stamm', en: 'by tribe', nl: 'op stam', fr: 'par tribu' },
  byCity: { de: 'nach Stadt', en: 'by city', nl: 'op stad', fr: 'par ville' },
  asDrawn: { de: 'wie gezogen', en: 'as drawn', nl: 'zoals getrokken', fr: 'comme piochées' },
  emptyHand: { de: 'Keine Karten', en: 'No cards', nl: 'Geen kaarten', fr: 'Aucune carte' },
  cardsOne: { de: '1 Karte', en: '1 card', nl: '1 kaart', fr: '1 carte' },
  cardsOther: { de: '{n} Karten', en: '{n} cards', nl: '{n} kaarten', fr: '{n} cartes' },
  atCity: { de: 'in {Y}', en: 'in {Y}', nl: 'in {Y}', fr: 'à {Y}' },
  eventNormal: { de: 'Normal: {X}', en: 'Normal: {X}', nl: 'Normaal: {X}', fr: 'Normal : {X}' },
  eventCorrupt: { de: 'Korrupt: {X}', en: 'Corrupt: {X}', nl: 'Corrupt: {X}', fr: 'Corrompu : {X}' },
  you: { de: 'du', en: 'you', nl: 'jij', fr: 'toi' },
  seats: { de: 'Spieler', en: 'Players', nl: 'Spelers', fr: 'Joueurs' },
  barbariansHere: { de: 'Barbaren', en: 'Barbarians', nl: 'Barbaren', fr: 'Barbares' },
  fortHere: { de: 'Fort', en: 'fort', nl: 'fort', fr: 'fort' },
  eventCard: { de: 'Ereignis', en: 'Event', nl: 'Gebeurtenis', fr: 'Événement' },
  facesField: { de: 'Augen (z. B. 6 6 5)', en: 'Faces (e.g. 6 6 5)', nl: 'Ogen (bijv. 6 6 5)', fr: 'Faces (p. ex. 6 6 5)' },
} as const satisfies Readonly<Record<string, Words>>;

export type BoardKey = keyof typeof BOARD_WORDS;

/** A board text in `lang` with its placeholders filled. */
export function say(lang: Lang, key: BoardKey, values: Readonly<Record<string, string | number>> = {}): string {
  return BOARD_WORDS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** "1 card" / "3 cards": the key's one and other forms by the count. */
export function sayCount(lang: Lang, one: BoardKey, other: BoardKey, n: number): string {
  return n === 1 ? say(lang, one) : say(lang, other, { n });
}

/** A tribe by id in words ("Vandals", "Vandalen", "Vandales"). */
export function tribeWord(id: string, lang: Lang): string {
  const info = TRIBE_INFO.find((t) => t.id === id);
  if (info === undefined) return id;
  if (lang === 'nl' || lang === 'fr') return TRIBES[lang][id] ?? info.name;
  return lang === 'de' ? info.nameDe : info.name;
}

/** The event cards: title (Latin, as printed) and both effects in each language. */
export const EVENT_WORDS: Readonly<Record<string, { readonly normal: Words; readonly corrupt: Words }>> = {
  'do-ut-des': {
    normal: { de: 'Zwei Spieler in einer Stadt tauschen je eine Karte.', en: 'Two players in one city swap a card each.', nl: 'Twee spelers in één stad ruilen elk een kaart.', fr: 'Deux joueurs dans une même ville échangent chacun une carte.' },
    corrupt: { de: 'Zwei Spieler irgendwo tauschen je eine Karte.', en: 'Two players anywhere swap a card each.', nl: 'Twee spelers waar dan ook ruilen elk een kaart.', fr: 'Deux joueurs, où qu’ils soient, échangent chacun une carte.' },
  },
  'vae-victis': {
    normal: { de: 'Nach einer Schlacht so viele Barbaren, wie sie entfernt hat, aus 1 anderen Stadt entfernen.', en: 'After a battle, remove as many barbarians as it removed from 1 other city.', nl: 'Na een gevecht zoveel barbaren als het verwijderde uit 1 andere stad verwijderen.', fr: 'Après une bataille, retirer autant de barbares qu’elle en a retiré d’une autre ville.' },
    corrupt: { de: 'Nach einer Schlacht so viele Barbaren, wie sie entfernt hat, aus beliebigen Städten entfernen.', en: 'After a battle, remove as many barbarians as it removed from any cities.', nl: 'Na een gevecht zoveel barbaren als het verwijderde uit willekeurige steden verwijderen.', fr: 'Après une bataille, retirer autant de barbares qu’elle en a retiré de n’importe quelles villes.' },
  },
  'si-vis-pacem': {
    normal: { de: 'Ein Fort in eine beliebige Stadt stellen.', en: 'Place a fort in any city.', nl: 'Een fort in een willekeurige stad plaatsen.', fr: 'Placer un fort dans n’importe quelle ville.' },
    corrupt: { de: 'Ein Fort beliebig stellen und eine Figur mit bis zu 3 Legionen dorthin ziehen.', en: 'Place a fort anywhere and move a pawn there with up to 3 legions.', nl: 'Een fort waar dan ook plaatsen en er een pion met tot 3 legioenen heen zetten.', fr: 'Placer un fort n’importe où et y déplacer un pion avec jusqu’à 3 légions.' },
  },
  'hic-manebimus-optime': {
    normal: { de: '+2 Legionen in bis zu 3 Städten mit Fort.', en: '+2 legions in up to 3 fort cities.', nl: '+2 legioenen in hoogstens 3 steden met een fort.', fr: '+2 légions dans jusqu’à 3 villes fortifiées.' },
    corrupt: { de: '+3 Legionen in jeder Stadt mit Fort.', en: '+3 legions in every fort city.', nl: '+3 legioenen in elke stad met een fort.', fr: '+3 légions dans chaque ville fortifiée.' },
  },
  'audentes-fortuna-iuvat': {
    normal: { de: '2 Spielerkarten mehr ziehen.', en: 'Draw 2 more player cards.', nl: '2 spelerskaarten extra trekken.', fr: 'Piocher 2 cartes Joueur de plus.' },
    corrupt: { de: '4 Spielerkarten mehr ziehen.', en: 'Draw 4 more player cards.', nl: '4 spelerskaarten extra trekken.', fr: 'Piocher 4 cartes Joueur de plus.' },
  },
  'mors-tua-vita-mea': {
    normal: { de: '1 Barbaren durch eine Legion ersetzen.', en: 'Replace 1 barbarian with a legion.', nl: '1 barbaar door een legioen vervangen.', fr: 'Remplacer 1 barbare par une légion.' },
    corrupt: { de: 'Bis zu 3 Barbaren einer Stadt durch Legionen ersetzen.', en: 'Replace up to 3 barbarians in one city with legions.', nl: 'Tot 3 barbaren in één stad door legioenen vervangen.', fr: 'Remplacer jusqu’à 3 barbares d’une ville par des légions.' },
  },
  'homo-faber': {
    normal: { de: 'Die Stadtkarte deiner Stadt vom Ablagestapel nehmen.', en: 'Take the city card of your city from the discard.', nl: 'De stadskaart van jouw stad van de aflegstapel nemen.', fr: 'Prendre dans la défausse la carte de ta ville.' },
    corrupt: { de: 'Eine beliebige Stadtkarte vom Ablagestapel nehmen.', en: 'Take any city card from the discard.', nl: 'Een willekeurige stadskaart van de aflegstapel nemen.', fr: 'Prendre n’importe quelle carte Ville dans la défausse.' },
  },
  'alea-iacta-est': {
    normal: { de: 'Die Würfel einer Schlacht selbst festlegen.', en: 'Set the dice of 1 battle.', nl: 'De dobbelstenen van 1 gevecht zelf kiezen.', fr: 'Fixer les dés d’une bataille.' },
    corrupt: { de: 'Die Würfel jeder Schlacht dieses Zuges festlegen.', en: 'Set the dice of every battle this turn.', nl: 'De dobbelstenen van elk gevecht deze beurt kiezen.', fr: 'Fixer les dés de chaque bataille de ce tour.' },
  },
  'abundans-cautela': {
    normal: { de: '2 Invasionskarten weniger ziehen.', en: 'Draw 2 fewer invasion cards.', nl: '2 invasiekaarten minder trekken.', fr: 'Piocher 2 cartes Invasion de moins.' },
    corrupt: { de: 'Die Invasion dieses Zuges entfällt.', en: 'Skip this turn’s invasion.', nl: 'De invasie van deze beurt vervalt.', fr: 'L’invasion de ce tour n’a pas lieu.' },
  },
  'melius-cavere': {
    normal: { de: 'Die oberen 6 Barbarenkarten ansehen und neu ordnen.', en: 'Look at the top 6 barbarian cards and order them.', nl: 'De bovenste 6 barbaarkaarten bekijken en ordenen.', fr: 'Regarder les 6 cartes Barbare du dessus et les ordonner.' },
    corrupt: { de: 'Die oberen 6 Barbarenkarten ansehen, ordnen und 1 davon entfernen.', en: 'Look at the top 6 barbarian cards, order them and remove 1.', nl: 'De bovenste 6 barbaarkaarten bekijken, ordenen en er 1 verwijderen.', fr: 'Regarder les 6 cartes Barbare du dessus, les ordonner et en retirer 1.' },
  },
  'mortui-non-mordent': {
    normal: { de: 'Bis zu 2 Barbaren eines Stammes entfernen.', en: 'Remove up to 2 barbarians of one tribe.', nl: 'Tot 2 barbaren van één stam verwijderen.', fr: 'Retirer jusqu’à 2 barbares d’une tribu.' },
    corrupt: { de: 'Bis zu 4 Barbaren eines Stammes entfernen.', en: 'Remove up to 4 barbarians of one tribe.', nl: 'Tot 4 barbaren van één stam verwijderen.', fr: 'Retirer jusqu’à 4 barbares d’une tribu.' },
  },
  'festina-lente': {
    normal: { de: '1 Figur in eine beliebige Stadt ziehen.', en: 'Move 1 pawn to any city.', nl: '1 pion naar een willekeurige stad zetten.', fr: 'Déplacer 1 pion vers n’importe quelle ville.' },
    corrupt: { de: 'Beliebig viele Figuren ziehen, jede mit bis zu 3 Legionen.', en: 'Move any pawns, each with up to 3 legions.', nl: 'Willekeurig veel pionnen verzetten, elk met tot 3 legioenen.', fr: 'Déplacer autant de pions que voulu, chacun avec jusqu’à 3 légions.' },
  },
  'veni-vidi-vici': {
    normal: { de: 'Mit bis zu 3 Legionen in eine beliebige Stadt ziehen und dort kostenlos kämpfen.', en: 'Move to any city with up to 3 legions and battle there for free.', nl: 'Met tot 3 legioenen naar een willekeurige stad gaan en er gratis vechten.', fr: 'Aller dans n’importe quelle ville avec jusqu’à 3 légions et y combattre gratuitement.' },
    corrupt: { de: 'Wie normal, ohne eigene Legionsverluste.', en: 'As normal, without losing legions.', nl: 'Zoals normaal, zonder legioenen te verliezen.', fr: 'Comme l’effet normal, sans perdre de légions.' },
  },
  'carpe-diem': {
    normal: { de: '+2 Aktionen.', en: '+2 actions.', nl: '+2 acties.', fr: '+2 actions.' },
    corrupt: { de: '+4 Aktionen.', en: '+4 actions.', nl: '+4 acties.', fr: '+4 actions.' },
  },
};

/** A card in words: a city card "Burdigala · Vandals", an event by its printed title, a revolt by the language's word. */
export function cardName(card: string, lang: Lang): string {
  const info = cityCard(card);
  if (info !== undefined) return `${CITY_NAMES[info.city] ?? card} · ${tribeWord(TRIBE_INFO[info.tribe]?.id ?? '', lang)}`;
  if (card.startsWith('revolt-')) return say(lang, 'revolt');
  return cardTitle(card);
}
