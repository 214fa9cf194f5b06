import { CHOICE_DE } from '../resolve/words-de.js';
import type { Cause, Pending } from '../state.js';

export type Lang = 'en' | 'de';
export const LANGS: readonly Lang[] = ['en', 'de'];

/** Every sentence the terminal tells, per language; `{x}` marks are filled in by `fill`. */
export interface Texts {
  readonly drawPhase: string;
  readonly invadePhase: string;
  readonly pawn: string;
  readonly draw: string;
  readonly revolt: string;
  readonly revoltResolve: string;
  readonly discard: string;
  readonly give: string;
  readonly treasuryIn: string;
  readonly treasuryOut: string;
  readonly retrieve: string;
  readonly consult: string;
  readonly putBack: string;
  readonly event: string;
  readonly corrupt: string;
  readonly reveal: string;
  readonly bottom: string;
  readonly top: string;
  readonly shuffle: string;
  readonly reorder: string;
  readonly bury: string;
  readonly invasionRate: string;
  readonly decline: string;
  readonly ally: string;
  readonly battle: string;
  readonly battleSet: string;
  readonly battleResult: string;
  readonly invade: string;
  readonly noInvade: string;
  readonly blocked: string;
  readonly sacked: string;
  readonly spread: string;
  readonly cubesUp: string;
  readonly cubesDown: string;
  readonly legionsUp: string;
  readonly legionsDown: string;
  readonly fortOn: string;
  readonly fortOff: string;
  readonly waiting: string;
  /** What a seat is asked, for `waiting`. */
  readonly choices: Readonly<Record<Pending['kind'], string>>;
  readonly undone: string;
  readonly won: string;
  readonly lost: string;
  readonly causes: Readonly<Record<Cause, string>>;
  readonly faces: Readonly<Record<string, string>>;
  readonly choose: string;
  readonly action: string;
  readonly free: string;
  readonly noAction: string;
  readonly bot: string;
  readonly refused: string;
  readonly inputEnded: string;
  readonly facesAsk: string;
  readonly noSuchChoice: string;
  readonly neitherChoice: string;
  readonly eventGroup: string;
  readonly eventCompose: string;
  readonly pickOrBack: string;
  readonly removalAsk: string;
  readonly pawnAsk: string;
  readonly draftNow: string;
  readonly draftNot: string;
  readonly notUnderstood: string;
  readonly pawnEscort: string;
  // The terminal's own lines (issue 45): seats by role, cards spelt out, a short menu.
  readonly botDeed: string;
  readonly turned: string;
  readonly fromBottom: string;
  readonly turnHeader: string;
  readonly you: string;
  readonly botWord: string;
  readonly yourCards: string;
  readonly noCards: string;
  readonly status: string;
  readonly answering: string;
  readonly introHumans: string;
  readonly introBots: string;
  readonly sampleData: string;
  readonly keysHint: string;
  readonly help: string;
  readonly footerBack: string;
  readonly footerBoard: string;
  readonly footerHelp: string;
  readonly footerQuit: string;
  readonly footerMore: string;
  readonly noUndo: string;
  readonly unknownInput: string;
  readonly noPick: string;
  readonly and: string;
}

/** The nouns the terminal counts, singular and plural per language. */
const NOUNS = {
  en: { legion: ['legion', 'legions'], barbarian: ['barbarian', 'barbarians'], barbarianCard: ['barbarian card', 'barbarian cards'], action: ['action', 'actions'], hiddenCard: ['hidden card', 'hidden cards'] },
  de: { legion: ['Legion', 'Legionen'], barbarian: ['Barbar', 'Barbaren'], barbarianCard: ['Barbarenkarte', 'Barbarenkarten'], action: ['Aktion', 'Aktionen'], hiddenCard: ['verdeckte Karte', 'verdeckte Karten'] },
} as const;
export type Noun = keyof (typeof NOUNS)['en'];

/** "1 legion", "3 legions": a count with its noun in the number it takes. */
export function counted(lang: Lang, n: number, noun: Noun): string {
  const [one, many] = NOUNS[lang][noun];
  return `${n} ${n === 1 ? one : many}`;
}

