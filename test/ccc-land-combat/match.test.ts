import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Match, replay } from '../../src/kernel/match.js';
import { chosenCommand } from '../../src/games/ccc-land-combat/autoplay.js';
import type { Choices } from '../../src/games/ccc-land-combat/combat-file.js';
import { seatToMove } from '../../src/games/ccc-land-combat/flow.js';
import { cccRules } from '../../src/games/ccc-land-combat/ruleset.js';
import type { CccOptions } from '../../src/games/ccc-land-combat/state.js';

const file = JSON.parse(readFileSync('examples/ccc-land-combat/colony-assault.json', 'utf8')) as { choices: Choices };

function play(seed: number, options: CccOptions = { combat: file }): Match<never, never, never, never, never> {
  const match = new Match(cccRules, options, seed);
  for (let i = 0; i < 100; i += 1) {
    const seat = seatToMove(match.state);
    if (seat === undefined) break;
    const result = match.submit(seat, chosenCommand(match.state, file.choices).command);
    expect(result.accepted).toBe(true);
  }
  return match as never;
}

describe('a CCC land combat as a match', () => {
  it('the same seed and commands give the same states, events and rolls, byte for byte; replay reproduces them', () => {
    const a = play(42);
    const b = play(42);
    expect(JSON.stringify(a.fullLog())).toBe(JSON.stringify(b.fullLog()));
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    const again = replay(cccRules, a.record as never);
    expect(JSON.stringify(again.fullLog())).toBe(JSON.stringify(a.fullLog()));
    expect((a.state as { end: unknown }).end).not.toBeNull();
    const rolls = a.fullLog().filter((e) => e.kind === 'roll');
    expect(rolls.length).toBe(4);
  });

  it('a different seed may give different rolls but the same sequence of steps', () => {
    const logs = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(play(seed).fullLog().filter((e) => e.kind === 'roll'))));
    expect(logs.size).toBeGreaterThan(1);
  });

  it('a seat sees its own hand, only the number of the other side\'s cards, in view and log; errors name only its own cards', () => {
    const match = play(42);
    // The card list of the tables is public; what a nation holds is not.
    const attacker = (match.view('attacker') as unknown as { hands: Record<string, unknown> }).hands;
    const defender = (match.view('defender') as unknown as { hands: Record<string, unknown> }).hands;
    expect(attacker).toEqual({ france: ['royal-decree'], spain: { count: 1 }, england: { count: 1 } });
    expect(defender).toEqual({ france: { count: 1 }, spain: ['forced-march'], england: { count: 1 } });
    expect((match.view('both' as never) as unknown as { hands: unknown }).hands).toEqual({ france: ['royal-decree'], spain: ['forced-march'], england: ['ambush'] });
    const hidden = (seat: string): string => JSON.stringify(match.logFor(seat));
    expect(hidden('attacker')).not.toContain('forced-march');
    expect(hidden('defender')).not.toContain('royal-decree');
    expect(hidden('attacker')).not.toContain('"hands"');
  });

  it('the setup state holds no `choices` of the file (they would tell one side the other\'s plans)', () => {
    const match = new Match(cccRules, { combat: file }, 1);
    expect(JSON.stringify(match.view('attacker'))).not.toContain('hispaniola-north"}');
    expect((match.state as { file: Record<string, unknown> }).file.choices).toBeUndefined();
  });

  it('one person may play both sides from seat "both"; a refused command changes nothing', () => {
    const match = new Match(cccRules, { combat: file, seating: 'one' }, 3);
    expect(cccRules.seats({ combat: file, seating: 'one' })).toEqual(['both']);
    const before = JSON.stringify(match.state);
    expect(match.submit('attacker', { type: 'roll' } as never).accepted).toBe(false);
    const bad = match.submit('both', { type: 'declare', commander: 'pizarro' } as never);
    expect(bad).toMatchObject({ accepted: false, problems: [{ code: 'embarked-leader', where: 'commander' }] });
    expect(JSON.stringify(match.state)).toBe(before);
    expect(match.submit('both', { type: 'declare', commander: 'cortes' } as never).accepted).toBe(true);
    const bogus = match.submit('both', { type: 'cards', cards: 'all' } as never);
    expect(bogus).toMatchObject({ accepted: false, problems: [{ where: 'cards' }] });
  });
});
