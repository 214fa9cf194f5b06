import { SeededDice } from '../../kernel/dice.js';
import { stepSeed } from '../../kernel/match.js';
import { findGame } from '../../kernel/registry.js';
import type { MatchInfo, Store } from '../../store/index.js';
import type { InteractiveMatches } from './matches.js';

/** A fixed offset, so that bots draw from other numbers than the match's own dice. */
const BOT_STREAM = 0x626f74;

/**
 * Plays the seats handed to bots: after every change of such a match, the bot of the seat to
 * move gives its command through the same path as a person's. With several server processes
 * each may try; the store's version check lets exactly one command in.
 */
export class BotRunner {
  private readonly watched = new Map<string, () => void>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly busy = new Set<string>();
  /** Matches that changed while their bot was thinking: look again afterwards. */
  private readonly again = new Set<string>();
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly matches: InteractiveMatches,
    private readonly delayMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Watches every match that has bots; called once at start. */
  async start(): Promise<void> {
    for (const match of await this.store.listMatches()) {
      if (findGame(match.game)?.bots === undefined) continue;
      const seats = await this.store.seats(match.id);
      if (seats.some((seat) => seat.bot !== null)) this.watch(match.id);
    }
  }

  watch(matchId: string): void {
    if (this.closed || this.watched.has(matchId)) return;
    this.watched.set(matchId, this.store.subscribe(matchId, () => this.schedule(matchId)));
    this.schedule(matchId);
  }

  close(): void {
    this.closed = true;
    for (const stop of this.watched.values()) stop();
    for (const timer of this.timers) clearTimeout(timer);
    this.watched.clear();
    this.timers.clear();
  }

  private schedule(matchId: string): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.move(matchId).catch((error: unknown) => this.onError(error));
    }, this.delayMs);
    this.timers.add(timer);
  }

  private async move(matchId: string): Promise<void> {
    if (this.closed) return;
    if (this.busy.has(matchId)) {
      this.again.add(matchId);
      return;
    }
    this.busy.add(matchId);
    try {
      const info = await this.store.getMatch(matchId);
      const adapter = info === undefined ? undefined : findGame(info.game)?.bots;
      // A paused match waits: resuming it is an update, which schedules the bots again.
      if (info === undefined || adapter === undefined || info.status === 'paused') return;
      const seats = await this.store.seats(matchId);
      const match = await this.matches.current(info);
      const seat = adapter.seatToMove(match.state);
      const bot = seats.find((s) => s.seat === seat)?.bot;
      if (seat === undefined || bot === undefined || bot === null) return;
      const command = adapter.choose(bot, match.state, randomFor(info, match.record.commands.length));
      const outcome = await this.matches.submit(info, seat, command).catch((error: unknown) => {
        // Another process's bot or a person got in first: the update it caused schedules the next try.
        if (isConflict(error)) return undefined;
        throw error;
      });
      if (outcome?.accepted === false) {
        throw new Error(`the ${bot} bot of seat ${seat} gave a refused command: ${outcome.problems[0]?.message ?? ''}`);
      }
    } finally {
      this.busy.delete(matchId);
      if (this.again.delete(matchId)) this.schedule(matchId);
    }
  }
}

function randomFor(info: MatchInfo, commands: number): (min: number, max: number) => number {
  const dice = new SeededDice(stepSeed(info.seed ^ BOT_STREAM, commands));
  return (min, max) => dice.int(min, max);
}

function isConflict(error: unknown): boolean {
  return (error as { code?: string }).code === 'version-conflict' || (error as Error).name === 'VersionConflictError';
}
