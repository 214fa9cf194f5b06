import type { Lang } from '../../../src/games/ccc-land-combat/client.js';

/** The table's own words, German first like app/i18n.tsx. */
const LABELS = {
  attacker: ['Angreifer', 'Attacker'],
  defender: ['Verteidiger', 'Defender'],
  yourTurn: ['Du bist am Zug', 'Your turn'],
  waiting: ['Warten auf', 'Waiting for'],
  over: ['Der Landkampf ist beendet', 'The land combat is over'],
  wins: ['gewinnt', 'wins'],
  units: ['Einheiten', 'Units'],
  hand: ['Karten auf der Hand', 'Cards in hand'],
  hidden: ['verdeckte Karten', 'hidden cards'],
  commander: ['Anführer der Armee', 'Army commander'],
  colonyItself: ['keiner (die Kolonie verteidigt sich selbst)', 'none (the colony defends itself)'],
  allyConsents: ['Der Besitzer des verbündeten Avatars stimmt zu', 'The allied avatar\'s owner agrees'],
  land: ['Ausladen', 'Land'],
  bombard: ['Unterstützungsfeuer', 'Shore bombardment'],
  declare: ['Deklarieren', 'Declare'],
  play: ['Ausgewählte Karten aktivieren', 'Play the chosen cards'],
  pass: ['Keine Karte', 'No card'],
  cardWindow: ['Kartenfenster', 'Card window'],
  endFree: ['Freie Aktionen beenden', 'End free actions'],
  charge: ['Kavallerieattacke deklarieren', 'Announce a cavalry charge'],
  noCharge: ['Keine Kavallerieattacke', 'No cavalry charge'],
  siege: ['Belagerungsbonus deklarieren', 'Announce the siege bonus'],
  noSiege: ['Kein Belagerungsbonus', 'No siege bonus'],
  roll: ['LC DR würfeln', 'Roll the LC DR'],
  retreatTo: ['Rückzug nach', 'Retreat to'],
  lcdr: ['LC DR', 'LC DR'],
  log: ['Ablauf', 'Sequence'],
  eliminated: ['vernichtet', 'eliminated'],
  glory: ['Ruhmespunkte', 'Glory points'],
  reaction: ['Reaktion', 'reaction'],
  red: ['rot', 'red'],
  green: ['grün', 'green'],
  blue: ['blau', 'blue'],
  yellow: ['gelb', 'yellow'],
  white: ['weiß', 'white'],
} as const;

export type Label = keyof typeof LABELS;

export function label(lang: Lang, key: Label): string {
  return LABELS[key][lang === 'de' ? 0 : 1];
}
