import { commandText, type DomCommand, type DomEvent, EDGES, edgeName, eventText, purposeText, squareName } from '../../../src/games/domaine/client.js';
import { counted, type Lang, type Noun, type Words } from '../app/lang.js';
import { colourName } from './texts.js';

// The table's log lines and suggestions: English, German and French as the rule set words them
// (src/games/domaine/play/text.ts), Dutch here, with the same words as the table (domein, kasteel,
// ridder, grens, dukaten, verraad, bondgenootschap).

/** A command in the page's language. */
export function commandLine(c: DomCommand, lang: Lang): string {
  return lang === 'nl' ? commandNl(c) : commandText(c, lang);
}

/** A log event in the page's language; events that only keep the books say nothing. `by`: the seat whose command it follows, when known (the log entry's), to say who placed a border. */
export function eventLine(e: DomEvent, lang: Lang, by?: number): string | undefined {
  if (e.t === 'border' && e.on && by !== undefined && by >= 0) {
    const w = colourName(lang, by);
    const at = edgeName(e.edge);
    return say(lang, { de: `${w} setzt eine Grenze auf ${at}`, en: `${w} places a border on ${at}`, nl: `${w} plaatst een grens op ${at}`, fr: `${w} place une frontière en ${at}` });
  }
  return countedLine(e, lang) ?? (lang === 'nl' ? eventNl(e) : eventText(e, lang));
}

export const DUCAT: Noun = { one: { de: 'Dukat', en: 'ducat', nl: 'dukaat', fr: 'ducat' }, other: { de: 'Dukaten', en: 'ducats', nl: 'dukaten', fr: 'ducats' } };
const WHY: Readonly<Record<string, Words>> = {
  income: { de: 'Einkommen', en: 'income', nl: 'inkomen', fr: 'revenu' },
  take: { de: 'genommen', en: 'taken', nl: 'genomen', fr: 'pris' },
  'special-income': { de: 'Sondereinkommen', en: 'special income', nl: 'speciaal inkomen', fr: 'revenu spécial' },
  price: { de: 'Preis', en: 'price', nl: 'prijs', fr: 'prix' },
};
const TABLE: Readonly<Record<string, Words>> = {
  treason: { de: 'Verrat', en: 'treason', nl: 'verraad', fr: 'trahison' },
  alliance: { de: 'Bündnis', en: 'alliance', nl: 'bondgenootschap', fr: 'alliance' },
  'special-income': { de: 'Sondereinkommen', en: 'special income', nl: 'speciaal inkomen', fr: 'revenu spécial' },
  'special income': { de: 'Sondereinkommen', en: 'special income', nl: 'speciaal inkomen', fr: 'revenu spécial' },
};
const PENDING: Readonly<Record<string, Words>> = {
  'free-knight': { de: 'freier Ritter', en: 'a free knight', nl: 'gratis ridder', fr: 'chevalier gratuit' },
  merge: { de: 'Gebiet anschließen', en: 'join the area to a domaine', nl: 'gebied aansluiten', fr: 'rattacher la zone' },
};
const say = (lang: Lang, words: Words) => words[lang];

