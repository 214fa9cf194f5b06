/**
 * Counts failed secrets (tokens, invites) per client address in a sliding window. Tokens are
 * 256 random bits, so guessing cannot succeed; the limit keeps scanners from costing the server
 * and makes them visible (429) — decision D-11.
 */
export class AuthLockout {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `address` may try again; 0 when it may now. */
  retryAfterMs(address: string): number {
    const recent = this.recent(address);
    if (recent.length < this.maxFailures) return 0;
    return Math.max(1, (recent[recent.length - this.maxFailures] as number) + this.windowMs - this.now());
  }

  fail(address: string): void {
    const recent = this.recent(address);
    recent.push(this.now());
    this.failures.set(address, recent);
  }

  /** Forgets every address (for tests that try each endpoint afresh). */
  clear(): void {
    this.failures.clear();
  }

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(address) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.failures.delete(address);
    else this.failures.set(address, kept);
    return kept;
  }
}
