import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = join(import.meta.dirname, '../../src/cli/main.ts');

describe('arbiter when its reader stops early (arbiter … | head)', () => {
  it('ends quietly: no stack trace, exit 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, 'fall-of-rome', 'simulate', '--games', '2', '--players', '2', '--seed', '1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(err).not.toMatch(/EPIPE|Error|\n\s+at /);
    expect(code).toBe(0);
  }, 60_000);
});
