import type { Lang, Words } from '../app/lang.js';

/**
 * The table's own texts in every language of the interface. French follows the variant's text
 * (fief, château, chevalier, frontière, ducats), Dutch the same game words (domein, kasteel,
 * ridder, grens, dukaten).
 */
export const TEXTS = {
  points: { de: 'Punkte (Königsmarke bei', en: 'Points (king token at', nl: 'Punten (koningsfiche bij', fr: 'Points (jeton du roi à' },
  pts: { de: 'Pkt.', en: 'pts', nl: 'ptn', fr: 'pts' },
  ducats: { de: 'Dukaten', en: 'ducats', nl: 'dukaten', fr: 'ducats' },
  knights: { de: 'Ritter', en: 'knights', nl: 'ridders', fr: 'chevaliers' },
  borders: { de: 'Grenzen (1/3/6)', en: 'Borders (1/3/6)', nl: 'Grenzen (1/3/6)', fr: 'Frontières (1/3/6)' },
  knightsMode: { de: 'Ritter (3/7, +1 Wald)', en: 'Knights (3/7, +1 forest)', nl: 'Ridders (3/7, +1 bos)', fr: 'Chevaliers (3/7, +1 forêt)' },
  expand: { de: 'Ausdehnung (4)', en: 'Expansion (4)', nl: 'Uitbreiding (4)', fr: 'Expansion (4)' },
  treason: { de: 'Verrat (Würfel)', en: 'Treason (die)', nl: 'Verraad (dobbelsteen)', fr: 'Trahison (dé)' },
  alliance: { de: 'Bündnis (Würfel)', en: 'Alliance (die)', nl: 'Bondgenootschap (dobbelsteen)', fr: 'Alliance (dé)' },
  take: { de: '3 Dukaten nehmen', en: 'Take 3 ducats', nl: '3 dukaten nemen', fr: 'Prendre 3 ducats' },
  special: { de: 'Sondereinkommen (Würfel)', en: 'Special income (die)', nl: 'Speciaal inkomen (dobbelsteen)', fr: 'Revenu spécial (dé)' },
  placeBorders: { de: 'Grenze(n) setzen:', en: 'Place border(s):', nl: 'Grens/grenzen plaatsen:', fr: 'Placer la/les frontière(s) :' },
  placeKnights: { de: 'Ritter setzen:', en: 'Place knight(s):', nl: 'Ridder(s) plaatsen:', fr: 'Placer le(s) chevalier(s) :' },
  suggested: { de: 'Vorschlag', en: 'Suggested', nl: 'Voorstel', fr: 'Suggestion' },
  noKnight: { de: 'Kein freier Ritter', en: 'No free knight', nl: 'Geen gratis ridder', fr: 'Pas de chevalier gratuit' },
  setupCastle: { de: 'Klicke eine freie Wiese für eine Burg.', en: 'Click a free meadow for a castle.', nl: 'Klik op een vrije weide voor een kasteel.', fr: 'Cliquez sur un pré libre pour un château.' },
  setupKnight: { de: 'Klicke ein Feld daneben für den Ritter.', en: 'Click a square beside it for the knight.', nl: 'Klik op een veld ernaast voor de ridder.', fr: 'Cliquez sur une case voisine pour le chevalier.' },
  freeKnight: { de: 'Eine 6: klicke ein Feld für den freien Ritter.', en: 'A 6: click a square for the free knight.', nl: 'Een 6: klik op een veld voor de gratis ridder.', fr: 'Un 6 : cliquez sur une case pour le chevalier gratuit.' },
  merge: {
    de: 'Klicke die Burg der Domäne, die das Gebiet ohne Burg aufnimmt.',
    en: 'Click the castle of the domaine that takes in the area without castle.',
    nl: 'Klik op het kasteel van het domein dat het gebied zonder kasteel opneemt.',
    fr: 'Cliquez sur le château du fief qui absorbe la zone sans château.',
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

export function dt(lang: Lang, key: keyof typeof TEXTS): string {
  return TEXTS[key][lang];
}
