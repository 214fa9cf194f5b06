#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { DiceScriptError } from '../kernel/dice.js';
import { InputError } from '../kernel/problems.js';
import { registeredGames } from '../kernel/registry.js';
import '../games/index.js';
import { adminCommand } from './admin.js';
import { serveCommand } from './serve.js';

/** Exit codes: 0 done, 1 an internal fault, 2 bad input of any kind. */
export const EXIT_BAD_INPUT = 2;

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

function program(io: CliIo): Command {
  const root = new Command('arbiter')
    .description('Arbiter adjudicates strategy board games: it knows the rules, shows its dice and explains every refusal.')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });
  for (const game of registeredGames()) if (game.cli !== undefined) root.addCommand(game.cli(io) as Command); // every game builds its subcommands with commander
  root.addCommand(serveCommand(io));
  root.addCommand(adminCommand(io));
  for (const command of root.commands) {
    command.exitOverride().configureOutput({ writeOut: io.out, writeErr: io.err });
    for (const sub of command.commands) sub.exitOverride().configureOutput({ writeOut: io.out, writeErr: io.err });
  }
  return root;
}

/** Runs the CLI with `args` (without node and script) and returns the exit code. */
export function runCli(args: readonly string[], io: CliIo = processIo): number {
  try {
    program(io).parse([...args], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      const ok = error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help';
      return ok ? 0 : EXIT_BAD_INPUT;
    }
    if (error instanceof InputError) {
      io.err(`${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    if (error instanceof DiceScriptError) {
      io.err(`--dice: ${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.err(`arbiter: internal error: ${message}\n`);
    if (process.env.ARBITER_DEBUG && error instanceof Error) io.err(`${error.stack ?? ''}\n`);
    return 1;
  }
}

function isMain(): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/** A reader that stops early (`arbiter … | head`) closes the pipe: stop quietly, as other command-line tools do. */
function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

if (isMain()) {
  quietOnClosedPipe(process.stdout);
  process.exitCode = runCli(process.argv.slice(2));
}
