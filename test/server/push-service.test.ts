import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../../src/server/app.js';
import type { PushSend } from '../../src/server/notify/notifier.js';
import { openStore } from '../../src/store/index.js';
import { createPhoenix, joinAll, ok, testConfig } from './helpers.js';

/**
 * Web Push end to end on the server's side: the notifier's real web-push call goes over HTTPS to a
 * push service of the test's own, which checks the VAPID signature and decrypts the payload with
 * the subscription's private key as a browser would (RFC 8291, RFC 8292). Only the browser's half
 * cannot be real here: headless Chromium subscribes only through Google's push service.
 */
const HAVE_OPENSSL = existsSync('/usr/bin/openssl');
const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-push-'));
const vapid = webpush.generateVAPIDKeys();
const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
let service: Server;
let agent: Agent;

/** The browser's side of a subscription: its key pair and auth secret. */
const browserKeys = createECDH('prime256v1');
browserKeys.generateKeys();
const authSecret = randomBytes(16);

function decrypt(body: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const cipher = body.subarray(21 + keyIdLength);
  const shared = browserKeys.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKeys.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and padding zeros.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

/** The VAPID header's claims, after checking its ES256 signature with the key it names. */
function vapidClaims(header: string): { aud: string; sub: string; exp: number; key: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  if (match === null) throw new Error(`not a VAPID header: ${header}`);
  const [jwt, key] = [match[1] as string, match[2] as string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID signature does not verify');
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number }), key };
}

describe.skipIf(!HAVE_OPENSSL)('Web Push to a push service (issue 19)', () => {
  const dataDir = path.join(dir, 'data');
  let app: ReturnType<typeof buildApp>;
  let store: Awaited<ReturnType<typeof openStore>>;
  let endpoint: string;

  beforeAll(async () => {
    execFileSync('/usr/bin/openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    const cert = readFileSync(path.join(dir, 'cert.pem'));
    service = createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        // A subscription the browser dropped: the push service says it is gone.
        response.writeHead(request.url === '/push/gone' ? 410 : 201).end();
      });
    });
    await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
    endpoint = `https://127.0.0.1:${(service.address() as AddressInfo).port}/push`;
    // The notifier's own web-push call, trusting this service's certificate only.
    agent = new Agent({ ca: cert });
    const sendPush: PushSend = (subscription, payload, options) => webpush.sendNotification(subscription, payload, { ...options, agent });
    store = await openStore({ kind: 'sqlite', dataDir });
    const config = testConfig({ kind: 'sqlite', dataDir }, { notify: { vapid: { ...vapid, subject: 'mailto:gm@example.test' }, reminderLeadMs: 60_000, reminderIntervalMs: 0 } });
    app = buildApp({ store, config, validateResponses: true, notifierDeps: { sendPush } });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    agent.destroy();
    await new Promise<void>((done) => service.close(() => done()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('the push service receives a signed, encrypted "your turn" that only the subscription’s keys open; a gone subscription is forgotten', async () => {
    const created = await createPhoenix(app);
    const tokens = await joinAll(app, created);
    const [a, b] = created.seats.map((s) => s.seat).sort() as [string, string];
    const match = created.match.id;
    const keys = { p256dh: browserKeys.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') };
    await ok(app, `/api/matches/${match}/notifications/push`, { method: 'PUT', token: tokens[a], body: { subscription: { endpoint: `${endpoint}/live`, keys } } });
    await ok(app, `/api/matches/${match}/notifications/push`, { method: 'PUT', token: tokens[b], body: { subscription: { endpoint: `${endpoint}/gone`, keys } } });

    const phoenix = `/api/matches/${match}`;
    const version = (await ok<{ version: number }>(app, `${phoenix}/period`, { token: created.gmToken })).version;
    await ok(app, `${phoenix}/evaluation`, { token: created.gmToken, body: { period: 1, expectedVersion: version } });
    await app.context.notifier.idle();

    const live = received.filter((r) => r.path === '/push/live');
    expect(live).toHaveLength(1);
    const push = live[0] as (typeof received)[number];
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(push.headers.authorization as string);
    expect(claims).toMatchObject({ aud: new URL(endpoint).origin, sub: 'mailto:gm@example.test', key: vapid.publicKey });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    const payload = JSON.parse(decrypt(push.body)) as { notice: string; period: number };
    expect(payload).toMatchObject({ notice: 'your-turn', period: 2 });
    // Another key pair cannot read it: the payload is for this subscription alone.
    expect(push.body.toString('utf8')).not.toContain('your-turn');

    // The push service answered 410 for b's subscription: the server forgets it.
    expect(received.some((r) => r.path === '/push/gone')).toBe(true);
    expect((await ok<{ push: boolean }>(app, `/api/matches/${match}/notifications`, { token: tokens[b] })).push).toBe(false);
    expect((await ok<{ push: boolean }>(app, `/api/matches/${match}/notifications`, { token: tokens[a] })).push).toBe(true);
  });
});
