import { describe, expect, it } from 'vitest';
import { problemsOf as problems } from '../problems.js';
import { cli, tempFile } from '../../cli/run.js';
import { example, type EditableFile } from './fixtures.js';

function broken(change: (file: EditableFile) => void, name: 'ranged-stronghold' | 'ranged-fleet' = 'ranged-stronghold'): EditableFile {
  const file = example(name);
  change(file);
  return file;
}

describe('ranged battle files: problems name their JSON path', () => {
  it('accepts both examples', () => {
    expect(problems(example('ranged-stronghold'))).toEqual([]);
    expect(problems(example('ranged-fleet'))).toEqual([]);
  });

  it.each([
    ['a weapon the army does not hold', (f: EditableFile) => (f.fire[0].weapon = 'LKS'), 'fire[0].weapon: army 101 has no LKS'],
    ['a light weapon in far mode', (f: EditableFile) => (f.fire[1].mode = 'far'), 'fire[1].mode: LKP cannot fire "far"; Table 8 gives it: near (R §1.2, §5.1)'],
    ['an unknown target hex', (f: EditableFile) => (f.fire[0].target.hex = '503/30'), 'fire[0].target.hex: hex 503/30 is not one of the target hexes (targets[].hex)'],
    ['a hex off the map', (f: EditableFile) => (f.fire[0].target.hex = '999/99'), 'fire[0].target.hex: "999/99" is not a hex of the map (gf/kf, tables.md §11)'],
    ['an unknown shooting army', (f: EditableFile) => (f.fire[0].army = 199), "fire[0].army: army 199 is not one of the shooter's armies (shooter.armies)"],
    ['more shots than weapons', (f: EditableFile) => (f.fire[0].count = 7), 'fire[0].count: army 101 has 6 SKP but its groups fire 7; each weapon fires once a month (R §1.2, §5.1)'],
    ['firing at 0 hexes', (f: EditableFile) => (f.shooter.armies[0].hex = '503/26'), 'fire[0].target.hex: army 101 stands in the target hex; ranged weapons cannot fire at 0 hexes (R §5.1, §3)'],
    ['a wall the hex does not have', (f: EditableFile) => (f.fire[1].target.wall = 'O'), 'fire[1].target.wall: hex 503/26 has no wall on side O (its walls: W)'],
    ['a wall in the way left unstated', (f: EditableFile) => delete f.fire[0].overWall, 'fire[0].overWall: the shot passes the wall on side W; state it as overWall (the worst path counts, R §5.1)'],
    ['a mode that does not fit the elevation', (f: EditableFile) => (f.fire[2].mode = 'far'), 'fire[2].mode: mode "far" does not fit 2 hexes, elevation +1 with the wall; use "farHigh" (Table 8, P-39)'],
    ['a damaged fortress with a town’s BP', (f: EditableFile) => (f.targets[0].stronghold.bp = 1499), 'targets[0].stronghold.bp: a FST has 2500–3499 BP (R §1.5, errata 93, P-8); 1499 does not fit'],
    ['a character with an army not in the hex', (f: EditableFile) => (f.targets[0].characters[0].army = 111), 'targets[0].characters[0].army: army 111 is not in hex 503/26'],
    ['firing on one’s own realm', (f: EditableFile) => (f.targets[0].realm = 'Thalor'), 'targets[0].realm: realm Thalor cannot fire on itself'],
  ])('%s', (_, change, expected) => {
    expect(problems(broken(change))).toContain(expected);
  });

  it.each([
    ['more banned than the army holds', (f: EditableFile) => (f.targets[0].armies[1].banned.S = 31), 'targets[0].armies[1].banned.S: 31 S banned but the army has 30'],
    ['more loaded ships than unbanned ships', (f: EditableFile) => (f.targets[0].armies[0].loadedShips = 41), 'targets[0].armies[0].loadedShips: 41 loaded ships but only 40 unbanned ships (S)'],
    ['a damaged weapon with too few BP', (f: EditableFile) => (f.targets[0].armies[0].damaged[0].bp = 100), 'targets[0].armies[0].damaged[0].bp: a damaged LKS has more than 100 and less than 200 BP (R §1.2)'],
    ['a guard fleet with war ships', (f: EditableFile) => (f.targets[0].armies[1].SKS = 1), 'targets[0].armies[1].SKS: guard armies and guard fleets cannot hold ranged weapons (R §6.8)'],
    ['a land army on water', (f: EditableFile) => f.targets[0].armies.push({ id: 120, kind: 'warriors', K: 100, HF: 1 }), "targets[0].armies[2].kind: a warriors army on water is a fleet's cargo; list the fleet and its loaded ships (P-38)"],
  ])('%s', (_, change, expected) => {
    expect(problems(broken(change, 'ranged-fleet'))).toContain(expected);
  });

  it('reports schema problems by path: negative counts, unknown keys, bad modes, melee-only fields', () => {
    const file = broken((f) => {
      f.fire[0].count = -1;
      f.fire[0].mode = 'lob';
      f.targets[0].armies[0].K = -5;
      f.targets[0].armies[0].support = 1;
      f.targets[0].hex = '50322';
    });
    const found = problems(file);
    expect(found).toContain('fire[0].count: must be at least 1, not the number -1');
    expect(found).toContain('fire[0].mode: must be one of "near", "high", "far", "farHigh", not the text "lob"');
    expect(found).toContain('targets[0].armies[0].K: must be at least 0, not the number -5');
    expect(found).toContain('targets[0].armies[0].support: unknown key "support"');
    expect(found.some((p) => p.startsWith('targets[0].hex: must be a hex as gf/kf'))).toBe(true);
  });

  it('the CLI prints one line per problem and exits with 2, without a stack trace', () => {
    const path = tempFile(
      'bad.json',
      broken((f) => {
        f.fire[0].weapon = 'LKS';
        f.fire[1].mode = 'far';
        f.targets[0].armies[0].K = -5;
      }),
    );
    const run = cli('phoenix', 'ranged', path);
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    const lines = run.err.trim().split('\n');
    expect(lines).toEqual([`${path}: targets[0].armies[0].K: must be at least 0, not the number -5`]);
    const crossRun = cli('phoenix', 'ranged', tempFile('bad2.json', broken((f) => ((f.fire[0].weapon = 'LKS'), (f.fire[1].mode = 'far')))));
    expect(crossRun.code).toBe(2);
    expect(crossRun.err.trim().split('\n')).toHaveLength(2);
    expect(crossRun.err).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('the CLI refuses a ranged file under another command', () => {
    const run = cli('phoenix', 'melee', tempFile('r.json', example('ranged-fleet')));
    expect(run.code).toBe(2);
    expect(run.err).toContain('kind: is a ranged file; use "arbiter phoenix ranged"');
  });
});
