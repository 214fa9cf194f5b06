import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { DiceScriptError } from '../../kernel/dice.js';
import { InputError, TurnTooLarge, type Problem } from '../../kernel/problems.js';
import { InvalidTextError, NotFoundError, PeriodClosedError, VersionConflictError } from '../../store/index.js';

/** A refusal the caller can act on: an HTTP status, a code for programs, a message for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems?: readonly Problem[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  readonly error: { readonly status: number; readonly code: string; readonly message: string; readonly problems?: readonly Problem[] };
}

export function asApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof InputError) return new ApiError(400, 'invalid-input', error.message, error.problems);
  if (error instanceof TurnTooLarge) return new ApiError(400, error.problem.code, error.problem.message, [error.problem]);
  if (error instanceof VersionConflictError) return new ApiError(409, 'version-conflict', `${error.message}; read again, then retry`);
  if (error instanceof PeriodClosedError) return new ApiError(409, 'period-closed', error.message);
  if (error instanceof InvalidTextError) return new ApiError(400, 'control-character', error.message);
  if (error instanceof NotFoundError) return new ApiError(404, 'not-found', error.message);
  if (error instanceof DiceScriptError) return new ApiError(400, 'dice', error.message);
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return new ApiError(status, fastifyErrorCode(fastifyError), readable(fastifyError));
  return undefined;
}

function fastifyErrorCode(error: Partial<FastifyError>): string {
  if (error.statusCode === 413) return 'body-too-large';
  if (error.statusCode === 414) return 'url-too-long';
  if (error.statusCode === 415) return 'unsupported-media-type';
  return 'bad-request';
}

function readable(error: Partial<FastifyError>): string {
  if (error.statusCode === 413) return 'the request body is larger than this server accepts';
  if (error.statusCode === 414) return 'the request URL (or one of its parts) is longer than this server accepts';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'send the body as application/json';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'the body is empty; send a JSON object';
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return `the body is not valid JSON: ${error.message ?? ''}`;
  return error.message ?? 'bad request';
}

export function errorBody(error: ApiError): ErrorBody {
  return {
    error: {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.problems === undefined ? {} : { problems: error.problems }),
    },
  };
}

/** Every failure becomes a JSON body a person can read; an unexpected one says no more than that. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const known = asApiError(error) ?? new ApiError(500, 'internal', 'the server failed to handle this request; the failure is logged');
  if (known.status === 500) request.log.error({ err: error }, 'request failed');
  if (known.headers !== undefined) void reply.headers(known.headers);
  const send = () => void reply.code(known.status).type('application/json; charset=utf-8').send(JSON.stringify(errorBody(known)));
  // A refusal before the body was read (413, or a token checked first): the body is read to its end first.
  if (bodyPending(request.raw)) void drained(request.raw).then(send, send);
  else send();
}

function bodyPending(raw: IncomingMessage): boolean {
  if (raw.readableEnded || raw.destroyed) return false;
  return Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
}

/** The most of a refused body read and thrown away so that its client reads the answer; beyond it the connection is cut. */
const DRAIN_BYTES = 64 * 1024 * 1024;
const DRAIN_MS = 15_000;

/**
 * Reads the rest of a refused body and throws it away. Answering while the client still sends and
 * then closing makes the operating system reset the connection, and the client loses the answer
 * (issue 47: 6 of 10 raw uploads of 10 MB got none); past the bounds the connection is closed.
 */
function drained(raw: IncomingMessage): Promise<void> {
  return new Promise((done) => {
    let bytes = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', count);
      done();
    };
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DRAIN_BYTES) {
        raw.socket.destroy();
        finish();
      }
    };
    const timer = setTimeout(() => {
      raw.socket.destroy();
      finish();
    }, DRAIN_MS);
    raw.on('data', count);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}
