import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { classOfGp, settleClass } from '../../../src/games/phoenix/turn/magic/wizards.js';
import type { Wizard } from '../../../src/games/phoenix/world/schema.js';

describe('wizard classes follow the GP (R §1.3; P-140)', () => {
  it.each([
    [3, 'A'], [4, 'A'], [7.9, 'A'], [8, 'B'], [15, 'B'], [16, 'C'], [18, 'C'], [32, 'D'], [64, 'E'], [127, 'E'], [128, 'F'], [500, 'F'],
  ] as const)('%s GP → Z%s', (gp, cls) => {
    expect(classOfGp(gp, DEFAULT_RULES)).toBe(cls);
  });

  it('settles the class and keeps the ZKP at most the GP', () => {
    const wizard: Wizard = { id: 'z', name: 'Z', realm: 'a', at: '503/22', class: 'C', gp: 14.5, zkp: 16 };
    expect(settleClass(wizard, DEFAULT_RULES)).toEqual({ from: 'C', to: 'B' });
    expect(wizard).toMatchObject({ class: 'B', zkp: 14.5 });
    expect(settleClass(wizard, DEFAULT_RULES)).toBeUndefined();
  });
});
