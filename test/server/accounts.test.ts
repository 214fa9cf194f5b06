import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.js';
import { openStore, type Store, type StoreConfig } from '../../src/store/index.js';
import { freshSchemaName, TEST_DATABASE_URL, withClient } from '../store/postgres-env.js';
import { call, createPhoenix, joinAll, ok, testConfig } from './helpers.js';
import { relyingParty } from '../../src/server/accounts/common.js';
import { SoftAuthenticator } from './soft-authenticator.js';

const PUBLIC_URL = 'https://arbiter.test';
const mails: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      done();
    });
  },
});
let smtpUrl: string;
beforeAll(async () => {
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => smtp.close(done)));

interface Account {
  seats: { matchId: string; title: string; game: string; seat: string; gm: boolean; path: string }[];
  passkeys: number;
  emails: string[];
}
interface SignedIn {
  session: string | null;
  seatSaved: boolean;
}

function sentTo(mail: { to: string[] }, address: string): boolean {
  return mail.to.some((to) => to.toLowerCase() === address.toLowerCase());
}

/** The login link of the newest mail to an address (quoted-printable soft breaks undone). */
function linkIn(to: string): string {
  const mail = [...mails].reverse().find((m) => sentTo(m, to));
  if (mail === undefined) throw new Error(`no mail to ${to}`);
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const found = /#login=([A-Za-z0-9_-]+)/.exec(body);
  if (found === null) throw new Error(`no login link in the mail to ${to}`);
  return found[1] as string;
}

async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!test()) throw new Error(`the mail did not arrive (mails to: ${mails.map((m) => m.to.join(',')).join(' ')})`);
}

const stores: { name: string; config: () => StoreConfig; cleanup: (config: StoreConfig) => Promise<void> }[] = [
  {
    name: 'SQLite',
    config: () => ({ kind: 'sqlite', dataDir: mkdtempSync(path.join(tmpdir(), 'arbiter-accounts-')) }),
    cleanup: async (config) => rmSync((config as { dataDir: string }).dataDir, { recursive: true, force: true }),
  },
  ...(TEST_DATABASE_URL === undefined
    ? []
    : [
        {
          name: 'PostgreSQL',
          config: (): StoreConfig => ({ kind: 'postgres', url: TEST_DATABASE_URL as string, schema: freshSchemaName() }),
          cleanup: async (config: StoreConfig) => {
            await withClient(TEST_DATABASE_URL as string, (client) => client.query(`drop schema if exists "${(config as { schema: string }).schema}" cascade`));
          },
        },
      ]),
];
if (TEST_DATABASE_URL === undefined) console.warn('accounts on PostgreSQL skipped: TEST_DATABASE_URL is not set');

