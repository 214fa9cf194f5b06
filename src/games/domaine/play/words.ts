import { COLOUR_WORDS } from '../texts.js';
import { seatName } from '../state.js';

/** The terminal's languages: English, German, the rule text's French, and Dutch. */
export type PlayLang = 'en' | 'de' | 'nl' | 'fr';
export const PLAY_LANGS: readonly PlayLang[] = ['en', 'de', 'nl', 'fr'];

const LOCALES: Readonly<Record<PlayLang, string>> = { en: 'en-GB', de: 'de-DE', nl: 'nl-NL', fr: 'fr-FR' };

/** A number as the language writes it (English as before: plain digits). */
export function num(n: number, lang: PlayLang): string {
  return lang === 'en' ? String(n) : new Intl.NumberFormat(LOCALES[lang]).format(n);
}

const AND: Readonly<Record<PlayLang, string>> = { en: 'and', de: 'und', nl: 'en', fr: 'et' };
const OR: Readonly<Record<PlayLang, string>> = { en: 'or', de: 'oder', nl: 'of', fr: 'ou' };

/** "and" in the language. */
export const andWord = (lang: PlayLang): string => AND[lang];

/** A colour as the language says it, lower case in English ("red"), as German writes it ("Rot"). */
export const colourWord = (seat: number, lang: PlayLang): string => COLOUR_WORDS[seatName(seat)]?.[lang] ?? seatName(seat);

