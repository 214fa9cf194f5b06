import { Command, Option } from 'commander';
import { serverConfigFromEnv } from '../server/config.js';
import { startServer } from '../server/start.js';

interface Io {
  out(text: string): void;
  err(text: string): void;
}

/** `arbiter serve`: the game server (docs/server.md); configured by the environment, these options override it. */
export function serveCommand(io: Io): Command {
  return new Command('serve')
    .description('run the game server: matches, seats, turns and live updates over HTTP (docs/server.md)')
    .addOption(new Option('--port <n>', 'port to listen on').env('PORT'))
    .addOption(new Option('--host <host>', 'address to listen on').env('HOST'))
    .option('--no-demo', 'do not create the demo matches on a first start')
    .action((options: { port?: string; host?: string; demo: boolean }) => {
      const env = { ...process.env, ...(options.port === undefined ? {} : { PORT: options.port }), ...(options.host === undefined ? {} : { HOST: options.host }) };
      let config;
      try {
        config = serverConfigFromEnv(env);
      } catch (error) {
        io.err(`arbiter serve: ${(error as Error).message}\n`);
        process.exitCode = 2;
        return;
      }
      const starting = startServer(config, { demo: options.demo, out: io.out });
      // Listening for signals from the first moment, so that a stop during the start is clean too.
      const stop = () => {
        void starting.then((server) => server.close(), () => undefined).then(() => process.exit(process.exitCode ?? 0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      starting.catch((error: unknown) => {
        io.err(`arbiter serve: could not start: ${(error as Error).message}\n`);
        process.exitCode = 1;
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
      });
    });
}
