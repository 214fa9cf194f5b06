import type { Escort, EventCommand, FrCommand, Removal } from '../commands.js';
import { ACTION_TYPES } from '../commands.js';
import { composableCards, COMPOSED } from '../compose.js';
import { cardTitle } from '../data/cards.js';
import { offeredCommands } from '../offers.js';
import { freeEnlist } from '../resolve/actions.js';
import type { FrState } from '../state.js';
import type { FrView } from '../view.js';
import { stateFromView } from '../view-state.js';
import { counted, fill, TEXTS, type Lang } from './lang.js';
import { deedText } from './say.js';
import { cardText, citiesOfCards, escortText, eventEffect, facesText, namesOf, tribesText, tribeText, type Names } from './names.js';

// The terminal's menu as a tree: first the kind of action, then the place, then the details. Its
// leaves are exactly the commands offered to the seat (offers.ts: the rules' one generator in
// legal.ts, `legalCommands` widened by `everyVariant`, kept when the rules accept them), each put
// at a path of readable choices, plus the events built part by part (compose.ts). Nothing here
// decides what is legal.

/** One step of a command's path: what the menu line says, the question its level answers, and how its level sorts. */
interface Segment {
  readonly label: string;
  readonly ask: string;
  /** Short form for the breadcrumb over deeper levels ("March", "corrupt"); the label when absent. */
  readonly crumb?: string;
  /** Siblings sort by this (numbers before strings, strings by code unit), else keep the order the rules offered them. */
  readonly sort?: number | string;
}

/** What a leaf does: give a command (asking the faces first after Alea iacta est, compose.ts `facesAsked`), or build an event part by part. */
export type Leaf = { readonly kind: 'command'; readonly command: FrCommand } | { readonly kind: 'compose'; readonly card: string; readonly corrupt: boolean };

export interface MenuNode {
  readonly label: string;
  readonly crumb: string;
  /** The question this node's children answer. */
  ask: string;
  readonly sort: number | string | undefined;
  readonly children: MenuNode[];
  leaf?: Leaf;
  /** What the command costs (top level only): "1 action", "free", "no action". */
  cost?: string;
}

