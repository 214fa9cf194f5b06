import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { InputError } from '../../../kernel/problems.js';

/** Writes a command's --out file, making its folder first; a path that cannot be written is bad input. */
export function writeOut(path: string, text: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  } catch (error) {
    throw new InputError([{ code: 'unwritable', message: `cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], path);
  }
}
