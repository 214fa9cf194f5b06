import type { Lang, Words } from '../app/lang.js';

/** The table's own words in every language of the interface. */
export const LABELS = {
  attacker: { de: 'Angreifer', en: 'Attacker', nl: 'Aanvaller', fr: 'Attaquant' },
  defender: { de: 'Verteidiger', en: 'Defender', nl: 'Verdediger', fr: 'Défenseur' },
  bothSides: { de: 'beide Seiten', en: 'both sides', nl: 'beide kanten', fr: 'les deux camps' },
  yourTurn: { de: 'Du bist am Zug', en: 'Your turn', nl: 'Jij bent aan de beurt', fr: 'À vous de jouer' },
  waiting: { de: 'Warten auf', en: 'Waiting for', nl: 'Wacht op', fr: 'En attente de' },
  over: { de: 'Der Landkampf ist beendet', en: 'The land combat is over', nl: 'Het landgevecht is voorbij', fr: 'Le combat terrestre est terminé' },
  wins: { de: 'gewinnt', en: 'wins', nl: 'wint', fr: 'l’emporte' },
  army: { de: 'Armee', en: 'army', nl: 'leger', fr: 'armée' },
  colony: { de: 'Kolonie', en: 'colony', nl: 'kolonie', fr: 'colonie' },
  fleet: { de: 'Flotte', en: 'fleet', nl: 'vloot', fr: 'flotte' },
  units: { de: 'Einheiten', en: 'Units', nl: 'Eenheden', fr: 'Unités' },
  hand: { de: 'Karten auf der Hand', en: 'Cards in hand', nl: 'Kaarten in de hand', fr: 'Cartes en main' },
  hidden: { de: 'verdeckte Karten', en: 'hidden cards', nl: 'verborgen kaarten', fr: 'cartes cachées' },
  commander: { de: 'Anführer der Armee', en: 'Army commander', nl: 'Legeraanvoerder', fr: 'Commandant de l’armée' },
  colonyItself: { de: 'keiner (die Kolonie verteidigt sich selbst)', en: 'none (the colony defends itself)', nl: 'geen (de kolonie verdedigt zichzelf)', fr: 'aucun (la colonie se défend seule)' },
  allyConsents: { de: 'Der Besitzer des verbündeten Avatars stimmt zu', en: "The allied avatar's owner agrees", nl: 'De eigenaar van de bondgenoot-avatar stemt in', fr: 'Le propriétaire de l’avatar allié est d’accord' },
  land: { de: 'Ausladen', en: 'Land', nl: 'Ontschepen', fr: 'Débarquer' },
  bombard: { de: 'Unterstützungsfeuer', en: 'Shore bombardment', nl: 'Kustbombardement', fr: 'Bombardement côtier' },
  declare: { de: 'Deklarieren', en: 'Declare', nl: 'Verklaren', fr: 'Déclarer' },
  play: { de: 'Ausgewählte Karten aktivieren', en: 'Play the chosen cards', nl: 'Gekozen kaarten spelen', fr: 'Jouer les cartes choisies' },
  pass: { de: 'Keine Karte', en: 'No card', nl: 'Geen kaart', fr: 'Aucune carte' },
  cardWindow: { de: 'Kartenfenster', en: 'Card window', nl: 'Kaartvenster', fr: 'Fenêtre de cartes' },
  endFree: { de: 'Freie Aktionen beenden', en: 'End free actions', nl: 'Vrije acties beëindigen', fr: 'Terminer les actions libres' },
  charge: { de: 'Kavallerieattacke deklarieren', en: 'Announce a cavalry charge', nl: 'Cavaleriecharge aankondigen', fr: 'Annoncer une charge de cavalerie' },
  noCharge: { de: 'Keine Kavallerieattacke', en: 'No cavalry charge', nl: 'Geen cavaleriecharge', fr: 'Pas de charge de cavalerie' },
  siege: { de: 'Belagerungsbonus deklarieren', en: 'Announce the siege bonus', nl: 'Belegeringsbonus aankondigen', fr: 'Annoncer le bonus de siège' },
  noSiege: { de: 'Kein Belagerungsbonus', en: 'No siege bonus', nl: 'Geen belegeringsbonus', fr: 'Pas de bonus de siège' },
  roll: { de: 'LC DR würfeln', en: 'Roll the LC DR', nl: 'De LC DR gooien', fr: 'Lancer le LC DR' },
  retreatTo: { de: 'Rückzug nach', en: 'Retreat to', nl: 'Terugtrekken naar', fr: 'Retraite vers' },
  lcdr: { de: 'LC DR', en: 'LC DR', nl: 'LC DR', fr: 'LC DR' },
  log: { de: 'Ablauf', en: 'Sequence', nl: 'Verloop', fr: 'Déroulement' },
  eliminated: { de: 'vernichtet', en: 'eliminated', nl: 'uitgeschakeld', fr: 'éliminé' },
  glory: { de: 'Ruhmespunkte', en: 'Glory points', nl: 'Gloriepunten', fr: 'Points de gloire' },
  reaction: { de: 'Reaktion', en: 'reaction', nl: 'reactie', fr: 'réaction' },
  red: { de: 'rot', en: 'red', nl: 'rood', fr: 'rouge' },
  green: { de: 'grün', en: 'green', nl: 'groen', fr: 'vert' },
  blue: { de: 'blau', en: 'blue', nl: 'blauw', fr: 'bleu' },
  yellow: { de: 'gelb', en: 'yellow', nl: 'geel', fr: 'jaune' },
  white: { de: 'weiß', en: 'white', nl: 'wit', fr: 'blanc' },
} satisfies Record<string, Words>;

