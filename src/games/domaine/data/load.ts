import { readFileSync } from 'node:fs';
import { InputError } from '../../../kernel/problems.js';
import { parseJsonText } from '../../../kernel/validation.js';
import { parseTiles, type TileSet } from './tiles.js';

/** Reads and checks a tile file; problems name the file and the JSON path (kept apart so the web client never loads node:fs). */
export function loadTilesFile(path: string): TileSet {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new InputError([{ code: 'unreadable', message: 'cannot read the file' }], path);
  }
  return parseTiles(parseJsonText(text, path), path);
}

