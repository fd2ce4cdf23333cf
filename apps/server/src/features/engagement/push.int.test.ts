import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAlertsRepository, createPushRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper, type TestShopper } from '@sulit/tools/testing/test-shoppers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { callAs, TEST_ENV, useTestApp } from '../../test-app';
import { readVapidKeys } from './vapid-keys';
import { generateVapidKeys } from './web-push-sender';

const NOW = TEST_NOW.toISOString();

/** A throw-away certificate for the local fake push service (nothing here reaches a real one). */
function throwAwayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'fake-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** What a browser holds: its ECDH key pair and auth secret; the push service's URL for it. */
function browserSubscription(port: number, path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const token = JSON.stringify({
    endpoint: `https://127.0.0.1:${port}${path}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  });
  return { ecdh, auth, token };
}

/** The browser's side of RFC 8291 (aes128gcm, one record), written here from the RFC, not from the library. */
function decryptAsBrowser(body: Buffer, browser: ReturnType<typeof browserSubscription>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

const tls = throwAwayCertificate();
const received: Received[] = [];
/** Paths the fake service answers with this status instead of 201 Created. */
const answers = new Map<string, number>();
let fakePush: Server;
let port = 0;

beforeAll(async () => {
  fakePush = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(req.url ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => fakePush.listen(0, '127.0.0.1', resolve));
  port = (fakePush.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => fakePush.close(() => resolve())));

describe.each(testEngines())('web push on $engine', ({ open }) => {
  const server = useTestApp(open, { pushAgent: new Agent({ ca: tls.cert }) });
  const call = (who: TestShopper | null, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload });
  const pushesOf = (customerId: number) =>
    server.database.db
      .selectFrom('push_outbox')
      .select(['device_id', 'state', 'attempts', 'next_attempt_at'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
  const alert = (customerId: number, title: string) =>
    createAlertsRepository(server.database.db).addAlerts(
      [{ customer_id: customerId, kind: 'price_drop', title, body: `${title} is now ₱99.00.`, link: '/p/test' }],
      NOW,
    );
  const deliver = () => featuresOf(server.app).engagement.deliverPushes();

  it('keeps one VAPID key pair in the database, made once whoever starts first', async () => {
    await server.app.ready();
    const res = await call(null, 'GET', '/nms/vapid-key');
    expect(res.statusCode).toBe(200);
    const keys = await server.database.db.selectFrom('web_push_keys').selectAll().execute();
    expect(keys).toHaveLength(1);
    expect(res.json()).toEqual({ public_key: keys[0]!.public_key });
    // another instance starting now reads the same pair, whatever it would have made
    const other = await createPushRepository(server.database.db).vapidKeys(
      () => ({ publicKey: 'x'.repeat(87), privateKey: 'y'.repeat(43) }),
      NOW,
    );
    expect(other.publicKey).toBe(keys[0]!.public_key);
  });

  it('keeps the private key sealed at rest, and seals a key a row kept plain (before sealing) on reading it', async () => {
    await server.app.ready();
    const db = server.database.db;
    const [row] = await db.selectFrom('web_push_keys').selectAll().execute();
    const inUse = await featuresOf(server.app).engagement.vapidKeys();
    // the database holds neither the key nor anything that reads as one
    expect(row!.private_key).toMatch(/^v1\./);
    expect(row!.private_key).not.toContain(inUse.privateKey);
    expect(inUse.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // a row from before sealing: read as it is, then sealed in place; the next read opens the sealed one
    const plain = generateVapidKeys();
    await db.updateTable('web_push_keys').set({ public_key: plain.publicKey, private_key: plain.privateKey }).execute();
    const deps = { pushes: createPushRepository(db), clock: () => TEST_NOW };
    expect(await readVapidKeys(deps, TEST_ENV.SESSION_SECRET)).toEqual(plain);
    const [sealed] = await db.selectFrom('web_push_keys').selectAll().execute();
    expect(sealed!.private_key).toMatch(/^v1\./);
    expect(await readVapidKeys(deps, TEST_ENV.SESSION_SECRET)).toEqual(plain);
    // another SESSION_SECRET cannot open it
    await expect(readVapidKeys(deps, 'another-secret-another-secret-another-1')).rejects.toThrow();
    await db.updateTable('web_push_keys').set({ public_key: row!.public_key, private_key: row!.private_key }).execute();
  });

  it('sends an alert to the browser once, encrypted for it and signed with the store’s keys', async () => {
    const ana = await testShopper(server.database, NOW, { tag: 'push' });
    const path = `/push/${randomBytes(6).toString('hex')}`;
    const browser = browserSubscription(port, path);
    expect(
      (await call(ana, 'PUT', '/nms/tokens', { deviceID: 'web-ana', platform: 'web', token: browser.token }))
        .statusCode,
    ).toBe(200);
    await alert(ana.customerId, 'Price drop: Rice 5kg');
    expect(await pushesOf(ana.customerId)).toEqual([
      expect.objectContaining({ device_id: 'web-ana', state: 'pending' }),
    ]);

    // three instances' jobs at once: one push
    const runs = await Promise.all([deliver(), deliver(), deliver()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    await deliver();
    const mine = received.filter((r) => r.path === path);
    expect(mine).toHaveLength(1);
    const [push] = mine;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    const { public_key } = (await call(null, 'GET', '/nms/vapid-key')).json();
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${public_key}$`));
    expect(JSON.parse(decryptAsBrowser(push!.body, browser))).toEqual({
      title: 'Price drop: Rice 5kg',
      body: 'Price drop: Rice 5kg is now ₱99.00.',
      link: '/p/test',
    });
    expect(await pushesOf(ana.customerId)).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })]);
  });

  it('drops pushes of a logged-out device, removes a gone subscription, and retries a failing service', async () => {
    const ben = await testShopper(server.database, NOW, { tag: 'push-ben' });
    const tag = randomBytes(6).toString('hex');
    const gone = browserSubscription(port, `/gone/${tag}`);
    const failing = browserSubscription(port, `/down/${tag}`);
    const leaving = browserSubscription(port, `/left/${tag}`);
    answers.set(`/gone/${tag}`, 410);
    answers.set(`/down/${tag}`, 503);
    for (const [deviceID, b] of [
      ['web-gone', gone],
      ['web-down', failing],
      ['web-left', leaving],
    ] as const)
      await call(ben, 'PUT', '/nms/tokens', { deviceID, platform: 'web', token: b.token });
    await call(ben, 'PUT', '/nms/tokens', { deviceID: 'android-1', platform: 'android', token: 'fcm-token' });
    await alert(ben.customerId, 'Back in stock: Eggs');
    // logout removes the device before the job runs
    expect((await call(ben, 'DELETE', '/nms/tokens', { deviceID: 'web-left' })).statusCode).toBe(200);
    await deliver();
    const states = Object.fromEntries((await pushesOf(ben.customerId)).map((p) => [p.device_id, p]));
    expect(Object.keys(states).sort()).toEqual(['web-down', 'web-gone', 'web-left']);
    expect(states['web-left']!.state).toBe('dropped');
    expect(states['web-gone']!.state).toBe('dropped');
    expect(states['web-down']).toMatchObject({
      state: 'pending',
      attempts: 1,
      next_attempt_at: '2026-11-21T04:01:00.000Z',
    });
    const devices = await server.database.db
      .selectFrom('push_tokens')
      .select('device_id')
      .where('customer_id', '=', ben.customerId)
      .orderBy('device_id')
      .execute();
    expect(devices.map((d) => d.device_id)).toEqual(['android-1', 'web-down']);
    expect(received.filter((r) => r.path === `/left/${tag}`)).toEqual([]);
    expect(received.filter((r) => r.path === `/gone/${tag}`)).toHaveLength(1);
  });
});
