import { resolveOptions, type JdaOptions } from '../setup.js';

/**
 * The player count of a game's options, which must be the rule set's defaults otherwise: rules
 * options, other data files and `powers` throw (the engine plays the first powers of the starting
 * order, the shipped data and DEFAULT_RULES only).
 */
export function playoutPlayers(options: JdaOptions): number {
  const others = Object.keys(options).filter((key) => key !== 'players');
  if (others.length > 0) throw new Error(`options ${others.join(', ')} are not supported by the playout engine`);
  return resolveOptions(options).powers.length;
}
