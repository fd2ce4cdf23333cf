import { createCartRepository } from '@sulit/db';
import { giveBackSpecialDiscount, takeSpecialDiscount } from '@sulit/db/discounts/special-discount-steps';
import { DISCOUNT_ID_MESSAGES, SPECIAL_DISCOUNT_WEEKLY_DISCOUNT_CAP } from '@sulit/domain';
import { multipartBody, photoWithGps, pixelBomb, RENAMED_EXECUTABLE } from '@sulit/tools/testing/crafted-uploads';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString(); // Saturday 2026-11-21, noon in Manila: the week of Monday 2026-11-16
const WEEK = '2026-11-16';
const SOURCE = 'balintawak';
const AT_ONCE = 50;

/**
 * The senior citizen / PWD special discount (issue 36, decision 038) on both engines: the weekly cap (₱2,500 of
 * purchases, ₱125 of discount, JAO 24-02) holds when 50 of one holder's orders take it at once in the sale's step;
 * a verified holder's order carries 5 %; an unverified holder gets nothing; a cancelled order gives its use back;
 * the ID upload refuses what is not a photo.
 */
describe.each(testEngines())('the special discount on $engine', ({ open }) => {
  const server = useTestApp(open);
  const db = () => server.database.db;
  let product: { id: number; sku: string; price: number };
  type Shopper = Awaited<ReturnType<typeof testShopper>>;
  const call = (who: Shopper, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });

  async function holderWith(status: 'verified' | 'pending') {
    const who = await testShopper(server.database, NOW, { tag: 'senior', member: true, address: true });
    await db()
      .insertInto('discount_ids')
      .values({
        customer_id: who.customerId,
        kind: 'senior_citizen',
        id_number: `QC-SC-${who.customerId}`,
        holder_name: `Lola ${who.customerId}`,
        status,
        reason: null,
        file_name: 'id.jpg',
        media_type: 'image/jpeg',
        storage_key: `key-${who.customerId}-${status}`,
        content: new Uint8Array([0xff, 0xd8, 0xff]),
        created_at: NOW,
        decided_at: null,
        decided_by: null,
      })
      .execute();
    return who;
  }

  /** A cart of the holder's own at the slot step's end, `qty` of the qualifying product, cash on delivery. */
  async function readyCart(who: Shopper, qty: number, seq: number): Promise<number> {
    const cart = await createCartRepository(db(), server.database.engine).createCart({
      mask_hash: null,
      customer_id: who.customerId,
      source_code: SOURCE,
      now: NOW,
    });
    const steps: [string, unknown][] = [
      [`/api/cart/stores/v2/default/${cart.id}/sync`, { cart_items: [{ sku: product.sku, qty }] }],
      ['/api/cart/carts/mine/shipping-information', { cart_id: cart.id }],
      [
        '/api/cart/checkout/delivery-schedule',
        { date: `2026-11-2${2 + (seq % 5)}`, intervalId: 2 + (Math.floor(seq / 5) % 3), cart_id: cart.id },
      ],
      [`/api/cart/${cart.id}/address-information`, { paymentMethod: 'cashondelivery' }],
    ];
    for (const [url, payload] of steps) {
      const res = await call(who, 'POST', url, payload);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    return cart.id;
  }

  /** An order row of the holder's (what the step's foreign key needs), as the sale's writeOrder leaves it. */
  async function bareOrder(who: Shopper, seq: number): Promise<number> {
    const cart = await db()
      .selectFrom('carts')
      .select('id')
      .where('customer_id', '=', who.customerId)
      .executeTakeFirst();
    const cartId =
      cart?.id ??
      (
        await createCartRepository(db(), server.database.engine).createCart({
          mask_hash: null,
          customer_id: who.customerId,
          source_code: SOURCE,
          now: NOW,
        })
      ).id;
    const row = await db()
      .insertInto('orders')
      .values({
        increment_id: `9${String(who.customerId).padStart(5, '0')}${String(seq).padStart(3, '0')}`,
        customer_id: who.customerId,
        customer_email: who.email,
        cart_id: cartId,
        status: 'pending',
        payment_method: 'cashondelivery',
        payment_title: 'Cash on delivery',
        subtotal: 40_000,
        discount_amount: 2_000,
        shipping_amount: 0,
        fee: 0,
        grand_total: 38_000,
        delivery_type: 'delivery',
        source_code: SOURCE,
        created_at: NOW,
        updated_at: NOW,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const place = (who: Shopper, cartId: number) =>
    call(who, 'POST', '/api/transaction/orders', { cart_id: cartId, payment: { method: 'cashondelivery' } });

  const usesOf = (customerId: number) =>
    db()
      .selectFrom('special_discount_uses')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('released_at', 'is', null)
      .execute();

  beforeAll(async () => {
    product = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .where('p.price', '>=', 5_000)
      .select(['p.id', 'p.sku', 'p.price'])
      .executeTakeFirstOrThrow();
    await setStockQty(db(), product.id, SOURCE, 100_000);
    await db().updateTable('delivery_slots').set({ capacity: 10_000 }).where('source_code', '=', SOURCE).execute();
    await db()
      .insertInto('special_discount_products')
      .values({ product_id: product.id, category: 'Rice', marked_by: null, marked_at: NOW })
      .onConflict((oc) => oc.column('product_id').doNothing())
      .execute();
  }, 120_000);

  it(`${AT_ONCE} takes of one holder's week at once never pass the cap (₱2,500 / ₱125); a cancel gives back`, async () => {
    const who = await holderWith('verified');
    const { id: discountId } = await db()
      .selectFrom('discount_ids')
      .select('id')
      .where('customer_id', '=', who.customerId)
      .executeTakeFirstOrThrow();
    // one holder has one active cart, so parallel orders of theirs meet here: the sale's step, 50 transactions at
    // once, each for an order worth ₱400 of qualifying goods (6 fit in ₱2,500, the 7th does not)
    const orderIds: number[] = [];
    for (let i = 0; i < AT_ONCE; i += 1) orderIds.push(await bareOrder(who, i));
    const outcomes = await Promise.all(
      orderIds.map((orderId) =>
        db()
          .transaction()
          .execute((trx) =>
            takeSpecialDiscount(trx, {
              order_id: orderId,
              customer_id: who.customerId,
              discount_id: discountId!,
              week_start: WEEK,
              purchase_amount: 40_000,
              discount_amount: 2_000,
              now: NOW,
            }),
          ),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(6);
    const uses = await usesOf(who.customerId);
    expect(uses.reduce((t, u) => t + u.purchase_amount, 0)).toBe(240_000);
    expect(uses.reduce((t, u) => t + u.discount_amount, 0)).toBeLessThanOrEqual(SPECIAL_DISCOUNT_WEEKLY_DISCOUNT_CAP);
    // a cancelled order's use comes back once; the holder's page shows what is left
    await db()
      .transaction()
      .execute((trx) => giveBackSpecialDiscount(trx, uses[0]!.order_id, NOW));
    await db()
      .transaction()
      .execute((trx) => giveBackSpecialDiscount(trx, uses[0]!.order_id, NOW));
    const mine = await call(who, 'GET', '/api/customer/discount-id');
    expect(mine.json()).toMatchObject({ week_start: WEEK, purchase_left: 50_000, discount_left: 2_500 });
  }, 300_000);

  it('gives a verified holder 5 % on qualifying goods in the order, stored with it and its use of the week', async () => {
    const who = await holderWith('verified');
    const qty = Math.ceil(40_000 / product.price);
    const cartId = await readyCart(who, qty, 3);
    const expected = Math.floor((qty * product.price * 500 + 5_000) / 10_000);
    // the cart and checkout show it from the same pricing pass the sale takes, with the week's allowance after it
    const totals = await call(who, 'POST', `/api/cart/v2/${cartId}/totals-information`, {});
    expect(totals.statusCode, totals.body).toBe(200);
    expect(totals.json()).toMatchObject({
      special_discount: expected,
      special_discount_allowance: { purchase_left: 250_000 - qty * product.price, discount_left: 12_500 - expected },
    });
    const step = await call(who, 'GET', '/api/cart/carts/mine/shipping-information');
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json().totals.special_discount).toBe(expected);
    const res = await place(who, cartId);
    expect(res.statusCode, res.body).toBe(200);
    const order = await db()
      .selectFrom('orders')
      .select(['id', 'subtotal', 'discount_amount', 'grand_total', 'shipping_amount', 'fee'])
      .where('customer_id', '=', who.customerId)
      .executeTakeFirstOrThrow();
    expect(order.discount_amount).toBe(expected);
    expect(order.grand_total).toBe(order.subtotal - expected + order.shipping_amount + order.fee);
    const [use] = await usesOf(who.customerId);
    expect(use).toMatchObject({ order_id: order.id, purchase_amount: qty * product.price, discount_amount: expected });
    expect(use!.id_number).toBe(`QC-SC-${who.customerId}`);
  }, 120_000);

  it('gives an unverified holder nothing', async () => {
    const who = await holderWith('pending');
    const cartId = await readyCart(who, 2, 7);
    const totals = await call(who, 'POST', `/api/cart/v2/${cartId}/totals-information`, {});
    expect(totals.json()).toMatchObject({ special_discount: 0, special_discount_allowance: null });
    const res = await place(who, cartId);
    expect(res.statusCode, res.body).toBe(200);
    expect(await usesOf(who.customerId)).toEqual([]);
    const order = await db()
      .selectFrom('orders')
      .select(['id', 'subtotal', 'discount_amount'])
      .where('customer_id', '=', who.customerId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ subtotal: 2 * product.price, discount_amount: 0 });
  }, 120_000);

  it('takes the ID photo through the upload pipeline and refuses what is not one, changing nothing', async () => {
    const who = await testShopper(server.database, NOW, { tag: 'idupload' });
    const fields = { kind: 'pwd', id_number: 'PWD-137-0001', holder_name: 'Juan Dela Cruz' };
    const send = async (f: Record<string, string>, files: { name: string; bytes: Buffer; type: string }[]) => {
      const body = await multipartBody(f, files, 'photo');
      return server.app.inject({
        method: 'POST',
        url: '/api/customer/discount-id',
        payload: body.payload,
        headers: { authorization: `Bearer ${who.token}`, 'content-type': body.contentType },
      });
    };
    const exe = await send(fields, [{ name: 'id.jpg', bytes: RENAMED_EXECUTABLE, type: 'image/jpeg' }]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe(DISCOUNT_ID_MESSAGES.imageType);
    expect((await send(fields, [{ name: 'id.png', bytes: pixelBomb(), type: 'image/png' }])).statusCode).toBe(422);
    expect((await send(fields, [])).statusCode).toBe(400);
    const photo = await photoWithGps();
    expect(
      (await send({ ...fields, id_number: 'a\u0000b' }, [{ name: 'id.jpg', bytes: photo, type: 'image/jpeg' }]))
        .statusCode,
    ).toBe(400);
    expect(
      (await send({ ...fields, extra: 'x' }, [{ name: 'id.jpg', bytes: photo, type: 'image/jpeg' }])).statusCode,
    ).toBe(400);
    const json = await call(who, 'POST', '/api/customer/discount-id', fields);
    expect(json.statusCode).toBe(415);
    const stored = () =>
      db().selectFrom('discount_ids').selectAll().where('customer_id', '=', who.customerId).execute();
    expect(await stored()).toEqual([]);

    const ok = await send(fields, [{ name: 'id.jpg', bytes: photo, type: 'image/jpeg' }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().id).toMatchObject({ kind: 'pwd', id_number: 'PWD-137-0001', status: 'pending' });
    const [row] = await stored();
    expect(Buffer.from(row!.content).includes(Buffer.from('Sulit Phone'))).toBe(false);
    // a second upload stands in for the first
    expect((await send(fields, [{ name: 'id.jpg', bytes: photo, type: 'image/jpeg' }])).statusCode).toBe(200);
    expect((await stored()).map((r) => r.status).sort()).toEqual(['pending', 'replaced']);
    expect((await callAs(server.app, null, { method: 'GET', url: '/api/customer/discount-id' })).statusCode).toBe(401);
  }, 120_000);
});
