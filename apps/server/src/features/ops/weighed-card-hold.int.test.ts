import { testEngines } from '@sulit/tools/testing/engines';
import { weighedProduct } from '@sulit/tools/testing/weighed-product';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { authorisedAmount, weighedRowTotal } from '@sulit/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, payOnSandboxCardPage, useTestApp } from '../../test-app';
import { opsTestKit, SOURCE } from './ops-test-kit';

/**
 * Issue 36 (decision 043), checkout to capture on both engines: a member orders about 1 kg of a product sold by
 * weight and pays by card; the card is held (authorised) for the estimate plus the 10 % margin, not charged; the
 * picker weighs 1.08 kg and packs; the card is captured once for 1.08 kg and the rest of the hold released.
 */
describe.each(testEngines())('a card held for goods sold by weight on $engine', ({ open }) => {
  const clock = { now: new Date(TEST_NOW) };
  const server = useTestApp(open, {
    clock: () => clock.now,
    payments: { sandbox: { deliverWebhook: async () => undefined } },
  });
  const kit = opsTestKit(server, clock);
  const PRICE_PER_KG = 45_000;
  let product: { id: number; sku: string };
  type Shopper = Awaited<ReturnType<typeof testShopper>>;
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the tests need them
    return r.json() as any;
  };
  const call = (who: Shopper, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });

  beforeAll(async () => {
    product = await weighedProduct(server.database.db, { source: SOURCE, pricePerKg: PRICE_PER_KG });
  });

  /** A member's card order of `qty` 250 g steps, approved on the sandbox's page: held, not charged. */
  async function placeHeldOrder(qty: number) {
    const who = await testShopper(server.database, clock.now.toISOString(), {
      tag: 'weighed',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    await ok(
      call(who, 'POST', `/api/cart/stores/v2/default/${who.cartId}/sync`, {
        cart_items: [{ sku: product.sku, qty }],
      }),
    );
    await ok(call(who, 'POST', '/api/cart/carts/mine/shipping-information', { cart_id: who.cartId }));
    await ok(
      call(who, 'POST', '/api/cart/checkout/delivery-schedule', {
        date: '2026-11-23',
        intervalId: 2,
        cart_id: who.cartId,
      }),
    );
    await ok(call(who, 'POST', `/api/cart/${who.cartId}/address-information`, { paymentMethod: 'sulit_card' }));
    const placed = await ok(call(who, 'POST', '/api/transaction/orders', { cart_id: who.cartId }));
    const number = placed.increment_id as string;
    const { paymentId, returnPath } = await payOnSandboxCardPage(server.app, placed.next.redirectUrl as string);
    const returned = await server.app.inject({ url: returnPath });
    // held, the order is secured: the shopper lands on the success page
    expect(returned.headers.location).toBe(`/checkout/onepage/success?orderId=${number}`);

    return { who, number, paymentId };
  }

  it('holds the estimate plus the margin, then captures 1.08 kg once', async () => {
    const { number, paymentId } = await placeHeldOrder(4);
    const order = await server.database.db
      .selectFrom('orders')
      .select(['id', 'status', 'grand_total', 'paid_at'])
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('processing');
    expect(order.paid_at).not.toBeNull();
    const held = authorisedAmount(order.grand_total, [{ estimate: PRICE_PER_KG, margin_percent: 10 }]);
    const atProvider = () =>
      server.database.db
        .selectFrom('sandbox_payments')
        .select(['status', 'amount', 'captured_amount'])
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
    expect(await atProvider()).toEqual({ status: 'authorised', amount: held, captured_amount: null });
    const attempt = () =>
      server.database.db
        .selectFrom('payment_attempts')
        .select(['status', 'amount'])
        .where('provider_payment_id', '=', paymentId)
        .executeTakeFirstOrThrow();
    expect(await attempt()).toEqual({ status: 'authorised', amount: held });

    const picker = await kit.staffWith([{ role: 'picker', store: SOURCE }]);
    await kit.advance(number, 'accepted');
    await kit.advance(number, 'fulfilling');
    const line = await server.database.db
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const weighed = await kit.call(picker, 'POST', `/api/ops/picking/${number}/weights/${line.id}`, { kg: '1.08' });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const packs = await Promise.all(
      Array.from({ length: 50 }, () =>
        kit.call(picker, 'POST', `/api/ops/orders/${number}/pick`, { to: 'ready_to_ship' }),
      ),
    );
    expect(packs.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);

    const charged = order.grand_total - PRICE_PER_KG + weighedRowTotal(1_080, PRICE_PER_KG);
    expect(await atProvider()).toEqual({ status: 'captured', amount: held, captured_amount: charged });
    expect(await attempt()).toEqual({ status: 'captured', amount: held });
    const captures = await server.database.db
      .selectFrom('payment_captures')
      .select(['amount', 'held', 'status'])
      .where('order_id', '=', order.id)
      .execute();
    expect(captures).toEqual([{ amount: charged, held, status: 'captured' }]);
  }, 180_000);
  it('an edit of a held order before picking refunds nothing (picking captures the new total) and refuses an increase', async () => {
    const { who, number, paymentId } = await placeHeldOrder(4);
    const url = `/api/transaction/orders/${number}/edit`;
    const page = await ok(call(who, 'GET', url));
    expect(page.payment_note).toBe(
      'Your card is held for this order and charged only for what we pick. It cannot cost more: to buy extra items, please place a new order.',
    );
    const more = await call(who, 'POST', url, { version: 0, lines: [{ line_id: page.lines[0].line_id, qty: 6 }] });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(
      'Your card is held for this order, so it cannot cost more. A lower total is simply what we take when we pick it. To buy extra items, please place a new order.',
    );
    const less = await ok(call(who, 'POST', url, { version: 0, lines: [{ line_id: page.lines[0].line_id, qty: 2 }] }));
    expect(less.totals.grand_total).toBeLessThan(page.totals.grand_total);
    expect(less.history[0]).toMatchObject({ refund_amount: 0, refund_status: 'none' });
    const refunds = await server.database.db
      .selectFrom('sandbox_refunds')
      .select('amount')
      .where('payment_id', '=', paymentId)
      .execute();
    expect(refunds).toEqual([]);
    const atProvider = await server.database.db
      .selectFrom('sandbox_payments')
      .select(['status', 'captured_amount'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(atProvider).toEqual({ status: 'authorised', captured_amount: null });
  });
  it('a held order cancelled before picking voids its hold once (50 cancels at once): nothing captured, nothing refunded', async () => {
    const { who, number, paymentId } = await placeHeldOrder(4);
    const cancels = await Promise.all(
      Array.from({ length: 50 }, () => call(who, 'POST', `/api/transaction/orders/${number}/cancel`)),
    );
    expect(cancels.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const atProvider = await server.database.db
      .selectFrom('sandbox_payments')
      .select(['status', 'captured_amount'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(atProvider).toEqual({ status: 'voided', captured_amount: 0 });
    const captures = await server.database.db
      .selectFrom('payment_captures')
      .select(['amount', 'status'])
      .where('payment_ref', '=', paymentId)
      .execute();
    expect(captures).toEqual([{ amount: 0, status: 'captured' }]);
    const refunds = await server.database.db
      .selectFrom('order_refunds')
      .select('amount')
      .where('payment_ref', '=', paymentId)
      .execute();
    expect(refunds).toEqual([]);
    const attempt = await server.database.db
      .selectFrom('payment_attempts')
      .select('status')
      .where('provider_payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('voided');
  });
});
