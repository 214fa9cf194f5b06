import { createHash, randomBytes } from 'node:crypto';

/** A new token or invite secret: 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The form a secret is stored and looked up in. SHA-256 suffices because secrets are random and
 * 256 bits long, so there is nothing to guess; a slow hash (scrypt) would only cost every
 * request time (decision D-9).
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
