import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, declinedOrder, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString();
const SOURCE = 'balintawak';
const PREMIUM = 'MEMBERSHIP-PREMIUM';

/**
 * Issue 28 (decision 026): a shopper buys only the membership card in their cart; the order takes the card into
 * a cart of its own, and the groceries, their quantities and the voucher stay in the shopper's cart.
 */
describe.each(testEngines())('buying a membership alone on $engine', ({ open }) => {
  const server = useTestApp(open);
  const db = () => server.database.db;
  let grocery: { sku: string };
  let voucherSeq = 0;

  type Shopper = Awaited<ReturnType<typeof testShopper>>;
  const call = (who: Shopper, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });

  beforeAll(async () => {
    const row = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    grocery = row;
    await setStockQty(db(), row.id, SOURCE, 100_000);
  });

  /** A non-member whose cart holds 3 of a grocery, a Premium card and a ₱50 voucher. */
  async function mixedCart() {
    const who = await testShopper(server.database, NOW, { tag: 'alone', address: true, cartSource: SOURCE });
    const synced = await call(who, 'POST', `/api/cart/stores/v2/default/${who.cartId}/sync`, {
      cart_items: [
        { sku: grocery.sku, qty: 3 },
        { sku: PREMIUM, qty: 1, product_type: 'customer_membership' },
      ],
    });
    expect(synced.statusCode, synced.body).toBe(200);
    const code = `KEEP${voucherSeq++}`;
    await db()
      .insertInto('vouchers')
      .values({
        code,
        discount_type: 'fixed',
        discount_value: 5_000,
        max_discount: null,
        min_spend: 0,
        starts_at: null,
        ends_at: null,
        is_active: 1,
        usage_limit: null,
        usage_limit_per_customer: null,
        times_used: 0,
        seller_id: null,
        created_at: NOW,
      })
      .execute();
    const applied = await call(who, 'PUT', `/api/cart/carts/${who.cartId}/coupons/${code}`);
    expect(applied.json().applied, applied.body).toBe(true);
    return Object.assign(who, { code });
  }

  const buyAlone = (who: Shopper) =>
    call(who, 'POST', '/api/transaction/orders', {
      cart_id: who.cartId,
      payment: { method: 'sulit_card' },
      membershipOnly: true,
    });

  /** What a shopper's cart holds, as stored: its lines, its voucher, whether it is still theirs to shop. */
  async function cartState(cartId: number) {
    const cart = await db()
      .selectFrom('carts')
      .select(['is_active', 'ordered_at', 'coupon_code'])
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    const lines = await db()
      .selectFrom('cart_items')
      .select(['sku', 'qty'])
      .where('cart_id', '=', cartId)
      .orderBy('sku')
      .execute();
    return { ...cart, lines };
  }
  const ordersOf = (customerId: number) =>
    db()
      .selectFrom('orders')
      .select(['id', 'cart_id', 'grand_total', 'coupon_code', 'delivery_type'])
      .where('customer_id', '=', customerId)
      .execute();

  it('orders only the membership; the groceries, their quantities and the voucher stay in the active cart', async () => {
    const who = await mixedCart();
    const other = await mixedCart();
    const otherBefore = await cartState(other.cartId!);

    const placed = await buyAlone(who);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ grand_total: 80_000, next: { type: 'gateway' } });

    const [order] = await ordersOf(who.customerId);
    expect(order).toMatchObject({ grand_total: 80_000, coupon_code: null, delivery_type: 'none' });
    expect(order!.cart_id).not.toBe(who.cartId);
    const lines = await db()
      .selectFrom('order_lines')
      .select(['sku', 'qty'])
      .where('order_id', '=', order!.id)
      .execute();
    expect(lines).toEqual([{ sku: PREMIUM, qty: 1 }]);

    expect(await cartState(who.cartId!)).toEqual({
      is_active: 1,
      ordered_at: null,
      coupon_code: who.code,
      lines: [{ sku: grocery.sku, qty: 3 }],
    });
    // The shopper's cart, as they see it, is still the groceries one.
    const mine = await call(who, 'GET', '/api/cart/v2/stores/default/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(grocery.sku);
    expect(JSON.stringify(mine.json())).not.toContain(PREMIUM);
    // Another customer's cart is untouched.
    expect(await cartState(other.cartId!)).toEqual(otherBefore);
    expect(await ordersOf(other.customerId)).toEqual([]);
  });

  it('paying twice places one membership order and says so', async () => {
    const who = await mixedCart();
    expect((await buyAlone(who)).statusCode).toBe(200);
    const again = await buyAlone(who);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('There is no membership in your cart to buy.');
    expect(await ordersOf(who.customerId)).toHaveLength(1);
    expect((await cartState(who.cartId!)).lines).toEqual([{ sku: grocery.sku, qty: 3 }]);
  });

  it('50 parallel submits place one membership order; the groceries stay', async () => {
    const who = await mixedCart();
    const answers = await Promise.all(Array.from({ length: 50 }, () => buyAlone(who)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(
      codes.every((c) => c === 200 || c === 404 || c === 409),
      codes.join(','),
    ).toBe(true);
    const orders = await ordersOf(who.customerId);
    expect(orders).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().order_id))).toEqual(
      new Set([orders[0]!.id]),
    );
    expect(await cartState(who.cartId!)).toMatchObject({
      is_active: 1,
      ordered_at: null,
      coupon_code: who.code,
      lines: [{ sku: grocery.sku, qty: 3 }],
    });
  });

  it('a declined card, given up and the cart restored: the groceries, the card and the voucher are all back', async () => {
    const who = await mixedCart();
    const { orderId } = await declinedOrder(server.app, who, { source: SOURCE, membershipOnly: true });
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('increment_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'holded', coupon_code: null });
    // the failure page's "try again": the hold given up, then restore-quote
    const given = await call(who, 'POST', `/api/transaction/orders/${orderId}/give-up-payment-hold`);
    expect(given.statusCode, given.body).toBe(200);
    const restored = await call(who, 'GET', '/rest/V1/carts/mine/restore-quote');
    expect(restored.statusCode, restored.body).toBe(200);
    const active = await db()
      .selectFrom('carts')
      .select('id')
      .where('customer_id', '=', who.customerId)
      .where('is_active', '=', 1)
      .execute();
    expect(active).toHaveLength(1);
    const restoredCart = await cartState(active[0]!.id);
    expect(restoredCart).toMatchObject({ is_active: 1, ordered_at: null, coupon_code: who.code });
    expect(restoredCart.lines).toHaveLength(2);
    expect(restoredCart.lines).toEqual(
      expect.arrayContaining([
        { sku: PREMIUM, qty: 1 },
        { sku: grocery.sku, qty: 3 },
      ]),
    );
    // and the shopper's cart, as they see it, still takes the voucher off the groceries
    const mine = await call(who, 'GET', '/api/cart/v2/stores/default/mine');
    expect(JSON.stringify(mine.json())).toContain(who.code);
  });

  it("another customer's cart is refused (404) and nothing moves", async () => {
    const who = await mixedCart();
    const thief = await mixedCart();
    const before = await cartState(who.cartId!);
    const res = await call(thief, 'POST', '/api/transaction/orders', {
      cart_id: who.cartId,
      payment: { method: 'sulit_card' },
      membershipOnly: true,
    });
    expect(res.statusCode).toBe(404);
    expect(await cartState(who.cartId!)).toEqual(before);
    expect(await ordersOf(thief.customerId)).toEqual([]);
  });

  it('a non-boolean membershipOnly is a 400 and changes nothing', async () => {
    const who = await mixedCart();
    const res = await call(who, 'POST', '/api/transaction/orders', {
      cart_id: who.cartId,
      payment: { method: 'sulit_card' },
      membershipOnly: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(await ordersOf(who.customerId)).toEqual([]);
  });
});
