import type { Problem } from './types';

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

async function send(path: string, options: CallOptions): Promise<Response> {
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
