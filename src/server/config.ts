import { availableParallelism } from 'node:os';
import { storeConfigFromEnv, type StoreConfig } from '../store/index.js';
import { notifyConfigFromEnv, type NotifyConfig } from './notify/config.js';

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
  /** Failed checks of one token (by its first characters) from one address within the window before 429. */
  readonly authFailures: number;
  /** Failed checks of any token or invite from one address within the window before it gets 429 for all. */
  readonly authFailuresPerAddress: number;
  /** The proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, or a number of hops; unset: none. */
  readonly trustProxy?: string | number | undefined;
  readonly authWindowMs: number;
  /** Requests per address and minute to the endpoints that take or hand out secrets (create, join, invite). */
  readonly secretRate: number;
  /** Worker threads for heavy work (checks, month evaluations, maps); 0: in the server's own thread. */
  readonly workers: number;
  /** Pause before each bot move, so that people watching can follow. */
  readonly botDelayMs: number;
  /** Live streams open at once per token and per address (issue 47); beyond them 429. */
  readonly streamsPerToken?: number;
  readonly streamsPerAddress?: number;
  /** How long a client may take to send a request's headers before it gets 408 (issue 47: stalled headers held a connection 64–88 s). */
  readonly headersTimeoutMs?: number;
  /** How long a hand-in's answer waits for the turn's check before it says "received, being checked" (issue 47). */
  readonly handInCheckWaitMs?: number;
  /** E-mail, Web Push and deadline reminders (issue 19); unset: in-page notices only, no reminders. */
  readonly notify?: NotifyConfig;
}

const MIB = 1024 * 1024;
/** How long a hand-in's answer waits for its check by default (issue 47): longer, and a busy evening's answers all come late. */
export const HAND_IN_CHECK_WAIT_MS = 100;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}

function trustProxy(text: string | undefined): string | number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (/^\d+$/.test(text.trim())) return Number(text.trim());
  const list = text.split(',').map((part) => part.trim());
  if (list.some((part) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part))) {
    throw new RangeError(`ARBITER_TRUST_PROXY must be a number of hops or addresses / CIDR ranges separated by commas, not "${text}"`);
  }
  return list.join(',');
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
    authFailuresPerAddress: integer(env, 'ARBITER_AUTH_FAILURES_PER_ADDRESS', 200, 1, 10_000_000),
    trustProxy: trustProxy(env.ARBITER_TRUST_PROXY),
    authWindowMs: integer(env, 'ARBITER_AUTH_WINDOW_MS', 60_000, 1, 86_400_000),
    secretRate: integer(env, 'ARBITER_SECRET_RATE', 60, 1, 10_000_000),
    workers: integer(env, 'ARBITER_WORKERS', Math.max(1, Math.min(4, availableParallelism() - 1)), 0, 64),
    botDelayMs: integer(env, 'ARBITER_BOT_DELAY_MS', 400, 0, 60_000),
    headersTimeoutMs: integer(env, 'ARBITER_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    handInCheckWaitMs: integer(env, 'ARBITER_HANDIN_CHECK_WAIT_MS', HAND_IN_CHECK_WAIT_MS, 0, 60_000),
    streamsPerToken: integer(env, 'ARBITER_STREAMS_PER_TOKEN', 16, 1, 100_000),
    streamsPerAddress: integer(env, 'ARBITER_STREAMS_PER_ADDRESS', 256, 1, 1_000_000),
    notify: notifyConfigFromEnv(env),
  };
}
