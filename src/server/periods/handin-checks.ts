import type { Problem } from '../../kernel/problems.js';

/** What a hand-in's check answers: the problems, or that a newer hand-in of the same seat took its place before it ran. */
export type HandInVerdict = Problem[] | 'superseded';

interface Job {
  readonly run: () => Promise<Problem[]>;
  readonly resolve: (verdict: HandInVerdict) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Checks of turns already handed in and stored (issue 47: a hand-in is stored first and checked
 * after). At most `concurrency` run at once, so that a busy evening's checks queue here instead of
 * filling the worker threads that answer the seats' own checks; a seat has at most one check
 * waiting, its latest hand-in's, since an older version's verdict no longer tells the player anything.
 */
export class HandInChecks {
  /** Seats whose check waits, in the order they first asked; each with its latest job. */
  private readonly queued = new Map<string, Job>();
  private running = 0;

  constructor(private readonly concurrency: number) {}

  /** Queues `run` as `seat`'s check, in place of one of the seat's that has not started. */
  check(seat: string, run: () => Promise<Problem[]>): Promise<HandInVerdict> {
    return new Promise<HandInVerdict>((resolve, reject) => {
      this.queued.get(seat)?.resolve('superseded');
      this.queued.set(seat, { run, resolve, reject });
      this.next();
    });
  }

  /** Checks waiting to start. */
  get waiting(): number {
    return this.queued.size;
  }

  private next(): void {
    while (this.running < this.concurrency && this.queued.size > 0) {
      const [seat, job] = this.queued.entries().next().value as [string, Job];
      this.queued.delete(seat);
      this.running += 1;
      job
        .run()
        .then(job.resolve, job.reject)
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
  }
}
