import { describe, expect, it } from 'vitest';
import type { DomCommand } from '../../src/games/domaine/commands.js';
import type { DomEvent } from '../../src/games/domaine/events.js';
import { commandText, eventText, purposeText } from '../../src/games/domaine/play/text.js';
import { englishWords } from '../web/english-words.js';
import { eventLine } from '../../web/src/domaine/describe.js';

// Issue 19 bug 7: the Domaine table's log and suggestions in the page's language; English as before.

const EVENTS: readonly DomEvent[] = [
  { t: 'founded', seat: 0, castle: 0, knight: 1 },
  { t: 'turn', seat: 1, turn: 3 },
  { t: 'ducats', seat: 0, delta: 3, why: 'income' },
  { t: 'ducats', seat: 0, delta: 3, why: 'take' },
  { t: 'ducats', seat: 0, delta: 4, why: 'special-income' },
  { t: 'ducats', seat: 1, delta: -2, why: 'price' },
  { t: 'border', edge: 0, on: true },
  { t: 'border', edge: 0, on: false },
  { t: 'knight', seat: 2, square: 5, on: true },
  { t: 'knight', seat: 2, square: 5, on: false },
  { t: 'die', seat: 0, table: 'treason', roll: 1, outcome: 'fail' },
  { t: 'die', seat: 0, table: 'alliance', roll: 3, outcome: 2 },
  { t: 'die', seat: 0, table: 'special-income', roll: 6, outcome: 'knight' },
  { t: 'die', seat: 0, table: 'special-income', roll: 4, outcome: 4 },
  { t: 'alliance', alliance: { a: 0, b: 20, marker: 10 }, on: true } as DomEvent,
  { t: 'alliance', alliance: { a: 0, b: 20, marker: 10 }, on: false } as DomEvent,
  { t: 'pending', pending: { kind: 'free-knight', seat: 1 } },
  { t: 'pending', pending: { kind: 'merge', seat: 1, zone: 0, domaines: [0], queue: [] } },
  { t: 'ended', result: { reason: 'king', winners: [0, 1], scores: [10, 10] } } as DomEvent,
  { t: 'ended', result: { reason: 'all-castles', winners: [3], scores: [1, 2, 3, 9] } } as DomEvent,
];

const COMMANDS: readonly DomCommand[] = [
  { type: 'found', castle: 0, knight: 1 },
  { type: 'borders', edges: [0, 1] },
  { type: 'knights', squares: [2, 3] },
  { type: 'expand', castle: 0, square: 12 },
  { type: 'treason', square: 13 },
  { type: 'alliance', castle: 0, with: [20], marker: 10 },
  { type: 'take-ducats' },
  { type: 'special-income' },
  { type: 'free-knight', square: null },
  { type: 'free-knight', square: 4 },
  { type: 'merge', castle: 0 },
] as DomCommand[];

describe('Domaine texts in German and French', () => {
  it('say every event kind, command type and roll purpose without English words', () => {
    for (const lang of ['de', 'fr'] as const) {
      for (const event of EVENTS) {
        const text = eventText(event, lang);
        expect(text, `${lang} ${event.t}`).toBeDefined();
        expect(englishWords(text as string), `${lang}: ${text}`).toEqual([]);
        expect(text).not.toMatch(/\b(red|blue|yellow|green)\b/);
      }
      for (const command of COMMANDS) expect(englishWords(commandText(command, lang)), `${lang}: ${commandText(command, lang)}`).toEqual([]);
    }
    expect(['treason', 'alliance', 'special income'].map((p) => purposeText(p, 'de'))).toEqual(['Verrat', 'Bündnis', 'Sondereinkommen']);
    expect(['treason', 'alliance', 'special income'].map((p) => purposeText(p, 'fr'))).toEqual(['trahison', 'alliance', 'revenu spécial']);
    expect(eventText({ t: 'turn', seat: 1, turn: 3 }, 'de')).toBe('— Zug 3: Blau');
    expect(commandText({ type: 'take-ducats' }, 'fr')).toBe('prendre 3 ducats');
  });

  it('keep the English texts as they were', () => {
    expect(eventText({ t: 'ducats', seat: 1, delta: -2, why: 'price' })).toBe('blue pays 2 ducat(s) (price)');
    expect(eventText({ t: 'border', edge: 0, on: true }, 'en')).toMatch(/^border placed on A1-/);
    expect(commandText({ type: 'treason', square: 13 }, 'en')).toBe('attempt treason on the knight at B2');
    expect(commandText({ type: 'take-ducats' })).toBe('take 3 ducats');
    expect(purposeText('special income', 'en')).toBe('special income');
  });

  it('at the table say who placed a border, in the four languages', () => {
    const border: DomEvent = { t: 'border', edge: 0, on: true };
    expect((['de', 'en', 'nl', 'fr'] as const).map((lang) => eventLine(border, lang, 1))).toEqual([
      'Blau setzt eine Grenze auf A1-B1',
      'blue places a border on A1-B1',
      'blauw plaatst een grens op A1-B1',
      'bleu place une frontière en A1-B1',
    ]);
    // Without the seat (a replay's line), as before.
    expect(eventLine(border, 'en')).toBe('border placed on A1-B1');
  });
});
