import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the web client is built (npm run web:build); the same from src/server and dist/server. */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** The path the web client lives under; its own router reads the rest. */
export const WEB_BASE = '/app/';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Serves the built web client under /app/: files as they are (hashed assets cached for good),
 * and index.html for every other path, so that links into the client open it. Does nothing
 * when the client is not built, so the API runs without it.
 */
export function webClientRoutes(app: FastifyInstance, dir: string = WEB_DIST): void {
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) {
    unbuiltClientRoutes(app);
    return;
  }
  const root = path.resolve(dir);
  app.get('/app', async (_request, reply) => reply.redirect(WEB_BASE));
  app.get('/app/*', async (request, reply) => {
    const wanted = decodeURIComponent((request.params as { '*': string })['*']);
    const file = path.resolve(root, wanted);
    const inside = file.startsWith(root + path.sep) && TYPES[path.extname(file)] !== undefined;
    if (inside && existsSync(file)) {
      const immutable = file.startsWith(path.join(root, 'assets') + path.sep);
      return reply
        .type(TYPES[path.extname(file)] as string)
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(readFileSync(file));
    }
    if (path.extname(wanted) !== '') return reply.code(404).type('text/plain; charset=utf-8').send(`no file ${wanted} in the web client`);
    // The page carries tokens in its #fragment; it must not be kept by shared caches nor leak a referrer.
    return reply.type(TYPES['.html'] as string).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(readFileSync(index));
  });
}

/**
 * Without a built client the links the server hands out (/app/join/…, /app/matches/…) still lead
 * somewhere: an invite to the server's plain join page, anything else to a note on how to build it.
 */
function unbuiltClientRoutes(app: FastifyInstance): void {
  const note =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Arbiter</title><meta name="referrer" content="no-referrer"></head><body style="font-family:sans-serif;max-width:40em;margin:2em auto"><h1>Arbiter</h1><p>The web client is not built: run <code>npm run web:build</code> (or <code>npm start</code>) and reload. The API is described at <a href="/api/openapi.json">/api/openapi.json</a>.</p></body></html>';
  app.get<{ Params: { invite: string } }>('/app/join/:invite', async (request, reply) => reply.header('cache-control', 'no-store').redirect(`/join/${encodeURIComponent(request.params.invite)}`));
  const answer = async (_request: unknown, reply: FastifyReply) => reply.type(TYPES['.html'] as string).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(note);
  app.get('/app', answer);
  app.get('/app/*', answer);
}
