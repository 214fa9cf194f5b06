import { localized, type Lang } from '../app/lang.js';

/** The table's own texts, German first like app/i18n.tsx. */
const TEXTS = {
  colours: [
    ['Rot', 'red'],
    ['Blau', 'blue'],
    ['Gelb', 'yellow'],
    ['Grün', 'green'],
  ],
  points: ['Punkte (Königsmarke bei', 'Points (king token at'],
  pts: ['Pkt.', 'pts'],
  ducats: ['Dukaten', 'ducats'],
  knights: ['Ritter', 'knights'],
  borders: ['Grenzen (1/3/6)', 'Borders (1/3/6)'],
  knightsMode: ['Ritter (3/7, +1 Wald)', 'Knights (3/7, +1 forest)'],
  expand: ['Ausdehnung (4)', 'Expansion (4)'],
  treason: ['Verrat (Würfel)', 'Treason (die)'],
  alliance: ['Bündnis (Würfel)', 'Alliance (die)'],
  take: ['3 Dukaten nehmen', 'Take 3 ducats'],
  special: ['Sondereinkommen (Würfel)', 'Special income (die)'],
  placeBorders: ['Grenze(n) setzen:', 'Place border(s):'],
  placeKnights: ['Ritter setzen:', 'Place knight(s):'],
  suggested: ['Vorschlag', 'Suggested'],
  noKnight: ['Kein freier Ritter', 'No free knight'],
  setupCastle: ['Klicke eine freie Wiese für eine Burg.', 'Click a free meadow for a castle.'],
  setupKnight: ['Klicke ein Feld daneben für den Ritter.', 'Click a square beside it for the knight.'],
  freeKnight: ['Eine 6: klicke ein Feld für den freien Ritter.', 'A 6: click a square for the free knight.'],
  merge: ['Klicke die Burg der Domäne, die das Gebiet ohne Burg aufnimmt.', 'Click the castle of the domaine that takes in the area without castle.'],
  won: ['gewinnt', 'won'],
  king: ['Königsmarke', 'king token'],
  allCastles: ['jede Burg in einer Domäne', 'every castle in a domaine'],
} as const;

export function colourName(lang: Lang, seat: number): string {
  return localized(lang, TEXTS.colours[seat] ?? ['?', '?']);
}

export function dt(lang: Lang, key: Exclude<keyof typeof TEXTS, 'colours'>): string {
  return localized(lang, TEXTS[key]);
}
