import { storeConfigFromEnv, type StoreConfig } from '../store/index.js';

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** The address people open, for the links the server prints and returns; by default where it listens. */
  readonly publicUrl: string | undefined;
  readonly store: StoreConfig;
  /** Largest request body in bytes; larger ones get 413. Worlds are the largest bodies. */
  readonly bodyLimit: number;
  /** When set, creating a match needs this token; otherwise anyone may create one and becomes its game master. */
  readonly createToken: string | undefined;
  /** Failed token checks from one address within the window before it gets 429. */
  readonly authFailures: number;
  readonly authWindowMs: number;
  /** Pause before each bot move, so that people watching can follow. */
  readonly botDelayMs: number;
}

const MIB = 1024 * 1024;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}

/** The server's configuration from the environment (docs/server.md). */
export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  const port = integer(env, 'PORT', 8080, 0, 65535);
  return {
    host,
    port,
    publicUrl: env.ARBITER_PUBLIC_URL ? env.ARBITER_PUBLIC_URL.replace(/\/+$/, '') : undefined,
    store: storeConfigFromEnv(env),
    bodyLimit: integer(env, 'ARBITER_BODY_LIMIT', 8 * MIB, 1024, 256 * MIB),
    createToken: env.ARBITER_CREATE_TOKEN || undefined,
    authFailures: integer(env, 'ARBITER_AUTH_FAILURES', 20, 1, 1_000_000),
    authWindowMs: integer(env, 'ARBITER_AUTH_WINDOW_MS', 60_000, 1, 86_400_000),
    botDelayMs: integer(env, 'ARBITER_BOT_DELAY_MS', 400, 0, 60_000),
  };
}
