import type { Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { StoreUpdate, UpdateListener } from './store.js';

/** How a store's updates reach subscribers: in-process (SQLite) or through the database (PostgreSQL). */
export interface UpdateChannel {
  /** Called inside the transaction that made the change, before it commits. */
  announce(trx: Transaction<Database>, update: StoreUpdate): Promise<void>;
  /** Called once that transaction has committed. */
  committed(update: StoreUpdate): void;
  publish(update: StoreUpdate): Promise<void>;
  subscribe(matchId: string, listener: UpdateListener): () => void;
  close(): Promise<void>;
}

/** The subscribers of this process, by match. */
export class ListenerHub {
  private readonly listeners = new Map<string, Set<UpdateListener>>();

  subscribe(matchId: string, listener: UpdateListener): () => void {
    let set = this.listeners.get(matchId);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(matchId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(matchId) === set) this.listeners.delete(matchId);
    };
  }

  emit(update: StoreUpdate): void {
    for (const listener of [...(this.listeners.get(update.matchId) ?? [])]) {
      // One failing subscriber (a closed stream, say) must not keep the others from hearing.
      try {
        listener(update);
      } catch (error) {
        process.emitWarning(`a store update listener failed: ${String(error)}`);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** SQLite: one process owns the database file, so updates go straight to its subscribers. */
export class InProcessChannel implements UpdateChannel {
  private readonly hub = new ListenerHub();

  async announce(): Promise<void> {}

  committed(update: StoreUpdate): void {
    this.hub.emit(update);
  }

  async publish(update: StoreUpdate): Promise<void> {
    this.hub.emit(update);
  }

  subscribe(matchId: string, listener: UpdateListener): () => void {
    return this.hub.subscribe(matchId, listener);
  }

  async close(): Promise<void> {
    this.hub.clear();
  }
}
