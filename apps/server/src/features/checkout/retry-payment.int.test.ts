import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty, stockQty as stockAt } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { readyShopper } from '@sulit/tools/testing/ready-shopper';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, declinedOrder, payOnSandboxCardPage, useTestApp } from '../../test-app';
import { featuresOf } from '../../app';

const NOW = TEST_NOW.toISOString();
const SOURCE = 'balintawak';

/**
 * Issue 28: a declined payment is paid again on the same order within its hold — once however many retries
 * arrive together — and an expired hold says so; on both engines.
 */
describe.each(testEngines())('retrying a failed payment on $engine', ({ open }) => {
  const server = useTestApp(open, { payments: { sandbox: { deliverWebhook: async () => undefined } } });
  let product: { id: number; sku: string };
  let slotSeq = 0;
  type Shopper = Awaited<ReturnType<typeof testShopper>>;
  const call = (who: Shopper, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the tests need them
    return r.json() as Record<string, any>;
  };
  const db = () => server.database.db;
  const orderRow = (n: string) =>
    db().selectFrom('orders').selectAll().where('increment_id', '=', n).executeTakeFirstOrThrow();
  const stockQty = () => stockAt(db(), product.id, SOURCE);

  beforeAll(async () => {
    product = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    await setStockQty(db(), product.id, SOURCE, 100_000);
  });

  /** A member whose order was declined: the declining card saved and charged, the good card saved beside it. */
  async function declinedOrderOf() {
    const who = await readyShopper(server.app, server.database, {
      now: NOW,
      source: SOURCE,
      items: [{ sku: product.sku, qty: 2 }],
      method: 'cashondelivery',
      slotSeq: slotSeq++,
    });
    const before = await stockQty();
    const declined = await declinedOrder(server.app, who, { source: SOURCE });
    expect((await orderRow(declined.orderId)).status).toBe('holded');
    return Object.assign(who, { ...declined, stockAfterOrder: before });
  }
  const retry = (who: Shopper, orderId: string, body: unknown, key?: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/transaction/orders/${orderId}/retry-payment`,
      headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });
  const sandboxPayments = (orderId: string) =>
    db().selectFrom('sandbox_payments').selectAll().where('merchant_reference', '=', orderId).execute();

  it('a declined order keeps its stock for the hold and is paid again with another saved card', async () => {
    const who = await declinedOrderOf();
    const held = await orderRow(who.orderId);
    expect(held.released_at).toBeNull();
    expect(held.payment_hold_until).toBe('2026-11-21T04:20:00.000Z');
    const answer = await ok(
      retry(who, who.orderId, { payment: { method: 'sulit_vault' }, savedCardId: who.goodCardId }),
    );
    expect(answer).toMatchObject({ orderId: who.orderId, status: 'processing', next: { type: 'success' } });
    const paid = await orderRow(who.orderId);
    expect(paid.paid_at).not.toBeNull();
    expect(paid.payment_attempt).toBe(2);
    expect((await sandboxPayments(who.orderId)).map((p) => p.status).sort()).toEqual(['failed', 'paid']);
    const state = await ok(call(who, 'GET', `/api/transaction/orders/${who.orderId}/payment-state`));
    expect(state).toMatchObject({ status: 'processing', paid: true, retry_methods: [] });
  });

  it('50 parallel retries of one declined order charge once', async () => {
    const who = await declinedOrderOf();
    const body = { payment: { method: 'sulit_vault' }, savedCardId: who.goodCardId };
    const answers = await Promise.all(Array.from({ length: 50 }, () => retry(who, who.orderId, body)));
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const payments = await sandboxPayments(who.orderId);
    expect(payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(payments).toHaveLength(2);
    expect((await orderRow(who.orderId)).status).toBe('processing');
  });

  it('a retry with another card goes to the provider page; the same Idempotency-Key replays it', async () => {
    const who = await declinedOrderOf();
    const first = await ok(retry(who, who.orderId, { payment: { method: 'sulit_card' } }, 'retry-key-0001'));
    expect(first.next).toMatchObject({ type: 'gateway', action: '/gateway/resolver/index' });
    const again = await retry(who, who.orderId, { payment: { method: 'sulit_card' } }, 'retry-key-0001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { returnPath } = await payOnSandboxCardPage(server.app, first.next.redirectUrl);
    const back = await server.app.inject({ url: returnPath });
    expect(back.headers.location).toBe(`/checkout/onepage/success?orderId=${who.orderId}`);
    expect((await sandboxPayments(who.orderId)).filter((p) => p.status === 'paid')).toHaveLength(1);
  });

  it('cash where allowed pays a retried order on delivery', async () => {
    const who = await declinedOrderOf();
    const answer = await ok(retry(who, who.orderId, { payment: { method: 'cash' } }));
    expect(answer).toMatchObject({ status: 'processing', next: { type: 'success' } });
    expect((await orderRow(who.orderId)).payment_method).toBe('cashondelivery');
  });

  it('after the hold the reservations go back and a retry is told the hold expired', async () => {
    const who = await declinedOrderOf();
    const stockWhileHeld = await stockQty();
    const later = new Date(TEST_NOW.getTime() + 21 * 60_000);
    await featuresOf(server.app).checkout.jobs.expireSlotHolds(later);
    expect((await orderRow(who.orderId)).released_at).not.toBeNull();
    expect(await stockQty()).toBe(stockWhileHeld + 2);
    const refused = await retry(who, who.orderId, { payment: { method: 'sulit_card' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Your timeslot reservation has expired. Please select timeslot');
    expect(await sandboxPayments(who.orderId)).toHaveLength(1);
  });

  it("another customer's order is a 404 and bad input is a 400, changing nothing", async () => {
    const who = await declinedOrderOf();
    const stranger = await testShopper(server.database, NOW, {
      tag: 'retry-stranger',
      member: true,
      cartSource: SOURCE,
    });
    const foreign = await retry(stranger, who.orderId, { payment: { method: 'sulit_card' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(who.orderId);
    // issue 27.8: the failure page's facts are the caller's own order's only
    const state = `/api/transaction/orders/${who.orderId}/payment-state`;
    const peek = await call(stranger, 'GET', state);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toMatch(/holded|paid|grand_total/);
    expect((await ok(call(who, 'GET', state))).retry_methods.map((m: { code: string }) => m.code)).toEqual([
      'cashondelivery',
      'sulit_wallet',
      'sulit_vault',
      'sulit_hosted',
      'sulit_card',
    ]);
    for (const body of [
      {},
      { payment: { method: 'bitcoin' } },
      { payment: { method: 'sulit_card' }, extra: 1 },
      { payment: { method: 'sulit_vault' }, lastFourDigits: '12345' },
      { payment: { method: 'sulit_card\u0000' } },
      { payment: { method: 'free' } },
    ]) {
      const refused = await retry(who, who.orderId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const bad = await retry(who, '12345', { payment: { method: 'sulit_card' } });
    expect(bad.statusCode).toBe(400);
    expect((await orderRow(who.orderId)).status).toBe('holded');
    expect(await sandboxPayments(who.orderId)).toHaveLength(1);
  });
});
