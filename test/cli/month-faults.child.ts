// Runs `arbiter phoenix month` with a writer that stops after the second file and waits to be killed (test/cli/month-faults.test.ts).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { runCli } from '../../src/cli/main.js';

const write = fs.writeFileSync;
let files = 0;
fs.writeFileSync = ((...args: Parameters<typeof write>) => {
  write(...args);
  files += 1;
  if (files === 2) {
    process.stdout.write('paused\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
  }
}) as typeof write;
syncBuiltinESMExports();
process.exitCode = runCli(process.argv.slice(2));