describe.each(stores)('accounts on $name (issue 19, D-17)', ({ config: makeConfig, cleanup }) => {
  let storeConfig: StoreConfig;
  let store: Store;
  let app: App;

  beforeAll(async () => {
    storeConfig = makeConfig();
    store = await openStore(storeConfig);
    app = buildApp({
      store,
      config: testConfig(storeConfig, { publicUrl: PUBLIC_URL, notify: { smtpUrl, mailFrom: 'arbiter@example.test', reminderLeadMs: 60_000, reminderIntervalMs: 0 } }),
      validateResponses: true,
    });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    await cleanup(storeConfig);
  });

  async function passkeyRegistration(device: SoftAuthenticator, options: { session?: string; seatToken?: string } = {}): Promise<SignedIn> {
    const start = await ok<{ ceremony: string; options: Record<string, unknown> }>(app, '/api/account/passkeys/registration-options', { method: 'POST', token: options.session });
    expect((start.options.rp as { id: string }).id).toBe('arbiter.test');
    return ok<SignedIn>(app, '/api/account/passkeys/registration', {
      token: options.session,
      body: { ceremony: start.ceremony, response: device.register(start.options), ...(options.seatToken === undefined ? {} : { seatToken: options.seatToken }) },
    });
  }

  async function passkeySignIn(device: SoftAuthenticator, seatToken?: string): Promise<string> {
    const start = await ok<{ ceremony: string; options: Record<string, unknown> }>(app, '/api/account/passkeys/authentication-options', { method: 'POST' });
    const signedIn = await ok<SignedIn>(app, '/api/account/passkeys/authentication', {
      body: { ceremony: start.ceremony, response: device.authenticate(start.options), ...(seatToken === undefined ? {} : { seatToken }) },
    });
    return signedIn.session as string;
  }

  it('a passkey made on a seat page saves the seat; signing in elsewhere lists it and opens it, and the seat link keeps working', async () => {
    const created = await createPhoenix(app, 3, 21);
    const tokens = await joinAll(app, created);
    const [realm, other] = created.seats.map((s) => s.seat) as [string, string];
    const phone = new SoftAuthenticator('arbiter.test', PUBLIC_URL);
    const made = await passkeyRegistration(phone, { seatToken: tokens[realm] as string });
    expect(made.seatSaved).toBe(true);
    expect(made.session).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Another device: the same passkey (synced) signs in; the account lists exactly its seat.
    const session = await passkeySignIn(phone);
    expect(session).not.toBe(made.session);
    const account = await ok<Account>(app, '/api/account', { token: session });
    expect(account.passkeys).toBe(1);
    expect(account.seats).toEqual([
      { matchId: created.match.id, title: 'Erkenfara', game: 'phoenix', gameTitle: 'Phoenix (Erkenfara)', seat: realm, seatName: created.seats.find((s) => s.seat === realm)?.name, gm: false, status: 'open', path: `/app/matches/${created.match.id}?as=${realm}` },
    ]);
    expect(JSON.stringify(account)).not.toContain(other);

    const key = await ok<{ token: string }>(app, `/api/account/seats/${created.match.id}/${realm}/key`, { method: 'POST', token: session });
    const seen = await ok<{ you: { seat: string; gm: boolean } }>(app, `/api/matches/${created.match.id}`, { token: key.token });
    expect(seen.you).toEqual({ seat: realm, gm: false });
    // The seat's own link (token) works as before, account or not.
    expect((await ok<{ you: { seat: string } }>(app, `/api/matches/${created.match.id}`, { token: tokens[realm] })).you.seat).toBe(realm);
    // The account opens only what it holds: another seat of the same match is refused like a seat it never saw.
    const stranger = await call(app, `/api/account/seats/${created.match.id}/${other}/key`, { method: 'POST', token: session });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ error: { code: 'not-held' } });
    const unknown = await call(app, `/api/account/seats/no-such-match/${other}/key`, { method: 'POST', token: session });
    expect(unknown.json()).toEqual(stranger.json());
  });

  it('further seats are added from a seat link, removed again, and a seat the GM replaces drops out of the list', async () => {
    const rome = await createPhoenix(app, 2, 22);
    const tokens = await joinAll(app, rome);
    const [first, second] = rome.seats.map((s) => s.seat) as [string, string];
    const device = new SoftAuthenticator('arbiter.test', PUBLIC_URL);
    const { session } = await passkeyRegistration(device);
    expect((await ok<Account>(app, '/api/account', { token: session as string })).seats).toEqual([]);
    await ok(app, '/api/account/seats', { token: session as string, body: { seatToken: tokens[first] } });
    const both = await ok<Account>(app, '/api/account/seats', { token: session as string, body: { seatToken: tokens[second] } });
    expect(both.seats.map((s) => s.seat).sort()).toEqual([first, second].sort());
    // The game master's link may be kept too.
    const withGm = await ok<Account>(app, '/api/account/seats', { token: session as string, body: { seatToken: rome.gmToken } });
    expect(withGm.seats.find((s) => s.gm)?.seat).toBe('@gm');

    const keyFirst = (await ok<{ token: string }>(app, `/api/account/seats/${rome.match.id}/${first}/key`, { method: 'POST', token: session as string })).token;
    const keySecond = (await ok<{ token: string }>(app, `/api/account/seats/${rome.match.id}/${second}/key`, { method: 'POST', token: session as string })).token;

    // Removing: gone from the list, its key stops working, its link does not.
    const removed = await ok<Account>(app, `/api/account/seats/${rome.match.id}/${second}`, { method: 'DELETE', token: session as string });
    expect(removed.seats.map((s) => s.seat)).not.toContain(second);
    expect((await call(app, `/api/matches/${rome.match.id}`, { token: keySecond })).statusCode).toBe(401);
    expect((await call(app, `/api/matches/${rome.match.id}`, { token: tokens[second] })).statusCode).toBe(200);
    expect((await call(app, `/api/account/seats/${rome.match.id}/${second}`, { method: 'DELETE', token: session as string })).statusCode).toBe(404);

    // The game master replaces the first seat's player: no access through the account any more.
    await ok(app, `/api/matches/${rome.match.id}/seats/${first}/replace`, { method: 'POST', token: rome.gmToken });
    const after = await ok<Account>(app, '/api/account', { token: session as string });
    expect(after.seats.map((s) => s.seat)).toEqual(['@gm']);
    expect((await call(app, `/api/matches/${rome.match.id}`, { token: keyFirst })).statusCode).toBe(401);
    expect((await call(app, `/api/account/seats/${rome.match.id}/${first}/key`, { method: 'POST', token: session as string })).statusCode).toBe(404);
    // The new player's seat is not the account's, even after the old token is offered again.
    const refused = await call(app, '/api/account/seats', { token: session as string, body: { seatToken: tokens[first] } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'unknown-token' } });
  });

  it('signing out ends the session and the seat keys it opened; the seat link keeps working', async () => {
    const created = await createPhoenix(app, 2, 23);
    const tokens = await joinAll(app, created);
    const realm = created.seats[0]?.seat as string;
    const device = new SoftAuthenticator('arbiter.test', PUBLIC_URL);
    const { session } = await passkeyRegistration(device, { seatToken: tokens[realm] as string });
    const key = (await ok<{ token: string }>(app, `/api/account/seats/${created.match.id}/${realm}/key`, { method: 'POST', token: session as string })).token;
    await ok(app, '/api/account/sign-out', { method: 'POST', token: session as string });
    const gone = await call(app, '/api/account', { token: session as string });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ error: { code: 'unknown-session' } });
    expect((await call(app, `/api/matches/${created.match.id}`, { token: key })).statusCode).toBe(401);
    expect((await call(app, `/api/matches/${created.match.id}`, { token: tokens[realm] })).statusCode).toBe(200);
    // Signing in again finds the seat.
    const again = await passkeySignIn(device);
    expect((await ok<Account>(app, '/api/account', { token: again })).seats.map((s) => s.seat)).toEqual([realm]);
  });

  it("a seat key belongs to its account: another account cannot keep it, and it ends with its owner's sign-out (issue 47)", async () => {
    const created = await createPhoenix(app, 2, 29);
    const tokens = await joinAll(app, created);
    const realm = created.seats[0]?.seat as string;
    const owner = await passkeyRegistration(new SoftAuthenticator('arbiter.test', PUBLIC_URL), { seatToken: tokens[realm] as string });
    const key = (await ok<{ token: string }>(app, `/api/account/seats/${created.match.id}/${realm}/key`, { method: 'POST', token: owner.session as string })).token;
    const second = await passkeyRegistration(new SoftAuthenticator('arbiter.test', PUBLIC_URL));
    const moved = await call(app, '/api/account/seats', { token: second.session as string, body: { seatToken: key } });
    expect(moved.statusCode).toBe(401);
    expect(moved.json()).toMatchObject({ error: { code: 'unknown-token' } });
    expect((await ok<Account>(app, '/api/account', { token: second.session as string })).seats).toEqual([]);
    // Nor through a new passkey made with it: refused before any account is made.
    const made = await passkeyRegistration(new SoftAuthenticator('arbiter.test', PUBLIC_URL), { seatToken: key }).then(
      () => 'kept',
      (error: unknown) => String(error),
    );
    expect(made).toMatch(/401/);
    // The owner signs out: the key opens nothing anywhere.
    await ok(app, '/api/account/sign-out', { method: 'POST', token: owner.session as string });
    expect((await call(app, `/api/matches/${created.match.id}`, { token: key })).statusCode).toBe(401);
    expect((await call(app, '/api/account/seats', { token: second.session as string, body: { seatToken: key } })).statusCode).toBe(401);
    // The seat's own token is the seat's: any account may keep it.
    expect((await ok<Account>(app, '/api/account/seats', { token: second.session as string, body: { seatToken: tokens[realm] } })).seats.map((s) => s.seat)).toEqual([realm]);
  });

  it('a second passkey joins the signed-in account; wrong, replayed or foreign answers are refused with readable errors', async () => {
    const laptop = new SoftAuthenticator('arbiter.test', PUBLIC_URL);
    const { session } = await passkeyRegistration(laptop);
    const phone = new SoftAuthenticator('arbiter.test', PUBLIC_URL);
    const added = await passkeyRegistration(phone, { session: session as string });
    expect(added.session).toBeNull();
    expect((await ok<Account>(app, '/api/account', { token: session as string })).passkeys).toBe(2);
    expect((await ok<Account>(app, '/api/account', { token: await passkeySignIn(phone) })).passkeys).toBe(2);

    // A ceremony works once.
    const start = await ok<{ ceremony: string; options: Record<string, unknown> }>(app, '/api/account/passkeys/authentication-options', { method: 'POST' });
    const answer = laptop.authenticate(start.options);
    await ok(app, '/api/account/passkeys/authentication', { body: { ceremony: start.ceremony, response: answer } });
    const replayed = await call(app, '/api/account/passkeys/authentication', { body: { ceremony: start.ceremony, response: answer } });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ error: { code: 'unknown-ceremony' } });

    // Another site's answer (a phishing origin) and an unknown passkey.
    const phishing = await ok<{ ceremony: string; options: Record<string, unknown> }>(app, '/api/account/passkeys/authentication-options', { method: 'POST' });
    const wrongOrigin = await call(app, '/api/account/passkeys/authentication', { body: { ceremony: phishing.ceremony, response: laptop.authenticate(phishing.options, 'https://arbiter.evil') } });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json()).toMatchObject({ error: { status: 400, code: 'passkey-refused' } });
    expect(wrongOrigin.body).not.toMatch(/\n\s+at /);
    const stranger = new SoftAuthenticator('arbiter.test', PUBLIC_URL);
    const other = await ok<{ ceremony: string; options: Record<string, unknown> }>(app, '/api/account/passkeys/authentication-options', { method: 'POST' });
    const unknown = await call(app, '/api/account/passkeys/authentication', { body: { ceremony: other.ceremony, response: stranger.authenticate(other.options) } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: { code: 'unknown-passkey' } });

    // A bad seat token leaves no account behind.
    const before = await ok<{ ceremony: string; options: Record<string, unknown> }>(app, '/api/account/passkeys/registration-options', { method: 'POST' });
    const lonely = new SoftAuthenticator('arbiter.test', PUBLIC_URL);
    const badSeat = await call(app, '/api/account/passkeys/registration', { body: { ceremony: before.ceremony, response: lonely.register(before.options), seatToken: 'no-such-seat-token' } });
    expect(badSeat.statusCode).toBe(401);
    expect(await store.accounts.passkey(lonely.id)).toBeUndefined();

    const shape = await call(app, '/api/account/passkeys/registration', { body: { ceremony: 'x', response: { id: 1 } } });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().error.problems.length).toBeGreaterThan(0);
  });

  it('an e-mailed login link makes the account, saves the seat, works once, and the answer never tells whether an address is known', async () => {
    const created = await createPhoenix(app, 2, 24);
    const tokens = await joinAll(app, created);
    const realm = created.seats[0]?.seat as string;
    const address = `player-${storeConfig.kind}@example.test`;
    const first = await call(app, '/api/account/email', { body: { email: address, seatToken: tokens[realm], lang: 'en' } });
    expect(first.statusCode).toBe(200);
    await until(() => mails.some((m) => sentTo(m, address)));
    const token = linkIn(address);
    expect(mails.find((m) => sentTo(m, address))?.raw).toContain('https://arbiter.test/app/account#login=');

    const used = await ok<SignedIn>(app, '/api/account/email/login', { body: { token } });
    expect(used.seatSaved).toBe(true);
    const account = await ok<Account>(app, '/api/account', { token: used.session as string });
    expect(account.emails).toEqual([address]);
    expect(account.seats.map((s) => s.seat)).toEqual([realm]);
    const again = await call(app, '/api/account/email/login', { body: { token } });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: { code: 'unknown-link' } });

    // A seat token that opens no seat is refused before any mail goes out.
    const sent = mails.length;
    const badSeat = await call(app, '/api/account/email', { body: { email: address, seatToken: 'no-such-seat-token' } });
    expect(badSeat.statusCode).toBe(401);
    expect(badSeat.json()).toMatchObject({ error: { code: 'unknown-token' } });
    await app.context.notifier.idle();
    expect(mails.length).toBe(sent);

    // An expired link signs in no one.
    const expired = await store.accounts.createLoginLink({ email: `late-${storeConfig.kind}@example.test` }, -1);
    const late = await call(app, '/api/account/email/login', { body: { token: expired } });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toContain('older than 15 minutes');

    // A known and an unknown address get the same answer; the known one signs in to the same account.
    const known = await call(app, '/api/account/email', { body: { email: address.toUpperCase() } });
    const fresh = await call(app, '/api/account/email', { body: { email: `nobody-${storeConfig.kind}@example.test` } });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(fresh.body);
    await until(() => mails.filter((m) => sentTo(m, address)).length >= 2);
    const second = await ok<SignedIn>(app, '/api/account/email/login', { body: { token: linkIn(address) } });
    expect((await ok<Account>(app, '/api/account', { token: second.session as string })).seats.map((s) => s.seat)).toEqual([realm]);

    // At most three links per address in 15 minutes: the fourth request is answered alike but sends nothing.
    const flood = `flood-${storeConfig.kind}@example.test`;
    for (let i = 0; i < 4; i++) expect((await call(app, '/api/account/email', { body: { email: flood } })).body).toBe(fresh.body);
    await app.context.notifier.idle();
    expect(mails.filter((m) => sentTo(m, flood))).toHaveLength(3);
  });

  it('a signed-in account adds an e-mail address through the link', async () => {
    const device = new SoftAuthenticator('arbiter.test', PUBLIC_URL);
    const { session } = await passkeyRegistration(device);
    const address = `second-${storeConfig.kind}@example.test`;
    await ok(app, '/api/account/email', { token: session as string, body: { email: address } });
    await app.context.notifier.idle();
    const used = await ok<SignedIn>(app, '/api/account/email/login', { body: { token: linkIn(address) } });
    const account = await ok<Account>(app, '/api/account', { token: used.session as string });
    expect(account).toMatchObject({ passkeys: 1, emails: [address] });
    expect((await ok<Account>(app, '/api/account', { token: session as string })).emails).toEqual([address]);
  });
});

