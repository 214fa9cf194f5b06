import { EDGES, SIZE, edgeBetween, edgeName, squareName } from '../board.js';
import type { DomCommand } from '../commands.js';
import type { DomEvent } from '../events.js';
import { areaOf, seatName, type DomState } from '../state.js';
import { COLOUR_WORDS, type Lang as RefusalLang } from '../texts.js';
import { colourWord, ducats, fill, WORDS, type PlayLang } from './words.js';

/** The languages these command and event sentences are written in. */
export type Lang = RefusalLang;

const INITIAL = ['r', 'b', 'y', 'g'];

/**
 * The board as text, with the names the terminal's menu uses: columns A–L above and below, rows
 * 1–12 left and right, so that a square is read as B3 and a border slot as B3-C3 (the `|` between
 * B3 and C3) or B3-B4 (the `---` under B3). Each square is its terrain letter, then the piece
 * (# castle, + knight) and its colour's initial; an empty square of a domaine shows its owner's
 * initial in capitals. The frame is the board's edge.
 */
export function boardText(s: DomState, lang: PlayLang = 'en'): string {
  const w = WORDS[lang];
  const lines: string[] = [];
  const letters = `    ${Array.from({ length: SIZE }, (_, c) => ` ${String.fromCharCode(65 + c)}  `).join('')}`;
  lines.push(letters);
  lines.push(`   +${'---+'.repeat(SIZE)}`);
  for (let r = 0; r < SIZE; r++) {
    let row = `${String(r + 1).padStart(2)} |`;
    let under = '   +';
    for (let c = 0; c < SIZE; c++) {
      const q = r * SIZE + c;
      const castle = s.castle[q] as number;
      const knight = s.knight[q] as number;
      const info = areaOf(s, q);
      const owner = info.castles.length === 1 ? (s.castle[info.castles[0] as number] as number) : -1;
      const piece = castle >= 0 ? `#${INITIAL[castle]}` : knight >= 0 ? `+${INITIAL[knight]}` : owner >= 0 ? ` ${(INITIAL[owner] as string).toUpperCase()}` : '  ';
      row += `${s.terrain[q]}${piece}`;
      row += c === SIZE - 1 || s.areas.borders[edgeBetween(q, q + 1)] === 1 ? '|' : ' ';
      under += r === SIZE - 1 || s.areas.borders[edgeBetween(q, q + SIZE)] === 1 ? '---+' : '   +';
    }
    lines.push(`${row} ${r + 1}`, under);
  }
  lines.push(letters);
  const king = s.rules.king[String(s.players) as '2' | '3' | '4'];
  lines.push(w.legend, w.slotLegend, w.initials, fill(w.king, { king }));
  for (let p = 0; p < s.players; p++) lines.push(fill(w.playerLine, { who: colourWord(p, lang), points: s.scores[p] as number, ducats: ducats(s.ducats[p] as number, lang), knights: s.knightsLeft[p] as number }));
  if (s.alliances.length > 0) {
    const and = { en: 'and', de: 'und', nl: 'en', fr: 'et' }[lang];
    const marker = { en: 'marker', de: 'Marke', nl: 'fiche', fr: 'marqueur' }[lang];
    lines.push(fill(w.alliances, { list: s.alliances.map((a) => `${squareName(a.a)} ${and} ${squareName(a.b)} (${marker} ${squareName(a.marker)})`).join(', ') }));
  }
  return `${lines.join('\n')}\n`;
}

export function commandText(c: DomCommand, lang: Lang = 'en'): string {
  if (lang !== 'en') return commandWords(c, lang);
  switch (c.type) {
    case 'found':
      return `found a castle on ${squareName(c.castle)} with a knight on ${squareName(c.knight)}`;
    case 'borders':
      return `place border${c.edges.length > 1 ? 's' : ''} on ${c.edges.map((e) => (e >= 0 && e < EDGES ? edgeName(e) : String(e))).join(', ')}`;
    case 'knights':
      return `place knight${c.squares.length > 1 ? 's' : ''} on ${c.squares.map(squareName).join(', ')}`;
    case 'expand':
      return `expand the domaine of ${squareName(c.castle)} onto ${squareName(c.square)}`;
    case 'treason':
      return `attempt treason on the knight at ${squareName(c.square)}`;
    case 'alliance':
      return `attempt an alliance of ${squareName(c.castle)} with ${c.with.map(squareName).join(', ')} (marker ${squareName(c.marker)})`;
    case 'take-ducats':
      return 'take 3 ducats';
    case 'special-income':
      return 'special income (roll a die)';
    case 'free-knight':
      return c.square === null ? 'place no free knight' : `place the free knight on ${squareName(c.square)}`;
    case 'merge':
      return `join the area to the domaine of ${squareName(c.castle)}`;
  }
}