export type Label = keyof typeof LABELS;

export function label(lang: Lang, key: Label): string {
  return LABELS[key][lang];
}

/** The nations (and the natives and pirates) by their ids in the combat file. */
export const NATIONS: Readonly<Record<string, Words>> = {
  england: { de: 'England', en: 'England', nl: 'Engeland', fr: 'Angleterre' },
  france: { de: 'Frankreich', en: 'France', nl: 'Frankrijk', fr: 'France' },
  spain: { de: 'Spanien', en: 'Spain', nl: 'Spanje', fr: 'Espagne' },
  netherlands: { de: 'die Niederlande', en: 'the Netherlands', nl: 'Nederland', fr: 'les Provinces-Unies' },
  dutch: { de: 'die Niederlande', en: 'the Netherlands', nl: 'Nederland', fr: 'les Provinces-Unies' },
  portugal: { de: 'Portugal', en: 'Portugal', nl: 'Portugal', fr: 'Portugal' },
  pirates: { de: 'die Piraten', en: 'the pirates', nl: 'de piraten', fr: 'les pirates' },
  natives: { de: 'die Ureinwohner', en: 'the natives', nl: 'de inheemsen', fr: 'les autochtones' },
};

/** A nation as the page's language names it; an id the table does not know stays as it is. */
export function nationName(id: string, lang: Lang): string {
  return NATIONS[id]?.[lang] ?? id;
}

/**
 * The sample tables' units, cards and free actions in Dutch and French, by id, for tables that name
 * theirs in English and German only (a game master's own, src/games/ccc-land-combat/data/tables.ts):
 * a name the tables give in the page's language comes first, then these, then the English.
 */
const TABLE_NAMES: Readonly<Record<string, Readonly<Record<'nl' | 'fr', string>>>> = {
  infantry: { nl: 'infanterie', fr: 'infanterie' },
  cavalry: { nl: 'cavalerie', fr: 'cavalerie' },
  artillery: { nl: 'artillerie', fr: 'artillerie' },
  garrison: { nl: 'garnizoenstroepen', fr: 'troupes de garnison' },
  'royal-regiment': { nl: 'koninklijk regiment', fr: 'régiment royal' },
  warriors: { nl: 'inheemse krijgers', fr: 'guerriers autochtones' },
  'native-cavalry': { nl: 'inheemse ruiters', fr: 'cavaliers autochtones' },
  embark: { nl: 'inschepen op een vloot', fr: 'embarquer sur une flotte' },
  recruit: { nl: 'rekruteren', fr: 'recruter' },
  trade: { nl: 'handelen', fr: 'commercer' },
  'veteran-officers': { nl: 'Ervaren officieren', fr: 'Officiers vétérans' },
  'forced-march': { nl: 'Geforceerde mars', fr: 'Marche forcée' },
  'native-guides': { nl: 'Inheemse gidsen', fr: 'Guides autochtones' },
  ambush: { nl: 'Hinderlaag', fr: 'Embuscade' },
  'field-surgeon': { nl: 'Veldchirurg', fr: 'Chirurgien de campagne' },
  storm: { nl: 'Storm op zee', fr: 'Tempête en mer' },
  'royal-decree': { nl: 'Koninklijk besluit', fr: 'Décret royal' },
};

/** A unit, card or free action of the tables by its id and its names in the tables. */
export function tableName(id: string, names: { readonly en: string; readonly de: string; readonly nl?: string | undefined; readonly fr?: string | undefined } | undefined, lang: Lang): string {
  const own = names?.[lang];
  if (own !== undefined && own !== '') return own;
  if (lang === 'nl' || lang === 'fr') return TABLE_NAMES[id]?.[lang] ?? names?.en ?? id;
  return id;
}

/** The purposes of the rolls, recorded in English in the log (German from the rule set's PURPOSE_DE). */
export const PURPOSES: Readonly<Record<'nl' | 'fr', Readonly<Record<string, string>>>> = {
  nl: { 'LC DR attacker': 'LC DR aanvaller', 'LC DR defender': 'LC DR verdediger', 'natives retreat': 'terugtocht van de inheemsen' },
  fr: { 'LC DR attacker': 'LC DR attaquant', 'LC DR defender': 'LC DR défenseur', 'natives retreat': 'retraite des autochtones' },
};
