import { describe, expect, it } from 'vitest';
import { applyRulesOptions, loadRulesOptions } from '../../src/games/phoenix/options.js';
import { DEFAULT_RULES } from '../../src/games/phoenix/rules.js';
import { thrownProblems } from './problems.js';

const problemsOf = (options: unknown): string[] => thrownProblems(() => applyRulesOptions(options));

describe('rules options', () => {
  it("reads the README's example file (examples/phoenix/rules-options/our-table.json)", () => {
    const rules = loadRulesOptions(new URL('../../examples/phoenix/rules-options/our-table.json', import.meta.url).pathname);
    expect(rules.tables.units.SKS.bp).toBe(200);
    expect(rules).not.toEqual(DEFAULT_RULES);
  });

  it('overrides a table number and leaves the rest', () => {
    const rules = applyRulesOptions({ tables: { units: { SKS: { bp: 200 } } } });
    expect(rules.tables.units.SKS.bp).toBe(200);
    expect(rules.tables.units.SKS.price).toBe(20_000);
    expect(rules.tables.units.LKS.bp).toBe(200);
    expect(DEFAULT_RULES.tables.units.SKS.bp).toBe(400);
  });

  it('switches a reading of the interpretation register', () => {
    const rules = applyRulesOptions({ interpretations: { gpRounding: 'whole' } });
    expect(rules.interpretations.gpRounding).toBe('whole');
    expect(rules.interpretations.diceMatching).toBe('descending');
  });

  it('replaces a ranged table column of the same length', () => {
    const column = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(applyRulesOptions({ tables: { rangedDamage: { LKP: { near: column } } } }).tables.rangedDamage.LKP.near).toEqual(column);
    expect(problemsOf({ tables: { rangedDamage: { LKP: { near: [1, 2] } } } })).toEqual(['tables.rangedDamage.LKP.near: must hold exactly 10 item(s)']);
  });

  it('names an unknown key with its path', () => {
    expect(problemsOf({ tables: { units: { SKS: { bpp: 1 } } } })).toEqual(['tables.units.SKS.bpp: unknown key "bpp"']);
    expect(problemsOf({ interpretation: {} })).toEqual(['interpretation: unknown key "interpretation"']);
  });

  it('names a reading that does not exist', () => {
    expect(problemsOf({ interpretations: { gpRounding: 'halves' } })).toEqual([
      'interpretations.gpRounding: must be one of "tenths", "whole", not the text "halves"',
    ]);
  });

  it('refuses negative numbers and wrong types, every one', () => {
    expect(problemsOf({ tables: { units: { K: { price: -5, rp: 'one' } } } }).sort()).toEqual([
      'tables.units.K.price: must be at least 0, not the number -5',
      'tables.units.K.rp: must be a number, not the text "one"',
    ]);
  });

  it('does not let a source be overridden', () => {
    expect(problemsOf({ tables: { units: { K: { source: 'mine' } } } })).toEqual(['tables.units.K.source: unknown key "source"']);
  });
});
