import { parentPort } from 'node:worker_threads';
import { execute, failureOf, WorldShelf, type Task } from './tasks.js';

/** A thread of the server's work pool (pool.ts): runs tasks one after the other, keeping the worlds it was sent. */
const shelf = new WorldShelf();
parentPort?.on('message', (message: { id: number; task: Task }) => {
  try {
    parentPort?.postMessage({ id: message.id, result: execute(message.task, shelf) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, failure: failureOf(error) });
  }
});
