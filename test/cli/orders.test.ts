import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from './run.js';

const folder = mkdtempSync(join(tmpdir(), 'arbiter-orders-'));
const worldFile = join(folder, 'world.json');
cli('phoenix', 'new-world', '--seed', '7', '--realms', '3', '--armies', '--out', worldFile);
const world = JSON.parse(readFileSync(worldFile, 'utf8')) as { armies: { realm: string; number: number; at: string }[] };
const army = world.armies.find((a) => a.realm === 'nordmark' && a.number === 201)!;

describe('arbiter phoenix check', () => {
  it('exits 0 for a clean turn', () => {
    const turn = tempFile('turn.txt', `REICH nordmark\nBEWEGE 201 NACH ${army.at}\nSONDERBEFEHL 201 GEFANGENE\n`);
    const run = cli('phoenix', 'check', worldFile, turn);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/2 Befehle, keine Probleme/);
  });

  it('exits 2 and names line, column and reason of every problem', () => {
    const turn = tempFile('turn.txt', 'REICH nordmark\nBEWEGE 201 NACH 2001/04\nFLIEGE 201\nBEFOERDERE aldric ZU HER\n');
    const run = cli('phoenix', 'check', worldFile, turn, '--lang', 'en');
    expect(run.code).toBe(2);
    const lines = run.out.trim().split('\n');
    // The move to the pirates' nest cannot be completed: the month walks it as far as it goes, no refusal, but a note (P-120).
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/turn\.txt: line 3, column 1: "FLIEGE" is not an order/);
    expect(lines[1]).toMatch(new RegExp(`turn\\.txt: line 2, column 1: note: the move is likely to end at ${army.at}, not at 2001/04: `));
    expect(lines[2]).toMatch(/line 4, column 1: your realm has no character "aldric"/);
  });

  it('notes a move the month will cut short in German, and a turn with notes only is accepted (exit 0)', () => {
    const turn = tempFile('turn.txt', 'REICH nordmark\nBEWEGE 201 NACH 2001/04\n');
    const run = cli('phoenix', 'check', worldFile, turn);
    expect(run.code).toBe(0);
    const lines = run.out.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`turn\\.txt: Zeile 2, Spalte 1: Hinweis: Der Zug endet voraussichtlich in ${army.at}, nicht in 2001/04: `));
    expect(lines[1]).toMatch(/turn\.txt: 1 Befehl, keine Probleme\./);
    const json = cli('phoenix', 'check', worldFile, turn, '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out).problems).toEqual([expect.objectContaining({ code: 'move-cut-short', severity: 'warning', where: 'line 2, column 1' })]);
  });

  it('prints the problems as JSON with --json, and reads the JSON form of a turn', () => {
    const turn = tempFile('turn.json', { realm: 'nordmark', orders: [{ type: 'conquer', army: 999 }] });
    const run = cli('phoenix', 'check', worldFile, turn, '--json');
    expect(run.code).toBe(2);
    expect(JSON.parse(run.out)).toEqual({ realm: 'nordmark', orders: 1, problems: [{ code: 'unknown-army', message: 'Euer Reich hat kein Heer 999.', where: 'orders[0]' }] });
  });

  it('exits 2 without a stack trace for bad files', () => {
    const missing = cli('phoenix', 'check', worldFile, join(folder, 'nope.txt'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/nope\.txt: cannot be read/);
    const badWorld = cli('phoenix', 'check', tempFile('w.json', '{"format": 1}'), tempFile('t.txt', 'REICH nordmark\n'));
    expect(badWorld.code).toBe(2);
    expect(badWorld.err).not.toMatch(/at .*\.ts:\d+/);
    const badJson = cli('phoenix', 'check', worldFile, tempFile('t.json', '{"realm": '));
    expect(badJson.code).toBe(2);
    const noHeader = cli('phoenix', 'check', worldFile, tempFile('t.txt', 'BEWEGE 201 503/22\n'));
    expect(noHeader.code).toBe(2);
    expect(noHeader.out).toMatch(/Zeile 1, Spalte 1: Der Zug beginnt nicht mit der Kopfzeile/);
  });
});
