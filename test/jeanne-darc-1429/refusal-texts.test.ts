import { describe, expect, it } from 'vitest';
import { REFUSAL_TEXTS } from '../../src/games/jeanne-darc-1429/refusals.js';

const PARAMS = { city: 'Paris', next: 'england', seat: 'burgundy', power: 'traitor', what: 'defend', card: 'siege-3', count: 2, given: 3, max: 2, left: 1, limit: 20, have: 1, price: 6, money: 1, hand: 13, needed: 1, to: 'Rouen', from: 'Caen', expected: 'defend', detail: 'x', province: 'anjou' };
const GIVEAWAYS: Readonly<Record<string, RegExp>> = {
  en: /\b(und|der|het|een|les|une)\b/,
  de: /\b(the|and|het|een|les|une)\b/,
  nl: /\b(the|and|und|der|les|une)\b/,
  fr: /\b(the|and|und|der|het|een)\b/,
};

describe("Jeanne d'Arc 1429: refusal texts", () => {
  for (const [code, text] of Object.entries(REFUSAL_TEXTS)) {
    it(`words "${code}" in every language, with names and no ids`, () => {
      const worded = text(code === 'not-your-decision' ? { ...PARAMS, power: 'england' } : PARAMS);
      expect(Object.keys(worded).sort()).toEqual(['de', 'en', 'fr', 'nl']);
      for (const [lang, message] of Object.entries(worded)) {
        expect(message.length, lang).toBeGreaterThan(5);
        expect(message, lang).not.toMatch(GIVEAWAYS[lang] as RegExp);
        // Powers, questions and power cards are named, never given as ids (a wrong command quotes the JSON command's own type).
        if (code !== 'wrong-command') expect(message, lang).not.toMatch(/\b(england|burgundy|traitor)\b|"defend"(?! command)|: defend\b/);
      }
    });
  }
});
