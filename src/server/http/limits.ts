import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import type { Problem } from '../../kernel/problems.js';
import { ApiError, errorBody } from './errors.js';

/** How deep a request body may nest: worlds and turns need fewer than 10 levels (issue 18). */
export const MAX_JSON_DEPTH = 64;

/** C0 controls and DEL, except tab, line feed and carriage return, which are text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A UTF-16 surrogate without its pair: no character, which SQLite and PostgreSQL would each keep as U+FFFD their own way (issue 47). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Any UTF-16 surrogate: a body's text without one (and without escapes) holds no lone one. */
const SURROGATE = /[\uD800-\uDFFF]/;
/** In a path or query nothing is text that needs a control character. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_URL = /[\u0000-\u001F\u007F]/;

function where(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
}

function surrogateProblem(at: string): Problem {
  return { code: 'lone-surrogate', message: 'contains half of a character (a lone UTF-16 surrogate, such as \\ud800); send whole characters', where: at === '' ? 'the body' : at };
}

function controlProblem(at: string): Problem {
  return { code: 'control-character', message: 'contains a control character (such as NUL); send plain text', where: at === '' ? 'the body' : at };
}

/**
 * Walks a parsed body once: deeper than MAX_JSON_DEPTH is refused before anything recursive (the
 * store's JSON.stringify) sees it; strings and keys with control characters are refused so that
 * SQLite and PostgreSQL (which cannot keep NUL) answer alike; so are lone surrogates.
 */
export function checkBody(value: unknown): void {
  // The keys from the top to the node being looked at; a path is spelled out only for a refusal (issue 18: turns of 50 kB are walked on every hand-in).
  const keys: (string | number)[] = [];
  const pathHere = () => keys.reduce<string>((path, key) => where(path, key), '');
  const walk = (node: unknown, depth: number): void => {
    if (typeof node === 'string') {
      if (CONTROL_IN_TEXT.test(node)) {
        const path = pathHere();
        throw new ApiError(400, 'control-character', `${path === '' ? 'the body' : path} contains a control character`, [controlProblem(path)]);
      }
      if (LONE_SURROGATE.test(node)) {
        const path = pathHere();
        throw new ApiError(400, 'lone-surrogate', `${path === '' ? 'the body' : path} contains half of a character (a lone surrogate)`, [surrogateProblem(path)]);
      }
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (depth >= MAX_JSON_DEPTH) {
      const path = pathHere();
      throw new ApiError(400, 'too-deep', `the body nests deeper than ${MAX_JSON_DEPTH} levels (at ${path === '' ? 'the top' : path}); this server reads at most ${MAX_JSON_DEPTH}`);
    }
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        keys.push(index);
        walk(node[index], depth + 1);
        keys.pop();
      }
      return;
    }
    for (const key in node) {
      if (CONTROL_IN_TEXT.test(key)) {
        const path = pathHere();
        throw new ApiError(400, 'control-character', `a key at ${path === '' ? 'the top' : path} contains a control character`, [controlProblem(path)]);
      }
      if (LONE_SURROGATE.test(key)) {
        const path = pathHere();
        throw new ApiError(400, 'lone-surrogate', `a key at ${path === '' ? 'the top' : path} contains half of a character (a lone surrogate)`, [surrogateProblem(path)]);
      }
      keys.push(key);
      walk((node as Record<string, unknown>)[key], depth + 1);
      keys.pop();
    }
  };
  walk(value, 0);
}

/** Path parameters and query values: no control characters at all. */
export function checkUrlValues(values: Record<string, unknown>, part: string): void {
  for (const [name, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && CONTROL_IN_URL.test(text))) {
      throw new ApiError(400, 'control-character', `${part} value "${name}" contains a control character`, [{ code: 'control-character', message: 'contains a control character', where: `${part}.${name}` }]);
    }
  }
}

/**
 * Follows a JSON text's nesting chunk by chunk, so that a body nesting deeper than MAX_JSON_DEPTH
 * is refused as soon as that much of it has arrived, before anything parses it (issue 47).
 */
export class NestingWatch {
  private depth = 0;
  private inString = false;
  private escaped = false;

  /** Whether the text so far nests deeper than `max`. */
  tooDeep(chunk: string, max: number): boolean {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c) this.escaped = true;
        else if (c === 0x22) this.inString = false;
      } else if (c === 0x22) this.inString = true;
      else if (c === 0x5b || c === 0x7b) {
        if (++this.depth > max) return true;
      } else if (c === 0x5d || c === 0x7d) this.depth--;
    }
    return false;
  }
}

/** JSON bodies: read as they arrive with their size and nesting bounded, parsed by JSON.parse, then checked for control characters. */
export function jsonBodies(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', (request, payload, done) => {
    const tooLarge = () => new ApiError(413, 'body-too-large', `the body is larger than this server accepts (${bodyLimit} bytes)`);
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) return done(tooLarge(), undefined);
    const watch = new NestingWatch();
    const decoder = new StringDecoder('utf8');
    const parts: string[] = [];
    let bytes = 0;
    let settled = false;
    const settle = (error: Error | null, value?: unknown) => {
      if (settled) return;
      settled = true;
      payload.removeListener('data', onData);
      done(error, value);
    };
    const onData = (chunk: Buffer | string) => {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      if (bytes > bodyLimit) return settle(tooLarge());
      if (watch.tooDeep(text, MAX_JSON_DEPTH)) return settle(new ApiError(400, 'too-deep', `the body nests deeper than ${MAX_JSON_DEPTH} levels; this server reads at most ${MAX_JSON_DEPTH}`));
      parts.push(text);
    };
    payload.on('data', onData);
    payload.once('error', (error) => settle(error));
    payload.once('end', () => {
      if (settled) return;
      const text = parts.join('') + decoder.end();
      if (text === '') return settle(new ApiError(400, 'bad-request', 'the body is empty; send a JSON object'));
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        return settle(new ApiError(400, 'bad-request', `the body is not valid JSON: ${(error as Error).message}`));
      }
      // The nesting was watched as the text came; a string can hold a control character or half of one only through an escape, DEL or a surrogate in the text.
      const plain = !text.includes('\\u') && !CONTROL_IN_TEXT.test(text) && !SURROGATE.test(text);
      try {
        if (!plain) checkBody(value);
      } catch (error) {
        return settle(error as Error);
      }
      settle(null, value);
    });
  });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers-too-large', 'the request header fields are larger than this server accepts'],
  HPE_URI_TOO_LONG: [414, 'url-too-long', 'the request URL is longer than this server accepts'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request-timeout', 'the request was not sent in time; send it again'],
};

/** Node refuses some requests before fastify sees them: answer those in the error shape too (issue 18). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const [status, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'bad-request', 'the request is not valid HTTP'];
  const body = JSON.stringify(errorBody(new ApiError(status, code, message)));
  const reason = { 408: 'Request Timeout', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' }[status] ?? 'Bad Request';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}