export const TEXTS: Readonly<Record<Lang, Texts>> = {
  en: {
    drawPhase: '-- {seat} draws cards --',
    invadePhase: '-- Invasion: {cards} --',
    pawn: '{seat} moves to {city}',
    draw: '{seat} draws {card}',
    revolt: '{seat} draws a REVOLT!',
    revoltResolve: 'Revolt: the invasion rate rises; 3 barbarians from the bottom card',
    discard: '{seat} discards {card}',
    give: '{card} passes from {from} to {to}',
    treasuryIn: '{seat} puts {card} in the treasury',
    treasuryOut: '{seat} takes {card} from the treasury',
    retrieve: '{seat} takes {card} from the discard pile',
    consult: '{seat} draws {card} from the Vestalis deck',
    putBack: '{seat} puts {card} back on the player deck',
    event: '{seat} plays {card}',
    corrupt: ' (corrupt)',
    reveal: 'Barbarian card {card}{from}',
    bottom: ' (from the bottom)',
    top: '',
    shuffle: 'The barbarian discard pile ({n} cards) is shuffled onto the deck',
    reorder: '{seat} reorders the top {n} barbarian cards',
    bury: 'Barbarian card {card} leaves the game',
    invasionRate: 'Invasion rate {rate}, recruitment rate {recruit}',
    decline: 'Decline {value}/{limit}',
    ally: 'Alliance with the {tribe}!',
    battle: 'Battle in {city} ({seat}): dice {dice}',
    battleSet: 'Battle in {city} ({seat}): dice set to {dice}',
    battleResult: '  barbarians −{remove}, legions −{lose}{gain}',
    invade: 'The {tribe} invade {city}',
    noInvade: 'The {tribe} cannot reach {city}',
    blocked: '  legions in {city} stop the {tribe}: {lost} lost',
    sacked: '{city} is SACKED by the {tribe}!',
    spread: '  ↳ ',
    cubesUp: '{city}: {tribe} +{n} (now {total})',
    cubesDown: '{city}: {tribe} −{n} (now {total})',
    legionsUp: '{city}: legions +{n} (now {total})',
    legionsDown: '{city}: legions −{n} (now {total})',
    fortOn: 'A fort stands in {city}',
    fortOff: 'The fort of {city} goes back to the supply',
    waiting: 'Waiting for {seat}: {kind}',
    choices: { remove: 'remove barbarians', discard: 'discard a card', 'put-back': 'put a card back', reorder: 'order the barbarian cards', 'second-revolt': 'resolve the second revolt' },
    undone: '{seat} takes back the last action',
    won: 'The players have WON: {cause}',
    lost: 'The players have LOST: {cause}',
    causes: {
      'all-tribes-allied': 'every tribe is allied',
      'no-hostile-barbarians': 'no city holds hostile barbarians',
      'player-deck-empty': 'the player deck ran out',
      decline: 'the decline reached its end',
      'roma-sacked': 'Roma was sacked',
      'cubes-exhausted': 'a tribe ran out of barbarians',
    },
    faces: { 'remove-1': 'kill 1', 'lose-1': 'lose 1', 'remove-1-lose-1': 'kill 1 lose 1', 'remove-2-lose-1': 'kill 2 lose 1', special: 'special' },
    choose: '{seat}, choose:',
    action: '1 action',
    free: 'free',
    noAction: 'no action',
    bot: '{seat} (bot): {command}',
    refused: 'Refused: {problems}',
    inputEnded: 'Input ended; the game stops here.',
    facesAsk: 'Alea iacta est: the faces of the battle\'s dice, e.g. "6 6 5" (one per die); empty: roll them; "back"',
    noSuchChoice: 'There is no choice {line}; pick 1–{last}.',
    neitherChoice: '"{line}" is neither a choice number nor a JSON command; type "help".',
    eventGroup: 'play {event}: {n} choices →',
    eventCompose: 'play {event}: your own choice, part by part →',
    pickOrBack: 'Type the number of a choice, or "back".',
    removalAsk: 'Add a barbarian by its number, "done" to play, or "back":',
    pawnAsk: '{seat} in {city} → city (empty: stays), legions 0–3{escort} — e.g. "Genua 2":',
    draftNow: 'So far: {command}',
    draftNot: 'Not yet: {reason}',
    notUnderstood: 'Not understood: "{line}".',
    pawnEscort: ', barbarians as tribe×n ("Genua 1 huns×2")',
    botDeed: '{seat} (bot) {deed}.',
    turned: 'Barbarian card: {card}{from}',
    fromBottom: ', from the bottom',
    turnHeader: '== Turn {turn}: {seat} ({who}) in {city} ==',
    you: 'you',
    botWord: 'bot',
    yourCards: 'Your cards: {cards}',
    noCards: 'none',
    status: '{seat} in {city} ({legions}) · {actions} left · decline {decline}/{limit}',
    answering: '{seat}: {kind}',
    introHumans: 'You play the {seats}; bots play the rest.',
    introBots: 'Bots play every seat.',
    sampleData:
      'Note: some numbers of the published game are not confirmed — the battle die faces, the invasion and recruitment tracks, the barbarians per tribe, the revolt cards, the starting hands and the start in Roma; Arbiter plays the defaults of its data sheet (docs/fall-of-rome/interpretations.md).',
    keysHint: 'Type the number of a choice; 0 goes back, b shows the board, ? helps, q quits.',
    help:
      'Type the number of a choice and press Enter. A choice ending in "…" opens a shorter menu: first the kind of action, then the place, then the details. 0 goes back a level, m shows more choices where a menu has pages, b shows the whole board and every hand, u takes back your last action (until a die is rolled or a card drawn), q ends the game.',
    footerBack: '0 back',
    footerBoard: 'b board',
    footerHelp: '? help',
    footerQuit: 'q quit',
    footerMore: 'm more',
    noUndo: 'Nothing to take back now.',
    unknownInput: 'Not understood: "{line}". Type a number from the menu, or ? for help.',
    noPick: 'There is no choice {line} here; pick {from}–{to}.',
    and: 'and',
  },
  de: {
    drawPhase: '-- {seat} zieht Karten --',
    invadePhase: '-- Invasion: {cards} --',
    pawn: '{seat} zieht nach {city}',
    draw: '{seat} zieht {card}',
    revolt: '{seat} zieht einen AUFSTAND!',
    revoltResolve: 'Aufstand: die Invasionsrate steigt; 3 Barbaren von der untersten Karte',
    discard: '{seat} wirft {card} ab',
    give: '{card} geht von {from} an {to}',
    treasuryIn: '{seat} legt {card} in die Schatzkammer',
    treasuryOut: '{seat} nimmt {card} aus der Schatzkammer',
    retrieve: '{seat} nimmt {card} vom Ablagestapel',
    consult: '{seat} zieht {card} aus dem Vestalis-Stapel',
    putBack: '{seat} legt {card} zurück auf den Spielerstapel',
    event: '{seat} spielt {card}',
    corrupt: ' (korrupt)',
    reveal: 'Barbarenkarte {card}{from}',
    bottom: ' (von unten)',
    top: '',
    shuffle: 'Der Barbaren-Ablagestapel ({n} Karten) wird gemischt oben auf den Stapel gelegt',
    reorder: '{seat} ordnet die obersten {n} Barbarenkarten neu',
    bury: 'Barbarenkarte {card} verlässt das Spiel',
    invasionRate: 'Invasionsrate {rate}, Rekrutierungsrate {recruit}',
    decline: 'Verfall {value}/{limit}',
    ally: 'Bündnis mit den {tribe}!',
    battle: 'Kampf in {city} ({seat}): Würfel {dice}',
    battleSet: 'Kampf in {city} ({seat}): Würfel gesetzt auf {dice}',
    battleResult: '  Barbaren −{remove}, Legionen −{lose}{gain}',
    invade: 'Die {tribe} fallen in {city} ein',
    noInvade: 'Die {tribe} erreichen {city} nicht',
    blocked: '  Legionen in {city} halten die {tribe} auf: {lost} verloren',
    sacked: '{city} wird von den {tribe} GEPLÜNDERT!',
    spread: '  ↳ ',
    cubesUp: '{city}: {tribe} +{n} (jetzt {total})',
    cubesDown: '{city}: {tribe} −{n} (jetzt {total})',
    legionsUp: '{city}: Legionen +{n} (jetzt {total})',
    legionsDown: '{city}: Legionen −{n} (jetzt {total})',
    fortOn: 'In {city} steht ein Fort',
    fortOff: 'Das Fort von {city} geht in den Vorrat zurück',
    waiting: 'Warten auf {seat}: {kind}',
    choices: CHOICE_DE,
    undone: '{seat} nimmt die letzte Aktion zurück',
    won: 'Die Spieler haben GEWONNEN: {cause}',
    lost: 'Die Spieler haben VERLOREN: {cause}',
    causes: {
      'all-tribes-allied': 'alle Stämme sind verbündet',
      'no-hostile-barbarians': 'keine Stadt hält feindliche Barbaren',
      'player-deck-empty': 'der Spielerstapel ist erschöpft',
      decline: 'der Verfall hat das Ende erreicht',
      'roma-sacked': 'Roma wurde geplündert',
      'cubes-exhausted': 'einem Stamm gingen die Barbaren aus',
    },
    faces: { 'remove-1': '1 töten', 'lose-1': '1 verlieren', 'remove-1-lose-1': '1 töten 1 verlieren', 'remove-2-lose-1': '2 töten 1 verlieren', special: 'Spezial' },
    choose: '{seat}, wähle:',
    action: '1 Aktion',
    free: 'frei',
    noAction: 'keine Aktion',
    bot: '{seat} (Bot): {command}',
    refused: 'Abgelehnt: {problems}',
    inputEnded: 'Die Eingabe ist zu Ende; das Spiel hält hier an.',
    facesAsk: 'Alea iacta est: die Augen der Würfel der Schlacht, z. B. „6 6 5“ (eine je Würfel); leer: würfeln; "back"',
    noSuchChoice: 'Es gibt keine Wahl {line}; wähle 1–{last}.',
    neitherChoice: '„{line}“ ist weder die Nummer einer Wahl noch ein Befehl als JSON; gib „help“ ein.',
    eventGroup: 'spiele {event}: {n} Möglichkeiten →',
    eventCompose: 'spiele {event}: eigene Wahl, Teil für Teil →',
    pickOrBack: 'Gib die Nummer einer Wahl ein oder "back".',
    removalAsk: 'Füge einen Barbaren mit seiner Nummer hinzu, "done" spielt aus, "back" bricht ab:',
    pawnAsk: '{seat} in {city} → Stadt (leer: bleibt), Legionen 0–3{escort} — z. B. "Genua 2":',
    draftNow: 'Bisher: {command}',
    draftNot: 'Noch nicht: {reason}',
    notUnderstood: 'Nicht verstanden: "{line}".',
    pawnEscort: ', Barbaren als Stamm×n ("Genua 1 Hunnen×2")',
    botDeed: '{seat} (Bot) {deed}.',
    turned: 'Barbarenkarte: {card}{from}',
    fromBottom: ', von unten',
    turnHeader: '== Zug {turn}: {seat} ({who}) in {city} ==',
    you: 'du',
    botWord: 'Bot',
    yourCards: 'Deine Karten: {cards}',
    noCards: 'keine',
    status: '{seat} in {city} ({legions}) · {actions} übrig · Verfall {decline}/{limit}',
    answering: '{seat}: {kind}',
    introHumans: 'Du spielst {seats}; Bots spielen die übrigen Rollen.',
    introBots: 'Bots spielen alle Rollen.',
    sampleData:
      'Hinweis: einige Zahlen des veröffentlichten Spiels sind nicht bestätigt — die Seiten des Kampfwürfels, die Invasions- und Rekrutierungsleiste, die Barbaren je Stamm, die Aufstandskarten, die Starthände und der Start in Roma; Arbiter spielt die Vorgaben seines Datenblatts (siehe das Register der Auslegungen).',
    keysHint: 'Gib die Nummer einer Wahl ein; 0 geht zurück, b zeigt das Brett, ? hilft, q beendet.',
    help:
      'Gib die Nummer einer Wahl ein und drücke die Eingabetaste. Eine Wahl mit „…“ öffnet ein kürzeres Menü: erst die Art der Aktion, dann der Ort, dann die Einzelheiten. 0 geht eine Ebene zurück, m zeigt weitere Wahlen, wo ein Menü Seiten hat, b zeigt das ganze Brett und alle Karten, u nimmt deine letzte Aktion zurück (bis ein Würfel fällt oder eine Karte gezogen wird), q beendet das Spiel.',
    footerBack: '0 zurück',
    footerBoard: 'b Brett',
    footerHelp: '? Hilfe',
    footerQuit: 'q beenden',
    footerMore: 'm weitere',
    noUndo: 'Jetzt gibt es nichts zurückzunehmen.',
    unknownInput: 'Nicht verstanden: „{line}“. Gib eine Nummer aus dem Menü ein oder ? für Hilfe.',
    noPick: 'Hier gibt es keine Wahl {line}; wähle {from}–{to}.',
    and: 'und',
  },
};

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}
