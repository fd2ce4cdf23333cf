import { createCartRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { callAs, useTestApp } from '../../test-app';

const SOURCE = 'balintawak';
const DAY = 86_400_000;
const BUSINESS = { package: 'BUSINESS', card_type: 'NEW_BUSINESS_CARD' };

/**
 * Issue 31 on both engines: a Business member's delivered order earns 1 % pending, the return window releases it,
 * the member applies it at checkout (PUT cart/carts/mine/rebates), the order spends it once, and cancelling that
 * order gives it back. Bad input changes nothing.
 */
describe.each(testEngines())('member rebates on $engine', ({ open }) => {
  let now = TEST_NOW;
  const server = useTestApp(open, { clock: () => now });
  let product: { id: number; sku: string; price: number };
  let slotSeq = 0;
  type Shopper = Awaited<ReturnType<typeof testShopper>>;

  const call = (who: Shopper, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the tests need them
    return r.json() as Record<string, any>;
  };
  const settle = () => featuresOf(server.app).scheduler.runNow('rebates.settle');
  const summary = (who: Shopper) => ok(call(who, 'GET', '/api/transaction/rebates'));

  /** The member's active cart with `qty` units, delivery, a slot and cash on delivery: one "Place order" away. */
  async function readyCart(who: Shopper, qty: number): Promise<number> {
    const cart = await createCartRepository(server.database.db, server.database.engine).createCart({
      mask_hash: null,
      customer_id: who.customerId,
      source_code: SOURCE,
      now: now.toISOString(),
    });
    await ok(
      call(who, 'POST', `/api/cart/stores/v2/default/${cart.id}/sync`, { cart_items: [{ sku: product.sku, qty }] }),
    );
    await ok(call(who, 'POST', '/api/cart/carts/mine/shipping-information', { cart_id: cart.id }));
    const seq = slotSeq++;
    await ok(
      call(who, 'POST', '/api/cart/checkout/delivery-schedule', {
        date: `2026-11-2${2 + (seq % 5)}`,
        intervalId: 2 + (Math.floor(seq / 5) % 3),
        cart_id: cart.id,
      }),
    );
    await ok(call(who, 'POST', `/api/cart/${cart.id}/address-information`, { paymentMethod: 'cashondelivery' }));
    return cart.id;
  }

  /** A Business member with a delivered order whose rebate has become available; answers them and the rebate. */
  async function memberWithAvailableRebate(qty = 3) {
    now = TEST_NOW;
    const who = await testShopper(server.database, now.toISOString(), {
      tag: 'rebate',
      member: BUSINESS,
      address: true,
    });
    const cartId = await readyCart(who, qty);
    const order = await ok(call(who, 'POST', '/api/transaction/orders', { cart_id: cartId }));
    await featuresOf(server.app).orders.changeStatus(order.increment_id as string, 'delivered', 'operator:test');
    await settle();
    // 1 % of what was paid for the line, rounded down to the centavo
    const paid = await server.database.db
      .selectFrom('order_lines')
      .select(['row_total', 'discount_amount'])
      .where('order_id', '=', order.order_id as number)
      .executeTakeFirstOrThrow();
    const earned = Math.floor((paid.row_total - paid.discount_amount) / 100);
    expect(earned).toBeGreaterThan(0);
    expect(await summary(who)).toMatchObject({
      can_use_rebates: true,
      package: 'BUSINESS',
      pending: earned,
      available: 0,
    });
    // the 7-day return window closes; then the clock goes back so the next slots are still ahead
    now = new Date(TEST_NOW.getTime() + 8 * DAY);
    await settle();
    now = TEST_NOW;
    return { who, earned, order };
  }

  beforeAll(async () => {
    product = await plainProducts(server.database.db, { source: SOURCE, minQty: 200 })
      .select(['p.id', 'p.sku', 'p.price'])
      .executeTakeFirstOrThrow();
  });

  it('a Business member earns 1 % on delivery, pending for the return window, then available and not seen', async () => {
    const { who, earned, order } = await memberWithAvailableRebate();
    expect(await summary(who)).toMatchObject({ pending: 0, available: earned, not_seen_count: 1, rate_percent: 1 });
    const history = await ok(call(who, 'GET', '/api/transaction/rebates/history'));
    expect(history.total_count).toBe(2);
    expect(history.data.map((r: { transactionType: string }) => r.transactionType)).toEqual(['release', 'earn']);
    expect(history.data[1]).toMatchObject({ order_number: order.increment_id, status: 'available', amount: earned });
    const notSeen = await ok(call(who, 'GET', '/api/transaction/rebates/not-seen'));
    expect(notSeen.total_count).toBe(1);
    // another member cannot mark it seen; its owner can, once
    const stranger = await testShopper(server.database, now.toISOString(), { tag: 'stranger', member: BUSINESS });
    const theirs = await call(stranger, 'PUT', '/api/transaction/rebates/seen', { rebateId: notSeen.data[0].rebateId });
    expect(theirs.statusCode).toBe(404);
    await ok(call(who, 'PUT', '/api/transaction/rebates/seen', { rebateId: notSeen.data[0].rebateId }));
    expect((await ok(call(who, 'GET', '/api/transaction/rebates/not-seen'))).total_count).toBe(0);
    // settling again earns and releases nothing twice
    await settle();
    expect(await summary(who)).toMatchObject({ pending: 0, available: earned });
  });

  it('applies the rebate at checkout, spends it with the order, and gives it back when the order is cancelled', async () => {
    const { who, earned } = await memberWithAvailableRebate();
    const cartId = await readyCart(who, 1);
    const before = await ok(call(who, 'POST', `/api/cart/v2/${cartId}/totals-information`, {}));
    expect(before.earned_rebate).toBe(Math.floor(before.subtotal / 100));
    const applied = await ok(call(who, 'PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId, rebate: earned }));
    expect(applied).toMatchObject({ rebate: earned, available: earned });
    const after = await ok(call(who, 'POST', `/api/cart/v2/${cartId}/totals-information`, {}));
    expect(after.rebate_applied).toBe(earned);
    expect(after.grand_total).toBe(before.grand_total - earned);
    const step = await ok(call(who, 'GET', '/api/cart/carts/mine/shipping-information'));
    expect(step.totals.grand_total).toBe(before.grand_total - earned);

    const order = await ok(call(who, 'POST', '/api/transaction/orders', { cart_id: cartId }));
    expect(order.grand_total).toBe(before.grand_total - earned);
    expect(await summary(who)).toMatchObject({ available: 0 });
    const adjustments = await server.database.db
      .selectFrom('order_adjustments')
      .select(['kind', 'amount'])
      .where('order_id', '=', order.order_id)
      .where('kind', '=', 'rebate')
      .execute();
    expect(adjustments).toEqual([{ kind: 'rebate', amount: -earned }]);

    await ok(call(who, 'POST', `/api/transaction/orders/${order.increment_id}/cancel`));
    expect(await summary(who)).toMatchObject({ available: earned });
    for (const kind of ['spend', 'give_back']) {
      const rows = await ok(call(who, 'GET', `/api/transaction/rebates/history?transactionType=${kind}`));
      expect(rows.total_count).toBe(1);
      expect(rows.data[0]).toMatchObject({
        order_number: order.increment_id,
        amount: kind === 'spend' ? -earned : earned,
      });
    }
    // a second cancel gives nothing back twice
    await call(who, 'POST', `/api/transaction/orders/${order.increment_id}/cancel`);
    expect(await summary(who)).toMatchObject({ available: earned });
  });

  it('50 parallel "Place order" of a cart with a rebate spend it once', async () => {
    const { who, earned } = await memberWithAvailableRebate(5);
    const cartId = await readyCart(who, 1);
    await ok(call(who, 'PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId, rebate: earned }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(who, 'POST', '/api/transaction/orders', { cart_id: cartId })),
    );
    const placed = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => (a.json() as { increment_id: string }).increment_id);
    expect(new Set(placed).size).toBe(1);
    const spends = await server.database.db
      .selectFrom('rebate_entries')
      .select('amount')
      .where('customer_id', '=', who.customerId)
      .where('kind', '=', 'spend')
      .execute();
    expect(spends.map((s) => Number(s.amount))).toEqual([-earned]);
    expect((await summary(who)).available).toBeGreaterThanOrEqual(0);
  });

  it('refuses what a shopper may not do and bad input, changing nothing', async () => {
    const { who, earned } = await memberWithAvailableRebate();
    const cartId = await readyCart(who, 1);
    const premium = await testShopper(server.database, now.toISOString(), {
      tag: 'premium',
      member: true,
      cartSource: SOURCE,
    });
    const status = async (method: 'PUT' | 'GET' | 'DELETE', url: string, payload?: unknown, as: Shopper = who) =>
      (await call(as, method, url, payload)).statusCode;

    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId, rebate: earned + 1 })).toBe(422);
    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId, rebate: 0 })).toBe(400);
    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId, rebate: -100 })).toBe(400);
    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId, rebate: 1.5 })).toBe(400);
    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId, rebate: 1e300 })).toBe(400);
    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId, rebate: '100' })).toBe(400);
    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId })).toBe(400);
    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId, rebate: 1, extra: 1 })).toBe(400);
    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: 'x\u0000', rebate: 1 })).toBe(400);
    // another shopper's cart is not found; a Premium member may not use rebates
    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: premium.cartId, rebate: 1 })).toBe(404);
    expect(await status('PUT', '/api/cart/carts/mine/rebates', { quote_id: premium.cartId, rebate: 1 }, premium)).toBe(
      403,
    );
    expect(await status('DELETE', `/api/cart/carts/mine/rebates?quote_id=${premium.cartId}`)).toBe(404);
    expect(await status('GET', '/api/transaction/rebates/history?orderBy=drop%20table')).toBe(400);
    expect(await status('GET', '/api/transaction/rebates/history?limit=100000')).toBe(400);
    expect(await status('GET', '/api/transaction/rebates/history?transactionType=earn%00')).toBe(400);
    expect(await status('GET', '/api/transaction/rebates/history?page=1&sneaky=1')).toBe(400);
    expect(await status('PUT', '/api/transaction/rebates/seen', { rebateId: 99_999_999 })).toBe(404);
    const wrongType = await server.app.inject({
      method: 'PUT',
      url: '/api/cart/carts/mine/rebates',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'text/plain' },
      payload: 'rebate=1',
    });
    expect(wrongType.statusCode).toBe(415);
    const guest = await server.app.inject({ method: 'GET', url: '/api/transaction/rebates' });
    expect(guest.statusCode).toBe(401);
    // nothing applied, nothing spent
    const totals = await ok(call(who, 'POST', `/api/cart/v2/${cartId}/totals-information`, {}));
    expect(totals.rebate_applied).toBe(0);
    expect(await summary(who)).toMatchObject({ available: earned, pending: 0 });
    // DELETE removes an applied rebate
    await ok(call(who, 'PUT', '/api/cart/carts/mine/rebates', { quote_id: cartId, rebate: 100 }));
    expect((await ok(call(who, 'POST', `/api/cart/v2/${cartId}/totals-information`, {}))).rebate_applied).toBe(100);
    await ok(call(who, 'DELETE', `/api/cart/carts/mine/rebates?quote_id=${cartId}`));
    expect((await ok(call(who, 'POST', `/api/cart/v2/${cartId}/totals-information`, {}))).rebate_applied).toBe(0);
  });
});
