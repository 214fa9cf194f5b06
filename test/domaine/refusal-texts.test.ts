import { describe, expect, it } from 'vitest';
import { refusal, type RefusalCode } from '../../src/games/domaine/texts.js';

const CODES: RefusalCode[] = ['bad-command', 'not-a-seat', 'game-over', 'not-your-turn', 'answer-pending', 'setup-running', 'castle-too-close', 'cannot-pay', 'border-closes-opponent', 'expand-too-few-knights', 'alliance-count', 'merge-choice'];
const PARAMS = { why: 'x', seat: 'blue', kind: 'free-knight', square: 'B3', edge: 'B3-C3', distance: 2, other: 'D4', min: 3, price: 6, have: 1, mine: 1, theirs: 2, options: 'B3, D4' };
const GIVEAWAYS: Readonly<Record<string, RegExp>> = {
  en: /\b(und|der|het|een|les|une|vous)\b/,
  de: /\b(the|and|het|een|les|une|vous)\b/,
  fr: /\b(the|and|und|der|het|een)\b/,
  nl: /\b(the|and|und|der|les|une|vous)\b/,
};

describe('Domaine: refusals in English, German, French and Dutch', () => {
  for (const code of CODES) {
    it(`words "${code}" in every language, without ids`, () => {
      const { texts } = refusal(code, PARAMS);
      expect(Object.keys(texts).sort()).toEqual(['de', 'en', 'fr', 'nl']);
      for (const [lang, text] of Object.entries(texts)) {
        expect(text.length, lang).toBeGreaterThan(5);
        expect(text, lang).not.toMatch(GIVEAWAYS[lang] as RegExp);
        expect(text, lang).not.toContain('free-knight');
        // The colour by its name in the language ("blue" is English); an unknown seat is quoted as given.
        if (lang !== 'en' && code !== 'not-a-seat') expect(text, lang).not.toMatch(/\bblue\b/);
      }
    });
  }
});
