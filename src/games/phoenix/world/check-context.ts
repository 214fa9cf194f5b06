import type { Problem } from '../../../kernel/problems.js';
import type { LoadedWorld } from './loaded.js';
import { parsePlace, placeIndex } from './places.js';
import type { World } from './schema.js';

/** What every consistency check reads, and where it reports. */
export interface CheckContext {
  readonly world: World;
  readonly loaded: LoadedWorld;
  /** Dense index of a place text, −1 when it is no place. */
  resolve(text: string): number;
  /** Resolves a place, reporting "unknown-place" at `where` when it is none. */
  place(text: string, where: string): number;
  report(where: string, code: string, message: string): void;
  readonly problems: Problem[];
}

export function makeContext(world: World, loaded: LoadedWorld): CheckContext {
  const problems: Problem[] = [];
  const resolve = (text: string) => {
    const known = loaded.placeOf.get(text);
    if (known !== undefined) return known;
    const id = parsePlace(text);
    return id === undefined ? -1 : placeIndex(id);
  };
  const report = (where: string, code: string, message: string) => problems.push({ code, message, where });
  return {
    world,
    loaded,
    problems,
    resolve,
    report,
    place(text, where) {
      const index = resolve(text);
      if (index < 0) report(where, 'unknown-place', `"${text}" is no hex of Erkenfara's 135 provinces or of the pirate nest 2001`);
      return index;
    },
  };
}
