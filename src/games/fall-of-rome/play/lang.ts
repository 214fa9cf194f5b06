import { CHOICE_DE } from '../resolve/words-de.js';
import { CHOICE } from '../resolve/words.js';
import type { Cause, Pending } from '../state.js';

/** The terminal's languages: those of the refusals (resolve/words.ts), English, German, Dutch and French. */
export type Lang = 'en' | 'de' | 'nl' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'de', 'nl', 'fr'];

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
  nl: { legion: ['legioen', 'legioenen'], barbarian: ['barbaar', 'barbaren'], barbarianCard: ['barbaarkaart', 'barbaarkaarten'], action: ['actie', 'acties'], hiddenCard: ['gedekte kaart', 'gedekte kaarten'] },
  fr: { legion: ['légion', 'légions'], barbarian: ['barbare', 'barbares'], barbarianCard: ['carte Barbare', 'cartes Barbare'], action: ['action', 'actions'], hiddenCard: ['carte cachée', 'cartes cachées'] },
} as const;
export type Noun = keyof (typeof NOUNS)['en'];

const FORMATS: Readonly<Record<Lang, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat('en-GB'),
  de: new Intl.NumberFormat('de-DE'),
  nl: new Intl.NumberFormat('nl-NL'),
  fr: new Intl.NumberFormat('fr-FR'),
};

/** A number as the language writes it: "12,345" in English, "12.345" in German and Dutch, "12 345" in French (counts under 1000 read alike). */
export function num(lang: Lang, n: number): string {
  return FORMATS[lang].format(n);
}

