import { cli as captureCli, type CliRun } from '../../cli/run.js';

export { problemsOf } from '../problems.js';

/** Runs the CLI with captured output. */
export function cli(args: readonly string[]): CliRun {
  return captureCli(...args);
}

export const character = (name: string, rank: string, gp: number, extra: object = {}) => ({ name, rank, gp, ...extra });
export const wizard = (name: string, gp: number, zkp: number, extra: object = {}) => ({ name, gp, zkp, ...extra });
