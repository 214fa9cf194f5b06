import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from './run.js';

const folder = mkdtempSync(join(tmpdir(), 'arbiter-world-'));
const path = (name: string) => join(folder, name);

describe('arbiter phoenix new-world / export-map / import-map / map', () => {
  it('writes the same world for the same seed, byte for byte', () => {
    expect(cli('phoenix', 'new-world', '--seed', '9', '--realms', '5', '--armies', '--out', path('a.json'))).toEqual({ code: 0, out: '', err: '' });
    expect(cli('phoenix', 'new-world', '--seed', '9', '--realms', '5', '--armies', '--out', path('b.json')).code).toBe(0);
    expect(readFileSync(path('a.json'), 'utf8')).toBe(readFileSync(path('b.json'), 'utf8'));
    expect(JSON.parse(readFileSync(path('a.json'), 'utf8')).realms).toHaveLength(5);
  });

  it('exports the map as CSV and imports it again', () => {
    expect(cli('phoenix', 'export-map', path('a.json'), '--out', path('karte.csv')).code).toBe(0);
    const run = cli('phoenix', 'import-map', path('karte.csv'), '--name', 'Karte', '--out', path('imported.json'));
    expect(run).toEqual({ code: 0, out: '', err: '' });
    const imported = JSON.parse(readFileSync(path('imported.json'), 'utf8'));
    const original = JSON.parse(readFileSync(path('a.json'), 'utf8'));
    expect(imported.hexes.map((h: { terrain: string }) => h.terrain)).toEqual(original.hexes.map((h: { terrain: string }) => h.terrain));
    expect(imported.name).toBe('Karte');
  });

  it('draws the whole map, a realm view and an area', () => {
    expect(cli('phoenix', 'map', path('a.json'), '--out', path('map.svg')).code).toBe(0);
    expect(readFileSync(path('map.svg'), 'utf8')).toMatch(/^<svg /);
    const view = cli('phoenix', 'map', path('a.json'), '--realm', 'Sonnfels', '--area', '503-706');
    expect(view.code).toBe(0);
    expect(view.out).toContain('Sicht: Reich Sonnfels');
  });

  it('answers bad input with exit code 2 and a message, never a stack trace', () => {
    const bad = [
      cli('phoenix', 'new-world', '--seed', 'x'),
      cli('phoenix', 'new-world', '--seed', '1', '--realms', '0'),
      cli('phoenix', 'map', path('a.json'), '--realm', 'Atlantis'),
      cli('phoenix', 'map', path('a.json'), '--area', '99-100'),
      cli('phoenix', 'map', tempFile('w.json', { format: 'arbiter-phoenix-world/1' })),
      cli('phoenix', 'import-map', tempFile('k.csv', 'gf;kf;Gelaendetyp\n503;49;9\n')),
      cli('phoenix', 'import-map', '/nonexistent/karte.csv'),
    ];
    for (const run of bad) {
      expect(run.code, run.err).toBe(2);
      expect(run.err).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(bad[0]!.err).toContain('--seed: must be a whole number');
    expect(bad[2]!.err).toContain('--realm: no realm is called "Atlantis"');
    expect(bad[4]!.err).toMatch(/w\.json: name: is required/);
    expect(bad[5]!.err).toContain('k.csv: line 2: 503/49 is no hex');
    expect(bad[6]!.err).toContain('/nonexistent/karte.csv: cannot be read (ENOENT)');
  });
});
