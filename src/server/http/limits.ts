import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import type { Problem } from '../../kernel/problems.js';
import { ApiError, errorBody } from './errors.js';

/** How deep a request body may nest: worlds and turns need fewer than 10 levels (issue 18). */
export const MAX_JSON_DEPTH = 64;

/** C0 controls and DEL, except tab, line feed and carriage return, which are text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A UTF-16 surrogate without its pair: no character, which SQLite and PostgreSQL would each keep as U+FFFD their own way (issue 47). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
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

/** JSON bodies: parsed by JSON.parse, then checked for depth and control characters. */
export function jsonBodies(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(new ApiError(400, 'bad-request', 'the body is empty; send a JSON object'), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text as string);
    } catch (error) {
      return done(new ApiError(400, 'bad-request', `the body is not valid JSON: ${(error as Error).message}`), undefined);
    }
    try {
      checkBody(value);
    } catch (error) {
      return done(error as Error, undefined);
    }
    done(null, value);
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
