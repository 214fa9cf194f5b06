import type { FastifyInstance } from 'fastify';
import { refuseWhileLocked } from './auth/caller.js';
import type { ServerContext } from './context.js';
import { ApiError } from './http/errors.js';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Arbiter</title><meta name="referrer" content="no-referrer"></head><body style="font-family:sans-serif;max-width:40em;margin:2em auto"><h1>${title}</h1>${body}</body></html>`;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The few pages the printed links open until the web client exists: opening an invite link
 * shows a button (a GET must not use the invite up: link previews fetch links), and pressing it
 * takes the seat and shows its token once.
 */
export function pageRoutes(app: FastifyInstance, context: ServerContext): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const home = page('Arbiter', '<p>The API is described at <a href="/api/openapi.json">/api/openapi.json</a>; docs/server.md explains it.</p>');
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(home));
  app.get('/matches/:matchId', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(page('Game master', '<p>Your token is the part of this link after <code>#token=</code>; send it as <code>Authorization: Bearer &lt;token&gt;</code> to the API (<a href="/api/openapi.json">OpenAPI</a>).</p>')),
  );
  app.get<{ Params: { invite: string } }>('/join/:invite', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Take your seat', `<form method="post" action="/join/${encodeURIComponent(request.params.invite)}"><button>Join the match</button></form><p>The invite works once.</p>`)),
  );
  app.post<{ Params: { invite: string } }>('/join/:invite', { config: { rateLimit: { max: context.config.secretRate, timeWindow: 60_000 } } }, async (request, reply) => {
    refuseWhileLocked(context.lockout, request, request.params.invite);
    const claimed = await context.store.claimInvite(request.params.invite);
    if (claimed === undefined) {
      context.lockout.fail(request.ip, request.params.invite);
      throw new ApiError(401, 'unknown-invite', 'the invite is not valid: it was used already or replaced by a new one');
    }
    const body = `<p>You play <b>${escape(claimed.seat)}</b> in match <code>${escape(claimed.matchId)}</code>.</p><p>Your token, shown this once — keep it:</p><pre>${escape(claimed.token)}</pre><p>Send it as <code>Authorization: Bearer &lt;token&gt;</code> to the API (<a href="/api/openapi.json">OpenAPI</a>).</p>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Seat taken', body));
  });
}
