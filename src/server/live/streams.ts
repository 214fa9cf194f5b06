import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Store, StoreUpdate } from '../../store/index.js';

/** One server-sent event. */
export interface StreamMessage {
  readonly event: string;
  readonly data: unknown;
}

/** What one subscriber is sent: at the start, and after each update of its match. */
export interface StreamSource {
  opening(): Promise<StreamMessage[]>;
  /** The subscriber's own delta: computed per subscriber, so each gets only what its seat may see. */
  after(update: StoreUpdate): Promise<StreamMessage[]>;
}

const HEARTBEAT_MS = 15_000;

function frame(message: StreamMessage): string {
  return `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

/** The open event streams; closed all at once when the server stops. */
export class Streams {
  private readonly open = new Set<() => void>();

  constructor(
    private readonly store: Store,
    private readonly onError: (error: unknown) => void,
  ) {}

  get size(): number {
    return this.open.size;
  }

  /** Takes over the response and sends the source's messages until the client goes away. */
  /**
   * `stillAllowed`, when given, is asked before each update is sent: once the caller's token is
   * replaced (a new invite claimed, a bot seated) the stream ends and sends nothing more.
   */
  async serve(request: FastifyRequest, reply: FastifyReply, matchId: string, source: StreamSource, stillAllowed?: () => Promise<boolean>): Promise<void> {
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
    let chain = Promise.resolve();
    const send = (messages: readonly StreamMessage[]) => {
      if (!out.writableEnded) for (const message of messages) out.write(frame(message));
    };
    send(opening);
    // Updates are handled one after the other, so each subscriber sees them in the store's order.
    let allowed = true;
    const next = async (update: StoreUpdate): Promise<StreamMessage[]> => {
      if (stillAllowed !== undefined && allowed) allowed = await stillAllowed();
      if (!allowed) {
        close();
        return [];
      }
      return source.after(update);
    };
    const unsubscribe = this.store.subscribe(matchId, (update) => {
      chain = chain.then(() => next(update)).then(send, (error: unknown) => this.onError(error));
    });
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      this.open.delete(close);
      if (!out.writableEnded) out.end();
    };
    this.open.add(close);
    request.raw.on('close', close);
    out.on('error', close);
  }

  closeAll(): void {
    for (const close of [...this.open]) close();
  }
}
