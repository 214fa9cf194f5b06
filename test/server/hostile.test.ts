import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createPhoenix, joinAll, ok, sqliteServer, type CreatedMatch, type TestServer } from './helpers.js';

let server: TestServer;
let created: CreatedMatch;
let tokens: Record<string, string>;
let base: string;
let realm: string;

beforeAll(async () => {
  server = await sqliteServer({ bodyLimit: 256 * 1024 });
  created = await createPhoenix(server.app, 2);
  tokens = await joinAll(server.app, created);
  base = `/api/matches/${created.match.id}`;
  realm = created.seats.map((s) => s.seat).sort()[0] as string;
});
afterAll(() => server.close());

function expectRefusal(response: { statusCode: number; body: string }, status: number, message: RegExp): void {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body) as { error: { status: number; code: string; message: string } };
  expect(body.error.status).toBe(status);
  expect(body.error.message).toMatch(message);
  expect(response.body).not.toMatch(/\n\s+at |\.ts:\d+/);
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('hostile input at the edge', () => {
  it('refuses JSON nested deeper than the limit with 400 naming it (issue 18, seen 1)', async () => {
    const response = await call(server.app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { json: nested(5_000) } });
    expectRefusal(response, 400, /nest.*64 levels/);
    expect(response.json().error.code).toBe('too-deep');
    // Within the limit the body is read (and the turn refused by its own checks, not by depth).
    const shallow = await call(server.app, `${base}/check`, { token: tokens[realm], body: { json: nested(20) } });
    expect(shallow.statusCode).toBe(200);
  });

  it('refuses control characters where they mean nothing, in body, path and query (seen 2)', async () => {
    const nul = await call(server.app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { text: `REICH ${realm}\u0000` } });
    expectRefusal(nul, 400, /control character/);
    expect(nul.json().error.problems[0].where).toBe('text');
    const title = await call(server.app, '/api/phoenix/matches', { body: { title: 'Erk\u0000enfara', generate: { seed: 1, realms: 2 } } });
    expectRefusal(title, 400, /control character/);
    const inJson = await call(server.app, `${base}/check`, { token: tokens[realm], body: { json: { realm, orders: [{ type: 'x\u0007' }] } } });
    expectRefusal(inJson, 400, /control character/);
    expect(inJson.json().error.problems[0].where).toBe('json.orders[0].type');
    const inPath = await call(server.app, `${base}/turns/a%00b`, { token: created.gmToken });
    expectRefusal(inPath, 400, /control character/);
    // Line breaks and tabs are text, not control.
    const lines = await call(server.app, `${base}/check`, { token: tokens[realm], body: { text: `REICH ${realm}\r\n\t` } });
    expect(lines.statusCode).toBe(200);
  });

  it('refuses half a character (a lone surrogate) in texts and keys with 400, on every store alike; whole characters pass (issue 47)', async () => {
    const high = await call(server.app, `${base}/turn`, { method: 'PUT', token: tokens[realm], body: { text: `REICH ${realm}\n# Gru\uD800ss` } });
    expectRefusal(high, 400, /half of a character/);
    expect(high.json().error).toMatchObject({ code: 'lone-surrogate', problems: [{ where: 'text' }] });
    const low = await call(server.app, '/api/phoenix/matches', { body: { title: 'Erken\uDC00fara', generate: { seed: 1, realms: 2 } } });
    expectRefusal(low, 400, /half of a character/);
    const key = await call(server.app, `${base}/check`, { token: tokens[realm], body: { json: { realm, ['x\uDBFF']: 1 } } });
    expectRefusal(key, 400, /half of a character/);
    // A pair is a character: an emoji in a comment is text.
    const whole = await call(server.app, `${base}/check`, { token: tokens[realm], body: { text: `REICH ${realm}\n# Gruß 🐉` } });
    expect(whole.statusCode).toBe(200);
  });

  it("answers 404 for a game master's made-up realm on the map, and keeps nothing for it (issue 47)", async () => {
    const drawn = vi.spyOn(server.app.context.work, 'run');
    for (const url of [`${base}/periods/1/map.json?seat=nobody`, `${base}/periods/1/map.svg?seat=nobody`]) {
      const answer = await call(server.app, url, { token: created.gmToken });
      expectRefusal(answer, 404, /has no realm "nobody"/);
    }
    // Refused before anything is drawn (and so kept).
    expect(drawn).not.toHaveBeenCalled();
    drawn.mockRestore();
    expect((await call(server.app, `${base}/periods/1/map.svg?seat=${realm}`, { token: created.gmToken })).statusCode).toBe(200);
  });

  it('answers 404 for the turns of a realm that does not exist (seen 7)', async () => {
    const response = await call(server.app, `${base}/turns/nobody`, { token: created.gmToken });
    expectRefusal(response, 404, /nobody/);
  });

  it('publishes a published month once: the version does not rise again (seen 7)', async () => {
    const own = await createPhoenix(server.app, 2, 8);
    const url = `/api/matches/${own.match.id}`;
    const month = await ok<{ version: number }>(server.app, `${url}/period`, { token: own.gmToken });
    await ok(server.app, `${url}/evaluation`, { token: own.gmToken, body: { period: 1, expectedVersion: month.version } });
    const first = await ok<{ version: number }>(server.app, `${url}/periods/1/publication`, { token: own.gmToken, method: 'POST' });
    const again = await ok<{ version: number }>(server.app, `${url}/periods/1/publication`, { token: own.gmToken, method: 'POST' });
    expect(again.version).toBe(first.version);
  });
});

