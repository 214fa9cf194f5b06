import { readFileSync } from 'node:fs';
import { InputError } from '../../../kernel/problems.js';
import { parseJsonText } from '../../../kernel/validation.js';
import { refusal } from '../refusals.js';
import { parseTables, type Tables } from './tables.js';

/** Reads and checks a tables file a game owner supplies in place of the sample (kept apart: the web client bundles tables.ts). */
export function loadTables(path: string): Tables {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = (error as Error).message;
    throw new InputError([refusal('unreadable', {}, (say) => say.unreadable(reason))], path);
  }
  return parseTables(parseJsonText(text, path), path);
}
