import { describe, expect, it } from 'vitest';
import { cli } from './helpers.js';

describe('determinism', () => {
  for (const example of ['character-combat-5.3-example-1', 'duel-5.3-example-2', 'rearguard-5.4']) {
    it(`${example}: the same seed gives byte-identical JSON`, () => {
      const args = ['phoenix', 'duel', `examples/phoenix/${example}.json`, '--seed', '4242', '--json'];
      const first = cli(args);
      const second = cli(args);
      expect(first.code).toBe(0);
      expect(second.out).toBe(first.out);
      expect(cli(['phoenix', 'duel', `examples/phoenix/${example}.json`, '--seed', '4243', '--json']).out).not.toBe(first.out);
    });
  }
});