export function eventText(e: DomEvent, lang: Lang = 'en'): string | undefined {
  if (lang !== 'en') return eventWords(e, lang);
  switch (e.t) {
    case 'founded':
      return `${seatName(e.seat)} founds a castle on ${squareName(e.castle)}, knight on ${squareName(e.knight)}`;
    case 'turn':
      return e.turn === 0 ? undefined : `— turn ${e.turn}: ${seatName(e.seat)}`;
    case 'ducats':
      return `${seatName(e.seat)} ${e.delta > 0 ? 'gains' : 'pays'} ${Math.abs(e.delta)} ducat(s) (${e.why})`;
    case 'action':
      return undefined;
    case 'border':
      return `border ${e.on ? 'placed on' : 'taken from'} ${edgeName(e.edge)}`;
    case 'knight':
      return `${seatName(e.seat)}'s knight ${e.on ? 'placed on' : 'removed from'} ${squareName(e.square)}`;
    case 'die':
      return `${seatName(e.seat)} rolls ${e.roll} for ${e.table}: ${e.outcome === 'fail' ? 'failure, the turn passes' : e.outcome === 'knight' ? 'a free knight' : e.table === 'special-income' ? `${e.outcome} ducat(s)` : `pay ${e.outcome}`}`;
    case 'alliance':
      return `alliance of ${squareName(e.alliance.a)} and ${squareName(e.alliance.b)} ${e.on ? 'made' : 'broken'} (marker ${squareName(e.alliance.marker)})`;
    case 'pending':
      return e.pending === null ? undefined : `${seatName(e.pending.seat)} must choose: ${e.pending.kind}`;
    case 'ended':
      return `the game ends (${e.result.reason === 'king' ? 'the king token is reached' : 'every castle lies in a domaine'}): ${e.result.winners.map(seatName).join(', ')} win(s); points ${e.result.scores.join(' / ')}`;
  }
}

type Other = Exclude<Lang, 'en'>;
const say = (lang: Other, de: string, fr: string, nl: string) => (lang === 'de' ? de : lang === 'fr' ? fr : nl);
const colourIn = (lang: Other, seat: number) => COLOUR_WORDS[seatName(seat)]?.[lang] ?? seatName(seat);
const edges = (list: readonly number[]) => list.map((e) => (e >= 0 && e < EDGES ? edgeName(e) : String(e))).join(', ');
const WHY: Readonly<Record<string, Readonly<Record<Other, string>>>> = {
  income: { de: 'Einkommen', fr: 'revenu', nl: 'inkomen' },
  take: { de: 'genommen', fr: 'pris', nl: 'genomen' },
  'special-income': { de: 'Sondereinkommen', fr: 'revenu spécial', nl: 'speciaal inkomen' },
  price: { de: 'Preis', fr: 'prix', nl: 'prijs' },
};
const TABLE: Readonly<Record<string, Readonly<Record<Other, string>>>> = {
  treason: { de: 'Verrat', fr: 'trahison', nl: 'verraad' },
  alliance: { de: 'Bündnis', fr: 'alliance', nl: 'bondgenootschap' },
  'special-income': { de: 'Sondereinkommen', fr: 'revenu spécial', nl: 'speciaal inkomen' },
  'special income': { de: 'Sondereinkommen', fr: 'revenu spécial', nl: 'speciaal inkomen' },
};
const PENDING: Readonly<Record<string, Readonly<Record<Other, string>>>> = {
  'free-knight': { de: 'freier Ritter', fr: 'chevalier gratuit', nl: 'gratis ridder' },
  merge: { de: 'Gebiet anschließen', fr: 'rattacher la zone', nl: 'gebied aansluiten' },
};

/** A roll's purpose as recorded (the die table, in English) in the page's language. */
export function purposeText(purpose: string, lang: Lang): string {
  return lang === 'en' ? purpose : (TABLE[purpose]?.[lang] ?? purpose);
}

