import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCaseWorld } from '../conformance/phoenix-month-world.js';
import { cli, tempFile } from './run.js';

const folder = mkdtempSync(join(tmpdir(), 'arbiter-book-'));
const world = tempFile(
  'world.json',
  buildCaseWorld({
    turn: 3,
    realms: [{ id: 'a', treasury: 10_000 }, { id: 'b', treasury: 10_000 }],
    characters: [
      { id: 'hugo', name: 'Sir Hugo', realm: 'a', at: '503/01', rank: 'castleLord', gp: 50, maxGp: 50 },
      { id: 'ida', name: 'Ida', realm: 'b', at: '503/01', rank: 'commander', gp: 12, maxGp: 12 },
    ],
  }),
);
const bookings = {
  format: 'arbiter-phoenix-bookings/1',
  meeting: 'Sommertreffen',
  race: { entrants: [{ figure: 'hugo', reached: 'final', place: 1 }, { figure: 'ida', reached: 'final', place: 2 }] },
  rolePlay: { groups: [{ name: 'Gruft', members: [{ figure: 'hugo', gp: 1.3 }] }] },
};

describe('arbiter phoenix book', () => {
  it('books the race and role-play GP into a new world file and lists them in German', () => {
    const out = join(folder, 'booked.json');
    const run = cli('phoenix', 'book', world, tempFile('bookings.json', bookings), '--out', out);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('a: 1. Platz im Wagenrennen: Sir Hugo (50 GP × 1.000 GS + 2 × 5.000 GS Startgebühren) = 60.000 GS');
    expect(run.out).toContain('b: 2. Platz im Wagenrennen: Ida (12 GP × 500 GS) = 6.000 GS');
    const next = JSON.parse(readFileSync(out, 'utf8'));
    expect(next.realms.find((r: { id: string }) => r.id === 'a').treasury).toBe(65_000);
    expect(next.characters.find((c: { id: string }) => c.id === 'hugo')).toMatchObject({ gp: 52.3, maxGp: 52.3 });
  });

  it('exits 2 naming the JSON path of a bad booking, and writes nothing', () => {
    const out = join(folder, 'never.json');
    const bad = { ...bookings, rolePlay: { groups: [{ name: 'Gruft', members: [{ figure: 'hugo', gp: 2.5 }] }] } };
    const run = cli('phoenix', 'book', world, tempFile('bad.json', bad), '--out', out);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/rolePlay\.groups\[0\]\.members\[0\]\.gp: Sir Hugo would get 2\.5 GP/);
    expect(run.err).not.toMatch(/at .*\.ts:\d+/);
    expect(existsSync(out)).toBe(false);
  });
});
