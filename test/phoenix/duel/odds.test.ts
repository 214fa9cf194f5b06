import { describe, expect, it } from 'vitest';
import { parseBattle } from '../../../src/games/phoenix/combat/battle-file.js';
import { pairingChange, roundChange, sideLevel } from '../../../src/games/phoenix/combat/duel/gp-change.js';
import { matchDice } from '../../../src/games/phoenix/combat/duel/matching.js';
import { computeOdds, ODDS_MAX_TRIALS } from '../../../src/games/phoenix/combat/duel/odds.js';
import { prepareCharacterCombat } from '../../../src/games/phoenix/combat/duel/prepare.js';
import type { CharacterCombatFile } from '../../../src/games/phoenix/combat/duel/schema.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';

const file = {
  kind: 'character-combat',
  attacker: { realm: 'A', characters: [{ name: 'Zivilist', rank: 'civilian', gp: 2 }] },
  defender: { realm: 'B', characters: [{ name: 'Heerführer', rank: 'commander', gp: 3 }] },
} as const;

/** Every one of the 6^5 rolls, weighed equally. */
function exact() {
  const prepared = prepareCharacterCombat(file as unknown as CharacterCombatFile, DEFAULT_RULES);
  const figures = [...prepared.fighters.values()];
  const levels = { attacker: sideLevel([figures[0]!], DEFAULT_RULES), defender: sideLevel([figures[1]!], DEFAULT_RULES) };
  let wins = 0;
  let draws = 0;
  let change = 0;
  const total = 6 ** 5;
  for (let code = 0; code < total; code++) {
    const dice = Array.from({ length: 5 }, (_, i) => (Math.floor(code / 6 ** i) % 6) + 1);
    const outcome = pairingChange(matchDice('descending', dice.slice(0, 2), dice.slice(2)), levels);
    if (outcome.winner === 'attacker') wins++;
    if (outcome.winner === undefined) draws++;
    change += roundChange(outcome.change.attacker, true, DEFAULT_RULES);
  }
  return { win: wins / total, draw: draws / total, change: change / total };
}

describe('odds', () => {
  const { kind, file: parsed } = parseBattle(file, DEFAULT_RULES);
  const odds = computeOdds(prepareCharacterCombat(parsed as CharacterCombatFile, DEFAULT_RULES), DEFAULT_RULES);
  const truth = exact();

  it('match a brute-force enumeration of a small fight within ±0.1 percentage points (95 %)', () => {
    expect(odds.halfWidthPp).toBeLessThanOrEqual(0.1);
    expect(Math.abs(odds.pairings[0]!.attackerWins - truth.win)).toBeLessThan(0.0015);
    expect(Math.abs(odds.pairings[0]!.draw - truth.draw)).toBeLessThan(0.0015);
    expect(odds.fighters['Zivilist']!.winProbability).toBeCloseTo(odds.pairings[0]!.attackerWins, 10);
    expect(Math.abs(odds.fighters['Zivilist']!.expectedChange - truth.change)).toBeLessThan(3 * odds.fighters['Zivilist']!.expectedChangeHalfWidth + 1e-9);
  });

  it('are deterministic and say their method', () => {
    expect(kind.odds!(parsed, DEFAULT_RULES).data).toEqual(odds);
    expect(odds.trials).toBeLessThanOrEqual(ODDS_MAX_TRIALS);
    expect(odds.method).toContain('multinomial');
  });
});
