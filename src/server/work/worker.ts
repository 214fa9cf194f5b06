import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import '../../games/index.js'; // a thread knows the games the server does
import { execute, failureOf, StateShelf, type Task } from './tasks.js';

/**
 * A thread of the server's work pool (pool.ts): runs tasks one after the other, keeping the states
 * it was sent. An ordinary thread runs at a lower priority (`workerData.nice`, Linux: a thread is
 * its own task there), so that on a busy machine answering requests comes before checking turns.
 */
const nice = (workerData as { nice?: number } | undefined)?.nice ?? 0;
if (nice > 0) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').at(-1)), nice);
  } catch {
    // Not Linux, or not allowed: the thread runs at the process's priority.
  }
}
const shelf = new StateShelf();
parentPort?.on('message', (message: { id: number; task: Task }) => {
  try {
    parentPort?.postMessage({ id: message.id, result: execute(message.task, shelf) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, failure: failureOf(error) });
  }
});
