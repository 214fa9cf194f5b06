import { describe, expect, it } from 'vitest';
import { cli, tempFile } from './run.js';

describe('arbiter command', () => {
  it('prints its version and help with exit code 0', () => {
    expect(cli('--version')).toMatchObject({ code: 0, out: '0.1.0\n' });
    const help = cli('phoenix', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/melee \[options\] <file>/);
  });

  it('answers an unknown command with exit code 2 and a message', () => {
    const run = cli('phoenix', 'melle', 'x.json');
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/unknown command 'melle'/);
    expect(run.err).toMatch(/Did you mean melee\?/);
  });

  it('names a file that cannot be read', () => {
    const run = cli('phoenix', 'melee', '/nonexistent/battle.json');
    expect(run).toEqual({ code: 2, out: '', err: '/nonexistent/battle.json: cannot be read (ENOENT)\n' });
  });

  it('names the line and column of a file that is not JSON', () => {
    const file = tempFile('broken.json', '{\n  "kind": "melee",\n  oops\n}');
    const run = cli('phoenix', 'melee', file);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/broken\.json: line 3, column 3: is not valid JSON/);
    expect(run.err).not.toMatch(/at .*\.ts:\d+/);
  });

  it('names a missing or unknown kind', () => {
    expect(cli('phoenix', 'melee', tempFile('a.json', { armies: [] })).err).toMatch(/a\.json: kind: needs a "kind"/);
    expect(cli('phoenix', 'melee', tempFile('b.json', { kind: 'siege' })).err).toMatch(/b\.json: kind: kind "siege" is not one of/);
    expect(cli('phoenix', 'melee', tempFile('c.json', '[1,2]')).code).toBe(2);
  });

  it('refuses a bad rules-options file with its path and exit code 2', () => {
    const rules = tempFile('rules.json', { tables: { units: { K: { prise: 4 } } } });
    const run = cli('phoenix', 'melee', tempFile('d.json', { kind: 'x' }), '--rules', rules);
    expect(run.code).toBe(2);
    expect(run.err).toContain('rules.json: tables.units.K.prise: unknown key "prise"');
  });

  it('refuses a language it does not speak', () => {
    const run = cli('phoenix', 'melee', 'x.json', '--lang', 'fr');
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/Allowed choices are de, en/);
  });
});
