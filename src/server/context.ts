import type { Store } from '../store/index.js';
import type { AuthLockout } from './auth/lockout.js';
import type { DemoLinks } from './demo.js';
import type { ServerConfig } from './config.js';
import type { InteractiveMatches } from './play/matches.js';
import type { Streams } from './live/streams.js';
import type { Notifier } from './notify/notifier.js';
import type { PeriodStates } from './periods/states.js';
import type { WorkPool } from './work/pool.js';

/** What every endpoint may use. */
export interface ServerContext {
  readonly store: Store;
  readonly config: ServerConfig;
  readonly lockout: AuthLockout;
  readonly interactive: InteractiveMatches;
  /** The states of matches played in periods, read once and kept. */
  readonly periods: PeriodStates;
  readonly streams: Streams;
  /** Worker threads for heavy work: checks, period evaluations, pictures. */
  readonly work: WorkPool;
  /** Tells seats of their turn, deadlines and reports (issue 19). */
  readonly notifier: Notifier;
  /** The demo matches made at this process's first start, with their links (GET /api/demo); kept only in memory. */
  readonly demo: { links: readonly DemoLinks[] | undefined };
  /** The base of the links handed out: ARBITER_PUBLIC_URL, or where the server listens. */
  publicUrl(): string;
}