/** A colour at the start of a sentence. */
export const Colour = (seat: number, lang: PlayLang): string => {
  const word = colourWord(seat, lang);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/** "A, B and C" / "A, B und C" / "A, B en C" / "A, B et C". */
export function listWords(items: readonly string[], lang: PlayLang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${AND[lang]} ${items[items.length - 1] as string}`;
}

const TERRAIN: Readonly<Record<string, Readonly<Record<PlayLang, string>>>> = {
  '.': { en: 'meadow', de: 'Wiese', nl: 'weide', fr: 'pré' },
  F: { en: 'forest', de: 'Wald', nl: 'bos', fr: 'forêt' },
  V: { en: 'village', de: 'Dorf', nl: 'dorp', fr: 'village' },
  R: { en: 'royal city', de: 'Königsstadt', nl: 'koningsstad', fr: 'ville royale' },
  G: { en: 'gold mine', de: 'Goldmine', nl: 'goudmijn', fr: 'mine d’or' },
  S: { en: 'silver mine', de: 'Silbermine', nl: 'zilvermijn', fr: 'mine d’argent' },
  C: { en: 'copper mine', de: 'Kupfermine', nl: 'kopermijn', fr: 'mine de cuivre' },
  J: { en: 'gem mine', de: 'Edelsteinmine', nl: 'edelsteenmijn', fr: 'mine de pierres précieuses' },
};

export const terrainWord = (letter: string, lang: PlayLang): string => TERRAIN[letter]?.[lang] ?? letter;

/** `n ducat(s)` in the language. */
const DUCAT: Readonly<Record<PlayLang, readonly [string, string]>> = { en: ['ducat', 'ducats'], de: ['Dukat', 'Dukaten'], nl: ['dukaat', 'dukaten'], fr: ['ducat', 'ducats'] };
export const ducats = (n: number, lang: PlayLang): string => `${num(n, lang)} ${DUCAT[lang][n === 1 ? 0 : 1]}`;

/** `n` things of a kind: "1 square", "7 squares". */
export function count(n: number, kind: 'square' | 'slot' | 'point', lang: PlayLang): string {
  const names = {
    square: { en: ['square', 'squares'], de: ['Feld', 'Felder'], nl: ['veld', 'velden'], fr: ['case', 'cases'] },
    slot: { en: ['slot', 'slots'], de: ['Platz', 'Plätze'], nl: ['grensplaats', 'grensplaatsen'], fr: ['emplacement', 'emplacements'] },
    point: { en: ['point', 'points'], de: ['Punkt', 'Punkte'], nl: ['punt', 'punten'], fr: ['point', 'points'] },
  }[kind][lang];
  return `${num(n, lang)} ${names[n === 1 ? 0 : 1] as string}`;
}

/** Prices as a choice: "1, 3 or 6 ducats". */
export function prices(list: readonly number[], lang: PlayLang): string {
  const last = list[list.length - 1] as number;
  return list.length === 1 ? ducats(last, lang) : `${list.slice(0, -1).map((n) => num(n, lang)).join(', ')} ${OR[lang]} ${ducats(last, lang)}`;
}

/** Every fixed sentence of the terminal; `{x}` marks are filled in by `fill`. */
export interface Words {
  readonly title: string;
  readonly youPlay: string;
  readonly sampleTiles: string;
  readonly fileSample: string;
  readonly help: string;
  readonly status: string;
  readonly pendingFree: string;
  readonly pendingMerge: string;
  readonly setupTurn: string;
  readonly what: string;
  readonly typeHint: string;
  readonly backHint: string;
  readonly notUnderstood: string;
  readonly noSuchChoice: string;
  readonly refused: string;
  readonly inputEnded: string;
  readonly quit: string;
  readonly over: string;
  readonly bot: string;
  // The menu.
  readonly kindBorders: string;
  readonly kindKnights: string;
  readonly kindExpand: string;
  readonly kindTreason: string;
  readonly kindAlliance: string;
  readonly kindTake: string;
  readonly kindSpecial: string;
  readonly kindSuggestion: string;
  readonly borderFirst: string;
  readonly borderNext: string;
  readonly bordersDone: string;
  readonly knightFirst: string;
  readonly knightNext: string;
  readonly knightsDone: string;
  readonly expandWhich: string;
  readonly expandWhere: string;
  readonly treasonWhich: string;
  readonly allianceWhich: string;
  readonly alliancePartner: string;
  readonly alliancePartnerMore: string;
  readonly allianceToMarker: string;
  readonly allianceMarker: string;
  readonly foundWhere: string;
  readonly foundKnight: string;
  readonly freeWhere: string;
  readonly freeNone: string;
  readonly mergeWhich: string;
  readonly row: string;
  readonly rowSlots: string;
  readonly rowSquares: string;
  readonly inRow: string;
  readonly domaineLabel: string;
  readonly knightOf: string;
  readonly inDomaineOf: string;
  readonly forestExtra: string;
  // The board.
  readonly legend: string;
  readonly slotLegend: string;
  readonly playerLine: string;
  readonly king: string;
  readonly alliances: string;
  readonly initials: string;
}

const EN: Words = {
  title: 'Domaine (strategic variant), seed {seed}.',
  youPlay: 'You play {you}; the other colours are played by the {bot} bot.',
  sampleTiles: 'Note: the board is laid from sample tiles, not the published Domaine tiles (those are not in public sources); the sample keeps the published numbers of villages, mines and the royal city. See docs/domaine/data-files.md.',
  fileSample: 'Note: the tile file says it is a sample: {note}',
  help: `How to play: each question lists numbered choices. Type a number, or the name shown in a choice
(a square such as B3, a border slot such as B3-C3, or a word such as borders).
A border slot is named by the two squares it lies between: B3-C3 is the line between B3 and C3,
B3-B4 the line between B3 and the square below it. Borders, knights and alliance partners are
picked one at a time; after each you may place what you have picked or pick one more.
Words you can type at any question: "board" shows the board, "back" goes one question back,
"help" shows this text, "quit" ends the game.`,
  status: '{who} to play (turn {turn}): {ducats}, {knights} knights left, {points} points (the king token stands at {king}).',
  pendingFree: '{who}: the special income gives you a free knight.',
  pendingMerge: '{who}: an area without castle now borders only your domaines; choose the one it joins.',
  setupTurn: '{who}: found a castle ({left} left to found).',
  what: 'What do you do?',
  typeHint: '(a number, a name, "back", "board", "help")',
  backHint: '(nothing to go back to)',
  notUnderstood: '"{line}" is not one of the choices; type a number from 1 to {last}, or a name shown.',
  noSuchChoice: 'There is no choice {line}; pick 1 to {last}.',
  refused: 'Refused: {problems}',
  inputEnded: 'Input ended; the game stops here.',
  quit: 'Game left.',
  over: 'Final board:',
  bot: '{who} (bot)',
  kindBorders: 'borders: place 1 to 3 borders ({prices})',
  kindKnights: 'knights: place 1 or 2 knights ({prices}; a forest costs {forest} more)',
  kindExpand: 'expand: take a square for one of your domaines ({price})',
  kindTreason: "treason: try to turn another player's knight in a domaine (a die decides the price)",
  kindAlliance: 'alliance: try to ally one of your domaines with a neighbouring one (a die decides the price)',
  kindTake: 'take: take {n} ducats',
  kindSpecial: 'special: special income (a die decides)',
  kindSuggestion: 'suggestion: what the heuristic bot would do: {command}',
  borderFirst: 'Which border slot first?',
  borderNext: 'Chosen: {chosen}. Place now, or pick border {n}:',
  bordersDone: 'done: place {chosen} ({price})',
  knightFirst: 'Which square for the first knight?',
  knightNext: 'Chosen: {chosen}. Place now, or pick the square of the second knight:',
  knightsDone: 'done: place {chosen} ({price})',
  expandWhich: 'Which of your domaines expands?',
  expandWhere: 'Which square does the domaine of {castle} take?',
  treasonWhich: 'Which knight do you try to turn?',
  allianceWhich: 'Which of your domaines makes the alliance?',
  alliancePartner: 'With which domaine does the domaine of {castle} ally?',
  alliancePartnerMore: 'Allied so far: {chosen}. Go on to the marker, or add another domaine (sub-variant, {extra} more):',
  allianceToMarker: 'done: choose the marker for {chosen}',
  allianceMarker: 'On which square goes the alliance marker? (A third player taking it by expansion breaks the alliance.)',
  foundWhere: 'On which meadow goes your castle?',
  foundKnight: 'On which square next to {castle} goes its knight?',
  freeWhere: 'Where does the free knight go?',
  freeNone: 'none: place no free knight',
  mergeWhich: 'Which of your domaines does the area join?',
  row: 'row {row}',
  rowSlots: 'row {row}: {n} beside and below its squares',
  rowSquares: 'row {row}: {n}',
  inRow: 'Row {row}:',
  domaineLabel: 'the domaine of {castle} ({owner}, {size} squares, {points} points)',
  knightOf: "{owner}'s knight",
  inDomaineOf: 'in the domaine of {castle} ({owner})',
  forestExtra: '+{n} for the forest',
  legend: 'Squares: terrain letter (. meadow, F forest, V village, R royal city, G S C J gold, silver, copper and gem mines), then # castle or + knight and the colour\'s initial; a capital initial marks a square of that colour\'s domaine.',
  slotLegend: 'Border slots are named by the two squares they separate: B3-C3 is the | between B3 and C3, B3-B4 the --- under B3.',
  playerLine: '{who}: {points} points, {ducats}, {knights} knights left',
  king: 'The king token stands at {king} points.',
  alliances: 'Alliances: {list}',
  initials: 'Initials: r red, b blue, y yellow, g green.',
};

const DE: Words = {
  title: 'Domaine (strategische Variante), Saat {seed}.',
  youPlay: 'Du spielst {you}; die anderen Farben spielt der Bot {bot}.',
  sampleTiles: 'Hinweis: Der Spielplan ist aus Muster-Kacheln gelegt, nicht aus den veröffentlichten Domaine-Kacheln (die stehen in keiner öffentlichen Quelle); das Muster hat die veröffentlichten Zahlen von Dörfern, Minen und der Königsstadt. Siehe docs/domaine/data-files.md.',
  fileSample: 'Hinweis: Die Kachel-Datei nennt sich ein Muster: {note}',
  help: `So wird gespielt: Jede Frage zeigt nummerierte Antworten. Gib eine Nummer ein oder den Namen aus einer Antwort
(ein Feld wie B3, einen Grenzplatz wie B3-C3 oder ein Wort wie Grenzen).
Ein Grenzplatz heißt nach den zwei Feldern, zwischen denen er liegt: B3-C3 ist die Linie zwischen B3 und C3,
B3-B4 die Linie zwischen B3 und dem Feld darunter. Grenzen, Ritter und Bündnispartner wählst du einzeln;
nach jedem kannst du das Gewählte setzen oder noch eins wählen.
Bei jeder Frage möglich: "brett" zeigt den Spielplan, "zurück" geht eine Frage zurück,
"hilfe" zeigt diesen Text, "ende" beendet das Spiel.`,
  status: '{who} ist am Zug (Zug {turn}): {ducats}, noch {knights} Ritter, {points} Punkte (das Königsfeld liegt bei {king}).',
  pendingFree: '{who}: Das Sondereinkommen bringt dir einen freien Ritter.',
  pendingMerge: '{who}: Ein Gebiet ohne Burg grenzt jetzt nur an deine Domänen; wähle die, der es sich anschließt.',
  setupTurn: '{who}: Gründe eine Burg (noch {left} zu gründen).',
  what: 'Was tust du?',
  typeHint: '(eine Nummer, ein Name, "zurück", "brett", "hilfe")',
  backHint: '(es gibt keine Frage davor)',
  notUnderstood: '"{line}" ist keine der Antworten; gib eine Nummer von 1 bis {last} ein oder einen gezeigten Namen.',
  noSuchChoice: 'Es gibt keine Antwort {line}; wähle 1 bis {last}.',
  refused: 'Abgelehnt: {problems}',
  inputEnded: 'Die Eingabe ist zu Ende; das Spiel endet hier.',
  quit: 'Spiel verlassen.',
  over: 'Der Spielplan am Ende:',
  bot: '{who} (Bot)',
  kindBorders: 'Grenzen: 1 bis 3 Grenzen setzen ({prices})',
  kindKnights: 'Ritter: 1 oder 2 Ritter setzen ({prices}; im Wald {forest} mehr)',
  kindExpand: 'erweitern: ein Feld für eine deiner Domänen nehmen ({price})',
  kindTreason: 'Verrat: versuchen, den Ritter eines anderen in einer Domäne umzudrehen (ein Würfel bestimmt den Preis)',
  kindAlliance: 'Bündnis: versuchen, eine deiner Domänen mit einer benachbarten zu verbünden (ein Würfel bestimmt den Preis)',
  kindTake: 'nehmen: {n} Dukaten nehmen',
  kindSpecial: 'Sondereinkommen: würfeln',
  kindSuggestion: 'Vorschlag: was der Heuristik-Bot täte: {command}',
  borderFirst: 'Welcher Grenzplatz zuerst?',
  borderNext: 'Gewählt: {chosen}. Jetzt setzen, oder Grenze {n} wählen:',
  bordersDone: 'fertig: {chosen} setzen ({price})',
  knightFirst: 'Auf welches Feld kommt der erste Ritter?',
  knightNext: 'Gewählt: {chosen}. Jetzt setzen, oder das Feld des zweiten Ritters wählen:',
  knightsDone: 'fertig: {chosen} setzen ({price})',
  expandWhich: 'Welche deiner Domänen erweitert sich?',
  expandWhere: 'Welches Feld nimmt die Domäne von {castle}?',
  treasonWhich: 'Welchen Ritter versuchst du umzudrehen?',
  allianceWhich: 'Welche deiner Domänen schließt das Bündnis?',
  alliancePartner: 'Mit welcher Domäne verbündet sich die Domäne von {castle}?',
  alliancePartnerMore: 'Bisher verbündet: {chosen}. Weiter zur Marke, oder eine weitere Domäne dazunehmen (Untervariante, {extra} mehr):',
  allianceToMarker: 'fertig: die Marke für {chosen} wählen',
  allianceMarker: 'Auf welches Feld kommt die Bündnismarke? (Nimmt ein Dritter es durch Erweiterung, bricht das Bündnis.)',
  foundWhere: 'Auf welche Wiese kommt deine Burg?',
  foundKnight: 'Auf welches Feld neben {castle} kommt ihr Ritter?',
  freeWhere: 'Wohin kommt der freie Ritter?',
  freeNone: 'keiner: keinen freien Ritter setzen',
  mergeWhich: 'Welcher deiner Domänen schließt sich das Gebiet an?',
  row: 'Reihe {row}',
  rowSlots: 'Reihe {row}: {n} neben und unter ihren Feldern',
  rowSquares: 'Reihe {row}: {n}',
  inRow: 'Reihe {row}:',
  domaineLabel: 'die Domäne von {castle} ({owner}, {size} Felder, {points} Punkte)',
  knightOf: 'Ritter von {owner}',
  inDomaineOf: 'in der Domäne von {castle} ({owner})',
  forestExtra: '+{n} für den Wald',
  legend: 'Felder: Geländebuchstabe (. Wiese, F Wald, V Dorf, R Königsstadt, G S C J Gold-, Silber-, Kupfer- und Edelsteinmine), dann # Burg oder + Ritter und der Anfangsbuchstabe der Farbe; ein großer Anfangsbuchstabe zeigt ein Feld der Domäne dieser Farbe.',
  slotLegend: 'Grenzplätze heißen nach den zwei Feldern, die sie trennen: B3-C3 ist der | zwischen B3 und C3, B3-B4 die --- unter B3.',
  playerLine: '{who}: {points} Punkte, {ducats}, noch {knights} Ritter',
  king: 'Das Königsfeld liegt bei {king} Punkten.',
  alliances: 'Bündnisse: {list}',
  initials: 'Anfangsbuchstaben (englisch): r Rot (red), b Blau (blue), y Gelb (yellow), g Grün (green).',
};

/** Dutch, in the words of the Dutch refusals (texts.ts): kasteel, ridder, domein, grensplaats, weide, bos. */
const NL: Words = {
  title: 'Domaine (strategische variant), startgetal {seed}.',
  youPlay: 'Jij speelt {you}; de andere kleuren speelt de bot {bot}.',
  sampleTiles: 'Let op: het speelbord is gelegd uit voorbeeldtegels, niet uit de uitgegeven Domaine-tegels (die staan in geen openbare bron); het voorbeeld heeft de uitgegeven aantallen dorpen, mijnen en de koningsstad. Zie docs/domaine/data-files.md.',
  fileSample: 'Let op: het tegelbestand noemt zichzelf een voorbeeld: {note}',
  help: `Zo speel je: elke vraag toont genummerde keuzes. Typ een nummer, of de naam uit een keuze
(een veld zoals B3, een grensplaats zoals B3-C3, of een woord zoals grenzen).
Een grensplaats heet naar de twee velden waartussen hij ligt: B3-C3 is de lijn tussen B3 en C3,
B3-B4 de lijn tussen B3 en het veld eronder. Grenzen, ridders en bondgenoten kies je één voor één;
na elke keuze kun je plaatsen wat je gekozen hebt, of er nog een kiezen.
Bij elke vraag kun je typen: "bord" toont het speelbord, "terug" gaat een vraag terug,
"hulp" toont deze tekst, "stop" beëindigt het spel.`,
  status: '{who} is aan de beurt (beurt {turn}): {ducats}, nog {knights} ridders, {points} punten (het koningsfiche staat op {king}).',
  pendingFree: '{who}: het speciale inkomen geeft je een gratis ridder.',
  pendingMerge: '{who}: een gebied zonder kasteel grenst nu alleen aan jouw domeinen; kies het domein waarbij het komt.',
  setupTurn: '{who}: sticht een kasteel (nog {left} te stichten).',
  what: 'Wat doe je?',
  typeHint: '(een nummer, een naam, "terug", "bord", "hulp")',
  backHint: '(er is geen vraag hiervoor)',
  notUnderstood: '"{line}" is geen van de keuzes; typ een nummer van 1 tot en met {last}, of een getoonde naam.',
  noSuchChoice: 'Keuze {line} bestaat niet; kies 1 tot en met {last}.',
  refused: 'Geweigerd: {problems}',
  inputEnded: 'De invoer is op; het spel stopt hier.',
  quit: 'Spel verlaten.',
  over: 'Het speelbord aan het eind:',
  bot: '{who} (bot)',
  kindBorders: 'grenzen: 1 tot 3 grenzen plaatsen ({prices})',
  kindKnights: 'ridders: 1 of 2 ridders plaatsen ({prices}; in het bos {forest} meer)',
  kindExpand: 'uitbreiden: een veld nemen voor een van je domeinen ({price})',
  kindTreason: 'verraad: proberen de ridder van een ander in een domein over te halen (een dobbelsteen bepaalt de prijs)',
  kindAlliance: 'bondgenootschap: proberen een van je domeinen te verbinden met een aangrenzend domein (een dobbelsteen bepaalt de prijs)',
  kindTake: 'nemen: {n} dukaten nemen',
  kindSpecial: 'speciaal: speciaal inkomen (een dobbelsteen beslist)',
  kindSuggestion: 'voorstel: wat de heuristische bot zou doen: {command}',
  borderFirst: 'Welke grensplaats eerst?',
  borderNext: 'Gekozen: {chosen}. Nu plaatsen, of grens {n} kiezen:',
  bordersDone: 'klaar: {chosen} plaatsen ({price})',
  knightFirst: 'Op welk veld komt de eerste ridder?',
  knightNext: 'Gekozen: {chosen}. Nu plaatsen, of het veld van de tweede ridder kiezen:',
  knightsDone: 'klaar: {chosen} plaatsen ({price})',
  expandWhich: 'Welk van je domeinen breidt uit?',
  expandWhere: 'Welk veld neemt het domein van {castle}?',
  treasonWhich: 'Welke ridder probeer je over te halen?',
  allianceWhich: 'Welk van je domeinen sluit het bondgenootschap?',
  alliancePartner: 'Met welk domein verbindt het domein van {castle} zich?',
  alliancePartnerMore: 'Tot nu toe verbonden: {chosen}. Door naar het fiche, of nog een domein erbij (subvariant, {extra} meer):',
  allianceToMarker: 'klaar: het fiche kiezen voor {chosen}',
  allianceMarker: 'Op welk veld komt het bondgenootschapsfiche? (Neemt een derde speler het veld door uitbreiding, dan is het bondgenootschap verbroken.)',
  foundWhere: 'Op welke weide komt je kasteel?',
  foundKnight: 'Op welk veld naast {castle} komt zijn ridder?',
  freeWhere: 'Waar komt de gratis ridder?',
  freeNone: 'geen: geen gratis ridder plaatsen',
  mergeWhich: 'Bij welk van je domeinen komt het gebied?',
  row: 'rij {row}',
  rowSlots: 'rij {row}: {n} naast en onder de velden',
  rowSquares: 'rij {row}: {n}',
  inRow: 'Rij {row}:',
  domaineLabel: 'het domein van {castle} ({owner}, {size} velden, {points} punten)',
  knightOf: 'ridder van {owner}',
  inDomaineOf: 'in het domein van {castle} ({owner})',
  forestExtra: '+{n} voor het bos',
  legend: 'Velden: letter van het terrein (. weide, F bos, V dorp, R koningsstad, G S C J goud-, zilver-, koper- en edelsteenmijn), dan # kasteel of + ridder en de beginletter van de kleur; een hoofdletter toont een veld van het domein van die kleur.',
  slotLegend: 'Grensplaatsen heten naar de twee velden die ze scheiden: B3-C3 is de | tussen B3 en C3, B3-B4 de --- onder B3.',
  playerLine: '{who}: {points} punten, {ducats}, nog {knights} ridders',
  king: 'Het koningsfiche staat op {king} punten.',
  alliances: 'Bondgenootschappen: {list}',
  initials: 'Beginletters: r rood, b blauw, y geel, g groen.',
};

/** French, in the rule text's terms (variante stratégique): fief, château, chevalier, frontière, ducats, jeton du roi. */
const FR: Words = {
  title: 'Domaine (variante stratégique), graine {seed}.',
  youPlay: 'Vous jouez {you} ; les autres couleurs sont jouées par le bot {bot}.',
  sampleTiles: 'Remarque : le plateau est fait de tuiles d’exemple, pas des tuiles publiées de Domaine (elles ne sont dans aucune source publique) ; l’exemple garde les nombres publiés de villages, de mines et la ville royale. Voir docs/domaine/data-files.md.',
  fileSample: 'Remarque : le fichier de tuiles se dit un exemple : {note}',
  help: `Comment jouer : chaque question donne des choix numérotés. Tapez un numéro, ou le nom montré dans un choix
(une case comme B3, un emplacement de frontière comme B3-C3, ou un mot comme frontières).
Un emplacement de frontière se nomme par les deux cases qu’il sépare : B3-C3 est la ligne entre B3 et C3,
B3-B4 la ligne entre B3 et la case au-dessous. Frontières, chevaliers et fiefs alliés se choisissent un par un ;
après chacun, vous pouvez placer ce que vous avez choisi ou en choisir un de plus.
À chaque question : « plateau » montre le plateau, « retour » revient d’une question,
« aide » montre ce texte, « quitter » termine la partie.`,
  status: '{who} joue (tour {turn}) : {ducats}, encore {knights} chevaliers, {points} points (le jeton du roi est à {king}).',
  pendingFree: '{who} : le revenu spécial vous donne un chevalier gratuit.',
  pendingMerge: '{who} : une zone sans château ne touche plus que vos fiefs ; choisissez celui qu’elle rejoint.',
  setupTurn: '{who} : placez un château (encore {left} à placer).',
  what: 'Que faites-vous ?',
  typeHint: '(un numéro, un nom, « retour », « plateau », « aide »)',
  backHint: '(pas de question avant celle-ci)',
  notUnderstood: '« {line} » n’est pas un des choix ; tapez un numéro de 1 à {last}, ou un nom montré.',
  noSuchChoice: 'Il n’y a pas de choix {line} ; choisissez de 1 à {last}.',
  refused: 'Refusé : {problems}',
  inputEnded: 'L’entrée est terminée ; la partie s’arrête ici.',
  quit: 'Partie quittée.',
  over: 'Le plateau à la fin :',
  bot: '{who} (bot)',
  kindBorders: 'frontières : placer 1 à 3 frontières ({prices})',
  kindKnights: 'chevaliers : placer 1 ou 2 chevaliers ({prices} ; {forest} de plus en forêt)',
  kindExpand: 'expansion : prendre une case pour un de vos fiefs ({price})',
  kindTreason: 'trahison : tenter de retourner le chevalier d’un autre joueur dans un fief (un dé fixe le coût)',
  kindAlliance: 'alliance : tenter d’allier un de vos fiefs à un fief voisin (un dé fixe le coût)',
  kindTake: 'prendre : prendre {n} ducats',
  kindSpecial: 'spécial : revenu spécial (un dé décide)',
  kindSuggestion: 'suggestion : ce que ferait le bot heuristique : {command}',
  borderFirst: 'Quel emplacement de frontière d’abord ?',
  borderNext: 'Choisi : {chosen}. Placer maintenant, ou choisir la frontière {n} :',
  bordersDone: 'fini : placer {chosen} ({price})',
  knightFirst: 'Sur quelle case va le premier chevalier ?',
  knightNext: 'Choisi : {chosen}. Placer maintenant, ou choisir la case du second chevalier :',
  knightsDone: 'fini : placer {chosen} ({price})',
  expandWhich: 'Lequel de vos fiefs s’étend ?',
  expandWhere: 'Quelle case prend le fief de {castle} ?',
  treasonWhich: 'Quel chevalier tentez-vous de retourner ?',
  allianceWhich: 'Lequel de vos fiefs fait l’alliance ?',
  alliancePartner: 'Avec quel fief le fief de {castle} s’allie-t-il ?',
  alliancePartnerMore: 'Alliés jusqu’ici : {chosen}. Passer au marqueur, ou ajouter un autre fief (sous-variante, {extra} de plus) :',
  allianceToMarker: 'fini : choisir le marqueur pour {chosen}',
  allianceMarker: 'Sur quelle case va le marqueur d’alliance ? (Un troisième joueur qui la prend par une expansion brise l’alliance.)',
  foundWhere: 'Sur quel pré va votre château ?',
  foundKnight: 'Sur quelle case à côté de {castle} va son chevalier ?',
  freeWhere: 'Où va le chevalier gratuit ?',
  freeNone: 'aucun : ne placer aucun chevalier gratuit',
  mergeWhich: 'Lequel de vos fiefs la zone rejoint-elle ?',
  row: 'rangée {row}',
  rowSlots: 'rangée {row} : {n} à côté et au-dessous de ses cases',
  rowSquares: 'rangée {row} : {n}',
  inRow: 'Rangée {row} :',
  domaineLabel: 'le fief de {castle} ({owner}, {size} cases, {points} points)',
  knightOf: 'chevalier {owner}',
  inDomaineOf: 'dans le fief de {castle} ({owner})',
  forestExtra: '+{n} pour la forêt',
  legend: 'Cases : lettre du terrain (. pré, F forêt, V village, R ville royale, G S C J mines d’or, d’argent, de cuivre et de pierres précieuses), puis # château ou + chevalier et l’initiale de la couleur ; une initiale majuscule marque une case du fief de cette couleur.',
  slotLegend: 'Les emplacements de frontière se nomment par les deux cases qu’ils séparent : B3-C3 est le | entre B3 et C3, B3-B4 le --- sous B3.',
  playerLine: '{who} : {points} points, {ducats}, encore {knights} chevaliers',
  king: 'Le jeton du roi est à {king} points.',
  alliances: 'Alliances : {list}',
  initials: 'Initiales : r rouge, b bleu, y jaune, g vert.',
};

export const WORDS: Readonly<Record<PlayLang, Words>> = { en: EN, de: DE, nl: NL, fr: FR };

/** The bots' names as each language says them (English: the names `--bot` takes). */
const BOT_WORDS: Readonly<Record<string, Readonly<Record<Exclude<PlayLang, 'en'>, string>>>> = {
  random: { de: 'random', nl: 'willekeurig', fr: 'aléatoire' },
  heuristic: { de: 'heuristic', nl: 'heuristiek', fr: 'heuristique' },
  mcts: { de: 'mcts', nl: 'MCTS', fr: 'MCTS' },
};

/** A bot's name in the language; English and German keep the names `--bot` takes, as before. */
export function botWord(name: string, lang: PlayLang): string {
  return lang === 'en' ? name : (BOT_WORDS[name]?.[lang] ?? name);
}

/** A sentence with its `{x}` marks filled in. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The words a player types at any question, in either language. */
export const KEYWORDS: Readonly<Record<'board' | 'back' | 'help' | 'quit', readonly string[]>> = {
  board: ['board', 'brett', 'spielplan', 'bord', 'plateau'],
  back: ['back', 'zurück', 'zurueck', 'terug', 'retour'],
  help: ['help', 'hilfe', '?', 'hulp', 'aide'],
  quit: ['quit', 'ende', 'exit', 'stop', 'quitter'],
};
