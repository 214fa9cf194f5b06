import { buildApp } from '../../src/server/app.js';
import { openStore, type StoreConfig } from '../../src/store/index.js';
import { benchConfig } from './fixture.js';

/**
 * `node --expose-gc --import tsx bench/server/child.ts STORE-JSON WORKERS`: a bench server in a process of its own; prints its address, and answers a message with the heap it keeps or its answers by kind.
 * BENCH_SLOW_MS=n: prints each request the server took longer than n ms to answer (to tell a slow server from a slow load generator).
 */
const config = benchConfig(JSON.parse(process.argv[2] as string) as StoreConfig, Number(process.argv[3]));
const store = await openStore(config.store);
const app = buildApp({ store, config });
// Answers by route and status, so that the bench tells what share of each kind of request was refused.
const statuses = new Map<string, number>();
app.fastify.addHook('onResponse', async (request, reply) => {
  const key = `${request.method} ${request.routeOptions.url ?? '(no route)'} ${reply.statusCode}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  if (process.env.BENCH_SLOW_MS !== undefined && reply.elapsedTime > Number(process.env.BENCH_SLOW_MS)) process.stderr.write(`slow ${Math.round(reply.elapsedTime)} ms ${key}\n`);
});
const url = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
app.listeningAt(url);
process.stdout.write(`${url}\n`);
process.once('SIGTERM', () => process.exit(0));
// The bench asks, over the IPC channel, for the answers by kind, or for the memory the server keeps: a full collection first (node runs with --expose-gc), then the heap in use.
process.on('message', (message) => {
  if (message === 'statuses') {
    process.send?.({ statuses: Object.fromEntries(statuses) });
    return;
  }
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ heap: process.memoryUsage().heapUsed });
});
