import { describe, expect, it } from 'vitest';
import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import type { FrEvent } from '../../src/games/fall-of-rome/events.js';
import { commandLabel } from '../../src/games/fall-of-rome/play/labels.js';
import { causeText, eventText, rollPurpose } from '../../web/src/fall-of-rome/describe.js';
import { englishWords } from './english-words.js';

// Issue 19 bug 7: the Fall of Rome table speaks the page's language in its log and buttons.

const EVENTS: readonly FrEvent[] = [
  { t: 'pawn', seat: 0, city: 0 },
  { t: 'legions', city: 0, n: 3 },
  { t: 'fort', city: 0, on: true },
  { t: 'fort', city: 0, on: false },
  { t: 'cubes', city: 1, tribe: 2, n: 2 },
  { t: 'draw', seat: 1, card: 'Roma/Os', secret: false },
  { t: 'revolt', seat: 1, card: 'revolt-2' },
  { t: 'discard', seat: 0, card: 'revolt-1' },
  { t: 'give', from: 0, to: 1, card: 'Roma/Os', secret: false },
  { t: 'treasury', seat: 0, card: 'Roma/Os', into: true },
  { t: 'treasury', seat: 0, card: 'Roma/Os', into: false },
  { t: 'consult', seat: 0, card: 'do-ut-des', secret: false },
  { t: 'retrieve', seat: 0, card: 'vae-victis' },
  { t: 'put-back', seat: 0, card: 'Roma/Os', secret: false },
  { t: 'event', seat: 0, card: 'vae-victis', corrupt: true },
  { t: 'reveal', card: 'Roma/Os', from: 'bottom' },
  { t: 'battle', seat: 0, city: 0, dice: [2, 5], set: false, remove: 2, lose: 1, gain: 0 },
  { t: 'invade', city: 0, tribe: 3 },
  { t: 'blocked', city: 0, tribe: 4, lost: 1 },
  { t: 'sacked', city: 0, tribe: 0 },
  { t: 'ally', tribe: 2 },
  { t: 'decline', value: 3 },
  { t: 'invasion-rate', step: 2 },
  { t: 'phase', phase: 'invade', active: 1, turn: 4, actionsLeft: 0 },
  { t: 'end', result: { outcome: 'lost', cause: 'roma-sacked' } } as FrEvent,
];

const COMMANDS: readonly FrCommand[] = [
  { type: 'march', to: 'Genua', legions: 2, barbarians: { huns: 1 } },
  { type: 'sail', to: 'Genua', card: 'Roma/Os', legions: 1 },
  { type: 'build-fort' },
  { type: 'build-fort', card: 'Roma/Os' },
  { type: 'recruit' },
  { type: 'battle', dice: 3 },
  { type: 'conspire', with: 'p2', card: 'Roma/Os', direction: 'give' },
  { type: 'trade', with: 'treasury', card: 'Roma/Os', direction: 'take' },
  { type: 'ally', tribe: 'huns', cards: ['Roma/Hu', 'Genua/Hu'] },
  { type: 'enlist', tribe: 'vandals', card: 'Roma/Va', legions: 1 },
  { type: 'reinforce', city: 'Roma' },
  { type: 'levy', card: 'Roma/Os', legions: 2 },
  { type: 'transfer', to: 'Roma', card: 'Roma/Os', legions: 1 },
  { type: 'consult', card: 'Roma/Os' },
  { type: 'draw' },
  { type: 'draw', three: true },
  { type: 'invade' },
  { type: 'continue' },
  { type: 'remove', tribes: ['huns', 'anglo-saxons'] },
  { type: 'discard', card: 'revolt-1' },
  { type: 'put-back', card: 'Roma/Os' },
  { type: 'reorder', order: ['Roma/Os', 'Genua/Hu'], remove: 'Genua/Hu' },
  { type: 'undo' },
  { type: 'event', card: 'vae-victis', corrupt: true, removals: [{ city: 'Roma', tribe: 'huns' }, { city: 'Roma', tribe: 'huns' }] },
  { type: 'event', card: 'do-ut-des', a: 'p1', aCard: 'Roma/Os', b: 'p2', bCard: 'Genua/Hu' },
  { type: 'event', card: 'si-vis-pacem', city: 'Roma', from: 'Genua' } as FrCommand,
];

