import { ApiError } from '../http/errors.js';

/** How much of a secret names whose failures are counted together: enough to tell people apart, too little to help a guesser. */
export const SECRET_PREFIX = 8;

/**
 * Counts failed secrets (tokens, invites, login links) in a sliding window, per client address and
 * the first characters of the secret tried, and per address with a higher limit. Tokens are 256
 * random bits, so guessing cannot succeed; the limits keep scanners from costing the server and
 * make them visible (429) — decision D-11. A secret's prefix over its limit is refused before it
 * is looked up; an address over its limit gets 429 for each further wrong secret, while a valid
 * secret from it still works (issue 47: 200 random wrong tokens a minute locked every player
 * behind the same NAT or proxy out).
 */
export class AuthLockout {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxPerSecret: number,
    private readonly maxPerAddress: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `address` may try `secret` again (without a secret: until its address may try any); 0 when it may now. */
  retryAfterMs(address: string, secret?: string): number {
    return secret === undefined ? this.wait(`a ${address}`, this.maxPerAddress) : this.wait(secretKey(address, secret), this.maxPerSecret);
  }

  /** Counts a wrong secret; throws the 429 refusal when its address has now failed too often (else the caller refuses it as wrong). */
  fail(address: string, secret: string): void {
    for (const key of [`a ${address}`, secretKey(address, secret)]) {
      const recent = this.recent(key);
      recent.push(this.now());
      this.failures.set(key, recent);
    }
    const wait = this.wait(`a ${address}`, this.maxPerAddress + 1);
    if (wait > 0) throw lockedOut(wait);
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

/** The refusal of a locked-out address or secret, with when to try again. */
export function lockedOut(waitMs: number): ApiError {
  const seconds = Math.ceil(waitMs / 1000);
  return new ApiError(429, 'too-many-failures', `too many wrong tokens or invites from this address (for this token, or for any); try again in ${seconds} s`, undefined, { 'retry-after': String(seconds) });
}

function secretKey(address: string, secret: string): string {
  return `s ${address} ${secret.slice(0, SECRET_PREFIX)}`;
}
