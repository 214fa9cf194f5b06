import { buildApp } from '../../src/server/app.js';
import { openStore, type StoreConfig } from '../../src/store/index.js';
import { benchConfig } from './fixture.js';

/** `node --expose-gc --import tsx bench/server/child.ts STORE-JSON WORKERS`: a bench server in a process of its own; prints its address, and answers a message with the heap it keeps. */
const config = benchConfig(JSON.parse(process.argv[2] as string) as StoreConfig, Number(process.argv[3]));
const store = await openStore(config.store);
const app = buildApp({ store, config });
const url = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
app.listeningAt(url);
process.stdout.write(`${url}\n`);
process.once('SIGTERM', () => process.exit(0));
// The bench asks, over the IPC channel, for the memory the server keeps: a full collection first (node runs with --expose-gc), then the heap in use.
process.on('message', () => {
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ heap: process.memoryUsage().heapUsed });
});
