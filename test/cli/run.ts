import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main.js';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs the CLI in-process and captures what it prints. */
export function cli(...args: string[]): CliRun {
  let out = '';
  let err = '';
  const code = runCli(args, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

/** Writes `content` (a string, or JSON of an object) to a fresh temporary file and returns its path. */
export function tempFile(name: string, content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'arbiter-')), name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}
