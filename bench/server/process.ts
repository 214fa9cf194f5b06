import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StoreConfig } from '../../src/store/index.js';
import { cpuSecondsOf } from './cpu-use.js';

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** CPU seconds the process has used so far, every thread together (user + system). */
  cpuSeconds(): number;
  /** Its resident memory in bytes. */
  rss(): number;
  /** The main thread's heap in use after a full collection, in bytes: what the server keeps, not what it has yet to collect. */
  retained(): Promise<number>;
  /** Answers so far by kind of request and status ("PUT /api/matches/:matchId/turn 200": count). */
  statuses(): Promise<Readonly<Record<string, number>>>;
  stop(): Promise<void>;
}

/** Starts bench/server/child.ts (node flags from BENCH_SERVER_FLAGS, e.g. --cpu-prof) in a process of its own, so that its CPU time and memory are its own and not the load generator's. */
export function startServerProcess(store: StoreConfig, workers: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--expose-gc', ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', CHILD, JSON.stringify(store), String(workers)], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid as number;
  const heapAnswers: ((bytes: number) => void)[] = [];
  const statusAnswers: ((counts: Record<string, number>) => void)[] = [];
  child.on('message', (message: { heap: number } | { statuses: Record<string, number> }) => {
    if ('heap' in message) heapAnswers.shift()?.(message.heap);
    else statusAnswers.shift()?.(message.statuses);
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('\n')) return;
      resolve({
        url: out.slice(0, out.indexOf('\n')),
        pid,
        cpuSeconds: () => cpuSecondsOf(pid),
        rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
        retained: () =>
          new Promise<number>((answer) => {
            heapAnswers.push(answer);
            child.send('heap');
          }),
        statuses: () =>
          new Promise<Record<string, number>>((answer) => {
            statusAnswers.push(answer);
            child.send('statuses');
          }),
        stop: () => {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          return exited.finally(() => clearTimeout(timer));
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`the bench server ended (${code}) before listening`)));
  });
}
