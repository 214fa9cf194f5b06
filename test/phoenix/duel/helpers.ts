import { runCli } from '../../../src/cli/main.js';

export { problemsOf } from '../problems.js';

/** Runs the CLI with captured output. */
export function cli(args: readonly string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runCli(args, { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}

export const character = (name: string, rank: string, gp: number, extra: object = {}) => ({ name, rank, gp, ...extra });
export const wizard = (name: string, gp: number, zkp: number, extra: object = {}) => ({ name, gp, zkp, ...extra });
