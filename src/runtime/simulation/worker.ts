import { parentPort, workerData, type MessagePort } from 'node:worker_threads';

interface Job {
  /** The game's module: its export playGame(config, index) plays one game. */
  readonly module: string;
  readonly config: unknown;
  readonly from: number;
  readonly to: number;
  readonly shared: Int32Array;
  readonly slot: number;
  readonly started: number;
  readonly port: MessagePort;
}

/** Plays games [from, to) of the game's module and hands the records back; counts progress in shared memory. */
const job = workerData as Job;
Atomics.store(job.shared, job.started, 1);
try {
  const { playGame } = (await import(job.module)) as { playGame: (config: unknown, index: number) => unknown };
  const records: unknown[] = [];
  for (let i = job.from; i < job.to; i++) {
    records.push(playGame(job.config, i));
    Atomics.add(job.shared, job.slot, 1);
  }
  job.port.postMessage({ records });
} catch (error) {
  job.port.postMessage({ error: error instanceof Error ? error.message : String(error) });
} finally {
  Atomics.add(job.shared, 0, 1);
  Atomics.notify(job.shared, 0);
  parentPort?.close();
}
