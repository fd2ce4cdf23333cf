import { createOutboxRepository } from '@sulit/db';
import { MAIL_MAX_ATTEMPTS } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { silentSmtp, workingSmtp } from '@sulit/tools/testing/fake-smtp';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { readyShopper } from '@sulit/tools/testing/ready-shopper';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { buildTestApp, closeTestApp, useTestApp } from '../../test-app';
import { createOutboxDelivery } from './deliver-outbox';
import type { MailTransport } from './smtp-transport';

const SOURCE = 'balintawak';
const NOW = TEST_NOW.toISOString();
const quiet = { warn: () => undefined };

/**
 * Issue 27 item 1: no request waits for SMTP. Every mail is written to the outbox with what it reports and a
 * background job sends it, with timeouts, retries and dead letters, each mail taken once across instances.
 */
describe.each(testEngines())('mail goes through the outbox on $engine', ({ open }) => {
  let clock = TEST_NOW;
  let smtp: Awaited<ReturnType<typeof silentSmtp>>;
  let smtpPort = 0;
  let product: { sku: string; id: number };
  beforeAll(async () => {
    smtp = await silentSmtp();
    smtpPort = smtp.port;
  });
  afterAll(() => smtp.close());
  const server = useTestApp(open, {
    clock: () => clock,
    // the port is only known once the silent server listens: a getter reads it when the app is built
    env: {
      get SMTP_URL() {
        return `smtp://127.0.0.1:${smtpPort}`;
      },
    },
    mail: { smtpTimeouts: { connectionMs: 300, greetingMs: 300, socketMs: 300 } },
  });
  beforeAll(async () => {
    product = await plainProducts(server.database.db, { source: SOURCE, minQty: 5 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    await setStockQty(server.database.db, product.id, SOURCE, 10_000);
  });
  const mailsTo = (to: string) =>
    server.database.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', to).execute();

  it('a cash order placed while the mail server accepts and never answers is answered in under a second; its mail goes out when the server is back', async () => {
    const who = await readyShopper(server.app, server.database, {
      now: NOW,
      source: SOURCE,
      items: [{ sku: product.sku, qty: 1 }],
      method: 'cashondelivery',
      slotSeq: 0,
    });
    const started = performance.now();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/transaction/orders',
      headers: { authorization: `Bearer ${who.token}`, sourcecode: SOURCE, 'idempotency-key': 'hang-order-0001' },
      payload: { cart_id: who.cartId },
    });
    const tookMs = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(tookMs).toBeLessThan(1_000);
    const order = res.json() as { increment_id: string; next: { url: string } };
    expect(order.next.url).toBe(`/checkout/onepage/success?orderId=${order.increment_id}`);
    // The confirmation was written with the order and waits for the job.
    const [queued] = await mailsTo(who.email);
    expect(queued).toMatchObject({
      state: 'pending',
      attempts: 0,
      subject: `Your Sulit Club order ${order.increment_id}`,
    });

    // The job's try ends at the greeting timeout, not never: the mail waits a minute for its next try.
    const deliver = featuresOf(server.app).mail.deliverOutbox;
    expect(await deliver()).toMatchObject({ sent: 0, failed: 1 });
    const [waiting] = await mailsTo(who.email);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, next_attempt_at: '2026-11-21T04:01:00.000Z' });
    expect(waiting?.last_error).toMatch(/greeting|timeout/i);

    // The same key again answers the order (the key is done), without waiting either.
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/transaction/orders',
      headers: { authorization: `Bearer ${who.token}`, sourcecode: SOURCE, 'idempotency-key': 'hang-order-0001' },
      payload: { cart_id: who.cartId },
    });
    expect(again.statusCode).toBe(200);
    expect((again.json() as { increment_id: string }).increment_id).toBe(order.increment_id);

    // The mail server comes back on the same address; before the backoff nothing is tried, after it the mail leaves.
    await smtp.close();
    smtp = await workingSmtp(smtpPort);
    expect(await deliver()).toMatchObject({ sent: 0, failed: 0 });
    clock = new Date(TEST_NOW.getTime() + 61_000);
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([who.email]);
    expect(smtp.received[0]?.data).toContain(`Thank you for your order ${order.increment_id}.`);
    expect((await mailsTo(who.email))[0]).toMatchObject({ state: 'sent', attempts: 2, sent_at: clock.toISOString() });
    // Sent once: a later run sends nothing again.
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
    clock = TEST_NOW;
  }, 30_000);

  it('a failed order writes no mail: the outbox row is part of the sale and rolls back with it', async () => {
    const who = await readyShopper(server.app, server.database, {
      now: NOW,
      source: SOURCE,
      items: [{ sku: product.sku, qty: 1 }],
      method: 'cashondelivery',
      slotSeq: 1,
    });
    await setStockQty(server.database.db, product.id, SOURCE, 0);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/transaction/orders',
      headers: { authorization: `Bearer ${who.token}`, sourcecode: SOURCE },
      payload: { cart_id: who.cartId },
    });
    await setStockQty(server.database.db, product.id, SOURCE, 10_000);
    expect(res.statusCode).toBe(409);
    expect(await mailsTo(who.email)).toEqual([]);
  });

  it('50 mails and three instances delivering at once: each mail goes out exactly once', async () => {
    const outbox = createOutboxRepository(server.database.db);
    const to = (i: number) => `race${i}@outbox.example.com`;
    for (let i = 0; i < 50; i++)
      await outbox.queue({ to: to(i), subject: `race ${i}`, text: 'x', html: '<p>x</p>', link: null }, NOW);
    const handed: string[] = [];
    const transport: MailTransport = {
      sendMail: async (m) => {
        handed.push(m.to);
        await new Promise((r) => setTimeout(r, 2));
      },
    };
    const instances = ['a', 'b', 'c'].map((token) =>
      createOutboxDelivery({ outbox, transport, clock: () => TEST_NOW, log: quiet, token }),
    );
    // each run takes up to a batch; run until the queue is empty
    for (let round = 0; round < 5; round++) await Promise.all(instances.map((deliver) => deliver()));
    const race = handed.filter((m) => m.startsWith('race'));
    expect(race).toHaveLength(50);
    expect(new Set(race).size).toBe(50);
    const rows = await server.database.db
      .selectFrom('outbox_emails')
      .select(['state', 'attempts'])
      .where('to_address', 'like', 'race%')
      .execute();
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  });

  it(`after ${MAIL_MAX_ATTEMPTS} failed tries a mail is a dead letter an operator lists and retries`, async () => {
    const outbox = createOutboxRepository(server.database.db);
    const link = 'https://shop.example/customer/account/createpassword?token=dead-letter-secret&email=x';
    await outbox.queue({ to: 'dead@outbox.example.com', subject: 'dead', text: link, html: link, link }, NOW);
    let now = TEST_NOW;
    const failing: MailTransport = {
      sendMail: async () => {
        throw Object.assign(new Error('Connection refused'), { code: 'ECONNREFUSED' });
      },
    };
    const deliver = createOutboxDelivery({ outbox, transport: failing, clock: () => now, log: quiet, token: 'd' });
    for (let i = 0; i < MAIL_MAX_ATTEMPTS; i++) {
      await deliver();
      now = new Date(now.getTime() + 3_600_000);
    }
    const [dead] = await outbox.deadLetters(10);
    expect(dead).toMatchObject({ to: 'dead@outbox.example.com', state: 'dead', attempts: MAIL_MAX_ATTEMPTS });
    expect(dead?.last_error).toBe('ECONNREFUSED: Connection refused');
    expect(`${dead?.text}${dead?.html}${dead?.link}`).not.toContain('dead-letter-secret');
    await deliver();
    expect((await outbox.deadLetters(10))[0]?.attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect(await outbox.retryDead(dead!.id)).toBe(true);
    expect(await outbox.retryDead(dead!.id)).toBe(false);
    const sent: string[] = [];
    const working = createOutboxDelivery({
      outbox,
      transport: { sendMail: async (m) => void sent.push(m.to) },
      clock: () => now,
      log: quiet,
    });
    await working();
    expect(sent).toContain('dead@outbox.example.com');
    expect(await outbox.deadLetters(10)).toEqual([]);
  });
});

/** Issue 27 item 14: the development outbox shows reset links to whoever asks, so it exists only where nobody can. */
describe.each(testEngines())('the development outbox on $engine', ({ open }) => {
  const cases = [
    { env: { NODE_ENV: 'development', HOST: '127.0.0.1' }, status: 200 },
    { env: { NODE_ENV: 'test', HOST: '::1' }, status: 200 },
    { env: { NODE_ENV: 'development', HOST: '0.0.0.0' }, status: 404 },
    { env: { NODE_ENV: 'development', HOST: '::' }, status: 404 },
    { env: { NODE_ENV: 'development', HOST: '192.168.1.20' }, status: 404 },
    { env: { NODE_ENV: 'production', HOST: '127.0.0.1', SMTP_URL: 'smtp://127.0.0.1:1' }, status: 404 },
  ] as const;
  it.each(cases)('$env.NODE_ENV bound to $env.HOST answers $status', async ({ env, status }) => {
    const database = await open();
    const app = await buildTestApp(database, { env });
    try {
      expect((await app.inject('/api/dev/outbox')).statusCode).toBe(status);
    } finally {
      await closeTestApp(app, database);
    }
  });
});