/** A command in German, French or Dutch. */
function commandWords(c: DomCommand, lang: Other): string {
  switch (c.type) {
    case 'found':
      return say(lang, `Burg auf ${squareName(c.castle)} gründen, Ritter auf ${squareName(c.knight)}`, `fonder un château en ${squareName(c.castle)}, chevalier en ${squareName(c.knight)}`, `kasteel stichten op ${squareName(c.castle)}, ridder op ${squareName(c.knight)}`);
    case 'borders':
      return say(lang, `Grenze${c.edges.length > 1 ? 'n' : ''} auf ${edges(c.edges)} setzen`, `placer ${c.edges.length > 1 ? 'des frontières' : 'une frontière'} en ${edges(c.edges)}`, `${c.edges.length > 1 ? 'grenzen' : 'een grens'} plaatsen op ${edges(c.edges)}`);
    case 'knights':
      return say(lang, `Ritter auf ${c.squares.map(squareName).join(', ')} setzen`, `placer ${c.squares.length > 1 ? 'des chevaliers' : 'un chevalier'} en ${c.squares.map(squareName).join(', ')}`, `${c.squares.length > 1 ? 'ridders' : 'een ridder'} plaatsen op ${c.squares.map(squareName).join(', ')}`);
    case 'expand':
      return say(lang, `Domäne von ${squareName(c.castle)} auf ${squareName(c.square)} erweitern`, `étendre le fief de ${squareName(c.castle)} en ${squareName(c.square)}`, `het domein van ${squareName(c.castle)} uitbreiden naar ${squareName(c.square)}`);
    case 'treason':
      return say(lang, `Verrat am Ritter auf ${squareName(c.square)} versuchen`, `tenter la trahison du chevalier en ${squareName(c.square)}`, `verraad proberen bij de ridder op ${squareName(c.square)}`);
    case 'alliance':
      return say(
        lang,
        `Bündnis von ${squareName(c.castle)} mit ${c.with.map(squareName).join(', ')} versuchen (Marke ${squareName(c.marker)})`,
        `tenter une alliance de ${squareName(c.castle)} avec ${c.with.map(squareName).join(', ')} (marqueur ${squareName(c.marker)})`,
        `een bondgenootschap van ${squareName(c.castle)} met ${c.with.map(squareName).join(', ')} proberen (fiche ${squareName(c.marker)})`,
      );
    case 'take-ducats':
      return say(lang, '3 Dukaten nehmen', 'prendre 3 ducats', '3 dukaten nemen');
    case 'special-income':
      return say(lang, 'Sondereinkommen (würfeln)', 'revenu spécial (lancer un dé)', 'speciaal inkomen (dobbelsteen gooien)');
    case 'free-knight':
      return c.square === null
        ? say(lang, 'keinen freien Ritter setzen', 'ne placer aucun chevalier gratuit', 'geen gratis ridder plaatsen')
        : say(lang, `freien Ritter auf ${squareName(c.square)} setzen`, `placer le chevalier gratuit en ${squareName(c.square)}`, `de gratis ridder plaatsen op ${squareName(c.square)}`);
    case 'merge':
      return say(lang, `Gebiet der Domäne von ${squareName(c.castle)} anschließen`, `rattacher la zone au fief de ${squareName(c.castle)}`, `het gebied aansluiten bij het domein van ${squareName(c.castle)}`);
  }
}

