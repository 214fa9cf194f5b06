import { parentPort } from 'node:worker_threads';
import '../../games/index.js'; // a thread knows the games the server does
import { execute, failureOf, StateShelf, type Task } from './tasks.js';

/** A thread of the server's work pool (pool.ts): runs tasks one after the other, keeping the states it was sent. */
const shelf = new StateShelf();
parentPort?.on('message', (message: { id: number; task: Task }) => {
  try {
    parentPort?.postMessage({ id: message.id, result: execute(message.task, shelf) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, failure: failureOf(error) });
  }
});