/** The words of the menu, per language. */
const WORDS = {
  en: {
    kinds: {
      march: ['March to a neighbouring city', 'March'],
      sail: ['Sail to another port', 'Sail'],
      transfer: ['Travel by fort (Praefectus Fabrum)', 'Travel by fort'],
      'build-fort': ['Build a fort in {city}', 'Fort'],
      recruit: ['Recruit legions in {city}', 'Recruit'],
      reinforce: ['Add a legion (Consul)', 'Add a legion'],
      levy: ['Levy legions in {city} (Praefectus Classis)', 'Levy'],
      battle: ['Battle in {city}', 'Battle'],
      ally: ['Ally with a tribe', 'Ally'],
      enlist: ['Enlist barbarians in {city}', 'Enlist'],
      conspire: ['Conspire: pass a card', 'Conspire'],
      trade: ['Trade a card (Mercator)', 'Trade'],
      consult: ['Draw from the Vestalis deck', 'Vestalis deck'],
      event: ['Play an event card', 'Event'],
      draw: ['End actions: draw 2 cards', 'Draw'],
      draw3: ['End actions: draw 3 cards, put 1 back', 'Draw 3'],
      invade: ['Invasion: turn the barbarian cards', 'Invasion'],
      continue: ['Resolve the second revolt', 'Revolt'],
      remove: ['Remove barbarians in {city}', 'Remove'],
      discard: ['Discard a card (too many in hand)', 'Discard'],
      'put-back': ['Put a card back on the player deck', 'Put back'],
      reorder: ['Order the top barbarian cards', 'Order'],
      undo: ['Take back the last action', 'Undo'],
    },
    ask: {
      root: 'What do you do?',
      toCity: 'To which city?',
      toPort: 'To which port?',
      legions: 'How many legions go along?',
      barbarians: 'Which barbarians go along?',
      pay: 'Which card do you discard?',
      fortFrom: 'Which fort moves here?',
      dice: 'How many dice?',
      set: 'Roll or set the dice?',
      partner: 'With whom?',
      direction: 'Give or take?',
      give: 'Which card do you give?',
      take: 'Which card do you take?',
      tribe: 'Which tribe?',
      allyCards: 'Which cards do you discard?',
      enlistLegions: 'How many legions do they become?',
      levyLegions: 'How many legions?',
      removeWhich: 'Which barbarians?',
      putBack: 'Which card goes back?',
      reorderRemove: 'Which card leaves the game?',
      top: 'Which card goes on top?',
      next: 'Which card comes next?',
      event: 'Which event?',
      form: 'Normal or corrupt?',
      fortCity: 'In which city?',
      hicFirst: 'Which fort city?',
      hicNext: 'Another fort city?',
      fromCity: 'From which city?',
      homo: 'Which card do you take from the discard pile?',
      pawn: 'Which pawn?',
      pawnThere: 'Which pawn moves there?',
      veni: 'To which city?',
      pair: 'Which two players swap?',
      gives: 'What does {seat} give?',
      city: 'Which city?',
    },
    alone: 'alone',
    withLegions: (n: number) => `with ${counted('en', n, 'legion')}`,
    noBarbarians: 'no barbarians',
    noCard: 'no card (Praefectus Classis)',
    twoLegions: 'remove 2 legions (Praefectus Fabrum)',
    fortOf: (city: string) => `the fort of ${city}`,
    allDice: (n: number) => `all ${n} ${n === 1 ? 'die' : 'dice'}`,
    dice: (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`,
    diceAllowed: 'as many as the legions allow',
    roll: 'roll them',
    setTo: (faces: string) => `set to ${faces}`,
    giveCard: 'give a card',
    takeCard: 'take a card',
    allyTribe: (tribe: string, cost: number) => `the ${tribe} (${cost} cards)`,
    enlistTribe: (tribe: string, n: number) => `the ${tribe} (${n} here)`,
    free: 'free (her first Enlist this turn)',
    asMany: (n: number) => `${counted('en', n, 'legion')}, one for each barbarian`,
    noLegions: 'no legions',
    levyMost: '2 legions',
    removeAt: (city: string, n: number) => `Remove ${counted('en', n, 'barbarian')} in ${city}`,
    normal: 'normal',
    corrupt: 'corrupt',
    formLabel: (corrupt: boolean, effect: string) => (corrupt ? `corrupt (decline +1): ${effect}` : `normal: ${effect}`),
    noMore: 'no more',
    noCity: 'no city',
    noPawn: 'no pawn moves there',
    everyPawn: 'every pawn, each with its legions (up to 3)',
    pairOf: (a: string, b: string) => `${a} and ${b}`,
    compose: { removals: 'your own choice, barbarian by barbarian', moves: 'your own choice, pawn by pawn' },
  },
  de: {
    kinds: {
      march: ['In eine Nachbarstadt marschieren', 'Marsch'],
      sail: ['In einen anderen Hafen segeln', 'Segeln'],
      transfer: ['Über ein Fort reisen (Praefectus Fabrum)', 'Fort-Reise'],
      'build-fort': ['Ein Fort in {city} bauen', 'Fort'],
      recruit: ['Legionen in {city} rekrutieren', 'Rekrutieren'],
      reinforce: ['Eine Legion hinzufügen (Consul)', 'Legion'],
      levy: ['Legionen in {city} ausheben (Praefectus Classis)', 'Ausheben'],
      battle: ['Kampf in {city}', 'Kampf'],
      ally: ['Bündnis mit einem Stamm', 'Bündnis'],
      enlist: ['Barbaren in {city} anwerben', 'Anwerben'],
      conspire: ['Verschwörung: eine Karte weitergeben', 'Verschwörung'],
      trade: ['Eine Karte handeln (Mercator)', 'Handel'],
      consult: ['Vom Vestalis-Stapel ziehen', 'Vestalis-Stapel'],
      event: ['Eine Ereigniskarte spielen', 'Ereignis'],
      draw: ['Aktionen beenden: 2 Karten ziehen', 'Ziehen'],
      draw3: ['Aktionen beenden: 3 Karten ziehen, 1 zurücklegen', 'Drei ziehen'],
      invade: ['Invasion: die Barbarenkarten aufdecken', 'Invasion'],
      continue: ['Den zweiten Aufstand abhandeln', 'Aufstand'],
      remove: ['Barbaren in {city} entfernen', 'Entfernen'],
      discard: ['Eine Karte abwerfen (über dem Kartenlimit)', 'Abwerfen'],
      'put-back': ['Eine Karte auf den Spielerstapel zurücklegen', 'Zurücklegen'],
      reorder: ['Die obersten Barbarenkarten ordnen', 'Ordnen'],
      undo: ['Die letzte Aktion zurücknehmen', 'Zurücknehmen'],
    },
    ask: {
      root: 'Was tust du?',
      toCity: 'In welche Stadt?',
      toPort: 'In welchen Hafen?',
      legions: 'Wie viele Legionen kommen mit?',
      barbarians: 'Welche Barbaren kommen mit?',
      pay: 'Welche Karte wirfst du ab?',
      fortFrom: 'Welches Fort wird versetzt?',
      dice: 'Wie viele Würfel?',
      set: 'Würfeln oder festlegen?',
      partner: 'Mit wem?',
      direction: 'Geben oder nehmen?',
      give: 'Welche Karte gibst du?',
      take: 'Welche Karte nimmst du?',
      tribe: 'Welcher Stamm?',
      allyCards: 'Welche Karten wirfst du ab?',
      enlistLegions: 'Zu wie vielen Legionen werden sie?',
      levyLegions: 'Wie viele Legionen?',
      removeWhich: 'Welche Barbaren?',
      putBack: 'Welche Karte kommt zurück?',
      reorderRemove: 'Welche Karte verlässt das Spiel?',
      top: 'Welche Karte kommt nach oben?',
      next: 'Welche Karte kommt als nächste?',
      event: 'Welches Ereignis?',
      form: 'Normal oder korrupt?',
      fortCity: 'In welcher Stadt?',
      hicFirst: 'Welche Fort-Stadt?',
      hicNext: 'Noch eine Fort-Stadt?',
      fromCity: 'Aus welcher Stadt?',
      homo: 'Welche Karte nimmst du vom Ablagestapel?',
      pawn: 'Welche Figur?',
      pawnThere: 'Welche Figur zieht dorthin?',
      veni: 'In welche Stadt?',
      pair: 'Welche zwei Spieler tauschen?',
      gives: 'Was gibt {seat}?',
      city: 'Welche Stadt?',
    },
    alone: 'allein',
    withLegions: (n: number) => `mit ${counted('de', n, 'legion')}`,
    noBarbarians: 'keine Barbaren',
    noCard: 'ohne Karte (Praefectus Classis)',
    twoLegions: '2 Legionen abgeben (Praefectus Fabrum)',
    fortOf: (city: string) => `das Fort aus ${city}`,
    allDice: (n: number) => `alle ${n} Würfel`,
    dice: (n: number) => `${n} Würfel`,
    diceAllowed: 'so viele, wie die Legionen erlauben',
    roll: 'würfeln',
    setTo: (faces: string) => `festlegen auf ${faces}`,
    giveCard: 'eine Karte geben',
    takeCard: 'eine Karte nehmen',
    allyTribe: (tribe: string, cost: number) => `die ${tribe} (${cost} Karten)`,
    enlistTribe: (tribe: string, n: number) => `die ${tribe} (${n} hier)`,
    free: 'kostenlos (ihr erstes Anwerben dieses Zuges)',
    asMany: (n: number) => `${counted('de', n, 'legion')}, eine je Barbar`,
    noLegions: 'keine Legionen',
    levyMost: '2 Legionen',
    removeAt: (city: string, n: number) => `${counted('de', n, 'barbarian')} in ${city} entfernen`,
    normal: 'normal',
    corrupt: 'korrupt',
    formLabel: (corrupt: boolean, effect: string) => (corrupt ? `korrupt (Verfall +1): ${effect}` : `normal: ${effect}`),
    noMore: 'keine weitere',
    noCity: 'keine Stadt',
    noPawn: 'keine Figur zieht dorthin',
    everyPawn: 'alle Figuren, je mit ihren Legionen (bis zu 3)',
    pairOf: (a: string, b: string) => `${a} und ${b}`,
    compose: { removals: 'eigene Wahl, Barbar für Barbar', moves: 'eigene Wahl, Figur für Figur' },
  },
  nl: {
    kinds: {
      march: ['Marcheren naar een aangrenzende stad', 'Marcheren'],
      sail: ['Varen naar een andere havenstad', 'Varen'],
      transfer: ['Reizen via een fort (Praefectus Fabrum)', 'Fortreis'],
      'build-fort': ['Bouw een fort in {city}', 'Fort'],
      recruit: ['Leger rekruteren in {city}', 'Rekruteren'],
      reinforce: ['Een legioen toevoegen (Consul)', 'Legioen'],
      levy: ['Legioenen heffen in {city} (Praefectus Classis)', 'Heffen'],
      battle: ['Vechten in {city}', 'Vechten'],
      ally: ['Bondgenootschap sluiten met een stam', 'Bondgenootschap'],
      enlist: ['Barbaren inhuren in {city}', 'Inhuren'],
      conspire: ['Samenspannen: een kaart doorgeven', 'Samenspannen'],
      trade: ['Een kaart verhandelen (Mercator)', 'Handel'],
      consult: ['Trekken van de Vestalis-stapel', 'Vestalis-stapel'],
      event: ['Een gebeurteniskaart spelen', 'Gebeurtenis'],
      draw: ['Acties beëindigen: trek 2 speelkaarten', 'Trekken'],
      draw3: ['Acties beëindigen: trek 3 kaarten, leg er 1 terug', 'Trek 3'],
      invade: ['Binnenvallen: draai de barbaarkaarten open', 'Binnenvallen'],
      continue: ['De tweede opstand afhandelen', 'Opstand'],
      remove: ['Barbaren verwijderen in {city}', 'Verwijderen'],
      discard: ['Een kaart afleggen (te veel in de hand)', 'Afleggen'],
      'put-back': ['Een kaart terugleggen op de gedekte stapel', 'Terugleggen'],
      reorder: ['De bovenste barbaarkaarten ordenen', 'Ordenen'],
      undo: ['De laatste actie terugnemen', 'Terugnemen'],
    },
    ask: {
      root: 'Wat doe je?',
      toCity: 'Naar welke stad?',
      toPort: 'Naar welke havenstad?',
      legions: 'Hoeveel legioenen gaan mee?',
      barbarians: 'Welke barbaren gaan mee?',
      pay: 'Welke kaart leg je af?',
      fortFrom: 'Welk fort wordt hierheen verplaatst?',
      dice: 'Hoeveel dobbelstenen?',
      set: 'Gooien of bepalen?',
      partner: 'Met wie?',
      direction: 'Geven of ontvangen?',
      give: 'Welke kaart geef je?',
      take: 'Welke kaart ontvang je?',
      tribe: 'Welke stam?',
      allyCards: 'Welke kaarten leg je af?',
      enlistLegions: 'Hoeveel legioenen worden het?',
      levyLegions: 'Hoeveel legioenen?',
      removeWhich: 'Welke barbaren?',
      putBack: 'Welke kaart gaat terug?',
      reorderRemove: 'Welke kaart gaat uit het spel?',
      top: 'Welke kaart komt bovenaan?',
      next: 'Welke kaart komt daarna?',
      event: 'Welke gebeurtenis?',
      form: 'Normaal of corrupt?',
      fortCity: 'In welke stad?',
      hicFirst: 'Welke fortstad?',
      hicNext: 'Nog een fortstad?',
      fromCity: 'Uit welke stad?',
      homo: 'Welke kaart neem je van de aflegstapel?',
      pawn: 'Welke pion?',
      pawnThere: 'Welke pion gaat erheen?',
      veni: 'Naar welke stad?',
      pair: 'Welke twee spelers ruilen?',
      gives: 'Wat geeft {seat}?',
      city: 'Welke stad?',
    },
    alone: 'alleen',
    withLegions: (n: number) => `met ${counted('nl', n, 'legion')}`,
    noBarbarians: 'geen barbaren',
    noCard: 'zonder kaart (Praefectus Classis)',
    twoLegions: '2 legioenen inleveren (Praefectus Fabrum)',
    fortOf: (city: string) => `het fort van ${city}`,
    allDice: (n: number) => (n === 1 ? 'de enige dobbelsteen' : `alle ${n} dobbelstenen`),
    dice: (n: number) => `${n} ${n === 1 ? 'dobbelsteen' : 'dobbelstenen'}`,
    diceAllowed: 'zoveel als de legioenen toelaten',
    roll: 'gooien',
    setTo: (faces: string) => `bepalen op ${faces}`,
    giveCard: 'een kaart geven',
    takeCard: 'een kaart ontvangen',
    allyTribe: (tribe: string, cost: number) => `de ${tribe} (${cost} kaarten)`,
    enlistTribe: (tribe: string, n: number) => `de ${tribe} (${n} hier)`,
    free: 'gratis (haar eerste keer inhuren deze beurt)',
    asMany: (n: number) => `${counted('nl', n, 'legion')}, één per barbaar`,
    noLegions: 'geen legioenen',
    levyMost: '2 legioenen',
    removeAt: (city: string, n: number) => `${counted('nl', n, 'barbarian')} verwijderen in ${city}`,
    normal: 'normaal',
    corrupt: 'corrupt',
    formLabel: (corrupt: boolean, effect: string) => (corrupt ? `corrupt (verval +1): ${effect}` : `normaal: ${effect}`),
    noMore: 'geen meer',
    noCity: 'geen stad',
    noPawn: 'geen pion gaat erheen',
    everyPawn: 'elke pion, elk met zijn legioenen (maximaal 3)',
    pairOf: (a: string, b: string) => `${a} en ${b}`,
    compose: { removals: 'eigen keuze, barbaar voor barbaar', moves: 'eigen keuze, pion voor pion' },
  },
  fr: {
    kinds: {
      march: ['Marcher vers une ville voisine', 'Marche'],
      sail: ['Naviguer vers un autre port', 'Navigation'],
      transfer: ['Voyager par un fort (Praefectus Fabrum)', 'Voyage par fort'],
      'build-fort': ['Construire un fort à {city}', 'Fort'],
      recruit: ['Recruter des légions à {city}', 'Recrutement'],
      reinforce: ['Ajouter une légion (Consul)', 'Légion'],
      levy: ['Lever des légions à {city} (Praefectus Classis)', 'Levée'],
      battle: ['Livrer bataille à {city}', 'Bataille'],
      ally: ['S’allier avec une tribu', 'Alliance'],
      enlist: ['Enrôler des barbares à {city}', 'Enrôlement'],
      conspire: ['Conspirer : passer une carte', 'Conspiration'],
      trade: ['Échanger une carte (Mercator)', 'Commerce'],
      consult: ['Piocher dans le paquet de la Vestalis', 'Paquet de la Vestalis'],
      event: ['Jouer une carte Événement', 'Événement'],
      draw: ['Fin des actions : piocher 2 cartes', 'Pioche'],
      draw3: ['Fin des actions : piocher 3 cartes, en remettre 1', 'Pioche de 3'],
      invade: ['Invasion : révéler les cartes Barbare', 'Invasion'],
      continue: ['Résoudre la seconde révolte', 'Révolte'],
      remove: ['Ôter des barbares à {city}', 'Retrait'],
      discard: ['Défausser une carte (trop de cartes en main)', 'Défausse'],
      'put-back': ['Remettre une carte sur la pioche Joueur', 'Remise'],
      reorder: ['Ordonner les premières cartes Barbare', 'Ordre'],
      undo: ['Reprendre la dernière action', 'Reprise'],
    },
    ask: {
      root: 'Que fais-tu ?',
      toCity: 'Vers quelle ville ?',
      toPort: 'Vers quel port ?',
      legions: 'Combien de légions t’accompagnent ?',
      barbarians: 'Quels barbares t’accompagnent ?',
      pay: 'Quelle carte défausses-tu ?',
      fortFrom: 'Quel fort est déplacé ici ?',
      dice: 'Combien de dés ?',
      set: 'Lancer ou fixer les dés ?',
      partner: 'Avec qui ?',
      direction: 'Donner ou prendre ?',
      give: 'Quelle carte donnes-tu ?',
      take: 'Quelle carte prends-tu ?',
      tribe: 'Quelle tribu ?',
      allyCards: 'Quelles cartes défausses-tu ?',
      enlistLegions: 'Combien de légions deviennent-ils ?',
      levyLegions: 'Combien de légions ?',
      removeWhich: 'Quels barbares ?',
      putBack: 'Quelle carte remets-tu ?',
      reorderRemove: 'Quelle carte quitte la partie ?',
      top: 'Quelle carte va au-dessus ?',
      next: 'Quelle carte vient ensuite ?',
      event: 'Quel événement ?',
      form: 'Normale ou corrompue ?',
      fortCity: 'Dans quelle ville ?',
      hicFirst: 'Quelle ville à fort ?',
      hicNext: 'Une autre ville à fort ?',
      fromCity: 'De quelle ville ?',
      homo: 'Quelle carte reprends-tu dans la défausse ?',
      pawn: 'Quel pion ?',
      pawnThere: 'Quel pion y va ?',
      veni: 'Vers quelle ville ?',
      pair: 'Quels deux joueurs échangent ?',
      gives: 'Que donne {seat} ?',
      city: 'Quelle ville ?',
    },
    alone: 'seul',
    withLegions: (n: number) => `avec ${counted('fr', n, 'legion')}`,
    noBarbarians: 'aucun barbare',
    noCard: 'sans carte (Praefectus Classis)',
    twoLegions: 'ôter 2 légions (Praefectus Fabrum)',
    fortOf: (city: string) => `le fort de ${city}`,
    allDice: (n: number) => (n === 1 ? 'le seul dé' : `les ${n} dés`),
    dice: (n: number) => `${n} ${n === 1 ? 'dé' : 'dés'}`,
    diceAllowed: 'autant que les légions le permettent',
    roll: 'les lancer',
    setTo: (faces: string) => `les fixer à ${faces}`,
    giveCard: 'donner une carte',
    takeCard: 'prendre une carte',
    allyTribe: (tribe: string, cost: number) => `les ${tribe} (${cost} cartes)`,
    enlistTribe: (tribe: string, n: number) => `les ${tribe} (${n} ici)`,
    free: 'gratuit (son premier enrôlement de ce tour)',
    asMany: (n: number) => `${counted('fr', n, 'legion')}, une par barbare`,
    noLegions: 'aucune légion',
    levyMost: '2 légions',
    removeAt: (city: string, n: number) => `Ôter ${counted('fr', n, 'barbarian')} à ${city}`,
    normal: 'normale',
    corrupt: 'corrompue',
    formLabel: (corrupt: boolean, effect: string) => (corrupt ? `corrompue (déclin +1) : ${effect}` : `normale : ${effect}`),
    noMore: 'pas d’autre',
    noCity: 'aucune ville',
    noPawn: 'aucun pion n’y va',
    everyPawn: 'tous les pions, chacun avec ses légions (3 au plus)',
    pairOf: (a: string, b: string) => `${a} et ${b}`,
    compose: { removals: 'ton propre choix, barbare par barbare', moves: 'ton propre choix, pion par pion' },
  },
} as const satisfies Readonly<Record<Lang, unknown>>;

type Words = (typeof WORDS)[Lang];
type Kind = keyof Words['kinds'];

/** The order of the kinds on the first screen: moves, building, fighting, cards, events, the end of the actions, answers. */
const KIND_ORDER: readonly Kind[] = ['march', 'sail', 'transfer', 'build-fort', 'recruit', 'reinforce', 'levy', 'battle', 'ally', 'enlist', 'conspire', 'trade', 'consult', 'event', 'draw', 'draw3', 'invade', 'continue', 'remove', 'discard', 'put-back', 'reorder', 'undo'];

/** The words of a language's menu. */
export const menuWords = (lang: Lang): Words => WORDS[lang];

interface Ctx {
  readonly w: Words;
  readonly n: Names;
  readonly view: FrView;
  /** The seat to move, its city and role. */
  readonly here: string;
  readonly regina: boolean;
}

const seatOrder = (view: FrView, seat: string) => view.players.findIndex((p) => p.seat === seat);

function kindSeg(x: Ctx, kind: Kind, values: Readonly<Record<string, string | number>> = {}): Segment {
  const [label, crumb] = x.w.kinds[kind];
  return { label: fill(label, { city: x.here, ...values }), crumb, ask: x.w.ask.root, sort: KIND_ORDER.indexOf(kind) };
}

const citySeg = (city: string, ask: string): Segment => ({ label: city, ask, sort: city });

function cardSeg(x: Ctx, card: string | undefined, ask: string, none: string): Segment {
  return card === undefined ? { label: none, ask } : { label: cardText(card, x.n.lang), ask };
}

function legionSeg(x: Ctx, legions: number | undefined): Segment {
  return { label: legions ? x.w.withLegions(legions) : x.w.alone, ask: x.w.ask.legions, sort: legions ?? 0 };
}

function escortSegs(x: Ctx, legions: number | undefined, barbarians: Escort | undefined, regina: boolean): Segment[] {
  if (!regina) return [legionSeg(x, legions)];
  const count = barbarians === undefined ? 0 : Object.values(barbarians).reduce((a, b) => a + b, 0);
  return [{ label: barbarians === undefined || count === 0 ? x.w.noBarbarians : escortText(barbarians, x.n.lang), ask: x.w.ask.barbarians, sort: count }, legionSeg(x, legions)];
}

/** Barbarians to remove: by city, then which, when they stand in one city; else the whole list on one line. */
function removalSegs(x: Ctx, removals: readonly Removal[]): Segment[] {
  const cities = new Set(removals.map((r) => r.city));
  const [city] = cities;
  if (cities.size === 1 && city !== undefined) return [citySeg(city, x.w.ask.fromCity), { label: tribesText(removals.map((r) => r.tribe), x.n.lang), ask: x.w.ask.removeWhich, sort: -removals.length }];
  return [{ label: removals.map((r) => `${r.city}: ${tribeText(r.tribe, x.n.lang)}`).join(', '), ask: x.w.ask.removeWhich }];
}

const escortOf = (c: object): Escort | undefined => (c as { barbarians?: Escort }).barbarians;

function eventSegs(c: EventCommand, x: Ctx): Segment[] {
  const { w, n, view } = x;
  switch (c.card) {
    case 'hic-manebimus-optime': {
      if (c.cities === undefined) return [];
      const picks = c.cities.map((city, i): Segment => ({ label: city, ask: i === 0 ? w.ask.hicFirst : w.ask.hicNext, sort: city }));
      return c.cities.length < 3 ? [...picks, { label: c.cities.length === 0 ? w.noCity : w.noMore, ask: c.cities.length === 0 ? w.ask.hicFirst : w.ask.hicNext, sort: '' }] : picks;
    }
    case 'mortui-non-mordent':
    case 'mors-tua-vita-mea':
    case 'vae-victis':
      return c.removals === undefined ? [] : removalSegs(x, c.removals);
    case 'homo-faber':
      return c.take === undefined ? [] : [{ label: cardText(c.take, n.lang), ask: w.ask.homo }];
    case 'si-vis-pacem': {
      if (c.city === undefined) return [];
      const site = [citySeg(c.city, w.ask.fortCity), ...(c.from === undefined ? [] : [{ label: w.fortOf(c.from), ask: w.ask.fortFrom, sort: c.from }])];
      if (!c.corrupt) return site;
      if (c.pawn === undefined) return [...site, { label: w.noPawn, ask: w.ask.pawnThere, sort: -1 }];
      return [...site, { label: n.seat(c.pawn), ask: w.ask.pawnThere, sort: seatOrder(view, c.pawn) }, ...escortSegs(x, c.legions, escortOf(c), n.roleOf(c.pawn) === 'regina-foederata')];
    }
    case 'festina-lente': {
      const moves = c.moves ?? [];
      const [m] = moves;
      if (m === undefined) return [];
      if (moves.length === 1) {
        const pawn: Segment = { label: n.seat(m.seat), ask: w.ask.pawn, sort: seatOrder(view, m.seat) };
        return [pawn, citySeg(m.to, w.ask.toCity), ...(c.corrupt ? escortSegs(x, m.legions, m.barbarians, n.roleOf(m.seat) === 'regina-foederata') : [])];
      }
      if (moves.every((move) => move.to === m.to)) return [{ label: w.everyPawn, ask: w.ask.pawn, sort: 100 }, citySeg(m.to, w.ask.toCity)];
      return [{ label: moves.map((move) => `${n.seat(move.seat)} → ${move.to}`).join(', '), ask: w.ask.pawn, sort: 200 }];
    }
    case 'veni-vidi-vici':
      if (c.to === undefined) return [];
      return [citySeg(c.to, w.ask.veni), ...escortSegs(x, c.legions, escortOf(c), x.regina), { label: c.dice === undefined ? w.diceAllowed : w.dice(c.dice), ask: w.ask.dice, sort: -(c.dice ?? 9) }];
    case 'do-ut-des':
      if (c.a === undefined || c.b === undefined) return [];
      return [
        { label: w.pairOf(n.seat(c.a), n.seat(c.b)), ask: w.ask.pair },
        { label: cardText(c.aCard ?? '', n.lang), ask: fill(w.ask.gives, { seat: n.seat(c.a) }) },
        { label: cardText(c.bCard ?? '', n.lang), ask: fill(w.ask.gives, { seat: n.seat(c.b) }) },
      ];
    default:
      return [];
  }
}

/** An event's first two levels below the kind: the card, then its form. */
function eventHead(x: Ctx, card: string, corrupt: boolean): Segment[] {
  return [
    kindSeg(x, 'event'),
    { label: cardTitle(card), ask: x.w.ask.event },
    { label: x.w.formLabel(corrupt, eventEffect(card, corrupt, x.n.lang)), crumb: corrupt ? x.w.corrupt : x.w.normal, ask: x.w.ask.form, sort: corrupt ? 1 : 0 },
  ];
}

/** Where a command stands in the menu. */
function pathOf(c: FrCommand, x: Ctx): Segment[] {
  const { w, n, view } = x;
  switch (c.type) {
    case 'march':
      return [kindSeg(x, 'march'), citySeg(c.to, w.ask.toCity), ...escortSegs(x, c.legions, c.barbarians, x.regina)];
    case 'sail':
      return [kindSeg(x, 'sail'), citySeg(c.to, w.ask.toPort), cardSeg(x, c.card, w.ask.pay, w.noCard), ...escortSegs(x, c.legions, c.barbarians, x.regina)];
    case 'transfer':
      return [kindSeg(x, 'transfer'), citySeg(c.to, w.ask.toCity), cardSeg(x, c.card, w.ask.pay, ''), ...escortSegs(x, c.legions, escortOf(c), x.regina)];
    case 'build-fort':
      return [kindSeg(x, 'build-fort'), cardSeg(x, c.card, w.ask.pay, w.twoLegions), ...(c.from === undefined ? [] : [{ label: w.fortOf(c.from), ask: w.ask.fortFrom, sort: c.from }])];
    case 'recruit':
    case 'invade':
    case 'continue':
    case 'undo':
      return [kindSeg(x, c.type)];
    case 'draw':
      return [kindSeg(x, c.three ? 'draw3' : 'draw')];
    case 'reinforce':
      return [kindSeg(x, 'reinforce'), citySeg(c.city, w.ask.city)];
    case 'levy':
      return [kindSeg(x, 'levy'), cardSeg(x, c.card, w.ask.pay, ''), { label: c.legions === undefined ? w.levyMost : counted(n.lang, c.legions, 'legion'), ask: w.ask.levyLegions, sort: -(c.legions ?? 2) }];
    case 'battle': {
      const city = view.cities.find((k) => k.name === x.here);
      const most = Math.min(view.rules.maxDice, city?.legions ?? 0);
      const dice: Segment = { label: c.dice === undefined ? w.allDice(most) : w.dice(c.dice), ask: w.ask.dice, sort: -(c.dice ?? most) };
      return [kindSeg(x, 'battle'), dice, ...(view.flags.setDice === 'none' ? [] : [{ label: c.set === undefined ? w.roll : w.setTo(facesText(c.set)), ask: w.ask.set, sort: c.set === undefined ? '' : facesText(c.set) }])];
    }
    case 'conspire':
    case 'trade': {
      const give = c.direction === 'give';
      return [
        kindSeg(x, c.type),
        { label: n.seat(c.with), ask: w.ask.partner, sort: c.with === 'treasury' ? -1 : seatOrder(view, c.with) },
        { label: give ? w.giveCard : w.takeCard, ask: w.ask.direction, sort: give ? 0 : 1 },
        { label: cardText(c.card, n.lang), ask: give ? w.ask.give : w.ask.take },
      ];
    }
    case 'ally':
      return [kindSeg(x, 'ally'), { label: w.allyTribe(tribeText(c.tribe, n.lang), c.cards.length), ask: w.ask.tribe }, { label: citiesOfCards(c.cards), ask: w.ask.allyCards }];
    case 'enlist': {
      const present = n.present(x.here, c.tribe);
      const legions = { label: c.legions === undefined ? w.asMany(present) : c.legions === 0 ? w.noLegions : counted(n.lang, c.legions, 'legion'), ask: w.ask.enlistLegions, sort: -(c.legions ?? present) };
      return [kindSeg(x, 'enlist'), { label: w.enlistTribe(tribeText(c.tribe, n.lang), present), ask: w.ask.tribe }, cardSeg(x, c.card, w.ask.pay, w.free), legions];
    }
    case 'consult':
      return [kindSeg(x, 'consult'), cardSeg(x, c.card, w.ask.pay, '')];
    case 'remove': {
      const pending = view.pending?.kind === 'remove' ? view.pending : undefined;
      const head = { ...kindSeg(x, 'remove'), label: w.removeAt(pending?.city ?? x.here, pending?.count ?? c.tribes.length) };
      return [head, { label: tribesText(c.tribes, n.lang), ask: w.ask.removeWhich, sort: -c.tribes.length }];
    }
    case 'discard':
      return [kindSeg(x, 'discard'), cardSeg(x, c.card, w.ask.pay, '')];
    case 'put-back':
      return [kindSeg(x, 'put-back'), cardSeg(x, c.card, w.ask.putBack, '')];
    case 'reorder': {
      // The cards in the order they were shown, at every level.
      const shown = view.pending?.kind === 'reorder' ? view.pending.cards : c.order;
      const at = (card: string) => shown.indexOf(card);
      return [
        kindSeg(x, 'reorder'),
        ...(c.remove === undefined ? [] : [{ label: cardText(c.remove, n.lang), ask: w.ask.reorderRemove, sort: at(c.remove) }]),
        ...c.order.map((card, i): Segment => ({ label: cardText(card, n.lang), ask: i === 0 ? w.ask.top : w.ask.next, sort: at(card) })),
      ];
    }
    case 'event':
      return [...eventHead(x, c.card, c.corrupt === true), ...eventSegs(c, x)];
  }
}

/** The children of a level in menu order: by their sort keys where given (numbers first), else as offered. */
function compare(a: MenuNode, b: MenuNode): number {
  const [p, q] = [a.sort, b.sort];
  if (p === undefined || q === undefined) return 0;
  if (typeof p === 'number' && typeof q === 'number') return p - q;
  if (typeof p === 'number') return -1;
  if (typeof q === 'number') return 1;
  return p < q ? -1 : p > q ? 1 : 0;
}

function child(parent: MenuNode, seg: Segment): MenuNode {
  const found = parent.children.find((c) => c.label === seg.label);
  if (found !== undefined) return found;
  const node: MenuNode = { label: seg.label, crumb: seg.crumb ?? seg.label, ask: '', sort: seg.sort, children: [] };
  if (parent.children.length === 0) parent.ask = seg.ask;
  parent.children.push(node);
  return node;
}

/** The menu of the seat to move, built from what its view shows; `collisions` counts commands that would share a path (none, by the tests). */
export function menuTree(view: FrView, lang: Lang): { readonly root: MenuNode; readonly collisions: number } {
  const w = WORDS[lang];
  const n = namesOf(view, lang);
  const me = view.players.find((p) => p.seat === view.seat);
  const x: Ctx = { w, n, view, here: me?.city ?? '', regina: me?.role === 'regina-foederata' };
  const root: MenuNode = { label: '', crumb: '', ask: w.ask.root, sort: undefined, children: [] };
  const offered = offeredCommands(view);
  const state = stateFromView(view);
  let collisions = 0;
  const place = (segs: readonly Segment[], leaf: Leaf, command: FrCommand | undefined) => {
    let node = root;
    for (const seg of segs) node = child(node, seg);
    if (node.leaf !== undefined || node.children.length > 0) {
      // Never expected (the tests look for it): keep the command reachable under its own words.
      collisions++;
      node = child(node, { label: command === undefined ? `${collisions}` : deedText(command, view.seat, n), ask: '' });
    }
    node.leaf = leaf;
    const top = root.children.find((c) => c.label === segs[0]?.label);
    if (top !== undefined && top.cost === undefined && command !== undefined && command.type !== 'event') top.cost = costText(state, command, lang);
  };
  for (const command of offered) place(pathOf(command, x), { kind: 'command', command }, command);
  for (const { card, forms } of composableCards(offered)) {
    for (const corrupt of forms) {
      const moves = COMPOSED[card] === 'moves';
      place([...eventHead(x, card, corrupt), { label: w.compose[moves ? 'moves' : 'removals'], ask: moves ? w.ask.pawn : w.ask.fromCity, sort: moves ? 1000 : '\uffff' }], { kind: 'compose', card, corrupt }, undefined);
    }
  }
  sortTree(root);
  return { root, collisions };
}

function sortTree(node: MenuNode): void {
  node.children.sort(compare);
  for (const c of node.children) sortTree(c);
}

/** Every leaf under a node. */
export function leavesOf(node: MenuNode): Leaf[] {
  return node.leaf !== undefined ? [node.leaf, ...node.children.flatMap(leavesOf)] : node.children.flatMap(leavesOf);
}

/** The node a choice leads to: down through every level that holds one choice only. */
export function settle(node: MenuNode): MenuNode[] {
  const path = [node];
  let at = node;
  while (at.leaf === undefined && at.children.length === 1) {
    at = at.children[0] as MenuNode;
    path.push(at);
  }
  return path;
}

/** What an event costs, normal and corrupt. */
const EVENT_COST: Readonly<Record<Lang, readonly [string, string]>> = {
  en: ['card', 'card, decline +1'],
  de: ['Karte', 'Karte, Verfall +1'],
  nl: ['kaart', 'kaart, verval +1'],
  fr: ['carte', 'carte, déclin +1'],
};

/** What a command costs its player: an action (or none), and an event's decline. */
export function costText(s: FrState, c: FrCommand, lang: Lang): string {
  const tx = TEXTS[lang];
  const seat = s.pending?.seat ?? s.active;
  if (c.type === 'event') return EVENT_COST[lang][c.corrupt ? 1 : 0];
  if (c.type === 'enlist' && freeEnlist(s, seat)) return tx.free;
  if (c.type === 'consult' && s.rules.vestalisConsult === 'free') return tx.noAction;
  if (ACTION_TYPES.has(c.type)) return tx.action;
  return '';
}
