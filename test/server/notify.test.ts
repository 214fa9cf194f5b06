import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../../src/server/app.js';
import type { PushSend } from '../../src/server/notify/notifier.js';
import { openStore } from '../../src/store/index.js';
import { call, createPhoenix, joinAll, ok, openStream, testConfig, type EventStream } from './helpers.js';

interface Mail {
  to: string[];
  raw: string;
}

const mails: Mail[] = [];
const pushes: { endpoint: string; payload: unknown; headers: Record<string, string> }[] = [];
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
const vapid = webpush.generateVAPIDKeys();
// The real web-push request is built (VAPID signature, payload encryption); only the HTTPS call is left out.
const sendPush: PushSend = async (subscription, payload, options) => {
  const details = webpush.generateRequestDetails(subscription, payload, options);
  pushes.push({ endpoint: details.endpoint, payload: JSON.parse(payload), headers: details.headers as Record<string, string> });
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'arbiter-notify-'));
const store = await openStore({ kind: 'sqlite', dataDir });
let app: ReturnType<typeof buildApp>;
let base: string;

beforeAll(async () => {
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  const port = (smtp.server.address() as AddressInfo).port;
  const config = testConfig(
    { kind: 'sqlite', dataDir },
    {
      notify: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'arbiter@example.test',
        vapid: { ...vapid, subject: 'mailto:gm@example.test' },
        reminderLeadMs: 60_000,
        reminderIntervalMs: 0,
      },
    },
  );
  app = buildApp({ store, config, validateResponses: true, notifierDeps: { sendPush } });
  base = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await store.close();
  await new Promise<void>((done) => smtp.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

function subscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: 'https://push.example.test/send/abc', keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

async function setUp() {
  const created = await createPhoenix(app);
  const tokens = await joinAll(app, created);
  const realms = created.seats.map((s) => s.seat).sort() as [string, string, string];
  return { created, tokens, realms, gm: created.gmToken, match: created.match.id, phoenix: `/api/matches/${created.match.id}` };
}

const notices = (stream: EventStream) => stream.heard.filter((h) => h.event === 'notice').map((h) => h.data);

describe('notifications (issue 19)', () => {
  it('keeps a seat its own e-mail address: only that seat reads it back, bad addresses are refused', async () => {
    const { tokens, realms, gm, match } = await setUp();
    const [a, b] = realms;
    const set = await ok(app, `/api/matches/${match}/notifications/email`, { method: 'PUT', token: tokens[a], body: { email: 'anna@example.test' } });
    expect(set).toEqual({ email: 'anna@example.test', push: false, mail: true, pushKey: vapid.publicKey });
    expect(await ok(app, `/api/matches/${match}/notifications`, { token: tokens[b] })).toMatchObject({ email: null });
    expect((await call(app, `/api/matches/${match}/notifications`, { token: gm })).statusCode).toBe(403);
    const bad = await call(app, `/api/matches/${match}/notifications/email`, { method: 'PUT', token: tokens[b], body: { email: 'not an address' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/email/);
    // The match's month and the GM's view never carry the address.
    const month = await call(app, `/api/matches/${match}/period`, { token: gm });
    expect(month.body).not.toContain('anna@example.test');
  });

  it("tells each seat 'your turn' and 'report published' live in its own stream, by e-mail and by Web Push", async () => {
    const { tokens, realms, gm, match, phoenix } = await setUp();
    const [a, b] = realms;
    await ok(app, `/api/matches/${match}/notifications/email`, { method: 'PUT', token: tokens[a], body: { email: 'anna@example.test' } });
    const sub = subscription();
    expect(await ok(app, `/api/matches/${match}/notifications/push`, { method: 'PUT', token: tokens[b], body: { subscription: sub } })).toMatchObject({ push: true });
    const streamA = await openStream(`${base}/api/matches/${match}/events`, tokens[a]);
    const streamGm = await openStream(`${base}/api/matches/${match}/events`, gm);
    mails.length = 0;
    pushes.length = 0;
    const version = (await ok<{ version: number }>(app, `${phoenix}/period`, { token: gm })).version;
    await ok(app, `${phoenix}/evaluation`, { token: gm, body: { period: 1, expectedVersion: version } });
    await streamA.until((h) => h.event === 'notice');
    await ok(app, `${phoenix}/periods/1/publication`, { method: 'POST', token: gm });
    await streamA.until((h) => h.event === 'notice' && (h.data as { notice: string }).notice === 'report-published');
    await app.context.notifier.idle();
    expect(notices(streamA)).toEqual([
      { notice: 'your-turn', period: 2 },
      { notice: 'report-published', period: 1 },
    ]);
    // Publishing again tells nobody again.
    await ok(app, `${phoenix}/periods/1/publication`, { method: 'POST', token: gm });
    await app.context.notifier.idle();
    expect(mails.map((m) => m.to)).toEqual([['anna@example.test'], ['anna@example.test']]);
    expect(mails[0]?.raw).toMatch(/^Subject: .*Arbiter_=C2=B7_Erkenfara_=C2=B7_Dein_Zug/m);
    expect(mails[0]?.raw).toContain('Monat 2 hat begonnen: dein Zug.');
    expect(mails[0]?.raw).toContain('Month 2 has begun: your turn.');
    // "The month is out" comes with the realm's own report attached, in German and in English, as the report route gives it.
    expect((await simpleParser(mails[0]?.raw ?? '')).attachments).toEqual([]);
    const out = await simpleParser(mails[1]?.raw ?? '');
    expect(out.text).toContain('Die Auswertung von Monat 1 ist veröffentlicht.');
    expect(out.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`month-1-${a}-de.html`, 'text/html'],
      [`month-1-${a}-en.html`, 'text/html'],
    ]);
    for (const [i, lang] of (['de', 'en'] as const).entries()) {
      const report = await call(app, `${phoenix}/periods/1/report?format=html&lang=${lang}`, { token: tokens[a] });
      expect(out.attachments[i]?.content.toString('utf8')).toBe(report.body);
    }
    expect(pushes.map((p) => [p.endpoint, (p.payload as { notice: string }).notice])).toEqual([
      [sub.endpoint, 'your-turn'],
      [sub.endpoint, 'report-published'],
    ]);
    expect(pushes[0]?.headers.Authorization).toMatch(/^vapid t=.*, k=/);
    expect(pushes[0]?.headers['Content-Encoding']).toBe('aes128gcm');
    expect(notices(streamGm)).toEqual([]);
    streamA.close();
    streamGm.close();
  });

  it("reminds seats without a turn once per month, within the lead time before the deadline", async () => {
    const { tokens, realms, gm, match, phoenix } = await setUp();
    const [a, b, c] = realms;
    await ok(app, `/api/matches/${match}/notifications/email`, { method: 'PUT', token: tokens[b], body: { email: 'bert@example.test' } });
    await ok(app, `${phoenix}/turn`, { method: 'PUT', token: tokens[a], body: { text: `REICH ${a}` } });
    const deadline = Date.now() + 10 * 60_000;
    await ok(app, `${phoenix}/periods/1/deadline`, { method: 'PUT', token: gm, body: { deadline: new Date(deadline).toISOString() } });
    const streamC = await openStream(`${base}/api/matches/${match}/events`, tokens[c]);
    mails.length = 0;
    // Lead time 60 s: ten minutes before the deadline is too early.
    expect(await app.reminders.tick(deadline - 10 * 60_000)).toBe(0);
    const reminded = await app.reminders.tick(deadline - 30_000);
    expect(reminded).toBe(2);
    expect(await app.reminders.tick(deadline - 20_000)).toBe(0);
    await streamC.until((h) => h.event === 'notice');
    expect(notices(streamC)).toEqual([{ notice: 'deadline-soon', period: 1 }]);
    expect(mails.filter((m) => m.to.includes('bert@example.test'))).toHaveLength(1);
    expect(mails.flatMap((m) => m.to)).not.toContain('anna@example.test');
    // An extended deadline is reminded of again.
    const later = deadline + 3_600_000;
    await ok(app, `${phoenix}/periods/1/deadline`, { method: 'PUT', token: gm, body: { deadline: new Date(later).toISOString() } });
    expect(await app.reminders.tick(later - 30_000)).toBe(2);
    streamC.close();
  });
});

describe('notification failures', () => {
  it('are logged naming the match and the kind of failure, never the address', async () => {
    const { Notifier } = await import('../../src/server/notify/notifier.js');
    const { tokens, realms, match } = await setUp();
    await ok(app, `/api/matches/${match}/notifications/email`, { method: 'PUT', token: tokens[realms[0]], body: { email: 'secret.person@example.test' } });
    await ok(app, `/api/matches/${match}/notifications/push`, { method: 'PUT', token: tokens[realms[0]], body: { subscription: subscription() } });
    const logged: string[] = [];
    const failingPush: PushSend = () => Promise.reject(Object.assign(new Error('push to https://push.example.test/send/abc refused for secret.person@example.test'), { statusCode: 410 }));
    // Port 9 (discard) on this machine answers no SMTP: the mail fails.
    const notifier = new Notifier(store, { smtpUrl: 'smtp://127.0.0.1:9', reminderLeadMs: 1, reminderIntervalMs: 0, vapid: { ...vapid, subject: 'mailto:gm@example.test' } }, () => 'http://arbiter.test', (error) => logged.push(String(error)), { sendPush: failingPush });
    await notifier.send(match, 1, 'your-turn', [realms[0]]);
    notifier.close();
    expect(logged).toHaveLength(2);
    expect(logged.join('\n')).toContain(match);
    expect(logged.join('\n')).not.toMatch(/secret\.person|push\.example/);
  });
});

describe('notification configuration', () => {
  it('comes from the environment, with an hour of lead time by default; bad values name the variable', async () => {
    const { notifyConfigFromEnv } = await import('../../src/server/notify/config.js');
    expect(notifyConfigFromEnv({})).toEqual({ smtpUrl: undefined, mailFrom: undefined, vapid: undefined, reminderLeadMs: 3_600_000, reminderIntervalMs: 60_000 });
    expect(notifyConfigFromEnv({ ARBITER_SMTP_URL: 'smtp://mail.example:587', ARBITER_MAIL_FROM: 'gm@example.test', ARBITER_VAPID_PUBLIC_KEY: 'pub', ARBITER_VAPID_PRIVATE_KEY: 'priv', ARBITER_REMINDER_LEAD_MS: '500' })).toMatchObject({
      smtpUrl: 'smtp://mail.example:587',
      mailFrom: 'gm@example.test',
      vapid: { publicKey: 'pub', privateKey: 'priv', subject: 'mailto:arbiter@localhost' },
      reminderLeadMs: 500,
    });
    expect(() => notifyConfigFromEnv({ ARBITER_SMTP_URL: 'mail.example' })).toThrow(/ARBITER_SMTP_URL/);
    expect(() => notifyConfigFromEnv({ ARBITER_VAPID_PUBLIC_KEY: 'pub' })).toThrow(/ARBITER_VAPID_PRIVATE_KEY/);
    expect(() => notifyConfigFromEnv({ ARBITER_REMINDER_LEAD_MS: 'soon' })).toThrow(/ARBITER_REMINDER_LEAD_MS/);
  });
});
