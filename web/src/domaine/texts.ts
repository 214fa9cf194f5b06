import type { Lang, Noun, Words } from '../app/lang.js';

/**
 * The table's own texts in every language of the interface. French follows the variant's text
 * (fief, château, chevalier, frontière, ducats), Dutch the same game words (domein, kasteel,
 * ridder, grens, dukaten).
 */
export const TEXTS = {
  points: { de: 'Punkte (Königsmarke bei', en: 'Points (king token at', nl: 'Punten (koningsfiche bij', fr: 'Points (jeton du roi à' },
  // The action cards of the price list ("Coût des actions"): name, what it does, what it costs.
  borders: { de: 'Grenzen', en: 'Borders', nl: 'Grenzen', fr: 'Frontières' },
  bordersDoes: {
    de: '1, 2 oder 3 Grenzen um eine eigene Burg (sind alle in Domänen: überall außer in Domänen)',
    en: '1, 2 or 3 borders around one of your castles (once all are in domaines: anywhere but in a domaine)',
    nl: '1, 2 of 3 grenzen rond een eigen kasteel (liggen ze alle in domeinen: overal behalve in een domein)',
    fr: '1, 2 ou 3 frontières autour de l’un de vos châteaux (tous dans un fief : partout sauf dans un fief)',
  },
  knightsMode: { de: 'Ritter', en: 'Knights', nl: 'Ridders', fr: 'Chevaliers' },
  knightsDoes: {
    de: '1 oder 2 Ritter neben eigene Burgen und Ritter, auf Wiese oder Wald',
    en: '1 or 2 knights next to your castles and knights, on meadow or forest',
    nl: '1 of 2 ridders naast eigen kastelen en ridders, op weide of bos',
    fr: '1 ou 2 chevaliers à côté de vos châteaux et chevaliers, sur pré ou forêt',
  },
  expand: { de: 'Ausdehnung', en: 'Expansion', nl: 'Uitbreiding', fr: 'Expansion' },
  expandDoes: {
    de: 'eine eigene Domäne nimmt ein Feld daneben (gegen eine andere Domäne nur mit mehr Rittern)',
    en: 'one of your domaines takes a square next to it (against another domaine only with more knights)',
    nl: 'een eigen domein neemt een veld ernaast (tegen een ander domein alleen met meer ridders)',
    fr: 'l’un de vos fiefs prend une case voisine (contre un autre fief seulement avec plus de chevaliers)',
  },
  treason: { de: 'Verrat', en: 'Treason', nl: 'Verraad', fr: 'Trahison' },
  treasonDoes: {
    de: 'einen fremden Ritter in einer Domäne, in der du einen Ritter hast, durch deinen ersetzen',
    en: 'replace another player’s knight in a domaine where you have a knight',
    nl: 'een ridder van een ander vervangen in een domein waar jij een ridder hebt',
    fr: 'remplacer le chevalier d’un adversaire dans un fief où vous avez un chevalier',
  },
  alliance: { de: 'Bündnis', en: 'Alliance', nl: 'Bondgenootschap', fr: 'Alliance' },
  allianceDoes: {
    de: 'zwei benachbarte Domänen dehnen sich nicht mehr ineinander aus; eine Marke, die ein Dritter nehmen kann',
    en: 'two adjacent domaines can no longer expand into each other; a marker a third player may take',
    nl: 'twee aangrenzende domeinen breiden niet meer in elkaar uit; een fiche die een derde kan nemen',
    fr: 'deux fiefs voisins ne peuvent plus s’étendre l’un dans l’autre ; un marqueur qu’un tiers peut prendre',
  },
  take: { de: '3 Dukaten nehmen', en: 'Take 3 ducats', nl: '3 dukaten nemen', fr: 'Prendre 3 ducats' },
  takeDoes: { de: 'drei Dukaten aus der Bank', en: 'three ducats from the bank', nl: 'drie dukaten van de bank', fr: 'trois ducats de la banque' },
  special: { de: 'Sondereinkommen', en: 'Special income', nl: 'Speciaal inkomen', fr: 'Revenu spécial' },
  specialDoes: {
    de: 'Würfel: 1–5 so viele Dukaten, 6 ein freier Ritter (im Wald 1 Dukat)',
    en: 'die: 1–5 that many ducats, 6 a free knight (1 ducat in a forest)',
    nl: 'dobbelsteen: 1–5 zoveel dukaten, 6 een gratis ridder (1 dukaat in een bos)',
    fr: 'dé : 1–5 autant de ducats, 6 un chevalier gratuit (1 ducat en forêt)',
  },
  inForest: { de: 'im Wald', en: 'in a forest', nl: 'in een bos', fr: 'en forêt' },
  die: { de: 'Würfel', en: 'die', nl: 'dobbelsteen', fr: 'dé' },
  failure: { de: 'misslungen', en: 'failure', nl: 'mislukt', fr: 'échec' },
  free: { de: 'kostenlos', en: 'free', nl: 'gratis', fr: 'gratuit' },
  subExtra: { de: '+1 Dukat für mehrere Domänen', en: '+1 ducat for several domaines', nl: '+1 dukaat voor meerdere domeinen', fr: '+1 ducat pour plusieurs fiefs' },
  // What the table asks now.
  askMode: { de: 'Wähle eine Aktion, oder tippe ein Feld: was dort geht.', en: 'Choose an action, or tap a square: what may be done there.', nl: 'Kies een actie, of tik op een veld: wat daar kan.', fr: 'Choisissez une action, ou touchez une case : ce qui s’y peut.' },
  actionsAt: { de: 'Auf {X} möglich:', en: 'On {X} you may:', nl: 'Op {X} kan je:', fr: 'En {X}, vous pouvez :' },
  nothingAt: { de: 'Auf {X} ist jetzt nichts möglich.', en: 'Nothing may be done on {X} now.', nl: 'Op {X} kan nu niets.', fr: 'Rien n’est possible en {X} maintenant.' },
  askBorders: {
    de: 'Tippe bis zu 3 markierte Grenzplätze, dann bestätige.',
    en: 'Tap up to 3 lit border slots, then confirm.',
    nl: 'Tik op maximaal 3 gemarkeerde grensplaatsen en bevestig.',
    fr: 'Touchez jusqu’à 3 emplacements marqués, puis confirmez.',
  },
  askKnights: {
    de: 'Tippe ein oder zwei markierte Felder. Die Zahl ist der Preis.',
    en: 'Tap one or two lit squares. The number is the price.',
    nl: 'Tik op een of twee gemarkeerde velden. Het getal is de prijs.',
    fr: 'Touchez une ou deux cases marquées. Le nombre est le prix.',
  },
  askExpandSquare: { de: 'Tippe das Feld, das deine Domäne nimmt (4 Dukaten).', en: 'Tap the square your domaine takes (4 ducats).', nl: 'Tik op het veld dat je domein neemt (4 dukaten).', fr: 'Touchez la case que prend votre fief (4 ducats).' },
  askExpandCastle: { de: 'Mehrere deiner Domänen grenzen an: tippe die Burg der, die es nimmt.', en: 'Several of your domaines border it: tap the castle of the one that takes it.', nl: 'Meerdere domeinen van jou grenzen eraan: tik op het kasteel van het domein dat het neemt.', fr: 'Plusieurs de vos fiefs la touchent : touchez le château de celui qui la prend.' },
  askTreason: { de: 'Tippe den Ritter, den du ersetzen willst (der Würfel bestimmt den Preis).', en: 'Tap the knight to replace (the die sets the price).', nl: 'Tik op de ridder die je vervangt (de dobbelsteen bepaalt de prijs).', fr: 'Touchez le chevalier à remplacer (le dé fixe le prix).' },
  askAllianceWith: { de: 'Tippe die Burg der Domäne, mit der du dich verbündest (der Würfel bestimmt den Preis).', en: 'Tap the castle of the domaine to ally with (the die sets the price).', nl: 'Tik op het kasteel van het domein waarmee je een bondgenootschap sluit (de dobbelsteen bepaalt de prijs).', fr: 'Touchez le château du fief avec lequel vous vous alliez (le dé fixe le prix).' },
  askAllianceMore: { de: 'Noch eine Domäne dazu tippen, oder weiter.', en: 'Tap one more domaine, or go on.', nl: 'Tik nog een domein aan, of ga verder.', fr: 'Touchez un fief de plus, ou continuez.' },
  askAllianceCastle: { de: 'Tippe die Burg deiner Domäne, die das Bündnis schließt.', en: 'Tap the castle of your domaine that makes the alliance.', nl: 'Tik op het kasteel van je domein dat het bondgenootschap sluit.', fr: 'Touchez le château de votre fief qui fait l’alliance.' },
  askAllianceMarker: {
    de: 'Tippe das Feld für die Bündnismarke: nimmt ein Dritter es durch Ausdehnung, bricht das Bündnis.',
    en: 'Tap the square for the alliance marker: a third player taking it by expansion breaks the alliance.',
    nl: 'Tik op het veld voor het bondgenootschapsfiche: neemt een derde het door uitbreiding, dan breekt het bondgenootschap.',
    fr: 'Touchez la case du marqueur d’alliance : un tiers qui la prend par expansion brise l’alliance.',
  },
  suggested: { de: 'Vorschlag', en: 'Suggested', nl: 'Voorstel', fr: 'Suggestion' },
  goOn: { de: 'Weiter', en: 'Go on', nl: 'Verder', fr: 'Continuer' },
  confirm: { de: 'Ausführen', en: 'Play', nl: 'Uitvoeren', fr: 'Jouer' },
  back: { de: 'Andere Aktion', en: 'Other action', nl: 'Andere actie', fr: 'Autre action' },
  // What the game waits for.
  waitsSetup: { de: 'gründet eine Burg mit Ritter', en: 'founds a castle with a knight', nl: 'sticht een kasteel met een ridder', fr: 'fonde un château avec un chevalier' },
  waitsAction: { de: 'wählt eine Aktion', en: 'chooses an action', nl: 'kiest een actie', fr: 'choisit une action' },
  waitsFreeKnight: { de: 'setzt den freien Ritter (oder keinen)', en: 'places the free knight (or none)', nl: 'plaatst de gratis ridder (of geen)', fr: 'place le chevalier gratuit (ou aucun)' },
  waitsMerge: { de: 'wählt die Domäne, der das Gebiet ohne Burg zufällt', en: 'chooses the domaine the area without castle joins', nl: 'kiest het domein waarbij het gebied zonder kasteel komt', fr: 'choisit le fief auquel la zone sans château est rattachée' },
  noKnight: { de: 'Kein freier Ritter', en: 'No free knight', nl: 'Geen gratis ridder', fr: 'Pas de chevalier gratuit' },
  setupCastle: { de: 'Tippe eine markierte Wiese für eine Burg.', en: 'Tap a lit meadow for a castle.', nl: 'Tik op een gemarkeerde weide voor een kasteel.', fr: 'Touchez un pré marqué pour un château.' },
  setupKnight: { de: 'Tippe ein markiertes Feld daneben für den Ritter (die Burg noch einmal: eine andere).', en: 'Tap a lit square beside it for the knight (the castle again: another one).', nl: 'Tik op een gemarkeerd veld ernaast voor de ridder (het kasteel opnieuw: een ander).', fr: 'Touchez une case marquée voisine pour le chevalier (le château à nouveau : un autre).' },
  freeKnight: { de: 'Eine 6: tippe ein markiertes Feld für den freien Ritter (im Wald 1 Dukat).', en: 'A 6: tap a lit square for the free knight (1 ducat in a forest).', nl: 'Een 6: tik op een gemarkeerd veld voor de gratis ridder (1 dukaat in een bos).', fr: 'Un 6 : touchez une case marquée pour le chevalier gratuit (1 ducat en forêt).' },
  merge: {
    de: 'Tippe die Burg der Domäne, die das violett getönte Gebiet ohne Burg aufnimmt.',
    en: 'Tap the castle of the domaine that takes in the purple area without castle.',
    nl: 'Tik op het kasteel van het domein dat het paarse gebied zonder kasteel opneemt.',
    fr: 'Touchez le château du fief qui absorbe la zone violette sans château.',
  },
  won: { de: 'gewinnt', en: 'won', nl: 'wint', fr: 'gagne' },
  king: { de: 'Königsmarke', en: 'king token', nl: 'koningsfiche', fr: 'jeton du roi' },
  allCastles: { de: 'jede Burg in einer Domäne', en: 'every castle in a domaine', nl: 'elk kasteel in een domein', fr: 'chaque château dans un fief' },
  board: { de: 'Domaine-Spielplan', en: 'Domaine board', nl: 'Domaine-speelbord', fr: 'Plateau de Domaine' },
  castle: { de: 'Burg', en: 'castle', nl: 'kasteel', fr: 'château' },
  knight: { de: 'Ritter', en: 'knight', nl: 'ridder', fr: 'chevalier' },
} satisfies Record<string, Words>;