/** "1 legion", "3 legions": a count with its noun in the number it takes (French: the singular for 0 and 1). */
export function counted(lang: Lang, n: number, noun: Noun): string {
  const [one, many] = NOUNS[lang][noun];
  return `${num(lang, n)} ${n === 1 || (lang === 'fr' && n === 0) ? one : many}`;
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
  nl: {
    drawPhase: '-- {seat} trekt kaarten --',
    invadePhase: '-- Binnenvallen: {cards} --',
    pawn: '{seat} gaat naar {city}',
    draw: '{seat} trekt {card}',
    revolt: '{seat} trekt een OPSTAND!',
    revoltResolve: 'Opstand: de invasiegraad stijgt; 3 barbaren volgens de onderste kaart',
    discard: '{seat} legt {card} af',
    give: '{card} gaat van {from} naar {to}',
    treasuryIn: '{seat} legt {card} in de schatkist',
    treasuryOut: '{seat} neemt {card} uit de schatkist',
    retrieve: '{seat} neemt {card} van de aflegstapel',
    consult: '{seat} trekt {card} van de Vestalis-stapel',
    putBack: '{seat} legt {card} terug op de gedekte stapel',
    event: '{seat} speelt {card}',
    corrupt: ' (corrupt)',
    reveal: 'Barbaarkaart {card}{from}',
    bottom: ' (van onderen)',
    top: '',
    shuffle: 'De barbaaraflegstapel ({n} kaarten) wordt geschud en bovenop de barbaarstapel gelegd',
    reorder: '{seat} legt de bovenste {n} barbaarkaarten in een nieuwe volgorde',
    bury: 'Barbaarkaart {card} gaat uit het spel',
    invasionRate: 'Invasiegraad {rate}, rekruteringsgraad {recruit}',
    decline: 'Verval {value}/{limit}',
    ally: 'Bondgenootschap met de {tribe}!',
    battle: 'Gevecht in {city} ({seat}): dobbelstenen {dice}',
    battleSet: 'Gevecht in {city} ({seat}): dobbelstenen gezet op {dice}',
    battleResult: '  barbaren −{remove}, legioenen −{lose}{gain}',
    invade: 'De {tribe} vallen {city} binnen',
    noInvade: 'De {tribe} kunnen {city} niet bereiken',
    blocked: '  legioenen in {city} houden de {tribe} tegen: {lost} verloren',
    sacked: '{city} wordt GEPLUNDERD door de {tribe}!',
    spread: '  ↳ ',
    cubesUp: '{city}: {tribe} +{n} (nu {total})',
    cubesDown: '{city}: {tribe} −{n} (nu {total})',
    legionsUp: '{city}: legioenen +{n} (nu {total})',
    legionsDown: '{city}: legioenen −{n} (nu {total})',
    fortOn: 'In {city} staat een fort',
    fortOff: 'Het fort van {city} gaat terug naar de voorraad',
    waiting: 'Wachten op {seat}: {kind}',
    choices: CHOICE.nl,
    undone: '{seat} neemt de laatste actie terug',
    won: 'De spelers hebben GEWONNEN: {cause}',
    lost: 'De spelers hebben VERLOREN: {cause}',
    causes: {
      'all-tribes-allied': 'elke stam is een bondgenoot',
      'no-hostile-barbarians': 'geen stad is in het bezit van vijandige barbaren',
      'player-deck-empty': 'de gedekte stapel is op',
      decline: 'het verval heeft het laatste veld bereikt',
      'roma-sacked': 'Roma is geplunderd',
      'cubes-exhausted': 'een stam heeft geen barbaren meer',
    },
    faces: { 'remove-1': '1 doden', 'lose-1': '1 verliezen', 'remove-1-lose-1': '1 doden 1 verliezen', 'remove-2-lose-1': '2 doden 1 verliezen', special: 'speciaal' },
    choose: '{seat}, kies:',
    action: '1 actie',
    free: 'gratis',
    noAction: 'geen actie',
    bot: '{seat} (bot): {command}',
    refused: 'Geweigerd: {problems}',
    inputEnded: 'De invoer is op; het spel stopt hier.',
    facesAsk: 'Alea iacta est: de ogen van de dobbelstenen van het gevecht, bijv. "6 6 5" (één per dobbelsteen); leeg: gooien; "terug"',
    noSuchChoice: 'Keuze {line} bestaat niet; kies 1–{last}.',
    neitherChoice: '"{line}" is geen keuzenummer en geen opdracht in JSON; typ "hulp".',
    eventGroup: 'speel {event}: {n} keuzes →',
    eventCompose: 'speel {event}: eigen keuze, deel voor deel →',
    pickOrBack: 'Typ het nummer van een keuze, of "terug".',
    removalAsk: 'Voeg een barbaar toe met zijn nummer, "klaar" om te spelen, of "terug":',
    pawnAsk: '{seat} in {city} → stad (leeg: blijft), legioenen 0–3{escort} — bijv. "Genua 2":',
    draftNow: 'Tot nu toe: {command}',
    draftNot: 'Nog niet: {reason}',
    notUnderstood: 'Niet begrepen: "{line}".',
    pawnEscort: ', barbaren als stam×n ("Genua 1 hunnen×2")',
    botDeed: '{seat} (bot) {deed}.',
    turned: 'Barbaarkaart: {card}{from}',
    fromBottom: ', van onderen',
    turnHeader: '== Beurt {turn}: {seat} ({who}) in {city} ==',
    you: 'jij',
    botWord: 'bot',
    yourCards: 'Jouw kaarten: {cards}',
    noCards: 'geen',
    status: '{seat} in {city} ({legions}) · nog {actions} · verval {decline}/{limit}',
    answering: '{seat}: {kind}',
    introHumans: 'Jij speelt {seats}; bots spelen de overige rollen.',
    introBots: 'Bots spelen alle rollen.',
    sampleData:
      'Let op: enkele getallen van het uitgegeven spel zijn niet bevestigd — de zijden van de gevechtdobbelsteen, de invasie- en rekruteringsgraad, de barbaren per stam, de opstandkaarten, de starthanden en de start in Roma; Arbiter speelt de standaardwaarden van zijn gegevensblad (zie het register van interpretaties).',
    keysHint: 'Typ het nummer van een keuze; 0 gaat terug, b toont het bord, ? helpt, q stopt.',
    help:
      'Typ het nummer van een keuze en druk op Enter. Een keuze die eindigt op "…" opent een korter menu: eerst de soort actie, dan de plaats, dan de details. 0 gaat een niveau terug, m toont meer keuzes waar een menu pagina\'s heeft, b toont het hele bord en alle kaarten, u neemt je laatste actie terug (tot er een dobbelsteen geworpen of een kaart getrokken wordt), q beëindigt het spel.',
    footerBack: '0 terug',
    footerBoard: 'b bord',
    footerHelp: '? hulp',
    footerQuit: 'q stoppen',
    footerMore: 'm meer',
    noUndo: 'Er valt nu niets terug te nemen.',
    unknownInput: 'Niet begrepen: "{line}". Typ een nummer uit het menu, of ? voor hulp.',
    noPick: 'Keuze {line} is er hier niet; kies {from}–{to}.',
    and: 'en',
  },
  fr: {
    drawPhase: '-- {seat} pioche des cartes --',
    invadePhase: '-- Invasion : {cards} --',
    pawn: '{seat} va à {city}',
    draw: '{seat} pioche {card}',
    revolt: '{seat} pioche une RÉVOLTE !',
    revoltResolve: 'Révolte : le taux d’invasion augmente ; 3 barbares selon la carte du dessous',
    discard: '{seat} défausse {card}',
    give: '{card} passe de {from} à {to}',
    treasuryIn: '{seat} met {card} dans le trésor',
    treasuryOut: '{seat} prend {card} dans le trésor',
    retrieve: '{seat} reprend {card} dans la défausse',
    consult: '{seat} pioche {card} dans le paquet de la Vestalis',
    putBack: '{seat} remet {card} sur la pioche Joueur',
    event: '{seat} joue {card}',
    corrupt: ' (corrompue)',
    reveal: 'Carte Barbare {card}{from}',
    bottom: ' (du dessous)',
    top: '',
    shuffle: 'La défausse Barbare ({n} cartes) est mélangée et posée sur la pioche Barbare',
    reorder: '{seat} réordonne les {n} premières cartes Barbare',
    bury: 'La carte Barbare {card} quitte la partie',
    invasionRate: 'Taux d’invasion {rate}, taux de recrutement {recruit}',
    decline: 'Déclin {value}/{limit}',
    ally: 'Alliance avec les {tribe} !',
    battle: 'Bataille à {city} ({seat}) : dés {dice}',
    battleSet: 'Bataille à {city} ({seat}) : dés fixés à {dice}',
    battleResult: '  barbares −{remove}, légions −{lose}{gain}',
    invade: 'Les {tribe} envahissent {city}',
    noInvade: 'Les {tribe} ne peuvent pas atteindre {city}',
    blocked: '  les légions de {city} arrêtent les {tribe} : pertes {lost}',
    sacked: '{city} est PILLÉE par les {tribe} !',
    spread: '  ↳ ',
    cubesUp: '{city} : {tribe} +{n} (maintenant {total})',
    cubesDown: '{city} : {tribe} −{n} (maintenant {total})',
    legionsUp: '{city} : légions +{n} (maintenant {total})',
    legionsDown: '{city} : légions −{n} (maintenant {total})',
    fortOn: 'Un fort se dresse à {city}',
    fortOff: 'Le fort de {city} retourne dans la réserve',
    waiting: 'En attente : {seat}, {kind}',
    choices: CHOICE.fr,
    undone: '{seat} reprend la dernière action',
    won: 'Les joueurs ont GAGNÉ : {cause}',
    lost: 'Les joueurs ont PERDU : {cause}',
    causes: {
      'all-tribes-allied': 'toutes les tribus sont alliées',
      'no-hostile-barbarians': 'aucune ville n’abrite de barbares hostiles',
      'player-deck-empty': 'la pioche Joueur est épuisée',
      decline: 'le déclin a atteint la dernière case',
      'roma-sacked': 'Roma a été pillée',
      'cubes-exhausted': 'une tribu n’a plus de barbares',
    },
    faces: { 'remove-1': 'tuer 1', 'lose-1': 'perdre 1', 'remove-1-lose-1': 'tuer 1 perdre 1', 'remove-2-lose-1': 'tuer 2 perdre 1', special: 'spécial' },
    choose: '{seat}, choisis :',
    action: '1 action',
    free: 'gratuit',
    noAction: 'sans action',
    bot: '{seat} (robot) : {command}',
    refused: 'Refusé : {problems}',
    inputEnded: 'L’entrée est terminée ; la partie s’arrête ici.',
    facesAsk: 'Alea iacta est : les faces des dés de la bataille, p. ex. « 6 6 5 » (une par dé) ; vide : les lancer ; « retour »',
    noSuchChoice: 'Il n’y a pas de choix {line} ; choisis 1–{last}.',
    neitherChoice: '« {line} » n’est ni un numéro de choix ni une commande en JSON ; tape « aide ».',
    eventGroup: 'jouer {event} : {n} choix →',
    eventCompose: 'jouer {event} : ton propre choix, pièce par pièce →',
    pickOrBack: 'Tape le numéro d’un choix, ou « retour ».',
    removalAsk: 'Ajoute un barbare par son numéro, « fini » pour jouer, ou « retour » :',
    pawnAsk: '{seat} à {city} → ville (vide : reste), légions 0–3{escort} — p. ex. « Genua 2 » :',
    draftNow: 'Pour l’instant : {command}',
    draftNot: 'Pas encore : {reason}',
    notUnderstood: 'Pas compris : « {line} ».',
    pawnEscort: ', barbares en tribu×n (« Genua 1 huns×2 »)',
    botDeed: '{seat} (robot) {deed}.',
    turned: 'Carte Barbare : {card}{from}',
    fromBottom: ', du dessous',
    turnHeader: '== Tour {turn} : {seat} ({who}) à {city} ==',
    you: 'toi',
    botWord: 'robot',
    yourCards: 'Tes cartes : {cards}',
    noCards: 'aucune',
    status: '{seat} à {city} ({legions}) · {actions} à jouer · déclin {decline}/{limit}',
    answering: '{seat} : {kind}',
    introHumans: 'Tu joues {seats} ; des robots jouent les autres rôles.',
    introBots: 'Des robots jouent tous les rôles.',
    sampleData:
      'Remarque : certains chiffres du jeu publié ne sont pas confirmés — les faces du dé de bataille, les pistes d’invasion et de recrutement, les barbares par tribu, les cartes Révolte, les mains de départ et le départ à Roma ; Arbiter joue les valeurs par défaut de sa fiche de données (voir le registre des interprétations).',
    keysHint: 'Tape le numéro d’un choix ; 0 revient en arrière, b montre le plateau, ? aide, q quitte.',
    help:
      'Tape le numéro d’un choix et appuie sur Entrée. Un choix finissant par « … » ouvre un menu plus court : d’abord le genre d’action, puis le lieu, puis les détails. 0 remonte d’un niveau, m montre d’autres choix quand un menu a plusieurs pages, b montre tout le plateau et toutes les mains, u reprend ta dernière action (tant qu’aucun dé n’est lancé ni aucune carte piochée), q termine la partie.',
    footerBack: '0 retour',
    footerBoard: 'b plateau',
    footerHelp: '? aide',
    footerQuit: 'q quitter',
    footerMore: 'm plus',
    noUndo: 'Rien à reprendre pour l’instant.',
    unknownInput: 'Pas compris : « {line} ». Tape un numéro du menu, ou ? pour l’aide.',
    noPick: 'Il n’y a pas de choix {line} ici ; choisis {from}–{to}.',
    and: 'et',
  },
};

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}
