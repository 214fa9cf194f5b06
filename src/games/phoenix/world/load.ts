import { readFileSync } from 'node:fs';
import { InputError } from '../../../kernel/problems.js';
import { parseJsonText, parseWith } from '../../../kernel/validation.js';
import { makeContext } from './check-context.js';
import { checkFigures } from './check-figures.js';
import { checkMap } from './check-map.js';
import { checkRealms } from './check-realms.js';
import { checkStart } from './check-start.js';
import { checkStartLand } from './check-start-land.js';
import { checkTradingPosts } from './trading-posts.js';
import { checkSpecialRealms } from './check-special-realms.js';
import { indexWorld, type LoadedWorld } from './loaded.js';
import { worldSchema, type World } from './schema.js';

/** Every consistency problem of a world that passed the schema, each named by JSON path. */
export function worldProblems(world: World): { loaded: LoadedWorld; problems: ReturnType<typeof makeContext>['problems'] } {
  const loaded = indexWorld(world);
  const context = makeContext(world, loaded);
  checkMap(context);
  checkRealms(context);
  checkFigures(context);
  checkTradingPosts(context);
  checkStart(context);
  checkStartLand(context);
  checkSpecialRealms(context);
  return { loaded, problems: context.problems };
}

/** Checks parsed world data; throws an InputError naming every problem. */
export function parseWorld(input: unknown, source?: string): LoadedWorld {
  const world = parseWith(worldSchema, input, source);
  const { loaded, problems } = worldProblems(world);
  if (problems.length > 0) throw new InputError(problems, source);
  return loaded;
}

/** Reads and checks a world file. */
export function loadWorldFile(path: string): LoadedWorld {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError([{ code: 'unreadable', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], path);
  }
  return parseWorld(parseJsonText(text, path), path);
}
