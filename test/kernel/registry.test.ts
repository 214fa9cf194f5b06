import { describe, expect, it } from 'vitest';
import { findGame, getGame, getRuleSet, registerGame, registeredGames } from '../../src/kernel/registry.js';
import '../../src/games/index.js';

describe('game registry', () => {
  it('knows the games of the catalogue', () => {
    expect(registeredGames().map((g) => g.id)).toContain('phoenix');
    expect(getGame('phoenix').title).toMatch(/Phoenix/);
  });

  it('refuses a game registered twice and names unknown ones', () => {
    registerGame({ id: 'registry-test', title: 'test' });
    expect(() => registerGame({ id: 'registry-test', title: 'again' })).toThrow(/registered twice/);
    expect(() => getGame('chess')).toThrow(/unknown game "chess" \(known: .*phoenix/);
    expect(findGame('chess')).toBeUndefined();
    expect(() => getRuleSet('registry-test')).toThrow(/has no rule set/);
  });
});
