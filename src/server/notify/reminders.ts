import type { Store } from '../../store/index.js';
import { GM_SEAT } from '../auth/caller.js';
import type { Notifier } from './notifier.js';

/**
 * Sends "deadline in 1 hour" (the lead time is configurable) once per seat and month to the seats
 * that have not handed in a turn; the store remembers who was reminded, across restarts.
 */
export class Reminders {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: Store,
    private readonly notifier: Notifier,
    private readonly leadMs: number,
    private readonly warn: (error: unknown) => void,
  ) {}

  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer !== undefined) return;
    this.timer = setInterval(() => {
      this.running ??= this.tick()
        .then(() => undefined, this.warn)
        .finally(() => (this.running = undefined));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look at every running match; answers how many seats were reminded. */
  async tick(now = Date.now()): Promise<number> {
    let reminded = 0;
    for (const match of await this.store.listMatches()) {
      if (match.currentPeriod === null || match.status === 'finished') continue;
      const period = await this.store.period(match.id, match.currentPeriod);
      if (period?.deadline == null) continue;
      const left = new Date(period.deadline).getTime() - now;
      if (left <= 0 || left > this.leadMs) continue;
      const handedIn = new Set((await this.store.submissions(match.id, match.currentPeriod)).map((s) => s.seat));
      const seats = (await this.store.seats(match.id)).filter((s) => s.seat !== GM_SEAT && s.bot === null && !handedIn.has(s.seat));
      const due: string[] = [];
      for (const seat of seats) if (await this.store.claimReminder(match.id, match.currentPeriod, seat.seat)) due.push(seat.seat);
      if (due.length > 0) await this.notifier.send(match.id, match.currentPeriod, 'deadline-soon', due);
      reminded += due.length;
    }
    return reminded;
  }
}
