import { COLOUR_WORDS } from '../texts.js';
import { seatName } from '../state.js';

/** The terminal's languages (French comes with another change). */
export type PlayLang = 'en' | 'de';
export const PLAY_LANGS: readonly PlayLang[] = ['en', 'de'];

/** A colour as the language says it, lower case in English ("red"), as German writes it ("Rot"). */
export const colourWord = (seat: number, lang: PlayLang): string => COLOUR_WORDS[seatName(seat)]?.[lang] ?? seatName(seat);

/** A colour at the start of a sentence. */
export const Colour = (seat: number, lang: PlayLang): string => {
  const word = colourWord(seat, lang);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/** "A, B and C" / "A, B und C". */
export function listWords(items: readonly string[], lang: PlayLang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${items[items.length - 1] as string}`;
}

const TERRAIN: Readonly<Record<string, Readonly<Record<PlayLang, string>>>> = {
  '.': { en: 'meadow', de: 'Wiese' },
  F: { en: 'forest', de: 'Wald' },
  V: { en: 'village', de: 'Dorf' },
  R: { en: 'royal city', de: 'Königsstadt' },
  G: { en: 'gold mine', de: 'Goldmine' },
  S: { en: 'silver mine', de: 'Silbermine' },
  C: { en: 'copper mine', de: 'Kupfermine' },
  J: { en: 'gem mine', de: 'Edelsteinmine' },
};

export const terrainWord = (letter: string, lang: PlayLang): string => TERRAIN[letter]?.[lang] ?? letter;

/** `n ducat(s)` in the language. */
export const ducats = (n: number, lang: PlayLang): string => (lang === 'de' ? `${n} ${n === 1 ? 'Dukat' : 'Dukaten'}` : `${n} ${n === 1 ? 'ducat' : 'ducats'}`);

/** `n` things of a kind: "1 square", "7 squares". */
export function count(n: number, kind: 'square' | 'slot' | 'point', lang: PlayLang): string {
  const names = { square: { en: ['square', 'squares'], de: ['Feld', 'Felder'] }, slot: { en: ['slot', 'slots'], de: ['Platz', 'Plätze'] }, point: { en: ['point', 'points'], de: ['Punkt', 'Punkte'] } }[kind][lang];
  return `${n} ${names[n === 1 ? 0 : 1] as string}`;
}

/** Prices as a choice: "1, 3 or 6 ducats". */
export function prices(list: readonly number[], lang: PlayLang): string {
  const last = list[list.length - 1] as number;
  const or = lang === 'de' ? 'oder' : 'or';
  return list.length === 1 ? ducats(last, lang) : `${list.slice(0, -1).join(', ')} ${or} ${ducats(last, lang)}`;
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

export const WORDS: Readonly<Record<PlayLang, Words>> = { en: EN, de: DE };

/** A sentence with its `{x}` marks filled in. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The words a player types at any question, in either language. */
export const KEYWORDS: Readonly<Record<'board' | 'back' | 'help' | 'quit', readonly string[]>> = {
  board: ['board', 'brett', 'spielplan'],
  back: ['back', 'zurück', 'zurueck'],
  help: ['help', 'hilfe', '?'],
  quit: ['quit', 'ende', 'exit'],
};
