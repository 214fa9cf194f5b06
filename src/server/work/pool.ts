import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/errors.js';
import { errorOf, execute, KEEP, StateShelf, type Task, type TaskFailure, type TaskResult, type StateRef } from './tasks.js';
import { tally } from '../tally.js';

/** Starts a worker on the JavaScript when built; from the TypeScript source (tsx, vitest) through tsx's loader, as the simulators do. */
function startWorker(nice: number): Worker {
  const options = { workerData: { nice } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./worker.js', import.meta.url), options);
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const worker = new URL('./worker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`, { eval: true, ...options });
}

/** How much lower the ordinary threads' priority is than the server thread's (a nice value): checks and pictures yield to answering requests; the urgent thread (evaluations) keeps the server's. */
const ORDINARY_NICE = 10;

/** Tasks per thread that may wait: a queue much longer would only make every answer late (issue 18). */
export const MAX_IN_FLIGHT_PER_THREAD = 32;
/** Tasks one seat (or game master) may have waiting or running at once: its surplus is refused, not everyone's (issue 47). */
export const MAX_IN_FLIGHT_PER_OWNER = 4;

/**
 * Whose a task is and how it is queued: `owner` (a match's seat) has its own share; `urgent` work —
 * a hand-in's check, a month's evaluation — is never refused for others' load and runs on a thread
 * of its own, so that no queue of checks holds it up.
 */
export interface Lane {
  readonly owner?: string;
  /** The match the owner plays in: all its seats together have at most half of the pool's places. */
  readonly match?: string;
  readonly urgent?: boolean;
  /** Work its caller already bounds (the checks of handed-in turns, handin-checks.ts): never refused, run on the ordinary threads. */
  readonly background?: boolean;
}
const RETRY_AFTER_S = 5;

interface Thread {
  readonly worker: Worker;
  /** The states this thread has been sent (it keeps a few; sent again when it may have dropped one). */
  readonly sent: string[];
  /** Tasks sent and not yet answered. */
  readonly pending: Set<number>;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * Heavy work (checking a turn, evaluating a period, drawing a picture) on worker threads, so that one
 * seat's large request does not hold up every other client (issue 18). With no threads
 * (ARBITER_WORKERS=0) the work runs in the server's own thread, as before.
 */
export class WorkPool {
  private readonly threads: Thread[] = [];
  /** The thread of urgent work, started with the first of it. */
  private urgentThread: Thread | undefined;
  private readonly owners = new Map<string, number>();
  private readonly matches = new Map<string, number>();
  private readonly waiting = new Map<number, Waiting>();
  private readonly shelf = new StateShelf();
  /** Tasks all seats of one match may have waiting or running at once: half of the pool's places. */
  private readonly matchShare: number;
  private next = 1;

  constructor(
    readonly size: number,
    private readonly onError: (error: unknown) => void = () => undefined,
    /** Tasks waiting or running at most, beyond which a task is refused with 503 (each may hold a turn of up to 1 MB). */
    private readonly maxInFlight: number = size * MAX_IN_FLIGHT_PER_THREAD,
  ) {
    this.matchShare = Math.max(MAX_IN_FLIGHT_PER_OWNER, Math.floor(maxInFlight / 2));
    for (let i = 0; i < size; i++) this.threads.push(this.start(ORDINARY_NICE));
  }

  /** Tasks handed to threads and not yet answered. */
  get inFlight(): number {
    return this.waiting.size;
  }

  run<K extends Task['kind']>(task: Extract<Task, { kind: K }>, lane: Lane = {}): Promise<TaskResult[K]> {
    if (this.threads.length === 0) {
      try {
        return Promise.resolve(execute(task, this.shelf) as TaskResult[K]);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    const owned = lane.owner === undefined ? 0 : (this.owners.get(lane.owner) ?? 0);
    if (lane.urgent !== true && lane.owner !== undefined && owned >= MAX_IN_FLIGHT_PER_OWNER) {
      return Promise.reject(
        new ApiError(429, 'too-many-checks', `you have ${owned} checks or pictures under way, the most one seat may have at once (${MAX_IN_FLIGHT_PER_OWNER}); wait for their answers`, undefined, { 'retry-after': '2' }),
      );
    }
    if (lane.urgent !== true && lane.background !== true && this.waiting.size >= this.maxInFlight) {
      return Promise.reject(
        new ApiError(503, 'busy', 'the server is checking and evaluating many turns right now; try again in a few seconds', undefined, { 'retry-after': String(RETRY_AFTER_S) }),
      );
    }
    const match = lane.urgent === true || lane.background === true ? undefined : lane.match;
    const ofMatch = match === undefined ? 0 : (this.matches.get(match) ?? 0);
    if (match !== undefined && ofMatch >= this.matchShare) {
      return Promise.reject(
        new ApiError(429, 'too-many-checks', `this match has ${ofMatch} checks or pictures under way, the most one match may have at once (${this.matchShare}); try again in a few seconds`, undefined, { 'retry-after': '2' }),
      );
    }
    const thread = lane.urgent === true ? (this.urgentThread ??= this.start(0)) : this.threads.reduce((best, t) => (t.pending.size < best.pending.size ? t : best));
    const id = this.next++;
    thread.pending.add(id);
    const owner = lane.owner;
    if (owner !== undefined) tally(this.owners, owner, 1);
    if (match !== undefined) tally(this.matches, match, 1);
    const sent = this.withState(thread, task);
    const done = new Promise<TaskResult[K]>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread.worker.postMessage({ id, task: sent });
    });
    if (owner === undefined && match === undefined) return done;
    return done.finally(() => {
      if (owner !== undefined) tally(this.owners, owner, -1);
      if (match !== undefined) tally(this.matches, match, -1);
    });
  }

  async close(): Promise<void> {
    const threads = [...this.threads.splice(0), ...(this.urgentThread === undefined ? [] : [this.urgentThread])];
    this.urgentThread = undefined;
    await Promise.all(threads.map((t) => t.worker.terminate()));
    for (const waiting of this.waiting.values()) waiting.reject(new Error('the server is stopping'));
    this.waiting.clear();
  }

  /** The task with its state attached when the thread may not hold it. */
  private withState<T extends Task>(thread: Thread, task: T): T {
    if (task.kind === 'evaluate' || task.kind === 'read-state') return task;
    const ref: StateRef = task.state;
    if (thread.sent.includes(ref.key)) return { ...task, state: { game: ref.game, key: ref.key } };
    thread.sent.push(ref.key);
    while (thread.sent.length > KEEP) thread.sent.shift();
    return task;
  }

  private start(nice: number): Thread {
    const thread: Thread = { worker: startWorker(nice), sent: [], pending: new Set() };
    thread.worker.unref();
    thread.worker.on('message', (message: { id: number; result?: unknown; failure?: TaskFailure }) => {
      thread.pending.delete(message.id);
      const waiting = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (waiting === undefined) return;
      if (message.failure !== undefined) waiting.reject(errorOf(message.failure));
      else waiting.resolve(message.result);
    });
    thread.worker.on('error', (error) => {
      this.onError(error);
      // A thread that died takes its tasks with it: refuse them, start another.
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1, this.start(ORDINARY_NICE));
      if (this.urgentThread === thread) this.urgentThread = undefined;
      for (const id of thread.pending) {
        this.waiting.get(id)?.reject(new Error('a worker thread failed'));
        this.waiting.delete(id);
      }
    });
    return thread;
  }
}
