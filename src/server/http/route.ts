import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseWith } from '../../kernel/validation.js';
import type { MatchInfo } from '../../store/index.js';
import { authorise, authoriseAccount, authoriseCreator, type Access, type AccountCaller, type Caller } from '../auth/caller.js';
import type { ServerContext } from '../context.js';
import { ApiError } from './errors.js';
import { checkUrlValues } from './limits.js';

type AnyObject = z.ZodObject;

/** What an endpoint answers with besides JSON: an SVG picture, Markdown, or a stream of events. */
export type Produces = 'application/json' | 'image/svg+xml' | 'text/markdown' | 'text/event-stream' | 'text/html';

export interface RouteSpec<P extends AnyObject, Q extends AnyObject, B extends z.ZodType> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's form: /api/matches/:matchId */
  readonly url: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The 200 answer; for other media types, a string. */
  readonly response: z.ZodType;
  readonly produces?: Produces;
  /** Counted against ARBITER_SECRET_RATE per address and minute: endpoints that take or hand out secrets. */
  readonly rateLimited?: boolean;
  handler(input: RouteInput<P, Q, B>): Promise<unknown>;
}

export interface RouteInput<P extends AnyObject, Q extends AnyObject, B extends z.ZodType> {
  readonly params: z.output<P>;
  readonly query: z.output<Q>;
  readonly body: z.output<B>;
  /** Who calls; undefined for 'public' and 'creator' endpoints. */
  readonly caller: Caller | undefined;
  /** The signed-in account, for 'account' endpoints. */
  readonly account: AccountCaller | undefined;
  /** The match of the URL, for endpoints with :matchId. */
  readonly match: MatchInfo | undefined;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any>;

/** Lets TypeScript infer a route's types from its schemas. */
export function route<P extends AnyObject = AnyObject, Q extends AnyObject = AnyObject, B extends z.ZodType = z.ZodUndefined>(
  spec: RouteSpec<P, Q, B>,
): RouteSpec<P, Q, B> {
  return spec;
}

export interface RouteOptions {
  /** Check every answer against its schema: on in tests, off in production for speed (D-12). */
  readonly validateResponses: boolean;
}

/** Registers a route: token check, then params, query and body parsed by their zod schemas (400 with every problem). */
export function register(app: FastifyInstance, context: ServerContext, spec: AnyRoute, options: RouteOptions): void {
  const callers = new WeakMap<FastifyRequest, { caller?: Caller; account?: AccountCaller }>();
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.rateLimited === true ? { config: { rateLimit: { max: context.config.secretRate, timeWindow: 60_000 } } } : {}),
    // The token is checked before the body is read (issue 47: 8 MB without a token stalled everyone while it was parsed).
    onRequest: async (request) => {
      const rawParams = request.params as Record<string, string>;
      checkUrlValues(rawParams, 'the URL');
      checkUrlValues((request.query ?? {}) as Record<string, unknown>, 'the query');
      const matchId = rawParams.matchId;
      if (spec.access === 'creator') authoriseCreator(context.config.createToken, context.lockout, request);
      else if (spec.access === 'account') callers.set(request, { account: await authoriseAccount(context.store, context.lockout, request) });
      else if (spec.access !== 'public') {
        if (matchId === undefined) throw new Error(`route ${spec.url} needs :matchId for access "${spec.access}"`);
        callers.set(request, { caller: await authorise(context.store, context.lockout, request, spec.access, matchId) });
      }
    },
    handler: async (request, reply) => {
      const rawParams = request.params as Record<string, string>;
      const matchId = rawParams.matchId;
      const { caller, account } = callers.get(request) ?? {};
      const params = spec.params === undefined ? {} : parseWith(spec.params, rawParams, 'the URL');
      const query = spec.query === undefined ? {} : parseWith(spec.query, request.query ?? {}, 'the query');
      if (spec.body === undefined && request.body !== undefined && request.body !== null && spec.method !== 'GET') {
        throw new ApiError(400, 'unexpected-body', 'this endpoint takes no body');
      }
      const body = spec.body === undefined ? undefined : parseWith(spec.body, request.body, 'the body');
      let match: MatchInfo | undefined;
      if (matchId !== undefined) {
        match = await context.store.getMatch(matchId);
        if (match === undefined) throw new ApiError(404, 'no-match', `there is no match "${matchId}"`);
      }
      const result = await spec.handler({ params, query, body, caller, account, match, request, reply });
      if (reply.sent) return reply;
      const produces = spec.produces ?? 'application/json';
      if (options.validateResponses) parseWith(spec.response, result, `the answer of ${spec.method} ${spec.url}`);
      if (produces === 'application/json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
      return reply.type(`${produces}; charset=utf-8`).send(result as string);
    },
  });
}
