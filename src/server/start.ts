import { openStore } from '../store/index.js';
import { buildApp, type App } from './app.js';
import type { ServerConfig } from './config.js';
import { createDemo, formatDemoLinks, RECOVER_LINKS } from './demo.js';

export interface RunningServer {
  readonly app: App;
  /** Where the server listens, e.g. http://127.0.0.1:8080 */
  readonly url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Create the demo matches when the store holds none. */
  readonly demo: boolean;
  readonly out: (text: string) => void;
}

/** Opens the store, starts listening, lets the bots play, and on a first start creates the demo. */
export async function startServer(config: ServerConfig, options: StartOptions): Promise<RunningServer> {
  const store = await openStore(config.store);
  const app = buildApp({ store, config, log: true });
  try {
    await app.fastify.listen({ host: config.host, port: config.port });
    const address = app.fastify.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    app.listeningAt(url);
    await app.startBots();
    const where = config.store.kind === 'sqlite' ? `SQLite in ${config.store.dataDir}` : 'PostgreSQL';
    options.out(`Arbiter listens on ${url} (${where}); API description: ${url}/api/openapi.json\n`);
    if (options.demo) {
      const demos = await createDemo(app);
      if (demos !== undefined) options.out(formatDemoLinks(demos));
      else options.out(`${(await store.listMatches()).length} matches in the store; the demo's links were shown at its first start.\n${RECOVER_LINKS}\n`);
    }
    return {
      app,
      url,
      close: async () => {
        await app.close();
        await store.close();
      },
    };
  } catch (error) {
    await app.close();
    await store.close();
    throw error;
  }
}