/** A log event in German, French or Dutch. */
function eventWords(e: DomEvent, lang: Other): string | undefined {
  const who = (seat: number) => colourIn(lang, seat);
  switch (e.t) {
    case 'founded':
      return say(
        lang,
        `${who(e.seat)} gründet eine Burg auf ${squareName(e.castle)}, Ritter auf ${squareName(e.knight)}`,
        `${who(e.seat)} fonde un château en ${squareName(e.castle)}, chevalier en ${squareName(e.knight)}`,
        `${who(e.seat)} sticht een kasteel op ${squareName(e.castle)}, ridder op ${squareName(e.knight)}`,
      );
    case 'turn':
      return e.turn === 0 ? undefined : say(lang, `— Zug ${e.turn}: ${who(e.seat)}`, `— tour ${e.turn} : ${who(e.seat)}`, `— beurt ${e.turn}: ${who(e.seat)}`);
    case 'ducats': {
      const why = WHY[e.why]?.[lang] ?? e.why;
      const n = Math.abs(e.delta);
      return e.delta > 0
        ? say(lang, `${who(e.seat)} erhält ${n} Dukat(en) (${why})`, `${who(e.seat)} reçoit ${n} ducat(s) (${why})`, `${who(e.seat)} ontvangt ${n} ${n === 1 ? 'dukaat' : 'dukaten'} (${why})`)
        : say(lang, `${who(e.seat)} zahlt ${n} Dukat(en) (${why})`, `${who(e.seat)} paie ${n} ducat(s) (${why})`, `${who(e.seat)} betaalt ${n} ${n === 1 ? 'dukaat' : 'dukaten'} (${why})`);
    }
    case 'action':
      return undefined;
    case 'border':
      return e.on
        ? say(lang, `Grenze auf ${edgeName(e.edge)} gesetzt`, `frontière placée en ${edgeName(e.edge)}`, `grens geplaatst op ${edgeName(e.edge)}`)
        : say(lang, `Grenze von ${edgeName(e.edge)} entfernt`, `frontière retirée de ${edgeName(e.edge)}`, `grens weggenomen van ${edgeName(e.edge)}`);
    case 'knight':
      return e.on
        ? say(lang, `Ritter von ${who(e.seat)} auf ${squareName(e.square)} gesetzt`, `chevalier ${who(e.seat)} placé en ${squareName(e.square)}`, `ridder van ${who(e.seat)} geplaatst op ${squareName(e.square)}`)
        : say(lang, `Ritter von ${who(e.seat)} von ${squareName(e.square)} entfernt`, `chevalier ${who(e.seat)} retiré de ${squareName(e.square)}`, `ridder van ${who(e.seat)} weggenomen van ${squareName(e.square)}`);
    case 'die': {
      const table = TABLE[e.table]?.[lang] ?? e.table;
      const outcome =
        e.outcome === 'fail'
          ? say(lang, 'misslungen, der Zug endet', 'échec, le tour passe', 'mislukt, de beurt gaat over')
          : e.outcome === 'knight'
            ? say(lang, 'ein freier Ritter', 'un chevalier gratuit', 'een gratis ridder')
            : e.table === 'special-income'
              ? say(lang, `${e.outcome} Dukat(en)`, `${e.outcome} ducat(s)`, `${e.outcome} ${e.outcome === 1 ? 'dukaat' : 'dukaten'}`)
              : say(lang, `${e.outcome} zahlen`, `payer ${e.outcome}`, `${e.outcome} betalen`);
      return say(lang, `${who(e.seat)} würfelt ${e.roll} für ${table}: ${outcome}`, `${who(e.seat)} obtient ${e.roll} pour ${table} : ${outcome}`, `${who(e.seat)} gooit ${e.roll} voor ${table}: ${outcome}`);
    }
    case 'alliance': {
      const pair = `${squareName(e.alliance.a)} ${say(lang, 'und', 'et', 'en')} ${squareName(e.alliance.b)}`;
      const marker = squareName(e.alliance.marker);
      return e.on
        ? say(lang, `Bündnis von ${pair} geschlossen (Marke ${marker})`, `alliance de ${pair} conclue (marqueur ${marker})`, `bondgenootschap van ${pair} gesloten (fiche ${marker})`)
        : say(lang, `Bündnis von ${pair} gebrochen (Marke ${marker})`, `alliance de ${pair} rompue (marqueur ${marker})`, `bondgenootschap van ${pair} verbroken (fiche ${marker})`);
    }
    case 'pending':
      return e.pending === null ? undefined : say(lang, `${who(e.pending.seat)} muss wählen: ${PENDING[e.pending.kind]?.de ?? e.pending.kind}`, `${who(e.pending.seat)} doit choisir : ${PENDING[e.pending.kind]?.fr ?? e.pending.kind}`, `${who(e.pending.seat)} moet kiezen: ${PENDING[e.pending.kind]?.nl ?? e.pending.kind}`);
    case 'ended': {
      const reason = e.result.reason === 'king' ? say(lang, 'das Königsfeld ist erreicht', 'le pion du roi est atteint', 'het koningsfiche is bereikt') : say(lang, 'jede Burg liegt in einer Domäne', 'chaque château est dans un fief', 'elk kasteel ligt in een domein');
      const winners = e.result.winners.map(who).join(', ');
      return say(
        lang,
        `Spielende (${reason}): ${winners} gewinnt/gewinnen; Punkte ${e.result.scores.join(' / ')}`,
        `fin de la partie (${reason}) : ${winners} gagne(nt) ; points ${e.result.scores.join(' / ')}`,
        `einde van het spel (${reason}): ${winners} ${e.result.winners.length === 1 ? 'wint' : 'winnen'}; punten ${e.result.scores.join(' / ')}`,
      );
    }
  }
}
