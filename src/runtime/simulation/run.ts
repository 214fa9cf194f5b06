import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel, Worker, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

/**
 * Starts a worker on the JavaScript when built; from the TypeScript source (tsx, vitest) it first
 * registers tsx's loader inside the worker, since loader flags do not reach worker threads.
 */
function startWorker(workerData: unknown, port: MessagePort): Worker {
  const options = { workerData, transferList: [port] };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./worker.js', import.meta.url), options);
  // require.resolve finds the CommonJS build; the worker imports the ES module beside it.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const worker = new URL('./worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** A worker that has not started by then (its code failed to load) ends the simulation. */
const START_MS = 60_000;

/** A game's simulation: the module that plays one game by its index (its `import.meta.url`), and that function. */
export interface SimulatedGame<C extends { readonly games: number }, R> {
  /** The URL of a module whose export `playGame(config, index)` is `play`: the workers import it. */
  readonly module: string;
  readonly play: (config: C, index: number) => R;
}

/**
 * Plays the simulation's games on `workers` threads, each a contiguous range of game indices.
 * Every game's seed depends on its index only, so the records are the same for any number of
 * workers. The call blocks until all are done (Atomics.wait), reporting progress as it goes.
 */
export function simulate<C extends { readonly games: number }, R>(game: SimulatedGame<C, R>, config: C, workers: number, progress: (done: number) => void = () => undefined): R[] {
  const threads = Math.max(1, Math.min(workers, config.games));
  if (threads === 1) {
    const records: R[] = [];
    for (let i = 0; i < config.games; i++) {
      records.push(game.play(config, i));
      progress(i + 1);
    }
    return records;
  }
  const shared = new Int32Array(new SharedArrayBuffer(4 * (2 * threads + 1)));
  const ports: MessagePort[] = [];
  const started: Worker[] = [];
  for (let w = 0; w < threads; w++) {
    const from = Math.floor((config.games * w) / threads);
    const to = Math.floor((config.games * (w + 1)) / threads);
    const { port1, port2 } = new MessageChannel();
    ports.push(port1);
    const worker = startWorker({ module: game.module, config, from, to, shared, slot: w + 1, started: threads + w + 1, port: port2 }, port2);
    // Failures come back as messages; a worker that cannot start is caught by the start check.
    worker.on('error', () => undefined);
    started.push(worker);
  }
  let lastDone = -1;
  const startBy = Date.now() + START_MS;
  for (let finished = Atomics.load(shared, 0); finished < threads; finished = Atomics.load(shared, 0)) {
    Atomics.wait(shared, 0, finished, 100);
    let done = 0;
    for (let w = 1; w <= threads; w++) done += Atomics.load(shared, w);
    if (done !== lastDone) {
      lastDone = done;
      progress(done);
    }
    let running = 0;
    for (let w = 1; w <= threads; w++) running += Atomics.load(shared, threads + w);
    if (running < threads && Date.now() > startBy) {
      for (const worker of started) void worker.terminate();
      throw new Error('a simulation worker could not start (its code failed to load)');
    }
  }
  const records: R[] = [];
  const errors: string[] = [];
  for (const port of ports) {
    const message = receiveMessageOnPort(port)?.message as { records?: R[]; error?: string } | undefined;
    if (message?.records) records.push(...message.records);
    else errors.push(message?.error ?? 'a worker ended without results');
    port.close();
  }
  for (const worker of started) void worker.terminate();
  if (errors.length > 0) throw new Error(`simulation failed: ${errors.join('; ')}`);
  progress(config.games);
  return records;
}