/** The lines that count (ducats paid or received, a roll's outcome, the winners), in every language with the noun and verb in the right number. */
function countedLine(e: DomEvent, lang: Lang): string | undefined {
  const who = (seat: number) => colourName(lang, seat);
  switch (e.t) {
    case 'ducats': {
      const w = who(e.seat);
      const n = counted(lang, Math.abs(e.delta), DUCAT);
      const why = WHY[e.why]?.[lang] ?? e.why;
      return e.delta > 0
        ? say(lang, { de: `${w} erhält ${n} (${why})`, en: `${w} gains ${n} (${why})`, nl: `${w} ontvangt ${n} (${why})`, fr: `${w} reçoit ${n} (${why})` })
        : say(lang, { de: `${w} zahlt ${n} (${why})`, en: `${w} pays ${n} (${why})`, nl: `${w} betaalt ${n} (${why})`, fr: `${w} paie ${n} (${why})` });
    }
    case 'die': {
      const w = who(e.seat);
      const table = TABLE[e.table]?.[lang] ?? e.table;
      const outcome =
        e.outcome === 'fail'
          ? say(lang, { de: 'misslungen, der Zug endet', en: 'failure, the turn passes', nl: 'mislukt, de beurt gaat over', fr: 'échec, le tour passe' })
          : e.outcome === 'knight'
            ? say(lang, { de: 'ein freier Ritter', en: 'a free knight', nl: 'een gratis ridder', fr: 'un chevalier gratuit' })
            : e.table === 'special-income'
              ? counted(lang, e.outcome, DUCAT)
              : say(lang, { de: `${counted(lang, e.outcome, DUCAT)} zahlen`, en: `pay ${counted(lang, e.outcome, DUCAT)}`, nl: `${counted(lang, e.outcome, DUCAT)} betalen`, fr: `payer ${counted(lang, e.outcome, DUCAT)}` });
      return say(lang, { de: `${w} würfelt ${e.roll} für ${table}: ${outcome}`, en: `${w} rolls ${e.roll} for ${table}: ${outcome}`, nl: `${w} gooit ${e.roll} voor ${table}: ${outcome}`, fr: `${w} obtient ${e.roll} pour ${table} : ${outcome}` });
    }
    case 'ended': {
      const one = e.result.winners.length === 1;
      const winners = e.result.winners.map(who).join(', ');
      const scores = e.result.scores.join(' / ');
      const reason =
        e.result.reason === 'king'
          ? say(lang, { de: 'das Königsfeld ist erreicht', en: 'the king token is reached', nl: 'het koningsfiche is bereikt', fr: 'le pion du roi est atteint' })
          : say(lang, { de: 'jede Burg liegt in einer Domäne', en: 'every castle lies in a domaine', nl: 'elk kasteel ligt in een domein', fr: 'chaque château est dans un fief' });
      return say(lang, {
        de: `Spielende (${reason}): ${winners} ${one ? 'gewinnt' : 'gewinnen'}; Punkte ${scores}`,
        en: `the game ends (${reason}): ${winners} ${one ? 'wins' : 'win'}; points ${scores}`,
        nl: `einde van het spel (${reason}): ${winners} ${one ? 'wint' : 'winnen'}; punten ${scores}`,
        fr: `fin de la partie (${reason}) : ${winners} ${one ? 'gagne' : 'gagnent'} ; points ${scores}`,
      });
    }
    case 'pending': {
      if (e.pending === null) return undefined;
      const w = who(e.pending.seat);
      const what = PENDING[e.pending.kind]?.[lang] ?? e.pending.kind;
      return say(lang, { de: `${w} muss wählen: ${what}`, en: `${w} must choose: ${what}`, nl: `${w} moet kiezen: ${what}`, fr: `${w} doit choisir : ${what}` });
    }
    default:
      return undefined;
  }
}

/** A roll's purpose as recorded (the die table, in English) in the page's language. */
export function purposeLine(purpose: string, lang: Lang): string {
  return lang === 'nl' ? (TABLE_NL[purpose] ?? purpose) : purposeText(purpose, lang);
}

const edges = (list: readonly number[]) => list.map((e) => (e >= 0 && e < EDGES ? edgeName(e) : String(e))).join(', ');
const who = (seat: number) => colourName('nl', seat);
const WHY_NL: Readonly<Record<string, string>> = { income: 'inkomen', take: 'genomen', 'special-income': 'speciaal inkomen', price: 'prijs' };
const TABLE_NL: Readonly<Record<string, string>> = { treason: 'verraad', alliance: 'bondgenootschap', 'special-income': 'speciaal inkomen', 'special income': 'speciaal inkomen' };
const PENDING_NL: Readonly<Record<string, string>> = { 'free-knight': 'gratis ridder', merge: 'gebied aansluiten' };
const ducats = (n: number) => `${n} ${n === 1 ? 'dukaat' : 'dukaten'}`;

