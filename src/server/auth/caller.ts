import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Store } from '../../store/index.js';
import { ApiError } from '../http/errors.js';
import { lockedOut, type AuthLockout } from './lockout.js';

/** The game master's seat in every match: not a name any game gives a seat (realm ids are slugs, Fall of Rome's p1…p5). */
export const GM_SEAT = '@gm';

/** Who may call an endpoint. */
export type Access =
  /** anyone, no token */
  | 'public'
  /** anyone, or only holders of ARBITER_CREATE_TOKEN when it is set */
  | 'creator'
  /** the match's game master or one of its seats */
  | 'member'
  /** a player seat of the match, not the game master */
  | 'player'
  /** the match's game master */
  | 'gm'
  /** a signed-in account: its session token (D-17) */
  | 'account';

export interface Caller {
  readonly matchId: string;
  readonly seat: string;
  readonly gm: boolean;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/;

/** The bearer token of the request, or undefined when it carries none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const match = BEARER.exec(header);
  if (match === null) throw new ApiError(401, 'bad-token', 'send the token as "Authorization: Bearer <token>"');
  return match[1];
}

/** 429 while the secret's prefix is locked out at the caller's address (without a secret: while the address is). */
export function refuseWhileLocked(lockout: AuthLockout, request: FastifyRequest, secret?: string): void {
  const wait = lockout.retryAfterMs(request.ip, secret);
  if (wait > 0) throw lockedOut(wait);
}

/** Checks the request's token against the access an endpoint needs; counts wrong tokens. */
export async function authorise(
  store: Store,
  lockout: AuthLockout,
  request: FastifyRequest,
  access: Exclude<Access, 'public' | 'creator' | 'account'>,
  matchId: string,
): Promise<Caller> {
  const token = bearerToken(request);
  refuseWhileLocked(lockout, request, token);
  if (token === undefined) throw new ApiError(401, 'no-token', 'this endpoint needs a token: "Authorization: Bearer <token>"');
  const identity = await store.seatByToken(token);
  if (identity === undefined) {
    lockout.fail(request.ip, token);
    throw new ApiError(401, 'unknown-token', 'the token is not valid (it may have been replaced by a new invite)');
  }
  const caller = { matchId: identity.matchId, seat: identity.seat, gm: identity.seat === GM_SEAT };
  if (caller.matchId !== matchId) throw new ApiError(403, 'other-match', 'the token belongs to another match');
  if (access === 'gm' && !caller.gm) throw new ApiError(403, 'not-gm', 'only the game master may do this');
  if (access === 'player' && caller.gm) throw new ApiError(403, 'not-a-seat', 'only a player seat may do this');
  return caller;
}

/** For 'creator' endpoints: passes when the server needs no creation token or the request has it. */
export function authoriseCreator(createToken: string | undefined, lockout: AuthLockout, request: FastifyRequest): void {
  if (createToken === undefined) return;
  const token = bearerToken(request);
  refuseWhileLocked(lockout, request, token);
  if (token === undefined) throw new ApiError(401, 'no-token', 'this server lets only holders of its creation token create matches');
  if (!sameSecret(token, createToken)) {
    lockout.fail(request.ip, token);
    throw new ApiError(401, 'unknown-token', 'the creation token is not valid');
  }
}

/** Compares in constant time, so the answer's timing tells nothing about the secret. */
function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** A signed-in account (D-17): who it is and the session token it signed in with. */
export interface AccountCaller {
  readonly id: string;
  readonly session: string;
}

/** The account of the request's session token; wrong tokens count like wrong seat tokens. */
export async function authoriseAccount(store: Store, lockout: AuthLockout, request: FastifyRequest): Promise<AccountCaller> {
  const token = bearerToken(request);
  refuseWhileLocked(lockout, request, token);
  if (token === undefined) throw new ApiError(401, 'no-session', 'sign in first: this endpoint needs the session token as "Authorization: Bearer <token>"');
  const id = await store.accounts.sessionAccount(token);
  if (id === undefined) {
    lockout.fail(request.ip, token);
    throw new ApiError(401, 'unknown-session', 'the session is not valid (signed out or expired); sign in again');
  }
  return { id, session: token };
}
