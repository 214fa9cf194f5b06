import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StoreConfig } from '../../src/store/index.js';
import type { Store, StoreUpdate } from '../../src/store/index.js';

/** What the contract suite needs of a dialect besides the Store itself. */
export interface StoreHarness {
  readonly config: StoreConfig;
  /** Everything the database holds at rest, as text: to look for secrets in. */
  dump(): Promise<string>;
  /** The migrations recorded as done. */
  migrations(): Promise<string[]>;
}

/**
 * Resolves with the next `count` updates of a match, in the order heard — other than the news of
 * its creation and of versions up to `afterVersion`, which PostgreSQL may still be delivering when
 * a test subscribes.
 */
export function nextUpdates(store: Store, matchId: string, count: number, afterVersion = 0): Promise<StoreUpdate[]> {
  return new Promise((resolve) => {
    const heard: StoreUpdate[] = [];
    const stop = store.subscribe(matchId, (update) => {
      if (update.kind === 'created' || update.version <= afterVersion) return;
      heard.push(update);
      if (heard.length === count) {
        stop();
        resolve(heard);
      }
    });
  });
}

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));

export interface ChildRun {
  /** Resolves with the child's first line of output. */
  readonly firstLine: Promise<string>;
  /** Resolves when the child has exited, with its exit code or signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

/** Runs test/store/child.ts in a process of its own. */
export function runChild(task: string, config: StoreConfig, ...args: string[]): ChildRun {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, task, JSON.stringify(config), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const firstLine = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const end = out.indexOf('\n');
      if (end >= 0) resolve(out.slice(0, end));
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`the child exited (${code ?? signal}) without a line of output: ${stderr}`)),
    );
  });
  return { firstLine, exited, kill: (signal) => child.kill(signal) };
}
