import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN, playthrough } from './golden/playthrough.js';

const DIR = path.join(import.meta.dirname, 'golden');

/** Whole seeded games against their committed transcripts; regenerate with `npx tsx test/jeanne-darc-1429/golden/write.ts`. */
describe("Jeanne d'Arc 1429: golden transcripts of whole seeded games", () => {
  for (const game of GOLDEN) {
    it(`${game.name} plays as its transcript says, to the end`, () => {
      const expected = readFileSync(path.join(DIR, `${game.name}.txt`), 'utf8');
      const actual = playthrough(game);
      expect(actual).toContain('\nwinners: ');
      expect(actual).toBe(expected);
    });
  }
});
