import type { Problem } from './types.js';

/** A refusal from the server (or no answer at all), with what a person should read. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems: readonly Problem[] = [],
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly token?: string | undefined;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

function headers(options: CallOptions): Record<string, string> {
  const out: Record<string, string> = {};
  if (options.token !== undefined) out.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) out['content-type'] = 'application/json';
  return out;
}

/** A request the server answered 503 (busy) and that is sent again: which try and how long the wait is. */
export interface Retrying {
  readonly attempt: number;
  readonly waitMs: number;
}

const listeners = new Set<(retrying: Retrying | null) => void>();

/** Tells `listener` when a busy server's answer is being waited out (null when it is no longer). */
export function onRetry(listener: (retrying: Retrying | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tries after a 503 busy: the server says how long to wait (Retry-After); at most this many seconds each. */
export const RETRIES = 4;
const MAX_WAIT_MS = 8_000;

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((done, fail) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      fail(new DOMException('aborted', 'AbortError'));
    });
  });

/**
 * Sends the request; a 503 (the server is busy) is sent again after the wait the server names, or
 * a doubling one, up to RETRIES times, and the page says so meanwhile (issue 47) — a hand-in is not
 * lost to a busy moment.
 */
async function send(path: string, options: CallOptions): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await sendOnce(path, options);
    if (response.status !== 503 || attempt > RETRIES) {
      if (attempt > 1) for (const listener of listeners) listener(null);
      return answered(response);
    }
    const named = Number(response.headers.get('retry-after') ?? '');
    const waitMs = Math.min(MAX_WAIT_MS, Number.isFinite(named) && named > 0 ? named * 1000 : 500 * 2 ** (attempt - 1));
    await response.arrayBuffer();
    for (const listener of listeners) listener({ attempt, waitMs });
    await pause(waitMs, options.signal);
  }
}

async function sendOnce(path: string, options: CallOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: headers(options),
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new Refusal(0, 'offline', 'the server cannot be reached');
  }
  return response;
}

async function answered(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text();
  try {
    const { error } = JSON.parse(text) as { error: { status: number; code: string; message: string; problems?: Problem[] } };
    throw new Refusal(error.status, error.code, error.message, error.problems ?? []);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(response.status, 'http', `the server answered ${response.status} ${response.statusText}`);
  }
}

/** Calls the API and returns its JSON answer; every failure becomes a Refusal. */
export async function api<T>(path: string, options: CallOptions = {}): Promise<T> {
  return (await (await send(path, options)).json()) as T;
}

/** Calls the API for a text answer (SVG, HTML reports). */
export async function apiText(path: string, options: CallOptions = {}): Promise<string> {
  return (await send(path, options)).text();
}
