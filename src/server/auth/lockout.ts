/** How much of a secret names whose failures are counted together: enough to tell people apart, too little to help a guesser. */
export const SECRET_PREFIX = 8;

/**
 * Counts failed secrets (tokens, invites) in a sliding window, per client address and the first
 * characters of the secret tried, and per address with a higher limit. Tokens are 256 random
 * bits, so guessing cannot succeed; the limit keeps scanners from costing the server and makes
 * them visible (429) — decision D-11. Keyed by prefix too (issue 18), one player retrying a stale
 * token does not lock out everyone behind the same NAT or proxy.
 */
export class AuthLockout {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxPerSecret: number,
    private readonly maxPerAddress: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `address` may try `secret` (or any secret, when none is given) again; 0 when it may now. */
  retryAfterMs(address: string, secret?: string): number {
    const byAddress = this.wait(`a ${address}`, this.maxPerAddress);
    return secret === undefined ? byAddress : Math.max(byAddress, this.wait(secretKey(address, secret), this.maxPerSecret));
  }

  fail(address: string, secret: string): void {
    for (const key of [`a ${address}`, secretKey(address, secret)]) {
      const recent = this.recent(key);
      recent.push(this.now());
      this.failures.set(key, recent);
    }
  }

  /** Forgets every address (for tests that try each endpoint afresh). */
  clear(): void {
    this.failures.clear();
  }

  private wait(key: string, max: number): number {
    const recent = this.recent(key);
    if (recent.length < max) return 0;
    return Math.max(1, (recent[recent.length - max] as number) + this.windowMs - this.now());
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}

function secretKey(address: string, secret: string): string {
  return `s ${address} ${secret.slice(0, SECRET_PREFIX)}`;
}
