import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';
import { hashSecret, newSecret } from './secrets.js';
import type { AccountStore, HeldSeat, LoginLinkRequest, LoginLinkUse, Passkey, SeatIdentity } from './store.js';

/** How many login links one address gets within LINK_WINDOW_MS; more are not sent (the answer stays the same). */
const LINKS_PER_WINDOW = 3;
const LINK_WINDOW_MS = 15 * 60_000;

function later(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

/** Optional accounts over the store's database (migration 0007, D-17): every secret kept as its hash. */
export class KyselyAccounts implements AccountStore {
  constructor(private readonly db: Kysely<Database>) {}

  async addPasskey(accountId: string | null, passkey: Passkey): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const owner = accountId ?? (await this.newAccount(trx, now));
      await trx
        .insertInto('account_passkeys')
        .values({ id: passkey.id, account_id: owner, public_key: passkey.publicKey, counter: passkey.counter, transports: JSON.stringify(passkey.transports), created_at: now })
        .execute();
      return owner;
    });
  }

  async passkey(id: string): Promise<(Passkey & { readonly accountId: string }) | undefined> {
    const row = await this.db.selectFrom('account_passkeys').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : { id: row.id, accountId: row.account_id, publicKey: row.public_key, counter: Number(row.counter), transports: JSON.parse(row.transports) as string[] };
  }

  async passkeys(accountId: string): Promise<Passkey[]> {
    const rows = await this.db.selectFrom('account_passkeys').selectAll().where('account_id', '=', accountId).orderBy('created_at').execute();
    return rows.map((row) => ({ id: row.id, publicKey: row.public_key, counter: Number(row.counter), transports: JSON.parse(row.transports) as string[] }));
  }

  async setPasskeyCounter(id: string, counter: number): Promise<void> {
    await this.db.updateTable('account_passkeys').set({ counter }).where('id', '=', id).execute();
  }

  async emails(accountId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('account_emails').select('email').where('account_id', '=', accountId).orderBy('email').execute();
    return rows.map((row) => row.email);
  }

  async saveChallenge(purpose: 'register' | 'login', challenge: string, accountId: string | null, ttlMs: number): Promise<string> {
    const id = newSecret();
    const now = new Date().toISOString();
    await this.db.deleteFrom('account_challenges').where('expires_at', '<', now).execute();
    await this.db.insertInto('account_challenges').values({ id, challenge, purpose, account_id: accountId, expires_at: later(ttlMs) }).execute();
    return id;
  }

  async takeChallenge(id: string, purpose: 'register' | 'login'): Promise<{ challenge: string; accountId: string | null } | undefined> {
    const row = await this.db
      .deleteFrom('account_challenges')
      .where('id', '=', id)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', new Date().toISOString())
      .returning(['challenge', 'account_id'])
      .executeTakeFirst();
    return row === undefined ? undefined : { challenge: row.challenge, accountId: row.account_id };
  }

  async openSession(accountId: string, ttlMs: number): Promise<string> {
    const token = newSecret();
    const now = new Date().toISOString();
    await this.db.insertInto('account_sessions').values({ token_hash: hashSecret(token), account_id: accountId, created_at: now, expires_at: later(ttlMs) }).execute();
    return token;
  }

  async sessionAccount(token: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('account_sessions')
      .select('account_id')
      .where('token_hash', '=', hashSecret(token))
      .where('expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    return row?.account_id;
  }

  async closeSession(token: string): Promise<void> {
    const hash = hashSecret(token);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('seat_keys').where('session_hash', '=', hash).execute();
      await trx.deleteFrom('account_sessions').where('token_hash', '=', hash).execute();
    });
  }

  async holdSeat(accountId: string, seatToken: string): Promise<SeatIdentity | undefined> {
    const seat = await this.seatOfToken(seatToken, accountId);
    if (seat === undefined) return undefined;
    await this.keep(this.db, accountId, seat.matchId, seat.seat, seat.tokenHash, new Date().toISOString());
    return { matchId: seat.matchId, seat: seat.seat };
  }

  async seatToKeep(accountId: string | undefined, seatToken: string): Promise<SeatIdentity | undefined> {
    const seat = await this.seatOfToken(seatToken, accountId);
    return seat === undefined ? undefined : { matchId: seat.matchId, seat: seat.seat };
  }

  async heldSeats(accountId: string): Promise<HeldSeat[]> {
    const rows = await this.db
      .selectFrom('account_seats')
      .innerJoin('seats', (join) =>
        join.onRef('seats.match_id', '=', 'account_seats.match_id').onRef('seats.seat', '=', 'account_seats.seat').onRef('seats.token_hash', '=', 'account_seats.seat_token_hash'),
      )
      .innerJoin('matches', 'matches.id', 'account_seats.match_id')
      .select(['account_seats.match_id', 'account_seats.seat', 'account_seats.added_at', 'matches.title', 'matches.game', 'matches.status'])
      .where('account_seats.account_id', '=', accountId)
      .orderBy('account_seats.added_at')
      .orderBy('account_seats.match_id')
      .orderBy('account_seats.seat')
      .execute();
    return rows.map((row) => ({ matchId: row.match_id, seat: row.seat, title: row.title, game: row.game, status: row.status, addedAt: row.added_at }));
  }

  async dropSeat(accountId: string, matchId: string, seat: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('seat_keys').where('account_id', '=', accountId).where('match_id', '=', matchId).where('seat', '=', seat).execute();
      const result = await trx.deleteFrom('account_seats').where('account_id', '=', accountId).where('match_id', '=', matchId).where('seat', '=', seat).executeTakeFirst();
      return result.numDeletedRows > 0n;
    });
  }

  async seatKey(sessionToken: string, matchId: string, seat: string): Promise<string | undefined> {
    const accountId = await this.sessionAccount(sessionToken);
    if (accountId === undefined) return undefined;
    const held = await this.heldSeats(accountId);
    if (!held.some((h) => h.matchId === matchId && h.seat === seat)) return undefined;
    const key = newSecret();
    await this.db
      .insertInto('seat_keys')
      .values({ key_hash: hashSecret(key), session_hash: hashSecret(sessionToken), account_id: accountId, match_id: matchId, seat, created_at: new Date().toISOString() })
      .execute();
    return key;
  }

  async seatByKey(key: string): Promise<SeatIdentity | undefined> {
    const held = await this.keyHolder(key);
    return held === undefined ? undefined : { matchId: held.matchId, seat: held.seat };
  }

  /** The seat a live key opens and the account it was made for. */
  private async keyHolder(key: string): Promise<(SeatIdentity & { readonly accountId: string }) | undefined> {
    const row = await this.db
      .selectFrom('seat_keys')
      .innerJoin('account_sessions', 'account_sessions.token_hash', 'seat_keys.session_hash')
      .innerJoin('account_seats', (join) =>
        join
          .onRef('account_seats.account_id', '=', 'seat_keys.account_id')
          .onRef('account_seats.match_id', '=', 'seat_keys.match_id')
          .onRef('account_seats.seat', '=', 'seat_keys.seat'),
      )
      .innerJoin('seats', (join) =>
        join.onRef('seats.match_id', '=', 'account_seats.match_id').onRef('seats.seat', '=', 'account_seats.seat').onRef('seats.token_hash', '=', 'account_seats.seat_token_hash'),
      )
      .select(['seat_keys.match_id', 'seat_keys.seat', 'seat_keys.account_id'])
      .where('seat_keys.key_hash', '=', hashSecret(key))
      .where('account_sessions.expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    return row === undefined ? undefined : { matchId: row.match_id, seat: row.seat, accountId: row.account_id };
  }

  async createLoginLink(request: LoginLinkRequest, ttlMs: number): Promise<string | undefined> {
    const email = request.email.trim().toLowerCase();
    const now = new Date();
    const since = new Date(now.getTime() - LINK_WINDOW_MS).toISOString();
    const seat = request.seatToken === undefined ? undefined : await this.seatOfToken(request.seatToken, request.accountId ?? undefined);
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('login_links').where('expires_at', '<', since).execute();
      const recent = await trx
        .selectFrom('login_links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', email)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= LINKS_PER_WINDOW) return undefined;
      const token = newSecret();
      await trx
        .insertInto('login_links')
        .values({
          token_hash: hashSecret(token),
          email,
          account_id: request.accountId ?? null,
          match_id: seat?.matchId ?? null,
          seat: seat?.seat ?? null,
          seat_token_hash: seat?.tokenHash ?? null,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + ttlMs).toISOString(),
          used_at: null,
        })
        .execute();
      return token;
    });
  }

  async useLoginLink(token: string, sessionTtlMs: number): Promise<LoginLinkUse | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const link = await trx
        .updateTable('login_links')
        .set({ used_at: now })
        .where('token_hash', '=', hashSecret(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      if (link === undefined) return undefined;
      // The address proves its owner: it signs in to the account that has it, else it joins the asking account, else a new one.
      const owner = await trx.selectFrom('account_emails').select('account_id').where('email', '=', link.email).executeTakeFirst();
      const accountId = owner?.account_id ?? link.account_id ?? (await this.newAccount(trx, now));
      if (owner === undefined) await trx.insertInto('account_emails').values({ email: link.email, account_id: accountId, added_at: now }).execute();
      let seatSaved = false;
      if (link.match_id !== null && link.seat !== null && link.seat_token_hash !== null) {
        const current = await trx
          .selectFrom('seats')
          .select('seat')
          .where('match_id', '=', link.match_id)
          .where('seat', '=', link.seat)
          .where('token_hash', '=', link.seat_token_hash)
          .executeTakeFirst();
        if (current !== undefined) {
          await this.keep(trx, accountId, link.match_id, link.seat, link.seat_token_hash, now);
          seatSaved = true;
        }
      }
      const session = newSecret();
      await trx.insertInto('account_sessions').values({ token_hash: hashSecret(session), account_id: accountId, created_at: now, expires_at: later(sessionTtlMs) }).execute();
      return { accountId, session, seatSaved };
    });
  }

  /**
   * The seat a seat token opens, with the seat's current token hash, for keeping in `account`. A key
   * of a held seat opens it only for the account it was made for: keys belong to one account, and
   * end with its session or a new invite (issue 47: a key saved into a second account outlived the
   * owner's sign-out there).
   */
  private async seatOfToken(token: string, account: string | undefined): Promise<{ matchId: string; seat: string; tokenHash: string } | undefined> {
    const direct = await this.db.selectFrom('seats').select(['match_id', 'seat', 'token_hash']).where('token_hash', '=', hashSecret(token)).executeTakeFirst();
    const key = direct === undefined ? await this.keyHolder(token) : undefined;
    const identity = direct !== undefined ? { matchId: direct.match_id, seat: direct.seat } : key !== undefined && key.accountId === account ? key : undefined;
    if (identity === undefined) return undefined;
    const row = await this.db.selectFrom('seats').select('token_hash').where('match_id', '=', identity.matchId).where('seat', '=', identity.seat).executeTakeFirst();
    return row?.token_hash === null || row === undefined ? undefined : { ...identity, tokenHash: row.token_hash };
  }

  private async keep(db: Kysely<Database> | Transaction<Database>, accountId: string, matchId: string, seat: string, tokenHash: string, now: string): Promise<void> {
    await db
      .insertInto('account_seats')
      .values({ account_id: accountId, match_id: matchId, seat, seat_token_hash: tokenHash, added_at: now })
      .onConflict((oc) => oc.columns(['account_id', 'match_id', 'seat']).doUpdateSet({ seat_token_hash: tokenHash }))
      .execute();
  }

  private async newAccount(trx: Transaction<Database>, now: string): Promise<string> {
    const id = randomUUID();
    await trx.insertInto('accounts').values({ id, created_at: now }).execute();
    return id;
  }
}
