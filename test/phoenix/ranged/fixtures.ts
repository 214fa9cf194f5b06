import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A battle file as the tests break it: untyped JSON on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EditableFile = Record<string, any>;

/** A fresh copy of an example battle file, to break on purpose. */
export function example(name: 'ranged-stronghold' | 'ranged-fleet'): EditableFile {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', 'phoenix', `${name}.json`), 'utf8')) as EditableFile;
}