describe('the relying party of passkeys', () => {
  it('is the public address, and localhost for a server on the loopback address (browsers refuse IP addresses)', () => {
    expect(relyingParty('https://games.example.org/arbiter')).toEqual({ id: 'games.example.org', origin: 'https://games.example.org', name: 'Arbiter' });
    expect(relyingParty('http://127.0.0.1:8080')).toMatchObject({ id: 'localhost', origin: 'http://localhost:8080' });
    expect(relyingParty('http://[::1]:9000')).toMatchObject({ id: 'localhost', origin: 'http://localhost:9000' });
  });
});

describe('accounts without SMTP, and the rate limit', () => {
  let dataDir: string;
  let store: Store;
  let app: App;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-accounts-nomail-'));
    const config = testConfig({ kind: 'sqlite', dataDir }, { publicUrl: PUBLIC_URL, secretRate: 3 });
    store = await openStore(config.store);
    app = buildApp({ store, config, validateResponses: true });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says clearly that no login link can be sent, and 429s a flood of sign-in attempts', async () => {
    expect(await ok(app, '/api/account/methods')).toEqual({ passkey: true, mail: false });
    const refused = await call(app, '/api/account/email', { body: { email: 'someone@example.test' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({ code: 'no-mail' });
    expect(refused.json().error.message).toContain('ARBITER_SMTP_URL');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(app, '/api/account/passkeys/authentication-options', { method: 'POST' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call(app, '/api/account/passkeys/authentication-options', { method: 'POST' });
    expect(limited.json().error).toMatchObject({ status: 429, code: 'rate-limited' });
  });
});
