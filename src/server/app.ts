import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import '../games/index.js';
import type { Store } from '../store/index.js';
import { accountRoutes } from './accounts/routes.js';
import { AuthLockout } from './auth/lockout.js';
import type { ServerConfig } from './config.js';
import type { ServerContext } from './context.js';
import { COMPRESS_ABOVE } from './http/cached.js';
import { ApiError, handleError } from './http/errors.js';
import { clientErrorHandler, jsonBodies } from './http/limits.js';
import { openApiDocument } from './http/openapi.js';
import { register, type AnyRoute } from './http/route.js';
import { pageRoutes } from './pages.js';
import { webClientRoutes } from './static.js';
import { liveRoutes } from './live/routes.js';
import { demoRoutes } from './demo-route.js';
import { Streams } from './live/streams.js';
import { gmConsoleRoutes } from './matches/gm-routes.js';
import { matchRoutes } from './matches/routes.js';
import { GAME_SERVERS } from './game-servers.js';
import { periodRoutes } from './periods/routes.js';
import { PeriodStates } from './periods/states.js';
import { WorkPool } from './work/pool.js';
import { Notifier, type NotifierDeps } from './notify/notifier.js';
import { Reminders } from './notify/reminders.js';
import { notifyRoutes } from './notify/routes.js';
import { BotRunner } from './play/bots.js';
import { InteractiveMatches } from './play/matches.js';
import { replayRoutes } from './play/replay.js';
import { playRoutes } from './play/routes.js';

export interface AppOptions {
  readonly store: Store;
  readonly config: ServerConfig;
  /** Check every answer against its zod schema (tests); off in production (D-12). */
  readonly validateResponses?: boolean;
  /** Log requests that fail with 500 and other warnings; off in tests. */
  readonly log?: boolean;
  /** Stand-ins for the notifier's senders (tests). */
  readonly notifierDeps?: NotifierDeps;
}

export interface App {
  readonly fastify: FastifyInstance;
  readonly context: ServerContext;
  readonly routes: readonly AnyRoute[];
  /** Starts the bots of matches that have them; once, after the server listens. */
  startBots(): Promise<void>;
  /** The deadline reminder scheduler (its tick is called directly in tests). */
  readonly reminders: Reminders;
  /** Where the server listens, once it does: the links' base unless ARBITER_PUBLIC_URL is set. */
  listeningAt(url: string): void;
  /** Closes the streams, the bots and the server; the store stays open (its owner closes it). */
  close(): Promise<void>;
}

/** Trusts the nearest `hops` proxies (fastify's own hop count, in the form its types take). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

const headersTimeout = (config: ServerConfig): number => config.headersTimeoutMs ?? 10_000;

/** The HTTP API on a store (docs/server.md). */
export function buildApp(options: AppOptions): App {
  const { store, config } = options;
  const fastify = Fastify({
    bodyLimit: config.bodyLimit,
    logger: options.log === true ? { level: 'warn' } : false,
    // Refusals fastify and Node make before a route runs answer in the documented error shape too.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    clientErrorHandler,
    // Stalled headers are answered 408 within the timeout and a tenth of it (Node checks at that interval; by default every 30 s).
    http: { headersTimeout: headersTimeout(config), requestTimeout: Math.max(300_000, headersTimeout(config)), connectionsCheckingInterval: Math.max(50, Math.round(headersTimeout(config) / 10)) },
    // Behind a proxy the client's address comes from X-Forwarded-For, only from the proxies named here.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : (config.trustProxy ?? false),
  });
  jsonBodies(fastify, config.bodyLimit);
  // Standard security headers; the web client loads only its own scripts (docs/server.md).
  void fastify.register(helmet, {
    contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null } },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  // Requests per address and minute on the endpoints that take secrets or hand them out (creating, joining, inviting).
  void fastify.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, limit) =>
      new ApiError(429, 'rate-limited', `too many requests of this kind from your address: at most ${limit.max} a minute; try again in ${limit.after}`),
  });
  // Large answers (worlds, reports, views) travel compressed; kept answers bring their own gzip form (http/cached.ts).
  void fastify.register(compress, { global: true, threshold: COMPRESS_ABOVE, encodings: ['gzip', 'deflate'] });
  const warn = (error: unknown) => fastify.log.warn({ err: error }, 'background work failed');
  const interactive = new InteractiveMatches(store);
  const work = new WorkPool(config.workers, warn);
  let listening = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const context: ServerContext = {
    store,
    config,
    lockout: new AuthLockout(config.authFailures, config.authFailuresPerAddress, config.authWindowMs),
    interactive,
    periods: new PeriodStates(store, work),
    work,
    streams: new Streams(store, warn, { perToken: config.streamsPerToken ?? 16, perAddress: config.streamsPerAddress ?? 256 }),
    notifier: new Notifier(store, config.notify, () => config.publicUrl ?? listening, warn, options.notifierDeps),
    publicUrl: () => config.publicUrl ?? listening,
    demo: { links: undefined },
  };
  const reminders = new Reminders(store, context.notifier, config.notify?.reminderLeadMs ?? 3_600_000, warn);
  reminders.start(config.notify?.reminderIntervalMs ?? 0);
  const bots = new BotRunner(store, interactive, config.botDelayMs, warn);
  const routes: AnyRoute[] = [
    ...matchRoutes(context, bots),
    ...gmConsoleRoutes(context, bots),
    ...playRoutes(context),
    ...replayRoutes(context),
    ...liveRoutes(context),
    ...periodRoutes(context),
    ...[...GAME_SERVERS.values()].flatMap((server) => server.routes(context)),
    ...notifyRoutes(context),
    ...accountRoutes(context),
    ...demoRoutes(context),
  ];
  const document = () => openApiDocument(routes, context.publicUrl());
  fastify.setErrorHandler(handleError);
  fastify.setNotFoundHandler((request, reply) => handleError(new ApiError(404, 'no-endpoint', `there is no endpoint ${request.method} ${request.url.split('?')[0]}`), request, reply));
  // Routes after the compression plugin has loaded, so that its hook applies to them.
  fastify.after(() => {
    for (const spec of routes) register(fastify, context, spec, { validateResponses: options.validateResponses ?? false });
    fastify.get('/api/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(document())));
    pageRoutes(fastify, context);
    webClientRoutes(fastify);
  });
  fastify.addHook('preClose', async () => {
    bots.close();
    reminders.stop();
    context.streams.closeAll();
  });
  return {
    fastify,
    context,
    routes,
    startBots: () => bots.start(),
    reminders,
    listeningAt: (url) => {
      listening = url;
    },
    close: async () => {
      await fastify.close();
      context.periods.close();
      await context.notifier.idle();
      context.notifier.close();
      await work.close();
    },
  };
}