describe('Fall of Rome texts in the browser', () => {
  it('says every event in German without English words', () => {
    for (const event of EVENTS) {
      const text = eventText(event, 'de');
      expect(text, event.t).toBeDefined();
      expect(englishWords(text as string), `${event.t}: ${text}`).toEqual([]);
    }
  });

  it('labels every command type in German without English words', () => {
    for (const command of COMMANDS) {
      const text = commandLabel(command, 'de');
      expect(englishWords(text), `${command.type}: ${text}`).toEqual([]);
    }
    expect(commandLabel({ type: 'march', to: 'Genua' }, 'de')).toBe('marschiere nach Genua');
    expect(commandLabel({ type: 'ally', tribe: 'huns', cards: ['Roma/Hu'] }, 'de')).toBe('verbünde dich mit den Hunnen (wirf ab Roma/Hu)');
  });

  it('words roll purposes and the end of the game in German', () => {
    expect(rollPurpose('battle', 'de')).toBe('Kampf');
    expect(causeText('roma-sacked', 'de')).toBe('Roma wurde geplündert');
    expect(eventText({ t: 'end', result: { outcome: 'won', cause: 'all-tribes-allied' } } as FrEvent, 'de')).toBe('Die Spieler haben GEWONNEN: alle Stämme sind verbündet');
    expect(eventText({ t: 'blocked', city: 0, tribe: 2, lost: 1 } as FrEvent, 'de')).toMatch(/: 1 Legion verloren$/);
    expect(eventText({ t: 'blocked', city: 0, tribe: 2, lost: 2 } as FrEvent, 'de')).toMatch(/: 2 Legionen verloren$/);
  });

  it('words the English texts, each count in its noun\'s number', () => {
    expect(eventText({ t: 'battle', seat: 0, city: 0, dice: [2, 5], set: false, remove: 2, lose: 1, gain: 0 })).toMatch(/^Player 1 battles in \S+: dice 2 5 → 2 barbarians removed, 1 legion lost$/);
    expect(eventText({ t: 'ally', tribe: 2 }, 'en')).toBe('Alliance with the Huns');
    // Sentences, each count in its noun's number.
    expect(eventText({ t: 'pawn', seat: 0, city: 0 }, 'en', ['Consul'])).toMatch(/^Consul goes to \S+$/);
    expect(eventText({ t: 'legions', city: 0, n: 1 }, 'en')).toMatch(/^\S+ now has 1 legion$/);
    expect(eventText({ t: 'legions', city: 0, n: 3 }, 'en')).toMatch(/^\S+ now has 3 legions$/);
    expect(eventText({ t: 'decline', value: 3 }, 'en')).toBe('The decline is now 3');
    // Cards by city and tribe in words, seats by the names the table gives them (their roles), never their ids (issue 45 item 1).
    expect(eventText({ t: 'draw', seat: 1, card: 'Roma/Os', secret: false }, 'en')).toBe('Player 2 draws Roma · Ostrogoths');
    expect(eventText({ t: 'draw', seat: 1, card: 'Roma/Os', secret: false }, 'de', ['Consul', 'Vestalis'])).toBe('Vestalis zieht Roma · Ostgoten');
    expect(eventText({ t: 'discard', seat: 0, card: 'Burdigala/Va' }, 'nl', ['Consul', 'Vestalis'])).toBe('Consul legt Burdigala · Vandalen af');
    expect(eventText({ t: 'phase', phase: 'invade', active: 1, turn: 4, actionsLeft: 0 }, 'en', ['Consul', 'Vestalis'])).toBe('Turn 4: Vestalis · invasion');
    expect(commandLabel({ type: 'march', to: 'Genua', legions: 2 }, 'en')).toBe('march Genua +2 L');
    expect(commandLabel({ type: 'recruit' })).toBe('recruit');
    // The Regina Foederata's escort is named, so a march with barbarians is told from one without.
    expect(commandLabel({ type: 'march', to: 'Genua', legions: 1, barbarians: { huns: 2 } }, 'en')).toBe('march Genua +1 L + huns×2');
    expect(commandLabel({ type: 'event', card: 'festina-lente', corrupt: true, moves: [{ seat: 'p1', to: 'Genua', barbarians: { huns: 2 } }] }, 'de')).toContain('p1 → Genua + Hunnen×2');
    expect(rollPurpose('battle', 'en')).toBe('battle');
    expect(causeText('roma-sacked', 'en')).toBe('Roma was sacked');
  });
});