describe('oversized requests on a real socket', () => {
  let url: string;
  beforeAll(async () => {
    url = await server.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  });

  function raw(options: http.RequestOptions, body?: Buffer): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${url}${options.path ?? '/'}`, options, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      if (body !== undefined) request.write(body);
      request.end();
    });
  }

  it('answers a body above the limit with 413 and a readable body, not a reset connection (seen 7)', async () => {
    const body = Buffer.alloc(10 * 1024 * 1024, 'a');
    const response = await raw({ method: 'POST', path: '/api/join', headers: { 'content-type': 'application/json', 'content-length': body.length } }, body);
    expectRefusal({ statusCode: response.status, body: response.body }, 413, /larger than/);
    const chunked = await raw({ method: 'POST', path: '/api/join', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, body);
    expectRefusal({ statusCode: chunked.status, body: chunked.body }, 413, /larger than/);
  });

  it('answers every try of a 10 MB body with 413 that the client reads, on raw TCP and through Node, ten times running (issue 47)', async () => {
    const body = Buffer.alloc(10 * 1024 * 1024, 'a');
    const { port } = new URL(url);
    const overTcp = () =>
      new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('error', () => resolve(`error: ${answer}`));
        socket.on('close', () => resolve(answer));
        socket.write(`POST /api/join HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`);
        socket.write(body, () => socket.end());
      });
    for (let i = 0; i < 10; i++) {
      expect((await overTcp()).split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      const response = await raw({ method: 'POST', path: '/api/join', headers: { 'content-type': 'application/json', 'content-length': body.length } }, body);
      expect(response.status).toBe(413);
    }
  });

  it('checks the token before it reads a body, and stops reading one that nests too deep as soon as it does (issue 47 item 3)', async () => {
    const nestedText = `{"json":${'['.repeat(100_000)}1${']'.repeat(100_000)}}`;
    const parsed = vi.spyOn(JSON, 'parse');
    try {
      const noToken = await raw({ method: 'PUT', path: `${base}/turn`, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(nestedText) } }, Buffer.from(nestedText));
      expect(noToken.status).toBe(401);
      expect(JSON.parse(noToken.body)).toMatchObject({ error: { code: 'no-token' } });
      const deep = await raw({ method: 'PUT', path: `${base}/turn`, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(nestedText), authorization: `Bearer ${tokens[realm]}` } }, Buffer.from(nestedText));
      expect(deep.status).toBe(400);
      expect(JSON.parse(deep.body)).toMatchObject({ error: { code: 'too-deep' } });
      // Neither body was parsed: no JSON.parse of anything near its size.
      expect(parsed.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 100_000)).toEqual([]);
    } finally {
      parsed.mockRestore();
    }
  });

  it('answers stalled request headers with 408 soon after the headers timeout, not a 400 a minute later (issue 47)', async () => {
    const quick = await sqliteServer({ headersTimeoutMs: 400 });
    try {
      const { port } = new URL(await quick.app.fastify.listen({ port: 0, host: '127.0.0.1' }));
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('utf8')));
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
        // The headers never end.
        socket.write('GET /api/games HTTP/1.1\r\nhost: localhost\r\nx-slow: 1');
      });
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { status: 408, code: 'request-timeout' } });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await quick.close();
    }
  });

  it('answers a too long URL with 414 and an over-full header with 431, in the error shape (seen 7)', async () => {
    const long = await raw({ method: 'GET', path: `/api/matches/${'a'.repeat(500)}` });
    expectRefusal({ statusCode: long.status, body: long.body }, 414, /URL/);
    const headers = await raw({ method: 'GET', path: '/api/games', headers: { 'x-filler': 'x'.repeat(20_000) } });
    expectRefusal({ statusCode: headers.status, body: headers.body }, 431, /header/);
  });
});
