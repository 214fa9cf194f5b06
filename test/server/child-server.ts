import { buildApp } from '../../src/server/app.js';
import { openStore, type StoreConfig } from '../../src/store/index.js';
import { testConfig } from './helpers.js';

/** A server in a process of its own on the store given as JSON: prints its address, stops on SIGTERM. */
const storeConfig = JSON.parse(process.argv[2] as string) as StoreConfig;
const config = testConfig(storeConfig);
const store = await openStore(storeConfig);
const app = buildApp({ store, config, log: true });
const url = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
app.listeningAt(url);
await app.startBots();
process.stdout.write(`${url}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => store.close())
    .then(() => process.exit(0));
});
