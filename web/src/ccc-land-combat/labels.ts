import type { Lang, Noun, Words } from '../app/lang.js';

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
  step0: { de: 'Deklaration', en: 'Declaration', nl: 'Verklaring', fr: 'Déclaration' },
  step1: { de: 'Freie Aktionen', en: 'Free actions', nl: 'Vrije acties', fr: 'Actions libres' },
  step2: { de: 'Kavallerieattacke', en: 'Cavalry charge', nl: 'Cavaleriecharge', fr: 'Charge de cavalerie' },
  step3: { de: 'Belagerungsbonus', en: 'Siege bonus', nl: 'Belegeringsbonus', fr: 'Bonus de siège' },
  step4: { de: 'LC DR', en: 'LC DR', nl: 'LC DR', fr: 'LC DR' },
  step5: { de: 'Rückzüge', en: 'Retreats', nl: 'Terugtochten', fr: 'Retraites' },
  step6: { de: 'Ende', en: 'End', nl: 'Einde', fr: 'Fin' },
  stepTrack: { de: 'Ablauf des Landkampfes', en: 'Sequence of the land combat', nl: 'Verloop van het landgevecht', fr: 'Déroulement du combat terrestre' },
  askDeclare: { de: 'den Anführer der Armee, die auszuladenden Einheiten und die Flotten mit Unterstützungsfeuer bestimmen', en: 'name the army commander, the units to land and the fleets that bombard', nl: 'de legeraanvoerder, de te ontschepen eenheden en de bombarderende vloten kiezen', fr: 'choisir le commandant de l’armée, les unités à débarquer et les flottes qui bombardent' },
  askCards: { de: 'Karten aktivieren oder keine', en: 'play cards or none', nl: 'kaarten spelen of geen', fr: 'jouer des cartes ou aucune' },
  askFree: { de: 'freie Aktionen nehmen oder beenden', en: 'take free actions or end them', nl: 'vrije acties nemen of beëindigen', fr: 'prendre des actions libres ou y mettre fin' },
  askCharge: { de: 'eine Kavallerieattacke deklarieren oder nicht', en: 'announce a cavalry charge or not', nl: 'een cavaleriecharge aankondigen of niet', fr: 'annoncer une charge de cavalerie ou non' },
  askSiege: { de: 'den Belagerungsbonus deklarieren oder nicht', en: 'announce the siege bonus or not', nl: 'de belegeringsbonus aankondigen of niet', fr: 'annoncer le bonus de siège ou non' },
  askRoll: { de: 'den LC DR würfeln', en: 'roll the LC DR', nl: 'de LC DR gooien', fr: 'lancer le LC DR' },
  askRetreat: { de: 'das Ziel des Rückzugs wählen', en: 'choose where to retreat', nl: 'kiezen waarheen de terugtocht gaat', fr: 'choisir où se retirer' },
  hintDeclare: { de: 'Tippe einen Anführer an, um ihn zum Anführer der Armee zu machen, eine Einheit auf einer Flotte, um sie auszuladen, eine Flotte für ihr Unterstützungsfeuer; dann deklarieren.', en: 'Tap a leader to make them the commander, a unit on a fleet to land it, a fleet to let it bombard; then declare.', nl: 'Tik op een leider om hem aanvoerder te maken, op een eenheid op een vloot om die te ontschepen, op een vloot om die te laten bombarderen; verklaar daarna.', fr: 'Touchez un chef pour en faire le commandant, une unité sur une flotte pour la débarquer, une flotte pour qu’elle bombarde ; puis déclarez.' },
  hintCards: { de: 'Tippe die Karten an, die du aktivieren willst; dann aktivieren.', en: 'Tap the cards to play in the hand, then play them.', nl: 'Tik op de kaarten die je wilt spelen en speel ze dan.', fr: 'Touchez les cartes à jouer, puis jouez-les.' },
  hintRetreat: { de: 'Tippe ein Nachbargebiet oder eine eigene Flotte an, um dich dorthin zurückzuziehen.', en: 'Tap a neighbouring area or a fleet of your own to retreat there.', nl: 'Tik op een aangrenzend gebied of een eigen vloot om je daarheen terug te trekken.', fr: 'Touchez une zone voisine ou une de vos flottes pour vous y retirer.' },
  battlefield: { de: 'Schlachtfeld', en: 'Battlefield', nl: 'Slagveld', fr: 'Champ de bataille' },
  sea: { de: 'Küstengewässer', en: 'Coastal waters', nl: 'Kustwateren', fr: 'Eaux côtières' },
  neighbours: { de: 'Nachbargebiete', en: 'Neighbouring areas', nl: 'Aangrenzende gebieden', fr: 'Zones voisines' },
  leaderFactor: { de: '+{n} auf den LC DR', en: '+{n} to the LC DR', nl: '+{n} op de LC DR', fr: '+{n} au LC DR' },
  commands: { de: 'führt die Armee', en: 'commands the army', nl: 'voert het leger aan', fr: 'commande l’armée' },
  staysOut: { de: 'nimmt nicht teil', en: 'stays out of the combat', nl: 'doet niet mee', fr: 'reste hors du combat' },
  aboard: { de: 'an Bord: {x}', en: 'aboard: {x}', nl: 'aan boord: {x}', fr: 'à bord : {x}' },
  alliedNote: { de: 'verbündet ({x}): nur mit Zustimmung seines Besitzers; dann zählen die Karten und Berater von {x}', en: 'allied ({x}): only with its owner’s consent; then the cards and advisors of {x} count', nl: 'bondgenoot ({x}): alleen met instemming van de eigenaar; dan tellen de kaarten en adviseurs van {x}', fr: 'allié ({x}) : seulement avec l’accord de son propriétaire ; alors comptent les cartes et conseillers de {x}' },
  lands: { de: 'wird ausgeladen', en: 'lands', nl: 'ontscheept', fr: 'débarque' },
  staysAboard: { de: 'bleibt an Bord', en: 'stays aboard', nl: 'blijft aan boord', fr: 'reste à bord' },
  bombards: { de: 'Unterstützungsfeuer bis +{n}', en: 'shore bombardment up to +{n}', nl: 'kustbombardement tot +{n}', fr: 'bombardement côtier jusqu’à +{n}' },
  noBombards: { de: 'kein Unterstützungsfeuer', en: 'no shore bombardment', nl: 'geen kustbombardement', fr: 'pas de bombardement côtier' },
  controlledBy: { de: 'kontrolliert von {x}', en: 'controlled by {x}', nl: 'in handen van {x}', fr: 'contrôlée par {x}' },
  noMarker: { de: 'kein Kontrollmarker', en: 'no control marker', nl: 'geen controlemarker', fr: 'aucun marqueur de contrôle' },
  withdraws: { de: 'mit {x}', en: 'with {x}', nl: 'met {x}', fr: 'avec {x}' },
  odds: { de: 'Siegchance des Angreifers: {p}', en: 'Chance that the attacker wins: {p}', nl: 'Kans dat de aanvaller wint: {p}', fr: 'Chance de victoire de l’attaquant : {p}' },
  oddsIf: { de: 'falls keine weitere Karte aktiviert wird', en: 'if no further card is played', nl: 'als er geen kaart meer wordt gespeeld', fr: 'si aucune autre carte n’est jouée' },
  effectModifier: { de: '{n} auf den eigenen LC DR', en: '{n} to its own LC DR', nl: '{n} op de eigen LC DR', fr: '{n} à son propre LC DR' },
  effectOpponent: { de: '{n} auf den LC DR des Gegners', en: '{n} to the opponent’s LC DR', nl: '{n} op de LC DR van de tegenstander', fr: '{n} au LC DR de l’adversaire' },
  effectReduce: { de: 'wendet {x} ab', en: 'cancels {x}', nl: 'heft {x} op', fr: 'annule {x}' },
  effectNone: { de: 'keine Wirkung im Landkampf', en: 'no effect in a land combat', nl: 'geen effect in een landgevecht', fr: 'sans effet dans un combat terrestre' },
  onlyAttacker: { de: 'nur für den Angreifer', en: 'for the attacker only', nl: 'alleen voor de aanvaller', fr: 'pour l’attaquant seulement' },
  onlyDefender: { de: 'nur für den Verteidiger', en: 'for the defender only', nl: 'alleen voor de verdediger', fr: 'pour le défenseur seulement' },
  onlyNatives: { de: 'nur gegen Ureinwohner', en: 'against natives only', nl: 'alleen tegen inheemsen', fr: 'contre des autochtones seulement' },
  notNow: { de: 'Jetzt nicht: {x}', en: 'Not now: {x}', nl: 'Nu niet: {x}', fr: 'Pas maintenant : {x}' },
  sort: { de: 'Sortieren:', en: 'Sort:', nl: 'Sorteren:', fr: 'Trier :' },
  sortHand: { de: 'ursprüngliche Reihenfolge', en: 'original order', nl: 'oorspronkelijke volgorde', fr: 'ordre d’origine' },
  sortName: { de: 'nach Name', en: 'by name', nl: 'op naam', fr: 'par nom' },
  sortColour: { de: 'nach Farbe', en: 'by colour', nl: 'op kleur', fr: 'par couleur' },
  sortPlayable: { de: 'spielbare zuerst', en: 'playable first', nl: 'speelbare eerst', fr: 'jouables d’abord' },
  playN: { de: '{x} aktivieren', en: 'Play {x}', nl: '{x} spelen', fr: 'Jouer {x}' },
  landsList: { de: 'Ausgeladen: {x}', en: 'Landing: {x}', nl: 'Ontscheept: {x}', fr: 'Débarquent : {x}' },
  bombardList: { de: 'Unterstützungsfeuer: {x}', en: 'Shore bombardment: {x}', nl: 'Kustbombardement: {x}', fr: 'Bombardement côtier : {x}' },
  none: { de: 'keine', en: 'none', nl: 'geen', fr: 'aucun' },
  pickCommander: { de: 'Tippe zuerst einen Anführer an.', en: 'Tap a leader first.', nl: 'Tik eerst op een leider.', fr: 'Touchez d’abord un chef.' },
  colonyDefends: { de: 'die Kolonie verteidigt sich selbst', en: 'the colony defends itself', nl: 'de kolonie verdedigt zichzelf', fr: 'la colonie se défend seule' },
  handOf: { de: 'Karten von {x}', en: 'Hand of {x}', nl: 'Kaarten van {x}', fr: 'Main de {x}' },
  naviesNone: { de: 'keine Flotte', en: 'no fleet', nl: 'geen vloot', fr: 'aucune flotte' },
} satisfies Record<string, Words>;

export type Label = keyof typeof LABELS;

export function label(lang: Lang, key: Label): string {
  return LABELS[key][lang];
}

/** A label with its blanks filled: {x} a name or a list, {n} a number, {p} a percentage. */
export function fill(lang: Lang, key: Label, values: Readonly<Record<string, string>>): string {
  return LABELS[key][lang].replace(/\{(\w)\}/g, (_, k: string) => values[k] ?? '');
}

/** The nouns the table counts, in the number the count takes (counted in app/lang). */
export const NOUNS = {
  card: { one: { de: 'Karte', en: 'card', nl: 'kaart', fr: 'carte' }, other: { de: 'Karten', en: 'cards', nl: 'kaarten', fr: 'cartes' } },
  hiddenCard: { one: { de: 'verdeckte Karte', en: 'hidden card', nl: 'verborgen kaart', fr: 'carte cachée' }, other: { de: 'verdeckte Karten', en: 'hidden cards', nl: 'verborgen kaarten', fr: 'cartes cachées' } },
  hit: { one: { de: 'Treffer', en: 'hit', nl: 'treffer', fr: 'touche' }, other: { de: 'Treffer', en: 'hits', nl: 'treffers', fr: 'touches' } },
} satisfies Record<string, Noun>;

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
