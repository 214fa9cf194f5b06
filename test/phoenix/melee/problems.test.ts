import { describe, expect, it } from 'vitest';
import { problemsOf as problems } from '../problems.js';
import { battleFile, cli, smallMelee } from './helpers.js';

type Mutate = (file: Record<string, any>) => void; // eslint-disable-line @typescript-eslint/no-explicit-any

function withChange(change: Mutate): Record<string, unknown> {
  const file = smallMelee();
  change(file);
  return file;
}

describe('bad melee files', () => {
  it('accepts the small melee', () => {
    expect(problems(smallMelee())).toEqual([]);
  });

  it.each<[string, Mutate, string]>([
    ['a wrong type', (f) => (f.attacker.armies[0].K = 'many'), 'attacker.armies[0].K: must be a number, not the text "many"'],
    ['negative troops', (f) => (f.defenders[0].armies[0].K = -5), 'defenders[0].armies[0].K: must be at least 0, not the number -5'],
    ['fractional troops', (f) => (f.attacker.armies[1].R = 10.5), 'attacker.armies[1].R: must be a whole number, not the number 10.5'],
    ['an unknown unit kind', (f) => (f.attacker.armies[0].X = 5), 'attacker.armies[0].X: unknown key "X"'],
    ['an army without HF', (f) => (f.defenders[0].armies[0].HF = 0), 'defenders[0].armies[0].HF: an army needs at least one commander (HF) (R §1.8)'],
    ['a missing HF', (f) => delete f.defenders[0].armies[0].HF, 'defenders[0].armies[0].HF: is required (a number)'],
    ['duplicate army numbers', (f) => (f.attacker.armies[1].id = 101), 'attacker.armies[1].id: army number 101 is used twice (also at attacker.armies[0])'],
    ['support on an attacker', (f) => (f.attacker.armies[0].support = 1), 'attacker.armies[0].support: only an attacked army can be supported (R §5.5.1)'],
    ['a wall on an attacker', (f) => (f.attacker.armies[0].advantages = ['downhill', 'wall']), 'attacker.armies[0].advantages[1]: "wall" counts only for a defender (R §1.5.4)'],
    ['a quay with a stronghold', (f) => { f.hex.stronghold = { level: 'BUR', owner: 'Y' }; f.defenders[0].armies[0].advantages = ['quay']; }, 'defenders[0].armies[0].advantages[0]: a quay gives no GP when a stronghold stands in the hex (R §11.1)'],
    ['a stronghold of neither side', (f) => (f.hex.stronghold = { level: 'STD', owner: 'Z' }), 'hex.stronghold.owner: owner "Z" is neither the attacker nor a defender (realms: X, Y)'],
    ['no defending party', (f) => (f.defenders = []), 'defenders: must hold at least 1 item(s)'],
    ['an attacker of catapults only', (f) => (f.attacker.armies = [{ id: 101, kind: 'warriors', LKP: 2, HF: 1 }]), 'attacker.armies: the attacker has no fighting troops (catapults do not fight in melee, R §5.5)'],
    ['a land army at sea', (f) => (f.hex.terrain = 'water'), 'attacker.armies[0].kind: a land army at sea is embarked and does not fight (R §1.1.4)'],
    ['a guard with ranged weapons', (f) => Object.assign(f.defenders[0].armies[0], { guard: true, LKP: 1 }), 'defenders[0].armies[0].guard: a guard army cannot hold ranged weapons (LKP) (R §6.8)'],
    ['a figure with an unknown army', (f) => (f.attacker.characters = [{ name: 'Ugo', rank: 'commander', gp: 12, army: 555 }]), "attacker.characters[0].army: army 555 is not one of this side's armies"],
    ['the same realm twice', (f) => (f.defenders[0].realm = 'X'), 'defenders[0].realm: realm "X" is already at attacker.realm; one realm is one party'],
    ['too much support', (f) => (f.defenders[0].armies[0].support = 7), 'defenders[0].armies[0].support: at most 6 armies, one per neighbouring hex, can support an army, not 7 (R §5.5.1)'],
  ])('names %s by its JSON path', (_name, change, expected) => {
    expect(problems(withChange(change))).toContain(expected);
  });

  it('reports every problem of a file, one line each, with exit code 2 from the CLI', () => {
    const path = battleFile(withChange((f) => {
      f.attacker.armies[0].K = -1;
      f.defenders[0].armies[0].Q = 3;
    }));
    const { code, out, err } = cli('phoenix', 'melee', path);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.trimEnd().split('\n')).toEqual([
      `${path}: attacker.armies[0].K: must be at least 0, not the number -1`,
      `${path}: defenders[0].armies[0].Q: unknown key "Q"`,
    ]);
  });

  it('refuses a file that is not JSON, naming line and column', () => {
    const path = battleFile('{ "kind": "melee",\n  "hex": 1,\n}');
    const { code, err } = cli('phoenix', 'melee', path);
    expect(code).toBe(2);
    expect(err).toBe(`${path}: line 3, column 1: is not valid JSON: Expected double-quoted property name\n`);
  });

  it('refuses rule problems through the CLI with file, path and reason', () => {
    const path = battleFile(withChange((f) => (f.attacker.armies[0].support = 2)));
    const { code, err } = cli('phoenix', 'melee', path);
    expect(code).toBe(2);
    expect(err).toBe(`${path}: attacker.armies[0].support: only an attacked army can be supported (R §5.5.1)\n`);
  });

  it('refuses a dice list that is too short, naming the roll', () => {
    const path = battleFile(smallMelee());
    const { code, out, err } = cli('phoenix', 'melee', path, '--dice', '7');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe('--dice: the dice list ran out: roll 2 (W20 for melee W20 defender) has no value; the list holds 1\n');
  });

  it('refuses a dice value that does not fit a W20', () => {
    const { code, err } = cli('phoenix', 'melee', battleFile(smallMelee()), '--dice', '7,21');
    expect(code).toBe(2);
    expect(err).toMatch(/^--dice: dice value 21 at position 2 is not a W20 result/);
  });
});