function commandNl(c: DomCommand): string {
  switch (c.type) {
    case 'found':
      return `kasteel stichten op ${squareName(c.castle)}, ridder op ${squareName(c.knight)}`;
    case 'borders':
      return `${c.edges.length > 1 ? 'grenzen' : 'grens'} plaatsen op ${edges(c.edges)}`;
    case 'knights':
      return `${c.squares.length > 1 ? 'ridders' : 'ridder'} plaatsen op ${c.squares.map(squareName).join(', ')}`;
    case 'expand':
      return `domein van ${squareName(c.castle)} uitbreiden met ${squareName(c.square)}`;
    case 'treason':
      return `verraad proberen bij de ridder op ${squareName(c.square)}`;
    case 'alliance':
      return `bondgenootschap van ${squareName(c.castle)} met ${c.with.map(squareName).join(', ')} proberen (fiche op ${squareName(c.marker)})`;
    case 'take-ducats':
      return '3 dukaten nemen';
    case 'special-income':
      return 'speciaal inkomen (dobbelsteen gooien)';
    case 'free-knight':
      return c.square === null ? 'geen gratis ridder plaatsen' : `gratis ridder plaatsen op ${squareName(c.square)}`;
    case 'merge':
      return `gebied aansluiten bij het domein van ${squareName(c.castle)}`;
  }
}

function eventNl(e: DomEvent): string | undefined {
  switch (e.t) {
    case 'founded':
      return `${who(e.seat)} sticht een kasteel op ${squareName(e.castle)}, ridder op ${squareName(e.knight)}`;
    case 'turn':
      return e.turn === 0 ? undefined : `— beurt ${e.turn}: ${who(e.seat)}`;
    case 'ducats': {
      const why = WHY_NL[e.why] ?? e.why;
      return `${who(e.seat)} ${e.delta > 0 ? 'ontvangt' : 'betaalt'} ${ducats(Math.abs(e.delta))} (${why})`;
    }
    case 'action':
      return undefined;
    case 'border':
      return e.on ? `grens geplaatst op ${edgeName(e.edge)}` : `grens weggenomen van ${edgeName(e.edge)}`;
    case 'knight':
      return e.on ? `ridder van ${who(e.seat)} geplaatst op ${squareName(e.square)}` : `ridder van ${who(e.seat)} weggenomen van ${squareName(e.square)}`;
    case 'die': {
      const table = TABLE_NL[e.table] ?? e.table;
      const outcome =
        e.outcome === 'fail'
          ? 'mislukt, de beurt gaat over'
          : e.outcome === 'knight'
            ? 'een gratis ridder'
            : e.table === 'special-income'
              ? ducats(e.outcome)
              : `${ducats(e.outcome)} betalen`;
      return `${who(e.seat)} gooit ${e.roll} voor ${table}: ${outcome}`;
    }
    case 'alliance': {
      const pair = `${squareName(e.alliance.a)} en ${squareName(e.alliance.b)}`;
      return `bondgenootschap van ${pair} ${e.on ? 'gesloten' : 'verbroken'} (fiche op ${squareName(e.alliance.marker)})`;
    }
    case 'pending':
      return e.pending === null ? undefined : `${who(e.pending.seat)} moet kiezen: ${PENDING_NL[e.pending.kind] ?? e.pending.kind}`;
    case 'ended': {
      const reason = e.result.reason === 'king' ? 'het koningsfiche is bereikt' : 'elk kasteel ligt in een domein';
      const winners = e.result.winners.map(who);
      return `einde van het spel (${reason}): ${winners.join(', ')} ${winners.length === 1 ? 'wint' : 'winnen'}; punten ${e.result.scores.join(' / ')}`;
    }
  }
}
