import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { character, cli, problemsOf, wizard } from './helpers.js';

const combat = (attackers: object[], defenders: object[], extra: object = {}) => ({
  kind: 'character-combat',
  attacker: { realm: 'A', characters: attackers },
  defender: { realm: 'B', characters: defenders },
  ...extra,
});
const duel = (attackers: object[], defenders: object[], extra: object = {}) => ({
  kind: 'duel',
  attacker: { realm: 'A', wizards: attackers },
  defender: { realm: 'B', wizards: defenders },
  ...extra,
});

const five = ['A1', 'A2', 'A3', 'A4', 'A5'].map((n) => character(n, 'civilian', 2));

describe('bad battle files name the JSON path', () => {
  it('an unknown rank', () => {
    expect(problemsOf(combat([character('X', 'duke', 5)], [character('Y', 'civilian', 1)]))[0]).toMatch(/^attacker\.characters\[0\]\.rank: must be one of/);
  });

  it('negative GP and an unknown key in a fighter', () => {
    expect(problemsOf(combat([character('X', 'civilian', -1)], [character('Y', 'civilian', 1, { zkp: 3 })]))).toEqual([
      'attacker.characters[0].gp: must be at least 0, not the number -1',
      'defender.characters[0].zkp: unknown key "zkp"',
    ]);
  });

  it('ZKP above the GP value', () => {
    expect(problemsOf(duel([wizard('Z', 6, 7)], [wizard('Y', 4, 4)]))).toEqual(['attacker.wizards[0].zkp: ZKP 7 exceed the GP value 6; a wizard\'s GP are the maximum of its ZKP (R §1.3)']);
  });

  it('a fifth attacker on one character', () => {
    const pairings = five.map((a) => ({ fighter: a.name, opponent: 'D' }));
    expect(problemsOf(combat(five, [character('D', 'civilian', 3)], { pairings }))).toEqual([
      'pairings[4].opponent: "A5" would be the 5th figure striking "D"; at most 4 may strike one character (§5.3)',
    ]);
  });

  it('but not in a duel: any number of wizards may strike one', () => {
    const wizards = five.map((a, i) => wizard(a.name, 4, 4, { hex: `01${i}0` }));
    expect(problemsOf(duel(wizards, [wizard('D', 16, 16)], { pairings: wizards.map((w) => ({ fighter: w.name, opponent: 'D' })) }))).toEqual([]);
  });

  it('a pairing naming an unknown fighter, a fighter of the same side and a second attacker before all are engaged', () => {
    const file = combat([character('A1', 'civilian', 2), character('A2', 'civilian', 2)], [character('D1', 'civilian', 2), character('D2', 'civilian', 2)], {
      pairings: [
        { fighter: 'A1', opponent: 'D9' },
        { fighter: 'A1', opponent: 'A2' },
        { fighter: 'A1', opponent: 'D1' },
        { fighter: 'A2', opponent: 'D1' },
      ],
    });
    expect(problemsOf(file)).toEqual([
      'pairings[0].opponent: no fighter of this fight is called "D9"',
      'pairings[1].opponent: "A1" and "A2" are on the same side',
      'pairings[3].opponent: "A2" joins the fight on "D1" while "D2" is not engaged; every defender must first be engaged by one attacker (§5.3)',
    ]);
  });

  it('an attacked defender choosing, an attacker without opponent, a duplicate name', () => {
    const file = combat([character('A1', 'civilian', 2), character('A2', 'civilian', 2)], [character('D1', 'civilian', 2), character('A1', 'civilian', 2)], {
      pairings: [{ fighter: 'A1', opponent: 'D1' }],
    });
    expect(problemsOf(file)).toContain('defender.characters[1].name: the name "A1" is used twice (also at attacker.characters[0]); each figure needs its own name');
    const clean = combat([character('A1', 'civilian', 2), character('A2', 'civilian', 2)], [character('D1', 'civilian', 2)], {
      pairings: [
        { fighter: 'A1', opponent: 'D1' },
        { fighter: 'D1', opponent: 'A1' },
      ],
    });
    expect(problemsOf(clean)).toEqual([
      'pairings: attacker "A2" has no opponent; the attacker assigns each of its figures (§5.3)',
      'pairings[1].fighter: "D1" is attacked and fights its attackers; only defenders nobody attacks choose (§5.3)',
    ]);
  });

  it('a knight paired with a non-knight while a knights’ combat is fought', () => {
    const file = combat([character('K1', 'commander', 12, { knight: true }), character('C1', 'commander', 12)], [character('K2', 'commander', 12, { knight: true }), character('C2', 'commander', 12)], {
      pairings: [
        { fighter: 'K1', opponent: 'C2' },
        { fighter: 'C1', opponent: 'K2' },
      ],
    });
    expect(problemsOf(file)[0]).toBe('pairings[0].opponent: "K1" and "C2" cannot fight each other: knights fight only knights in the knights’ combat (§5.2)');
  });

  it('rearguard: a joining name of the beaten side, a target that fought nothing before', () => {
    const file = {
      kind: 'rearguard',
      winner: { realm: 'A', characters: [character('W', 'commander', 12)] },
      loser: { realm: 'B', characters: [character('L', 'commander', 12)] },
      joining: ['L'],
      pairings: [{ fighter: 'W', opponent: 'L' }],
      retreatHexes: [],
    };
    expect(problemsOf(file)).toEqual([
      'joining[0]: "L" is on the beaten side; only the winners’ characters choose to fight (§5.4)',
      'pairings[0].opponent: "L" takes no part in a rearguard fight: it fought no character combat or duel before the melee (errata 43)',
      'pairings[0].fighter: "W" is not among the joining winners',
    ]);
  });
});

describe('the CLI refuses bad input with exit code 2 and one line per problem', () => {
  const folder = mkdtempSync(join(tmpdir(), 'arbiter-duel-'));
  const write = (name: string, data: unknown): string => {
    const path = join(folder, name);
    writeFileSync(path, JSON.stringify(data));
    return path;
  };

  it('names every problem of the file', () => {
    const path = write('bad.json', combat([character('X', 'duke', -2)], [character('Y', 'civilian', 1)]));
    const { code, err, out } = cli(['phoenix', 'duel', path]);
    expect(code).toBe(2);
    expect(out).toBe('');
    const lines = err.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('attacker.characters[0].rank');
    expect(lines[1]).toContain('attacker.characters[0].gp');
    expect(err).not.toMatch(/at .*\.ts:\d+/);
  });

  it('a dice script too short names the roll', () => {
    const path = write('short.json', duel([wizard('Z1', 4, 4)], [wizard('Z2', 4, 4)]));
    const { code, err } = cli(['phoenix', 'duel', path, '--dice', '1,2,3,4,5']);
    expect(code).toBe(2);
    expect(err).toBe('--dice: the dice list ran out: roll 6 (W6 for wizard duel, pairing 1) has no value; the list holds 5\n');
  });

  it('resolves, renders German and English, and prints odds', () => {
    const path = write('good.json', duel([wizard('Z1', 4, 4)], [wizard('Z2', 8, 8)]));
    const de = cli(['phoenix', 'duel', path, '--seed', '7']);
    expect(de.code).toBe(0);
    expect(de.out).toContain('Zauberduell (§5.3)');
    const en = cli(['phoenix', 'duel', path, '--seed', '7', '--lang', 'en']);
    expect(en.out).toContain('Wizard duel (§5.3)');
    const odds = cli(['phoenix', 'odds', path, '--json']);
    expect(odds.code).toBe(0);
    expect(JSON.parse(odds.out)).toMatchObject({ kind: 'odds', confidence: 0.95 });
  });
});
