import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registeredGames } from '../../kernel/registry.js';
import { authoriseAccount, bearerToken, GM_SEAT } from '../auth/caller.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/errors.js';
import { seatNames } from '../seat-names.js';

/** How long a sign-in lasts. */
export const SESSION_MS = 30 * 86_400_000;

export const secretSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'a token of letters, digits, - and _');

/** A session (after signing in) and whether the seat named in the request was saved to the account. */
export const signedInSchema = z.object({ session: z.string().nullable(), seatSaved: z.boolean() });

export const heldSeatSchema = z.object({
  matchId: z.string(),
  title: z.string(),
  game: z.string(),
  /** The game's title, for people. */
  gameTitle: z.string(),
  seat: z.string(),
  /** The seat's name where the match holds it (a realm's name, in a game played in periods). */
  seatName: z.string().optional(),
  gm: z.boolean(),
  status: z.string(),
  /** The client's page of the seat; opening it needs a key (`…/key`). */
  path: z.string(),
});

export const accountSchema = z.object({
  seats: z.array(heldSeatSchema),
  passkeys: z.number().int(),
  emails: z.array(z.string()),
});

/** What an account sees of itself: the seats it holds (only those whose token is unchanged), its passkeys and addresses. */
export async function accountAnswer(context: ServerContext, accountId: string): Promise<z.output<typeof accountSchema>> {
  const { accounts } = context.store;
  const [seats, passkeys, emails] = await Promise.all([accounts.heldSeats(accountId), accounts.passkeys(accountId), accounts.emails(accountId)]);
  const names = await Promise.all(seats.map(async (s) => {
    const match = await context.store.getMatch(s.matchId);
    return match === undefined ? undefined : (await seatNames(context, match)).get(s.seat);
  }));
  return {
    seats: seats.map((s, i) => ({
      matchId: s.matchId,
      title: s.title,
      game: s.game,
      gameTitle: registeredGames().find((g) => g.id === s.game)?.title ?? s.game,
      seat: s.seat,
      ...(names[i] === undefined ? {} : { seatName: names[i] }),
      gm: s.seat === GM_SEAT,
      status: s.status,
      path: `/app/matches/${encodeURIComponent(s.matchId)}?as=${encodeURIComponent(s.seat)}`,
    })),
    passkeys: passkeys.length,
    emails,
  };
}

/** The signed-in account when the request carries a session token (a wrong one is refused); undefined without one. */
export async function optionalAccount(context: ServerContext, request: FastifyRequest): Promise<string | undefined> {
  if (bearerToken(request) === undefined) return undefined;
  return (await authoriseAccount(context.store, context.lockout, request)).id;
}

/** Saves the seat of a seat token to the account; a token that opens no seat is refused and counted. */
export async function holdSeat(context: ServerContext, request: FastifyRequest, accountId: string, seatToken: string): Promise<void> {
  const held = await context.store.accounts.holdSeat(accountId, seatToken);
  if (held === undefined) {
    context.lockout.fail(request.ip, seatToken);
    throw new ApiError(401, 'unknown-token', 'the seat token is not valid (it may have been replaced by a new invite); nothing was saved');
  }
}

/**
 * A seat token named with a passkey or an e-mail must open a seat the account may keep before
 * anything is kept, so a refusal leaves nothing behind: a seat's own token, or a key made for this
 * account (`accountId`; undefined: an account yet to be made, which no key is for).
 */
export async function checkSeatToken(context: ServerContext, request: FastifyRequest, seatToken: string | undefined, accountId: string | undefined): Promise<void> {
  if (seatToken === undefined || (await context.store.accounts.seatToKeep(accountId, seatToken)) !== undefined) return;
  context.lockout.fail(request.ip, seatToken);
  throw new ApiError(401, 'unknown-token', 'the seat token is not valid (it may have been replaced by a new invite); nothing was saved');
}

/**
 * The relying party of passkeys: the host and origin of the server's public address
 * (ARBITER_PUBLIC_URL). Browsers take no IP address as relying party, so a server on the loopback
 * address (the default) has passkeys at http://localhost:<port>.
 */
export function relyingParty(publicUrl: string): { readonly id: string; readonly origin: string; readonly name: string } {
  const url = new URL(publicUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin, name: 'Arbiter' };
}
