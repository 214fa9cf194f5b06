import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.js';
import type { Store, StoreUpdate } from '../../store/index.js';
import { tally } from '../tally.js';

/** One server-sent event. */
export interface StreamMessage {
  readonly event: string;
  readonly data: unknown;
}

/** What one subscriber is sent: at the start, and after each update of its match. */
export interface StreamSource {
  opening(): Promise<StreamMessage[]>;
  /** The delta of the source's audience (one seat, or the spectators): only what that audience may see. */
  after(update: StoreUpdate): Promise<StreamMessage[]>;
}

const HEARTBEAT_MS = 15_000;

function frame(message: StreamMessage): string {
  return `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

/** How many streams one token, and one address, may hold open at once (issue 47: 1,000 streams of one seat slowed everyone). */
export interface StreamLimits {
  readonly perToken: number;
  readonly perAddress: number;
}

export interface ServeOptions {
  /**
   * Streams of one match with the same audience (a seat, the game master, spectators) are sent the
   * same bytes: each update is computed once for them all, by the source of the audience's first
   * stream (a log cursor is then the audience's: a stream that joined later may hear an entry its
   * opening already had, and tells it by its `seq`).
   */
  readonly audience: string;
  /** Asked before each update is sent: once the caller's token is replaced the stream ends and sends nothing more. */
  readonly stillAllowed?: () => Promise<boolean>;
  /** The caller's token, counted against `perToken`; absent for spectators. */
  readonly token?: string;
}

interface Subscriber {
  readonly send: (text: string) => void;
  readonly close: () => void;
  readonly stillAllowed?: (() => Promise<boolean>) | undefined;
}

/** The streams of one audience of a match: one subscription to the store, one computation per update. */
interface Audience {
  readonly subscribers: Set<Subscriber>;
  readonly unsubscribe: () => void;
}

const frames = (messages: readonly StreamMessage[]): string => messages.map(frame).join('');

/** The open event streams; closed all at once when the server stops. */
export class Streams {
  private readonly open = new Set<() => void>();
  private readonly audiences = new Map<string, Audience>();
  private readonly byToken = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly store: Store,
    private readonly onError: (error: unknown) => void,
    private readonly limits: StreamLimits = { perToken: 16, perAddress: 256 },
  ) {}

  get size(): number {
    return this.open.size;
  }

  /** Takes over the response and sends the source's messages until the client goes away; 429 beyond the limits. */
  async serve(request: FastifyRequest, reply: FastifyReply, matchId: string, source: StreamSource, options: ServeOptions): Promise<void> {
    const address = request.ip;
    const token = options.token === undefined ? undefined : createHash('sha256').update(options.token).digest('base64url');
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress || (token !== undefined && (this.byToken.get(token) ?? 0) >= this.limits.perToken)) {
      const which = token !== undefined && (this.byToken.get(token) ?? 0) >= this.limits.perToken ? `${this.limits.perToken} for one token` : `${this.limits.perAddress} for one address`;
      throw new ApiError(429, 'too-many-streams', `too many live streams open at once (at most ${which}); close one, or wait for one to end`, undefined, { 'retry-after': '10' });
    }
    const opening = await source.opening();
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(': arbiter live updates\n\n');
    const send = (text: string) => {
      if (!out.writableEnded && text !== '') out.write(text);
    };
    send(frames(opening));
    tally(this.byAddress, address, 1);
    if (token !== undefined) tally(this.byToken, token, 1);
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    let leave = () => {};
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      leave();
      this.open.delete(close);
      tally(this.byAddress, address, -1);
      if (token !== undefined) tally(this.byToken, token, -1);
      if (!out.writableEnded) out.end();
    };
    const subscriber: Subscriber = { send, close, stillAllowed: options.stillAllowed };
    leave = this.join(`${matchId}\u0000${options.audience}`, matchId, source, subscriber);
    this.open.add(close);
    request.raw.on('close', close);
    out.on('error', close);
  }

  closeAll(): void {
    for (const close of [...this.open]) close();
  }

  /** A stream of a shared audience: the audience's update is computed once, each still allowed subscriber sent the same bytes. */
  private join(key: string, matchId: string, source: StreamSource, subscriber: Subscriber): () => void {
    let audience = this.audiences.get(key);
    if (audience === undefined) {
      const subscribers = new Set<Subscriber>();
      let chain = Promise.resolve();
      const unsubscribe = this.store.subscribe(matchId, (update) => {
        chain = chain
          .then(async () => {
            const text = frames(await source.after(update));
            for (const each of [...subscribers]) if (await allowed(each)) each.send(text);
          })
          .catch((error: unknown) => this.onError(error));
      });
      audience = { subscribers, unsubscribe };
      this.audiences.set(key, audience);
    }
    const joined = audience;
    joined.subscribers.add(subscriber);
    return () => {
      joined.subscribers.delete(subscriber);
      if (joined.subscribers.size === 0 && this.audiences.get(key) === joined) {
        joined.unsubscribe();
        this.audiences.delete(key);
      }
    };
  }
}

/** Whether the subscriber may still be sent updates; one no longer allowed is closed. */
async function allowed(subscriber: Subscriber): Promise<boolean> {
  if (subscriber.stillAllowed === undefined || (await subscriber.stillAllowed())) return true;
  subscriber.close();
  return false;
}
