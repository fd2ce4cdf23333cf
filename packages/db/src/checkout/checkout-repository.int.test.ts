import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartRepository } from '../cart/cart-repository';
import { newCustomerRow } from '../customers/customer-repository';
import { type CheckoutRepository, createCheckoutRepository, type PlaceOrderInput } from './checkout-repository';

const SOURCE = 'otis';
const NOW = TEST_NOW.toISOString();

describe.each(testEngines())('checkout repository atomicity on $engine', ({ open }) => {
  let database: TestDatabase;
  let repo: CheckoutRepository;
  let productId = 0;
  let sku = '';

  /** n customers, each with an active cart holding one unit of the product. */
  async function shoppers(n: number, tag: string): Promise<{ customerId: number; cartId: number }[]> {
    const customers = await database.db
      .insertInto('customers')
      .values(
        Array.from({ length: n }, (_, i) =>
          newCustomerRow({
            email: `${tag}-${i}@race.example.com`,
            password_hash: 'x',
            firstname: 'Race',
            lastname: String(i),
            is_subscribed: false,
            now: NOW,
          }),
        ),
      )
      .returning('id')
      .execute();
    const cartRepository = createCartRepository(database.db, database.engine);
    const carts: { customerId: number; cartId: number }[] = [];
    for (const c of customers) {
      const cart = await cartRepository.createCart({
        mask_hash: null,
        customer_id: c.id,
        source_code: SOURCE,
        now: NOW,
      });
      carts.push({ customerId: c.id, cartId: cart.id });
    }
    return carts;
  }

  function orderFor(s: { customerId: number; cartId: number }, slotId: number | null): PlaceOrderInput {
    return {
      cart_id: s.cartId,
      customer_id: s.customerId,
      customer_email: `c${s.customerId}@race.example.com`,
      customer_firstname: 'Race',
      now: NOW,
      status: 'processing',
      payment_method: 'cashondelivery',
      payment_title: 'Cash on Delivery',
      amounts: { subtotal: 10_000, discount_amount: 0, shipping_amount: 9_900, fee: 0, grand_total: 19_900 },
      adjustments: [{ kind: 'delivery_fee', seller_id: 'sulit', amount: 9_900, label: 'Delivery fee' }],
      coupon_code: null,
      voucher: null,
      delivery_type: 'delivery',
      shipping_address: '{}',
      pickup_source_code: null,
      source_code: SOURCE,
      slot:
        slotId === null
          ? null
          : {
              id: slotId,
              date: '2026-11-22',
              period: '08:00-11:00',
              label: 'x',
              cutoff_after: NOW,
              cutoff_minutes: null,
            },
      cancellation: null,
      delivery_instruction: null,
      device_type: 'desktop',
      lines: [
        {
          seller_id: 'sulit',
          product_id: productId,
          sku,
          name: 'Race product',
          product_type: 'simple',
          qty: 1,
          campaign_id: null,
          unit_price: 10_000,
          row_total: 10_000,
          discount_amount: 0,
          special_instruction: null,
          stock_qty: 1,
        },
      ],
      sellers: [
        {
          seller_id: 'sulit',
          shop_name: 'Sulit Club',
          status: 'processing',
          shipping_type: null,
          items_qty: 1,
          subtotal: 10_000,
          discount_amount: 0,
          shipping_amount: 9_900,
          grand_total: 19_900,
        },
      ],
      numbers: (id) => ({
        increment_id: String(100_000_000 + id),
        sub: new Map([['sulit', String(100_000_000 + id)]]),
      }),
    };
  }

  /** The test store's delivery slots of one day. */
  const deliverySlotsOn = (date: string) =>
    repo.slots({ source_code: SOURCE, is_store_pickup: false, from_date: date, to_date: date });
  /** The product's stock row at the test store. */
  const stockRow = () =>
    database.db.selectFrom('product_stock').where('product_id', '=', productId).where('source_code', '=', SOURCE);
  const stockLeft = async () => (await stockRow().select('qty').executeTakeFirstOrThrow()).qty;
  const setStock = (qty: number) =>
    database.db
      .updateTable('product_stock')
      .set({ qty })
      .where('product_id', '=', productId)
      .where('source_code', '=', SOURCE)
      .execute();

  beforeAll(async () => {
    database = await open();
    repo = createCheckoutRepository(database.db, database.engine);
    const product = await database.db
      .selectFrom('products as p')
      .innerJoin('product_stock as s', 's.product_id', 'p.id')
      .select(['p.id', 'p.sku'])
      .where('s.source_code', '=', SOURCE)
      .where('p.product_type', '=', 'simple')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('product_campaigns as c').select('c.id').whereRef('c.product_id', '=', 'p.id'))),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    productId = product.id;
    sku = product.sku;
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await database?.dispose();
  });

  it('the seed made slots for 7 days; rolling forward again adds none, a later day adds one day', async () => {
    const slots = await repo.slots({
      source_code: SOURCE,
      is_store_pickup: false,
      from_date: '2026-11-21',
      to_date: '2026-11-30',
    });
    expect(new Set(slots.map((s) => s.slot_date)).size).toBe(7);
    expect(await repo.rollForwardSlots(TEST_NOW)).toBe(0);
    const added = await repo.rollForwardSlots(new Date(TEST_NOW.getTime() + 24 * 3600_000));
    const perDay = (await database.db.selectFrom('stores').select('source_code').execute()).length;
    expect(added).toBeGreaterThanOrEqual(perDay * 4);
  });

  it('200 shoppers racing for the last 5 units: exactly 5 orders, stock 0, the rest out of stock', async () => {
    await setStock(5);
    const racers = await shoppers(200, 'stock');
    const outcomes = await Promise.all(racers.map((s) => repo.placeOrder(orderFor(s, null))));
    expect(outcomes.filter((o) => o.kind === 'placed')).toHaveLength(5);
    expect(outcomes.filter((o) => o.kind === 'out_of_stock')).toHaveLength(195);
    expect(await stockLeft()).toBe(0);
    // The losers' carts stay open to try again.
    const open = await database.db
      .selectFrom('carts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'id',
        'in',
        racers.map((r) => r.cartId),
      )
      .where('ordered_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(open.n)).toBe(195);
  });

  it('50 holds of a capacity-3 slot: exactly 3; expiry gives the places back', async () => {
    const [slot] = await deliverySlotsOn('2026-11-23');
    await repo.setSlotCapacity(slot!.id, { capacity: 3 });
    const racers = await shoppers(50, 'slot');
    const holds = await Promise.all(
      racers.map((s) =>
        repo.holdSlot({
          slot_id: slot!.id,
          customer_id: s.customerId,
          cart_id: s.cartId,
          now: NOW,
          expires_at: '2026-11-21T04:20:00.000Z',
          cutoff_after: NOW,
          cutoff_minutes: null,
        }),
      ),
    );
    expect(holds.filter((h) => h !== null)).toHaveLength(3);
    expect((await repo.slotById(slot!.id))!.used_count).toBe(3);
    expect(await repo.expireHolds('2026-11-21T04:19:59.000Z')).toBe(0);
    expect(await repo.expireHolds('2026-11-21T04:20:00.000Z')).toBe(3);
    expect((await repo.slotById(slot!.id))!.used_count).toBe(0);
  });

  it('50 direct bookings of a capacity-3 slot: exactly 3 orders', async () => {
    await setStock(1000);
    const [, slot] = await deliverySlotsOn('2026-11-23');
    await repo.setSlotCapacity(slot!.id, { capacity: 3 });
    const racers = await shoppers(50, 'book');
    const outcomes = await Promise.all(racers.map((s) => repo.placeOrder(orderFor(s, slot!.id))));
    expect(outcomes.filter((o) => o.kind === 'placed')).toHaveLength(3);
    expect(outcomes.filter((o) => o.kind === 'slot_unavailable')).toHaveLength(47);
    expect((await repo.slotById(slot!.id))!.used_count).toBe(3);
    // Rolled-back orders gave their stock back: only 3 units left the shelf.
    expect(await stockLeft()).toBe(997);
  });

  it('20 concurrent submits of one cart: one order, the others get that order', async () => {
    const [one] = await shoppers(1, 'double');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => repo.placeOrder(orderFor(one!, null))));
    const placed = outcomes.filter((o) => o.kind === 'placed');
    expect(placed).toHaveLength(1);
    const orderId = placed[0]!.kind === 'placed' ? placed[0]!.order.id : 0;
    for (const o of outcomes.filter((x) => x.kind !== 'placed'))
      expect(o).toMatchObject({ kind: 'already_ordered', order: { id: orderId } });
  });

  it('a failed payment gives back stock and slot once, however often it is applied', async () => {
    const [slot] = await repo.slots({
      source_code: SOURCE,
      is_store_pickup: false,
      from_date: '2026-11-24',
      to_date: '2026-11-24',
    });
    const [s] = await shoppers(1, 'fail');
    const before = await stockLeft();
    const outcome = await repo.placeOrder({ ...orderFor(s!, slot!.id), status: 'pending' });
    expect(outcome.kind).toBe('placed');
    const order = outcome.kind === 'placed' ? outcome.order : undefined;
    expect(await stockLeft()).toBe(before - 1);
    expect((await repo.slotById(slot!.id))!.used_count).toBe(1);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        repo.settlePayment(order!.id, { from: 'pending', to: 'holded', release: true, now: NOW, paid: false }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await stockLeft()).toBe(before);
    expect((await repo.slotById(slot!.id))!.used_count).toBe(0);
    expect((await repo.orderById(order!.id))!.status).toBe('holded');
    // The cart may be ordered again.
    const cart = await database.db
      .selectFrom('carts')
      .select('ordered_at')
      .where('id', '=', s!.cartId)
      .executeTakeFirstOrThrow();
    expect(cart.ordered_at).toBeNull();
  });
});
