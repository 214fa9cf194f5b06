import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import type { Database } from './schema.js';
import type { StoreUpdate, UpdateListener } from './store.js';
import { ListenerHub, type UpdateChannel } from './updates.js';

const UpdatePayload = z.object({
  matchId: z.string(),
  kind: z.enum(['created', 'status', 'seat-joined', 'command', 'submission', 'evaluation', 'seat-step', 'correction', 'publication', 'notice']),
  version: z.number().int(),
  period: z.number().int().optional(),
  seat: z.string().optional(),
  notice: z.enum(['your-turn', 'deadline-soon', 'report-published']).optional(),
});

const RECONNECT_DELAY_MS = 1000;

/**
 * PostgreSQL: changes are announced with NOTIFY inside their transaction, so they are heard only
 * if they commit, and every process LISTENing on the database hears them — this one included,
 * which keeps the order of updates the same in every process.
 */
export class PostgresChannel implements UpdateChannel {
  private readonly hub = new ListenerHub();
  private client: pg.Client | undefined;
  private closing = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channel: string,
  ) {}

  static async open(connection: pg.ClientConfig, channel: string): Promise<PostgresChannel> {
    const instance = new PostgresChannel(connection, channel);
    await instance.listen();
    return instance;
  }

  async announce(trx: Transaction<Database>, update: StoreUpdate): Promise<void> {
    await sql`select pg_notify(${this.channel}, ${JSON.stringify(update)})`.execute(trx);
  }

  committed(): void {}

  async publish(update: StoreUpdate): Promise<void> {
    const client = this.client;
    if (client === undefined) throw new Error('the update channel is not connected to PostgreSQL');
    await client.query('select pg_notify($1, $2)', [this.channel, JSON.stringify(update)]);
  }

  subscribe(matchId: string, listener: UpdateListener): () => void {
    return this.hub.subscribe(matchId, listener);
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    this.hub.clear();
    await this.client?.end();
    this.client = undefined;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.connection);
    client.on('notification', (message) => {
      if (message.channel !== this.channel || message.payload === undefined) return;
      const parsed = UpdatePayload.safeParse(JSON.parse(message.payload));
      if (parsed.success) this.hub.emit(parsed.data);
    });
    // A lost connection would silently end live updates: connect again until closed.
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`listen "${this.channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closing) await client.end();
    else this.client = client;
  }

  private reconnect(lost: pg.Client): void {
    if (this.closing || this.client !== lost) return;
    this.client = undefined;
    lost.end().catch(() => undefined);
    this.scheduleListen();
  }

  private scheduleListen(): void {
    this.reconnectTimer = setTimeout(() => {
      this.listen().catch(() => {
        if (!this.closing) this.scheduleListen();
      });
    }, RECONNECT_DELAY_MS);
  }
}
