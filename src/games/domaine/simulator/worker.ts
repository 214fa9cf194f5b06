import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { playGame, type GameRecord, type SimulationConfig } from './games.js';

interface Job {
  readonly config: SimulationConfig;
  readonly from: number;
  readonly to: number;
  readonly shared: Int32Array;
  readonly slot: number;
  readonly started: number;
  readonly port: MessagePort;
}

/** Plays games [from, to) and hands the records back; counts progress in shared memory. */
const job = workerData as Job;
Atomics.store(job.shared, job.started, 1);
try {
  const records: GameRecord[] = [];
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
