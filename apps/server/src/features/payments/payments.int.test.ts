import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import { createCartRepository } from '@sulit/db';
import { findCardNumberRuns } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { buildTestApp, closeTestApp, TEST_ENV } from '../../test-app';
import type { PaymentResult, StartPaymentInput } from './payment-gateway';
import { deriveSandboxKeys, type SandboxWebhookDelivery } from './sandbox/sandbox-api';
import { TEST_CARDS } from './sandbox/test-cards';

const { SESSION_SECRET, PUBLIC_URL } = TEST_ENV;
const keys = deriveSandboxKeys(SESSION_SECRET);
const CVCS = ['739', '4821'];

/**
 * Hex digests (session and mask hashes, request fingerprints) are 60% digits, so one in a few hundred holds
 * a Luhn-valid 13–19 digit stretch by chance. They are hashes, not card numbers: blank them before scanning.
 */
const withoutDigests = (text: string) => text.replace(/(?<![A-Za-z0-9])[0-9a-f]{32,}(?![A-Za-z0-9])/g, '<digest>');
/** In the raw SQLite file columns sit side by side with no separator, so a digest has no word boundary. */
const withoutRawDigests = (text: string) => text.replace(/[0-9a-f]{32,}/g, '<digest>');

describe.each(testEngines())('payments and the sandbox provider on $engine', ({ engine, open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let now = new Date(TEST_NOW);
  const logLines: string[] = [];
  const deliveries: SandboxWebhookDelivery[] = [];
  const results: PaymentResult[] = [];
  let baselineRuns = new Set<string>();
  let baselineFileRuns = new Set<string>();
  let memberToken = '';
  let shopperToken = '';

  const login = async (email: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/login',
      payload: { username: email, password },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const resultsFor = (orderRef: string) => results.filter((r) => r.orderRef === orderRef);

  function paymentInput(overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
    return {
      orderRef: `SC${randomUUID().slice(0, 8)}`,
      customerId: 2,
      amountCentavos: 123_450,
      currency: 'PHP',
      method: 'card',
      returnUrl: featuresOf(app).payments.returnUrl,
      idempotencyKey: `key-${randomUUID()}`,
      ...overrides,
    };
  }

  /** Follows the provider's page the way a browser would: GET the page, post its form, follow redirects. */
  async function payOnPage(
    redirectUrl: string,
    path: 'card' | 'wallet' | 'authenticate',
    fields: Record<string, string>,
  ) {
    const pageUrl = new URL(redirectUrl);
    const page = await app.inject({ url: pageUrl.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const token = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toBeTruthy();
    const id = pageUrl.pathname.split('/')[4];
    return app.inject({
      method: 'POST',
      url: `/gateway/sandbox/pay/${id}/${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ form_token: token!, ...fields }).toString(),
    });
  }

  const cardFields = (number: string, cvc = CVCS[0]!) => ({ number, expiry: '12/29', cvc, name: 'Maria Santos' });

  /** The shopper's browser follows the provider's 303 back to the store. */
  async function browserReturn(providerRedirect: string) {
    const url = new URL(providerRedirect);
    expect(url.pathname).toBe('/gateway/return/sandbox');
    return app.inject({ url: `${url.pathname}${url.search}` });
  }

  const deliver = (delivery: SandboxWebhookDelivery) =>
    app.inject({ method: 'POST', url: '/gateway/webhook/sandbox', headers: delivery.headers, payload: delivery.body });
  const deliveriesFor = (paymentId: string) => deliveries.filter((d) => d.body.includes(paymentId));

  function signed(body: string, timestamp = Math.floor(now.getTime() / 1000), secret = keys.webhookSecret) {
    const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    return { 'content-type': 'application/json', 'sandbox-signature': `t=${timestamp},v1=${digest}` };
  }

  /** The webhook events recorded for a payment (each is recorded once, however often it arrives). */
  const webhookEventsOf = (paymentId: string) =>
    database.db
      .selectFrom('payment_webhook_events')
      .select('event_id')
      .where('provider_payment_id', '=', paymentId)
      .execute();
  async function attempt(paymentId: string) {
    return database.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('provider_payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
  }

  /** The SQLite database and its WAL as the bytes on disk (deleted pages included). */
  async function sqliteFiles(): Promise<string> {
    const { rows } = await sql<{ file: string }>`pragma database_list`.execute(database.db);
    const file = rows.find((row) => row.file)?.file;
    if (!file) return '';
    return [file, `${file}-wal`]
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path).toString('latin1'))
      .join('\n');
  }

  async function dumpDatabase(): Promise<string> {
    const tables = await database.db.introspection.getTables();
    const parts: string[] = [];
    for (const table of tables) {
      const rows = await database.db
        .selectFrom(table.name as 'payment_attempts')
        .selectAll()
        .execute();
      parts.push(`${table.name}:${JSON.stringify(rows)}`);
    }
    return parts.join('\n');
  }

  beforeAll(async () => {
    database = await open();
    baselineRuns = new Set(findCardNumberRuns(withoutDigests(await dumpDatabase())));
    if (engine === 'sqlite') baselineFileRuns = new Set(findCardNumberRuns(withoutRawDigests(await sqliteFiles())));
    app = await buildTestApp(database, {
      env: { LOG_LEVEL: 'info' },
      clock: () => now,
      logStream: { write: (line: string) => void logLines.push(line) },
      payments: {
        onPaymentResult: async (result) => void results.push(result),
        // Webhooks are captured, then delivered, delayed, replayed or dropped by each test.
        sandbox: { deliverWebhook: async (delivery) => void deliveries.push(delivery) },
        reconcileEveryMs: 0,
      },
    });
    memberToken = await login('member@example.com', 'Member123!');
    shopperToken = await login('shopper@example.com', 'Shopper123!');
  }, 60_000);

  afterAll(() => closeTestApp(app, database));

  it('card success: browser return first, then the webhook and 5 replays — one result', async () => {
    const input = paymentInput();
    const started = await featuresOf(app).payments.service.startPayment(input);
    expect(started.status).toBe('pending');
    expect(started.redirectUrl).toBe(`${PUBLIC_URL}/gateway/sandbox/pay/${started.paymentId}`);

    const paid = await payOnPage(started.redirectUrl!, 'card', cardFields('4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(303);
    const back = await browserReturn(paid.headers.location as string);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/onepage/success?orderId=${input.orderRef}`);
    expect(resultsFor(input.orderRef)).toEqual([
      {
        paymentId: started.paymentId,
        orderRef: input.orderRef,
        status: 'paid',
        amountCentavos: 123_450,
        currency: 'PHP',
      },
    ]);

    const [webhook] = deliveriesFor(started.paymentId);
    expect(webhook).toBeDefined();
    for (let i = 0; i < 6; i++) {
      const res = await deliver(webhook!);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: i > 0 });
    }
    expect(resultsFor(input.orderRef)).toHaveLength(1);
    expect((await attempt(started.paymentId)).status).toBe('paid');
    const events = await webhookEventsOf(started.paymentId);
    expect(events).toHaveLength(1);
  });

  it('declined card: the webhook arrives before the browser — one failed result, failure page with the reason', async () => {
    const input = paymentInput({ method: 'hosted' });
    const started = await featuresOf(app).payments.service.startPayment(input);
    const declined = await payOnPage(started.redirectUrl!, 'card', cardFields('4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(303);
    const [webhook] = deliveriesFor(started.paymentId);
    expect((await deliver(webhook!)).statusCode).toBe(200);
    expect(resultsFor(input.orderRef)).toEqual([expect.objectContaining({ status: 'failed', reason: 'declined' })]);
    const back = await browserReturn(declined.headers.location as string);
    expect(back.headers.location).toBe(`/checkout/onepage/failure?orderId=${input.orderRef}&reason=declined`);
    expect(resultsFor(input.orderRef)).toHaveLength(1);
  });

  it('wallet approved: the webhook without any browser return makes one paid result', async () => {
    const input = paymentInput({ method: 'wallet' });
    const started = await featuresOf(app).payments.service.startPayment(input);
    const page = await app.inject({ url: new URL(started.redirectUrl!).pathname });
    expect(page.body).toContain('Approve payment');
    await payOnPage(started.redirectUrl!, 'wallet', { decision: 'approve' });
    for (const webhook of deliveriesFor(started.paymentId)) await deliver(webhook);
    expect(resultsFor(input.orderRef)).toEqual([expect.objectContaining({ status: 'paid' })]);
  });

  it('insufficient funds with the webhook dropped: the browser return alone applies it', async () => {
    const input = paymentInput();
    const started = await featuresOf(app).payments.service.startPayment(input);
    const res = await payOnPage(started.redirectUrl!, 'card', cardFields('4000000000009995'));
    const back = await browserReturn(res.headers.location as string);
    expect(back.headers.location).toBe(`/checkout/onepage/failure?orderId=${input.orderRef}&reason=insufficient_funds`);
    expect(resultsFor(input.orderRef)).toEqual([
      expect.objectContaining({ status: 'failed', reason: 'insufficient_funds' }),
    ]);
  });

  it('3-D Secure: the challenge page, then approval', async () => {
    const input = paymentInput();
    const started = await featuresOf(app).payments.service.startPayment(input);
    const res = await payOnPage(started.redirectUrl!, 'card', cardFields('4000000000003220'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/gateway/sandbox/pay/${started.paymentId}/authenticate`);
    const challenge = await app.inject({ url: res.headers.location as string });
    expect(challenge.body).toContain('Complete authentication');
    const approved = await payOnPage(
      `${PUBLIC_URL}/gateway/sandbox/pay/${started.paymentId}/authenticate`,
      'authenticate',
      {
        decision: 'approve',
      },
    );
    expect((await browserReturn(approved.headers.location as string)).headers.location).toContain(
      '/checkout/onepage/success',
    );
    expect(resultsFor(input.orderRef)).toEqual([expect.objectContaining({ status: 'paid' })]);
  });

  it('the card form shows the rule messages and never echoes the number or CVC', async () => {
    const started = await featuresOf(app).payments.service.startPayment(paymentInput());
    const res = await payOnPage(started.redirectUrl!, 'card', {
      number: '4242424242424241',
      expiry: '01/20',
      cvc: '12',
      name: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Please enter a valid card number.');
    expect(res.body).toContain('This card has expired.');
    expect(res.body).toContain('Please enter a valid CVC.');
    expect(res.body).toContain('This is a required field.');
    expect(res.body).not.toContain('4242424242424241');
    // a form posted without its token (another site) is refused
    const forged = await app.inject({
      method: 'POST',
      url: `/gateway/sandbox/pay/${started.paymentId}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(cardFields('4242424242424242')).toString(),
    });
    expect(forged.statusCode).toBe(403);
    expect((await attempt(started.paymentId)).status).toBe('pending');
  });

  it('refuses a webhook with a bad signature, too old, wrong amount or wrong currency — nothing changes', async () => {
    const input = paymentInput();
    const started = await featuresOf(app).payments.service.startPayment(input);
    const event = (data: Record<string, unknown> = {}) =>
      JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: 'payment.paid',
        created: Math.floor(now.getTime() / 1000),
        data: {
          payment_id: started.paymentId,
          merchant_reference: input.orderRef,
          status: 'paid',
          amount: input.amountCentavos,
          currency: 'PHP',
          failure_reason: null,
          ...data,
        },
      });
    const post = (body: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/gateway/webhook/sandbox', headers, payload: body });

    const bad = await post(event(), signed(event(), undefined, 'whsec_wrong'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid webhook signature.');
    const body = event();
    const tampered = await post(body.replace('"paid"', '"failed"'), signed(body));
    expect(tampered.statusCode).toBe(400);
    expect((await post(body, { 'content-type': 'application/json' })).statusCode).toBe(400);
    const old = await post(body, signed(body, Math.floor(now.getTime() / 1000) - 301));
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('Webhook signature is too old.');
    const cheap = event({ amount: 100 });
    expect((await post(cheap, signed(cheap))).json().message).toBe('Payment amount does not match.');
    const dollars = event({ currency: 'USD' });
    expect((await post(dollars, signed(dollars))).json().message).toBe('Payment currency does not match.');
    const notJson = 'not json';
    expect((await post(notJson, signed(notJson))).statusCode).toBe(400);

    expect(resultsFor(input.orderRef)).toEqual([]);
    expect((await attempt(started.paymentId)).status).toBe('pending');
    const seen = await webhookEventsOf(started.paymentId);
    expect(seen).toEqual([]);
    // the genuine event is still accepted afterwards
    expect((await post(body, signed(body))).statusCode).toBe(200);
    expect(resultsFor(input.orderRef)).toHaveLength(1);
  });

  it('20 parallel identical start-payment calls make one payment; the key with another body is 422', async () => {
    const input = paymentInput();
    const started = await Promise.all(
      Array.from({ length: 20 }, () => featuresOf(app).payments.service.startPayment(input)),
    );
    expect(new Set(started.map((s) => s.paymentId)).size).toBe(1);
    const attempts = await database.db
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_ref', '=', input.orderRef)
      .execute();
    expect(attempts).toHaveLength(1);
    const providerPayments = await database.db
      .selectFrom('sandbox_payments')
      .select('id')
      .where('merchant_reference', '=', input.orderRef)
      .execute();
    expect(providerPayments).toHaveLength(1);
    await expect(featuresOf(app).payments.service.startPayment({ ...input, amountCentavos: 1 })).rejects.toMatchObject({
      code: 'unprocessable',
    });
  });

  it('saved cards: add by card fields or vault token, set default, remove; another customer’s card is a 404', async () => {
    const member = bearer(memberToken);
    const saveCard = (card: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/rest/V1/createCustomerCard', headers: member, payload: { card } });
    const shopper = bearer(shopperToken);
    expect((await app.inject({ url: '/rest/V1/customer-card' })).statusCode).toBe(401);

    const first = await saveCard({ number: '4242-4242-4242-4242', expMonth: 12, expYear: 2029, cvc: CVCS[0] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      brand: 'visa',
      last_four: '4242',
      is_default: true,
      display: 'Visa •••• 4242',
    });

    const bad = await saveCard({ number: '4242424242424241', expMonth: 12, expYear: 2029, cvc: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid card number.');

    // The browser vaults the card with the publishable key; the store only ever sees the token.
    const vaulted = await app.inject({
      method: 'POST',
      url: '/gateway/sandbox/api/v1/vault/tokens',
      headers: { authorization: `Bearer ${keys.publishableKey}` },
      payload: { number: '378282246310005', exp_month: 3, exp_year: 2030, cvc: CVCS[1] },
    });
    expect(vaulted.statusCode).toBe(200);
    const second = await app.inject({
      method: 'POST',
      url: '/rest/default/V1/createCustomerCard',
      headers: member,
      payload: { cardToken: vaulted.json().token },
    });
    expect(second.json()).toMatchObject({ brand: 'express', last_four: '0005', is_default: false });
    const secondId = second.json().id as number;

    const list = await app.inject({ url: '/rest/V1/customer-card', headers: member });
    expect(list.json().map((c: { last_four: string; is_default: boolean }) => [c.last_four, c.is_default])).toEqual([
      ['4242', true],
      ['0005', false],
    ]);
    const made = await app.inject({
      method: 'PUT',
      url: `/rest/V1/customer-card/${secondId}/default`,
      headers: member,
    });
    expect(made.json().map((c: { last_four: string; is_default: boolean }) => [c.last_four, c.is_default])).toEqual([
      ['0005', true],
      ['4242', false],
    ]);

    expect((await app.inject({ url: '/rest/V1/customer-card', headers: shopper })).json()).toEqual([]);
    expect(
      (await app.inject({ method: 'PUT', url: `/rest/V1/customer-card/${secondId}/default`, headers: shopper }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/rest/V1/customer-card/${secondId}`, headers: shopper })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: '/rest/V1/customer-card/abc', headers: member })).statusCode,
    ).toBe(400);

    // Paying with the saved card charges at once: one result, the later webhook changes nothing.
    const token = await featuresOf(app).payments.service.cardToken(2, secondId);
    await expect(featuresOf(app).payments.service.cardToken(1, secondId)).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      featuresOf(app).payments.service.startPayment(
        paymentInput({ method: 'saved_card', customerId: 1, cardToken: token }),
      ),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    const input = paymentInput({ method: 'saved_card', cardToken: token });
    const started = await featuresOf(app).payments.service.startPayment(input);
    expect(started).toEqual({ paymentId: started.paymentId, status: 'paid' });
    for (const webhook of deliveriesFor(started.paymentId)) expect((await deliver(webhook)).statusCode).toBe(200);
    expect(resultsFor(input.orderRef)).toEqual([expect.objectContaining({ status: 'paid' })]);

    expect(await featuresOf(app).payments.service.cardToken(2, { lastFourDigits: '0005' })).toBe(token);
    expect(await featuresOf(app).payments.service.savedCardsForCheckout(2)).toEqual([
      { id: String(secondId), last4: '0005', token, is_default: true },
      expect.objectContaining({ last4: '4242', is_default: false }),
    ]);
    expect(await featuresOf(app).payments.service.savedCardsForCheckout(1)).toEqual([]);
    await expect(featuresOf(app).payments.service.cardToken(1, { lastFourDigits: '0005' })).rejects.toMatchObject({
      code: 'not_found',
    });

    // A vaulted 3-D Secure card still sends the shopper to the challenge page.
    const challengeCard = await saveCard({ number: '4000000000003220', expMonth: 1, expYear: 2031, cvc: '123' });
    const challengeToken = await featuresOf(app).payments.service.cardToken(2, challengeCard.json().id as number);
    const challenged = await featuresOf(app).payments.service.startPayment(
      paymentInput({ method: 'saved_card', cardToken: challengeToken }),
    );
    expect(challenged).toEqual({
      paymentId: challenged.paymentId,
      status: 'pending',
      redirectUrl: `${PUBLIC_URL}/gateway/sandbox/pay/${challenged.paymentId}/authenticate`,
    });
    await app.inject({ method: 'DELETE', url: `/rest/V1/customer-card/${challengeCard.json().id}`, headers: member });

    const removed = await app.inject({ method: 'DELETE', url: `/rest/V1/customer-card/${secondId}`, headers: member });
    expect(removed.statusCode).toBe(200);
    const after = await app.inject({ url: '/rest/V1/customer-card', headers: member });
    expect(after.json()).toEqual([expect.objectContaining({ last_four: '4242', is_default: true })]);
    const cardColumns = await database.db.selectFrom('customer_cards').selectAll().execute();
    expect(Object.keys(cardColumns[0]!).sort()).toEqual(
      [
        'brand',
        'created_at',
        'customer_id',
        'exp_month',
        'exp_year',
        'id',
        'is_default',
        'last_four',
        'provider',
        'provider_token',
      ].sort(),
    );
  });

  it('refunds once per idempotency key', async () => {
    const input = paymentInput({ method: 'wallet' });
    const started = await featuresOf(app).payments.service.startPayment(input);
    await payOnPage(started.redirectUrl!, 'wallet', { decision: 'approve' });
    await featuresOf(app).payments.service.queryPayment(started.paymentId);
    const refund = {
      paymentId: started.paymentId,
      amountCentavos: input.amountCentavos,
      idempotencyKey: `refund-${randomUUID()}`,
    };
    const outcomes = await Promise.all([1, 2, 3].map(() => featuresOf(app).payments.service.refund(refund)));
    expect(outcomes).toEqual([{ refunded: true }, { refunded: true }, { refunded: true }]);
    expect(await featuresOf(app).payments.service.refund(refund)).toEqual({ refunded: true });
    const provider = await database.db
      .selectFrom('sandbox_payments')
      .select('refunded_amount')
      .where('id', '=', started.paymentId)
      .executeTakeFirstOrThrow();
    expect(provider.refunded_amount).toBe(input.amountCentavos);
    expect((await attempt(started.paymentId)).status).toBe('refunded');
    // a second key cannot refund more than was paid
    expect(
      await featuresOf(app).payments.service.refund({ ...refund, idempotencyKey: `refund-${randomUUID()}` }),
    ).toEqual({
      refunded: false,
    });
  });

  it('timeout card stays pending; after the provider expires it the scheduler settles it once', async () => {
    const input = paymentInput();
    const started = await featuresOf(app).payments.service.startPayment(input);
    const res = await payOnPage(started.redirectUrl!, 'card', cardFields('4000000000000119'));
    const back = await browserReturn(res.headers.location as string);
    expect(back.headers.location).toBe(`/checkout/onepage/failure?orderId=${input.orderRef}&status=pending`);
    expect(await featuresOf(app).payments.service.reconcilePending(0)).toBe(0);
    expect(resultsFor(input.orderRef)).toEqual([]);
    const saved = now;
    now = new Date(now.getTime() + 31 * 60_000);
    try {
      expect(await featuresOf(app).payments.service.reconcilePending(30)).toBeGreaterThanOrEqual(1);
      for (const webhook of deliveriesFor(started.paymentId)) expect((await deliver(webhook)).statusCode).toBe(200);
      expect(resultsFor(input.orderRef)).toEqual([expect.objectContaining({ status: 'expired', reason: 'timeout' })]);
    } finally {
      now = saved;
    }
  });

  it('rejects hostile input to the provider API and the store routes with a 4xx', async () => {
    const api = (method: 'POST' | 'GET', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${keys.secretKey}`, ...headers },
        payload: payload as never,
      });
    expect(
      (await app.inject({ method: 'POST', url: '/gateway/sandbox/api/v1/payments', payload: {} })).statusCode,
    ).toBe(400);
    const body = {
      merchant_reference: 'X1',
      amount: 100,
      currency: 'PHP',
      method: 'card',
      return_url: 'https://a.example/r',
    };
    expect(
      (await app.inject({ method: 'POST', url: '/gateway/sandbox/api/v1/payments', payload: body })).statusCode,
    ).toBe(401);
    expect((await api('POST', '/gateway/sandbox/api/v1/payments', body)).statusCode).toBe(400); // no Idempotency-Key
    expect(
      (
        await api(
          'POST',
          '/gateway/sandbox/api/v1/payments',
          { ...body, currency: 'USD' },
          { 'idempotency-key': 'k-12345678' },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api(
          'POST',
          '/gateway/sandbox/api/v1/payments',
          { ...body, amount: -5 },
          { 'idempotency-key': 'k-12345679' },
        )
      ).statusCode,
    ).toBe(400);
    expect((await api('GET', '/gateway/sandbox/api/v1/payments/pay_nope')).statusCode).toBe(404);
    expect((await app.inject({ url: '/gateway/return/sandbox' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/gateway/return/sandbox?payment_id=pay_unknown' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/gateway/sandbox/pay/pay_unknown' })).statusCode).toBe(404);
    await expect(
      featuresOf(app).payments.service.startPayment(paymentInput({ idempotencyKey: 'x' })),
    ).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await expect(
      featuresOf(app).payments.service.startPayment(paymentInput({ amountCentavos: 0 })),
    ).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });

  it('the gateway resolver sends the shopper to their own order’s payment page only', async () => {
    const input = paymentInput({ method: 'wallet' });
    const started = await featuresOf(app).payments.service.startPayment(input);
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const resolver = (payload: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/gateway/resolver/index',
        // a browser's form post names the page's origin
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL, ...headers },
        payload,
      });

    const mine = await resolver(form({ orderId: input.orderRef, customerId: '2' }), bearer(memberToken));
    expect(mine.statusCode).toBe(303);
    expect(mine.headers.location).toBe(started.redirectUrl);
    expect((await resolver(form({ orderId: input.orderRef }), bearer(shopperToken))).statusCode).toBe(404);
    expect((await resolver(form({ orderId: input.orderRef, customerId: '1' }), bearer(memberToken))).statusCode).toBe(
      404,
    );
    expect((await resolver(form({ orderId: input.orderRef }), {})).statusCode).toBe(401);
    expect((await resolver(form({ customerId: '2' }), bearer(memberToken))).statusCode).toBe(400);

    // The web's hidden form: the session cookie, with the CSRF token as a form field.
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/login',
      payload: { username: 'member@example.com', password: 'Member123!' },
    });
    const cookies = Object.fromEntries(
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((raw) => {
        const [pair] = raw.split(';');
        const eq = pair!.indexOf('=');
        return [pair!.slice(0, eq), decodeURIComponent(pair!.slice(eq + 1))];
      }),
    );
    const cookie = `sulit_session=${cookies['sulit_session']}; sulit_csrf=${cookies['sulit_csrf']}`;
    const viaForm = await resolver(
      form({ orderId: input.orderRef, customerId: '2', csrf_token: cookies['sulit_csrf']! }),
      { cookie },
    );
    expect(viaForm.statusCode).toBe(303);
    expect(viaForm.headers.location).toBe(started.redirectUrl);
    expect((await resolver(form({ orderId: input.orderRef, customerId: '2' }), { cookie })).statusCode).toBe(403);

    // once paid, the resolver sends the shopper to the success page
    await payOnPage(started.redirectUrl!, 'wallet', { decision: 'approve' });
    await featuresOf(app).payments.service.queryPayment(started.paymentId);
    const done = await resolver(form({ orderId: input.orderRef }), bearer(memberToken));
    expect(done.headers.location).toBe(`/checkout/onepage/success?orderId=${input.orderRef}`);
  });

  it('payment-error-handling keeps the report for support, with card-like digits scrubbed', async () => {
    const url = '/rest/V1/payment-error-handling';
    // the report names the member's own cart (issue 27: another customer's is refused)
    const carts = createCartRepository(database.db, database.engine);
    const cart =
      (await carts.activeCustomerCart(2)) ??
      (await carts.createCart({ mask_hash: null, customer_id: 2, source_code: 'balintawak', now: now.toISOString() }));
    const payload = { cart_id: cart.id, message: 'Card 4000 0000 0000 0002 was declined (ref 20261121)', status: 402 };
    expect((await app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const bad = await app.inject({ method: 'POST', url, headers: bearer(memberToken), payload: { cart_id: 12 } });
    expect(bad.statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url, headers: bearer(memberToken), payload });
    expect(res.statusCode).toBe(200);
    const stored = await database.db
      .selectFrom('payment_error_reports')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      customer_id: 2,
      cart_ref: String(cart.id),
      status: '402',
      message: 'Card [redacted] was declined (ref 20261121)',
    });
  });

  // Webhooks are queued jobs (decision 033): whichever instance's worker takes the job delivers it, once.
  it('a payment approved through a second instance on the same database is applied once (default delivery)', async () => {
    const ownResults: PaymentResult[] = [];
    const second = await buildTestApp(
      { ...database, close: async () => undefined },
      {
        clock: () => now,
        payments: { onPaymentResult: async (r) => void ownResults.push(r), reconcileEveryMs: 0 },
      },
    );
    try {
      const input = paymentInput({ method: 'wallet', returnUrl: featuresOf(second).payments.returnUrl });
      const started = await featuresOf(second).payments.service.startPayment(input);
      const page = await second.inject({ url: new URL(started.redirectUrl!).pathname });
      const token = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const approved = await second.inject({
        method: 'POST',
        url: `/gateway/sandbox/pay/${started.paymentId}/wallet`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ form_token: token, decision: 'approve' }).toString(),
      });
      expect(approved.statusCode).toBe(303);
      const applied = () => [...ownResults.filter((r) => r.orderRef === input.orderRef), ...resultsFor(input.orderRef)];
      for (let i = 0; i < 250 && applied().length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      // a moment more, so a second delivery would show
      await new Promise((r) => setTimeout(r, 600));
      expect(applied()).toEqual([expect.objectContaining({ orderRef: input.orderRef, status: 'paid' })]);
      // the first instance sees the same provider state and the applied result
      const back = await app.inject({ url: `/gateway/return/sandbox?payment_id=${started.paymentId}` });
      expect(back.headers.location).toBe(`/checkout/onepage/success?orderId=${input.orderRef}`);
    } finally {
      await second.close();
    }
  });

  it('after the payment tests no card number or CVC is in the database, the log or the files the server wrote', async () => {
    const dump = await dumpDatabase();
    const leaked = findCardNumberRuns(withoutDigests(dump)).filter((run) => !baselineRuns.has(run));
    expect(leaked).toEqual([]);
    for (const card of TEST_CARDS) expect(dump).not.toContain(card.number);
    expect(dump).not.toMatch(/"cvc"/i);

    expect(logLines.length).toBeGreaterThan(20);
    const log = logLines
      .map((line) => {
        const entry = JSON.parse(line) as Record<string, unknown>;
        // a millisecond timestamp and a response time are digit runs of the right length by chance, and the
        // process id and a request id's random groups ("…-4821-…") can equal a test CVC by chance
        delete entry.time;
        delete entry.responseTime;
        delete entry.pid;
        delete entry.reqId;
        return JSON.stringify(entry);
      })
      .join('\n');
    expect(findCardNumberRuns(withoutDigests(log))).toEqual([]);
    expect(log).not.toMatch(/cvc/i);
    for (const cvc of CVCS) expect(log).not.toMatch(new RegExp(`\\b${cvc}\\b`));

    if (engine === 'sqlite') {
      const written = await sqliteFiles();
      expect(written.length).toBeGreaterThan(0);
      const leakedInFiles = findCardNumberRuns(withoutRawDigests(written)).filter((run) => !baselineFileRuns.has(run));
      expect(leakedInFiles).toEqual([]);
      for (const card of TEST_CARDS) expect(written).not.toContain(card.number);
    }
  });
});
