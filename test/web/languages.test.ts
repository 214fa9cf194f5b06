import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { makeBot } from '../../src/games/jeanne-darc-1429/bots/index.js';
import { gameIndex } from '../../src/games/jeanne-darc-1429/data/board-index.js';
import { askedSeats } from '../../src/games/jeanne-darc-1429/dispatch.js';
import type { DomCommand } from '../../src/games/domaine/commands.js';
import type { DomEvent } from '../../src/games/domaine/events.js';
import type { JdaEvent } from '../../src/games/jeanne-darc-1429/events.js';
import { jeanneDarcRules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import { chooseLang, LANGS, type Lang, type Words } from '../../web/src/app/lang.js';
import { TEXTS } from '../../web/src/app/texts.js';
import { LABELS as CCC_LABELS, NATIONS } from '../../web/src/ccc-land-combat/labels.js';
import { commandLine as domaineCommand, eventLine as domaineLine } from '../../web/src/domaine/describe.js';
import { COLOURS, TEXTS as DOMAINE_TEXTS } from '../../web/src/domaine/texts.js';
import { KINDS, PHASES, REASONS, TRIBES } from '../../web/src/fall-of-rome/labels.js';
import { BOARD_WORDS, EVENT_WORDS } from '../../web/src/fall-of-rome/board-words.js';
import { GAME_WORDS } from '../../web/src/game-words.js';
import { NOUNS as JDA_NOUNS, eventLine } from '../../web/src/jeanne-darc-1429/describe.js';
import { LABELS as JDA_LABELS, POWER_CARDS, WORDS as JDA_WORDS } from '../../web/src/jeanne-darc-1429/labels.js';
import { BOT_NAMES } from '../../web/src/seatLabels.js';
import { KNOWN } from '../../web/src/ui/refusals.js';

// Issue 45 item 2: the web client in German, English, Dutch and French — no key missing in one
// language, no empty text, no Dutch or French text left in English or German, and none of their
// texts with giveaway words of another language.

/** Every table of texts kept per key with one text per language: the generic texts and each table game's web words. */
const TABLES: Readonly<Record<string, Readonly<Record<string, Words>>>> = {
  generic: TEXTS,
  bots: BOT_NAMES,
  games: Object.fromEntries(Object.entries(GAME_WORDS).map(([game, words]) => [game, words.name])),
  'jeanne-darc-1429 labels': JDA_LABELS,
  'jeanne-darc-1429 words': JDA_WORDS,
  'jeanne-darc-1429 power cards': POWER_CARDS,
  'jeanne-darc-1429 nouns': Object.fromEntries(Object.entries(JDA_NOUNS).flatMap(([k, n]) => [[`${k}.one`, n.one], [`${k}.other`, n.other]])),
  'fall-of-rome board': BOARD_WORDS,
  'fall-of-rome events': Object.fromEntries(Object.entries(EVENT_WORDS).flatMap(([card, e]) => [[`${card}.normal`, e.normal], [`${card}.corrupt`, e.corrupt]])),
  'ccc-land-combat labels': CCC_LABELS,
  'ccc-land-combat nations': NATIONS,
  'domaine texts': DOMAINE_TEXTS,
  'domaine colours': Object.fromEntries(COLOURS.map((c, i) => [String(i), c])),
};

/** Fall of Rome's web words keep Dutch and French apart (German and English are the rule set's): the same keys in both. */
const OWN_TABLES: Readonly<Record<string, Readonly<Record<'nl' | 'fr', Readonly<Record<string, string>>>>>> = {
  'fall-of-rome tribes': TRIBES,
  'fall-of-rome phases': PHASES,
  'fall-of-rome kinds': KINDS,
  'fall-of-rome reasons': REASONS,
};

/**
 * Dutch or French texts that may equal the English or German one: names, abbreviations and
 * symbols, and words the languages share (each checked by a person).
 */
const SAME_ALLOWED = new Set([
  // Names and abbreviations.
  'Arbiter', 'Phoenix', "Jeanne d'Arc 1429", 'Domaine', 'Fall of Rome', "Louis d'Or", 'LC DR', 'MCTS', 'Île-de-France', 'Portugal', 'France', 's', '—', 'pts',
  // Words Dutch or French share with English or German.
  'live', 'bot', 'Bot', 'Hand', 'Fort', 'Phase', 'Titel', 'Passkeys', 'Barbaren', 'Gewonnen!', 'Verloren.', 'Invasion', 'Actions', 'actions', 'Influence', 'influence',
  'Ambassadeur', 'Double', 'Expansion', 'Alliance', 'Grenzen', 'ducats', 'garnison', 'port', 'base', 'terrain', 'fortification', 'confiscation',
  // Fall of Rome on the board: French "1 action", "+2 actions.", "fort"; Dutch "in Roma", "fort", "Corrupt:" (the Dutch rule text's word).
  '1 action', '+2 actions.', '+4 actions.', 'fort', 'in {Y}', 'Corrupt: {X}',
  'duel', 'landing', 'Alliées', 'Spectateur', 'attaque', 'réaction', 'Attaque', 'alliance', 'Suggestion', 'Retraite', 'retraite', 'Passen', 'Fase', 'Taal', 'Partie', 'planner', 'niemand',
]);

function* texts(): Generator<{ where: string; lang: Lang; text: string; en: string; de: string }> {
  for (const [table, entries] of Object.entries(TABLES)) {
    for (const [key, words] of Object.entries(entries)) {
      for (const lang of LANGS) yield { where: `${table}: ${key}`, lang, text: words[lang], en: words.en, de: words.de };
    }
  }
}

describe('the web client in four languages', () => {
  it('has every key in every language, none empty, in the generic texts and every table game’s words', () => {
    const missing: string[] = [];
    for (const [table, entries] of Object.entries(TABLES)) {
      expect(Object.keys(entries).length, table).toBeGreaterThan(0);
      for (const [key, words] of Object.entries(entries)) {
        for (const lang of LANGS) {
          const text = (words as Partial<Words>)[lang];
          if (typeof text !== 'string' || text.trim() === '') missing.push(`${table}: ${key} (${lang})`);
        }
        for (const extra of Object.keys(words)) if (!(LANGS as readonly string[]).includes(extra)) missing.push(`${table}: ${key} has a text in "${extra}"`);
      }
    }
    for (const [table, own] of Object.entries(OWN_TABLES)) {
      const nl = Object.keys(own.nl).sort();
      expect(Object.keys(own.fr).sort(), table).toEqual(nl);
      for (const lang of ['nl', 'fr'] as const) for (const [key, text] of Object.entries(own[lang])) if (text.trim() === '') missing.push(`${table}: ${key} (${lang})`);
    }
    expect(missing).toEqual([]);
  });

  it('says the server’s usual refusals in every language', () => {
    for (const [code, key] of Object.entries(KNOWN)) for (const lang of LANGS) expect(TEXTS[key][lang], `${code} (${lang})`).not.toBe('');
    expect(KNOWN['period-closed']).toBeDefined();
  });

  it('leaves no Dutch or French text in English or German, but for names, abbreviations and shared words', () => {
    const same: string[] = [];
    for (const { where, lang, text, en, de } of texts()) {
      if (lang !== 'nl' && lang !== 'fr') continue;
      if ((text === en || text === de) && !SAME_ALLOWED.has(text)) same.push(`${where} (${lang}): ${text}`);
    }
    expect(same).toEqual([]);
  });
});

/** Giveaway words: common English and German words that are no Dutch or French word (so "is", "in", "die", "of", "hand", "legt", "dukaten", "partie" are left out). */
const ENGLISH = ['the', 'and', 'with', 'from', 'your', 'you', 'this', 'that', 'draws', 'cards', 'card', 'turn', 'wins', 'must', 'choose', 'which', 'not', 'game', 'player', 'players', 'seat', 'none', 'only', 'again', 'click', 'tap', 'here', 'there', 'after', 'round', 'fight', 'attack', 'receives', 'discards', 'nobody', 'winner', 'winners', 'throne', 'point', 'points', 'event', 'events', 'free', 'castle', 'fortress', 'ducat', 'knight', 'border', 'red', 'blue', 'yellow', 'green'];
const GERMAN = ['der', 'das', 'und', 'nicht', 'mit', 'von', 'ist', 'ein', 'eine', 'auf', 'für', 'zieht', 'sich', 'kein', 'keine', 'Zug', 'Spieler', 'Karte', 'Karten', 'Würfel', 'wählen', 'Burg', 'Ritter', 'Runde', 'Kampf', 'Krieg', 'Frieden', 'erhält', 'gewinnt', 'Platz', 'Schlüssel', 'Rot', 'Blau', 'Gelb', 'Grün'];
const pattern = (words: readonly string[]) => new RegExp(`(?<![\\p{L}’'-])(${words.join('|')})(?![\\p{L}’'-])`, 'giu');
const FOREIGN: Readonly<Record<'nl' | 'fr', RegExp>> = {
  nl: pattern([...ENGLISH, ...GERMAN]),
  // French shares "points", "point", "attaque"-like words with English only in part: the English list without the words French writes the same.
  fr: pattern([...ENGLISH.filter((w) => !['point', 'points', 'ducat', 'fortress'].includes(w)), ...GERMAN]),
};

/** Whole games' log lines: a Jeanne d'Arc game played by bots, every event read in the language. */
function playedJda(seed: number) {
  const match = new Match(jeanneDarcRules, { players: 4 }, seed);
  const chooser = makeBot('random');
  const dice = new SeededDice(seed);
  for (let n = 0; n < 3000 && match.state.pending !== null && match.state.result === null; n++) {
    const seat = askedSeats(match.state.pending)[0]!;
    match.submit(seat, chooser.choose(match.state, seat, (min, max) => dice.int(min, max)));
  }
  const events: JdaEvent[] = [];
  for (const entry of match.fullLog()) if (entry.kind === 'event') events.push(entry.event as JdaEvent);
  return { events, index: gameIndex(match.state) };
}

describe('Dutch and French texts hold no English or German words', () => {
  it('finds the giveaway words it looks for', () => {
    expect('Navarra draws 2 cards'.match(FOREIGN.nl)).toEqual(['draws', 'cards']);
    expect('Navarre zieht eine Karte'.match(FOREIGN.fr)).toEqual(['zieht', 'eine', 'Karte']);
    expect('Navarra trekt 2 kaarten; de partij is afgelopen'.match(FOREIGN.nl)).toBeNull();
    expect('Navarre pioche 2 cartes ; la partie est terminée'.match(FOREIGN.fr)).toBeNull();
  });

  it('in the generic texts and every table game’s words', () => {
    const found: string[] = [];
    for (const { where, lang, text } of texts()) {
      if (lang !== 'nl' && lang !== 'fr') continue;
      if (SAME_ALLOWED.has(text)) continue;
      const words = text.match(FOREIGN[lang]);
      if (words !== null) found.push(`${where} (${lang}): ${words.join(', ')} in “${text}”`);
    }
    for (const [table, own] of Object.entries(OWN_TABLES)) {
      for (const lang of ['nl', 'fr'] as const) {
        for (const [key, text] of Object.entries(own[lang])) {
          const words = text.match(FOREIGN[lang]);
          if (words !== null) found.push(`${table}: ${key} (${lang}): ${words.join(', ')} in “${text}”`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("in Domaine's log lines and suggestions, every kind", () => {
    const events: readonly DomEvent[] = [
      { t: 'founded', seat: 0, castle: 0, knight: 1 },
      { t: 'turn', seat: 1, turn: 3 },
      { t: 'ducats', seat: 0, delta: 3, why: 'income' },
      { t: 'ducats', seat: 1, delta: -2, why: 'price' },
      { t: 'border', edge: 0, on: true },
      { t: 'knight', seat: 2, square: 5, on: false },
      { t: 'die', seat: 0, table: 'treason', roll: 1, outcome: 'fail' },
      { t: 'die', seat: 0, table: 'special-income', roll: 6, outcome: 'knight' },
      { t: 'alliance', alliance: { a: 0, b: 20, marker: 10 }, on: true } as DomEvent,
      { t: 'pending', pending: { kind: 'merge', seat: 1, zone: 0, domaines: [0], queue: [] } },
      { t: 'ended', result: { reason: 'king', winners: [0, 1], scores: [10, 10] } } as DomEvent,
    ];
    const commands = [
      { type: 'found', castle: 0, knight: 1 },
      { type: 'borders', edges: [0, 1] },
      { type: 'knights', squares: [2] },
      { type: 'expand', castle: 0, square: 12 },
      { type: 'treason', square: 13 },
      { type: 'take-ducats' },
      { type: 'free-knight', square: null },
      { type: 'merge', castle: 0 },
    ] as DomCommand[];
    const found: string[] = [];
    for (const lang of ['nl', 'fr'] as const) {
      for (const line of [...events.map((e) => domaineLine(e, lang)), ...commands.map((c) => domaineCommand(c, lang))]) {
        expect(line, lang).toBeDefined();
        const words = (line as string).match(FOREIGN[lang]);
        if (words !== null) found.push(`${lang}: ${words.join(', ')} in “${line}”`);
      }
    }
    expect(found).toEqual([]);
  });

  it("in a whole Jeanne d'Arc game's log", () => {
    const { events, index } = playedJda(7);
    let lines = 0;
    const found: string[] = [];
    for (const lang of ['nl', 'fr'] as const) {
      for (const event of events) {
        const line = eventLine(event, index, lang);
        if (line === undefined) continue;
        lines++;
        const words = line.match(FOREIGN[lang]);
        if (words !== null) found.push(`${lang}: ${words.join(', ')} in “${line}”`);
        expect(line, line).not.toMatch(/siege-\d/);
      }
    }
    expect(lines).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});

describe('the language a page opens in', () => {
  it('follows the browser’s languages by their primary subtag', () => {
    expect(chooseLang(null, ['nl-BE', 'en'])).toBe('nl');
    expect(chooseLang(null, ['fr-CA'])).toBe('fr');
    expect(chooseLang(null, ['de-AT', 'fr'])).toBe('de');
    expect(chooseLang(null, ['en-US'])).toBe('en');
    expect(chooseLang(undefined, ['it-IT', 'fr-FR'])).toBe('fr');
  });

  it('is English for languages the interface does not speak', () => {
    expect(chooseLang(null, ['ja-JP', 'es'])).toBe('en');
    expect(chooseLang(null, [])).toBe('en');
  });

  it('is the saved choice when there is one', () => {
    expect(chooseLang('de', ['nl-BE', 'fr-CA'])).toBe('de');
    expect(chooseLang('fr', ['en-GB'])).toBe('fr');
    // A saved value the interface does not know is no choice.
    expect(chooseLang('xx', ['nl-NL'])).toBe('nl');
  });
});