/** The colours by seat index (the rule set's order: red, blue, yellow, green). */
export const COLOURS: readonly Words[] = [
  { de: 'Rot', en: 'red', nl: 'rood', fr: 'rouge' },
  { de: 'Blau', en: 'blue', nl: 'blauw', fr: 'bleu' },
  { de: 'Gelb', en: 'yellow', nl: 'geel', fr: 'jaune' },
  { de: 'Grün', en: 'green', nl: 'groen', fr: 'vert' },
];

export function colourName(lang: Lang, seat: number): string {
  return COLOURS[seat]?.[lang] ?? '?';
}

/** The colour as a name at the start of a line or in a table: its first letter a capital. */
export function colourTitle(lang: Lang, seat: number): string {
  const name = colourName(lang, seat);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

export function dt(lang: Lang, key: keyof typeof TEXTS): string {
  return TEXTS[key][lang];
}

/** Counted things at the table, singular and plural (French: 0 and 1 singular). */
export const NOUNS = {
  border: { one: { de: 'Grenze', en: 'border', nl: 'grens', fr: 'frontière' }, other: { de: 'Grenzen', en: 'borders', nl: 'grenzen', fr: 'frontières' } },
  knight: { one: { de: 'Ritter', en: 'knight', nl: 'ridder', fr: 'chevalier' }, other: { de: 'Ritter', en: 'knights', nl: 'ridders', fr: 'chevaliers' } },
  point: { one: { de: 'Punkt', en: 'point', nl: 'punt', fr: 'point' }, other: { de: 'Punkte', en: 'points', nl: 'punten', fr: 'points' } },
  ducat: { one: { de: 'Dukat', en: 'ducat', nl: 'dukaat', fr: 'ducat' }, other: { de: 'Dukaten', en: 'ducats', nl: 'dukaten', fr: 'ducats' } },
  castle: { one: { de: 'Burg', en: 'castle', nl: 'kasteel', fr: 'château' }, other: { de: 'Burgen', en: 'castles', nl: 'kastelen', fr: 'châteaux' } },
} satisfies Record<string, Noun>;
