import { describe, expect, it } from 'vitest';
import { DIE_KINDS, DIE_RANGE, DiceScriptError, ScriptedDice, SeededDice, parseDiceList } from '../../src/kernel/dice.js';

describe('seeded dice', () => {
  it('gives the same rolls for the same seed and different ones for another', () => {
    const roll = (seed: number) => {
      const dice = new SeededDice(seed);
      return Array.from({ length: 50 }, () => dice.roll('W20', 'test'));
    };
    expect(roll(7)).toEqual(roll(7));
    expect(roll(7)).not.toEqual(roll(8));
  });

  it.each(DIE_KINDS)('rolls %s within its faces and reaches both ends', (die) => {
    const dice = new SeededDice(1);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) seen.add(dice.roll(die, 'range'));
    const { min, max } = DIE_RANGE[die];
    expect(Math.min(...seen)).toBe(min);
    expect(Math.max(...seen)).toBe(max);
    expect(seen.size).toBe(max - min + 1);
  });

  it('records every roll with its purpose and roller', () => {
    const dice = new SeededDice(3);
    const a = dice.roll('W10', 'ranged LKP', 'realm A');
    const b = dice.roll('W6', 'duel');
    expect(dice.rolls).toEqual([
      { die: 'W10', value: a, purpose: 'ranged LKP', by: 'realm A' },
      { die: 'W6', value: b, purpose: 'duel' },
    ]);
  });

  it('refuses a seed that is not an integer', () => {
    expect(() => new SeededDice(1.5)).toThrow(/integer/);
  });
});

describe('scripted dice', () => {
  it('gives the listed values in order', () => {
    const dice = new ScriptedDice([0, 20, 6, 100]);
    expect(dice.roll('W10', 'a')).toBe(0);
    expect(dice.roll('W20', 'b')).toBe(20);
    expect(dice.roll('W6', 'c')).toBe(6);
    expect(dice.roll('W%', 'd')).toBe(100);
    expect(dice.remaining).toBe(0);
  });

  it('names the roll when the list runs out', () => {
    const dice = new ScriptedDice([5]);
    dice.roll('W20', 'attacker');
    expect(() => dice.roll('W20', 'melee W20 defender')).toThrow(DiceScriptError);
    expect(() => dice.roll('W20', 'melee W20 defender')).toThrow(/ran out: roll 2 \(W20 for melee W20 defender\)/);
  });

  it('refuses a value that is not a face of the die', () => {
    expect(() => new ScriptedDice([7]).roll('W6', 'duel')).toThrow(/dice value 7 at position 1 is not a W6 result \(1–6\)/);
    expect(() => new ScriptedDice([10]).roll('W10', 'ranged')).toThrow(/not a W10 result \(0–9\)/);
    expect(() => new ScriptedDice([0]).roll('W20', 'melee')).toThrow(/not a W20 result/);
  });
});

describe('dice lists from the command line', () => {
  it('reads commas and spaces', () => {
    expect(parseDiceList('12, 7 3;1')).toEqual([12, 7, 3, 1]);
  });
  it('names an item that is not a number', () => {
    expect(() => parseDiceList('12,x,3')).toThrow(/item 2 \("x"\)/);
  });
});

describe('shuffles and lots', () => {
  it('come from the generator, not recorded as rolls; dice entered by hand refuse them by name', () => {
    const seeded = new SeededDice(5);
    const value = seeded.int(0, 9);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(9);
    expect(seeded.rolls).toEqual([]);
    expect(() => new ScriptedDice([3]).int(0, 9)).toThrow(DiceScriptError);
    expect(() => new ScriptedDice([3]).int(0, 9)).toThrow('shuffling cards needs the seeded generator; physical dice cannot shuffle a deck');
  });
});
