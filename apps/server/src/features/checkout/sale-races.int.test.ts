import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty, stockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString(); // 2026-11-21, noon in Manila
const SOURCE = 'balintawak';
const AT_ONCE = 50;
const TIMESLOT_INVALID = 'Delivery timeslot invalid';
const SLOT_HOLD_EXPIRED = 'Your timeslot reservation has expired. Please select timeslot';

/**
 * Issue 27 items 4 and 5: the sale when many requests arrive at once. One cart choosing many slots at once ends
 * holding one (no 5xx); parallel submits of one cart all answer its one order (never "expired" for an order that
 * was placed); a voucher that ran out between apply and place refuses the order with the voucher's message and
 * changes nothing. 50 at once, on both engines.
 */
describe.each(testEngines())('the sale under many requests at once on $engine', ({ open }) => {
  const server = useTestApp(open, { payments: { sandbox: { deliverWebhook: async () => undefined } } });
  let product: { id: number; sku: string; price: number };

  type Shopper = Awaited<ReturnType<typeof testShopper>>;
  const call = (who: Shopper, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });
  const db = () => server.database.db;
  const slotsIn = (dates: string[]) =>
    db()
      .selectFrom('delivery_slots')
      .select(['id', 'slot_date', 'interval_id', 'used_count'])
      .where('source_code', '=', SOURCE)
      .where('is_store_pickup', '=', 0)
      .where('slot_date', 'in', dates)
      .orderBy('id')
      .execute();
  const usedPlaces = async () =>
    (await slotsIn(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'])).reduce((n, s) => n + s.used_count, 0);

  /** A member with a cart of `qty` units and delivery chosen; `slot` holds 22/11 interval 2 unless false. */
  async function shopperAtSlotStep(options: { qty?: number; slot?: boolean } = {}) {
    const who = await testShopper(server.database, NOW, {
      tag: 'race',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    const sync = await call(who, 'POST', `/api/cart/stores/v2/default/${who.cartId}/sync`, {
      cart_items: [{ sku: product.sku, qty: options.qty ?? 1 }],
    });
    expect(sync.statusCode, sync.body).toBe(200);
    const shipping = await call(who, 'POST', '/api/cart/carts/mine/shipping-information', { cart_id: who.cartId });
    expect(shipping.statusCode, shipping.body).toBe(200);
    if (options.slot !== false) {
      const held = await call(who, 'POST', '/api/cart/checkout/delivery-schedule', {
        date: '2026-11-22',
        intervalId: 2,
        cart_id: who.cartId,
      });
      expect(held.statusCode, held.body).toBe(200);
    }
    return who;
  }

  beforeAll(async () => {
    product = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku', 'p.price'])
      .executeTakeFirstOrThrow();
    await setStockQty(db(), product.id, SOURCE, 100_000);
    await db().updateTable('delivery_slots').set({ capacity: 10_000 }).where('source_code', '=', SOURCE).execute();
  }, 120_000);

  it(`one cart choosing ${AT_ONCE} slots at once: no 5xx, it ends holding exactly one, one place taken`, async () => {
    const who = await shopperAtSlotStep({ slot: false });
    const before = await usedPlaces();
    const choices = (await slotsIn(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'])).slice(0, 12);
    expect(choices.length).toBe(12);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => {
        const slot = choices[i % choices.length]!;
        return call(who, 'POST', '/api/cart/checkout/delivery-schedule', {
          date: slot.slot_date,
          intervalId: slot.interval_id,
          cart_id: who.cartId,
        });
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s >= 500),
      answers.find((a) => a.statusCode >= 500)?.body,
    ).toEqual([]);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(TIMESLOT_INVALID);
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    const live = await db()
      .selectFrom('slot_holds')
      .select(['slot_id'])
      .where('cart_id', '=', who.cartId!)
      .where('status', '=', 'held')
      .execute();
    expect(live).toHaveLength(1);
    expect(await usedPlaces()).toBe(before + 1);
  });

  it(`${AT_ONCE} card submits of one cart at once: one order, every answer is that order, none says it failed`, async () => {
    const who = await shopperAtSlotStep();
    const step = await call(who, 'POST', `/api/cart/${who.cartId}/address-information`, {
      paymentMethod: 'sulit_card',
    });
    expect(step.statusCode, step.body).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        call(who, 'POST', '/api/transaction/orders', { cart_id: who.cartId, payment: { method: 'sulit_card' } }),
      ),
    );
    const orders = await db()
      .selectFrom('orders')
      .select(['increment_id'])
      .where('cart_id', '=', who.cartId!)
      .execute();
    expect(orders).toHaveLength(1);
    const said = answers.map((a) => (a.statusCode === 200 ? a.json().orderId : `${a.statusCode} ${a.json().message}`));
    expect(said.filter((s) => s === SLOT_HOLD_EXPIRED || String(s).includes('expired'))).toEqual([]);
    expect(said).toEqual(Array.from({ length: AT_ONCE }, () => orders[0]!.increment_id));
    const attempts = await db()
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_ref', '=', orders[0]!.increment_id)
      .execute();
    expect(attempts).toHaveLength(1);
  });

  /** A voucher of ₱50 off that `usageLimit` orders may use. */
  async function voucher(code: string, usageLimit: number) {
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
        usage_limit: usageLimit,
        usage_limit_per_customer: null,
        times_used: 0,
        seller_id: null,
        created_at: NOW,
      })
      .execute();
  }

  it('a voucher used up by another order after it was applied refuses the order with its message; nothing changes', async () => {
    await voucher('LASTONE', 1);
    const [first, second] = [await shopperAtSlotStep(), await shopperAtSlotStep()];
    for (const who of [first, second]) {
      const applied = await call(who, 'PUT', `/api/cart/carts/${who.cartId}/coupons/LASTONE`);
      expect(applied.json().applied, applied.body).toBe(true);
    }
    const cash = { payment: { method: 'cashondelivery' } };
    const won = await call(first, 'POST', '/api/transaction/orders', { cart_id: first.cartId, ...cash });
    expect(won.statusCode, won.body).toBe(200);
    const stock = await stockQty(db(), product.id, SOURCE);
    const places = await usedPlaces();

    const lost = await call(second, 'POST', '/api/transaction/orders', { cart_id: second.cartId, ...cash });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe('The voucher code "LASTONE" has been fully redeemed.');
    const orders = await db().selectFrom('orders').select('id').where('cart_id', '=', second.cartId!).execute();
    expect(orders).toHaveLength(0);
    expect(await stockQty(db(), product.id, SOURCE)).toBe(stock);
    expect(await usedPlaces()).toBe(places);
    const cart = await db()
      .selectFrom('carts')
      .select(['is_active', 'coupon_code'])
      .where('id', '=', second.cartId!)
      .executeTakeFirstOrThrow();
    expect(cart).toEqual({ is_active: 1, coupon_code: 'LASTONE' });
    const hold = await db()
      .selectFrom('slot_holds')
      .select('status')
      .where('cart_id', '=', second.cartId!)
      .executeTakeFirstOrThrow();
    expect(hold.status).toBe('held');
  });

  it(`a voucher that runs out between apply and place: ${AT_ONCE} at once, 5 use it, the rest are refused with its message and nothing changes`, async () => {
    const code = 'RACE5';
    await voucher(code, 5);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < AT_ONCE; i++) {
      const who = await shopperAtSlotStep();
      const applied = await call(who, 'PUT', `/api/cart/carts/${who.cartId}/coupons/${code}`);
      expect(applied.json().applied, applied.body).toBe(true);
      const step = await call(who, 'POST', `/api/cart/${who.cartId}/address-information`, {
        paymentMethod: 'cashondelivery',
      });
      expect(step.statusCode, step.body).toBe(200);
      shoppers.push(who);
    }
    const stockBefore = await stockQty(db(), product.id, SOURCE);
    const placesBefore = await usedPlaces();

    const answers = await Promise.all(
      shoppers.map((who) =>
        call(who, 'POST', '/api/transaction/orders', { cart_id: who.cartId, payment: { method: 'cashondelivery' } }),
      ),
    );

    const placed = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(placed).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(`The voucher code "${code}" has been fully redeemed.`);
    }
    const orders = await db()
      .selectFrom('orders')
      .select(['coupon_code', 'discount_amount', 'cart_id'])
      .where(
        'cart_id',
        'in',
        shoppers.map((s) => s.cartId!),
      )
      .execute();
    expect(orders).toHaveLength(5);
    for (const order of orders) expect(order).toMatchObject({ coupon_code: code, discount_amount: 5_000 });
    const redeemed = await db()
      .selectFrom('vouchers')
      .select('times_used')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(redeemed.times_used).toBe(5);
    // the refused shoppers keep their cart, voucher and slot; only the 5 orders took stock (their held places
    // became bookings, so the slots' use does not move)
    expect(await stockQty(db(), product.id, SOURCE)).toBe(stockBefore - 5);
    expect(await usedPlaces()).toBe(placesBefore);
    const ordered = new Set(orders.map((o) => o.cart_id));
    const kept = await db()
      .selectFrom('carts')
      .select(['id', 'is_active', 'coupon_code'])
      .where(
        'id',
        'in',
        shoppers.map((s) => s.cartId!).filter((id) => !ordered.has(id)),
      )
      .execute();
    expect(kept).toHaveLength(AT_ONCE - 5);
    for (const cart of kept) expect(cart).toMatchObject({ is_active: 1, coupon_code: code });
  }, 120_000);
});
