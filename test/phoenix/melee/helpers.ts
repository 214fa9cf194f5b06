import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { cli } from '../../cli/run.js';

const folder = mkdtempSync(join(tmpdir(), 'arbiter-melee-'));
let files = 0;

/** Writes `content` (text, or data as JSON) to a fresh file and returns its path. */
export function battleFile(content: unknown): string {
  const path = join(folder, `battle-${++files}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** A small valid melee: two warrior armies against one, in open lowland. */
export function smallMelee(): Record<string, unknown> {
  return {
    kind: 'melee',
    hex: { terrain: 'lowland' },
    attacker: { realm: 'X', armies: [{ id: 101, kind: 'warriors', K: 3000, HF: 10 }, { id: 201, kind: 'riders', R: 1000, HF: 5 }] },
    defenders: [{ realm: 'Y', armies: [{ id: 101, kind: 'warriors', K: 2500, HF: 20 }] }],
  };
}
