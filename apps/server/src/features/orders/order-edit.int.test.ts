import { ORDER_EDIT_MESSAGES } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { callAs, payOnSandboxCardPage, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString();
const SOURCE = 'balintawak';

/**
 * Issue 36, editing an order until picking starts (decision 040), on both engines: the difference moves once
 * (stock, slot place, refund) however many identical edits race, the second tab's edit is refused, picking ends
 * editing, and bad input changes nothing.
 */
describe.each(testEngines())('editing an order before picking on $engine', ({ open }) => {
  const server = useTestApp(open);
  let product: { id: number; sku: string };
  let slotSeq = 0;

  type Shopper = Awaited<ReturnType<typeof testShopper>>;
  const call = (
    who: { token: string },
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => callAs(server.app, who, { method, url, payload, source: SOURCE, ...(headers ? { headers } : {}) });
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the tests need them
    return r.json() as Record<string, any>;
  };
  const db = () => server.database.db;
  const stockOf = async () =>
    (
      await db()
        .selectFrom('product_stock')
        .select('qty')
        .where('product_id', '=', product.id)
        .where('source_code', '=', SOURCE)
        .executeTakeFirstOrThrow()
    ).qty;
  const usedOf = async (slotId: number) =>
    (await db().selectFrom('delivery_slots').select('used_count').where('id', '=', slotId).executeTakeFirstOrThrow())
      .used_count;
  const orderRow = (n: string) =>
    db().selectFrom('orders').selectAll().where('increment_id', '=', n).executeTakeFirstOrThrow();

  /**
   * A shopper's order of `qty` units, cash or paid by card through the sandbox; with `rebate`, a Business member
   * with that much available (a ledger entry of its own) applies it at checkout.
   */
  async function placeOrder(qty: number, method: 'cashondelivery' | 'sulit_card' = 'cashondelivery', rebate = 0) {
    const who: Shopper = await testShopper(server.database, NOW, {
      tag: 'edit',
      member: rebate > 0 ? { package: 'BUSINESS', card_type: 'NEW_BUSINESS_CARD' } : true,
      address: true,
      cartSource: SOURCE,
    });
    await ok(
      call(who, 'POST', `/api/cart/stores/v2/default/${who.cartId}/sync`, { cart_items: [{ sku: product.sku, qty }] }),
    );
    if (rebate > 0) {
      await db()
        .insertInto('rebate_entries')
        .values({
          customer_id: who.customerId,
          kind: 'give_back',
          entry_key: `test-available:${who.customerId}`,
          order_id: null,
          order_number: null,
          order_line_id: null,
          order_type: 'test',
          earn_id: null,
          amount: rebate,
          pending_delta: 0,
          available_delta: rebate,
          year: null,
          available_at: null,
          created_at: NOW,
        })
        .execute();
      await ok(call(who, 'PUT', '/api/cart/carts/mine/rebates', { quote_id: who.cartId, rebate }));
    }
    await ok(call(who, 'POST', '/api/cart/carts/mine/shipping-information', { cart_id: who.cartId }));
    const seq = slotSeq++;
    await ok(
      call(who, 'POST', '/api/cart/checkout/delivery-schedule', {
        date: `2026-11-2${2 + (seq % 5)}`,
        intervalId: 2 + (Math.floor(seq / 5) % 3),
        cart_id: who.cartId,
      }),
    );
    await ok(call(who, 'POST', `/api/cart/${who.cartId}/address-information`, { paymentMethod: method }));
    const placed = await ok(call(who, 'POST', '/api/transaction/orders', { cart_id: who.cartId, payment: { method } }));
    const n = String(placed.orderId ?? placed.increment_id);
    if (method === 'sulit_card') {
      const { paymentId } = await payOnSandboxCardPage(server.app, placed.next.redirectUrl);
      await server.app.inject({ url: `/gateway/return/sandbox?payment_id=${encodeURIComponent(paymentId)}` });
      expect((await orderRow(n)).status).toBe('processing');
    }
    return { who, n, url: `/api/transaction/orders/${n}/edit` };
  }

  beforeAll(async () => {
    product = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    await setStockQty(db(), product.id, SOURCE, 100_000);
    await db().updateTable('delivery_slots').set({ capacity: 10_000 }).where('source_code', '=', SOURCE).execute();
  }, 120_000);

  it('a cash order changes quantity and slot before picking: the difference in stock and one slot place move', async () => {
    const { who, n, url } = await placeOrder(2);
    const page = await ok(call(who, 'GET', url));
    expect(page).toMatchObject({ version: 0, refusal: null, history: [] });
    const line = page.lines[0];
    const next = page.slots.find(
      (s: { slot_id: number; available: boolean }) => s.available && s.slot_id !== page.slot.slot_id,
    );
    const [stock, oldUsed, newUsed] = [await stockOf(), await usedOf(page.slot.slot_id), await usedOf(next.slot_id)];
    const edited = await ok(
      call(who, 'POST', url, { version: 0, lines: [{ line_id: line.line_id, qty: 5 }], slot_id: next.slot_id }),
    );
    expect(edited.message).toBe('Your order has been updated.');
    expect(edited.lines[0].qty).toBe(5);
    expect(edited.slot.slot_id).toBe(next.slot_id);
    expect(edited.totals.grand_total).toBeGreaterThan(page.totals.grand_total);
    expect(edited.history).toHaveLength(1);
    expect(await stockOf()).toBe(stock - 3);
    expect([await usedOf(page.slot.slot_id), await usedOf(next.slot_id)]).toEqual([oldUsed - 1, newUsed + 1]);
    expect((await orderRow(n)).grand_total).toBe(edited.totals.grand_total);
  });

  it('50 identical edits at once change the order once (one Idempotency-Key; and 50 from one stale version)', async () => {
    const { who, n, url } = await placeOrder(4);
    const page = await ok(call(who, 'GET', url));
    const body = { version: 0, lines: [{ line_id: page.lines[0].line_id, qty: 3 }] };
    const stock = await stockOf();
    const keyed = await Promise.all(
      Array.from({ length: 50 }, () => call(who, 'POST', url, body, { 'idempotency-key': `edit-${n}-once` })),
    );
    expect(keyed.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(keyed.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await stockOf()).toBe(stock + 1);
    expect((await orderRow(n)).edit_version).toBe(1);

    const stale = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(who, 'POST', url, { version: 1, lines: [{ line_id: page.lines[0].line_id, qty: 1 }] }),
      ),
    );
    expect(stale.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = stale.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.json().message === ORDER_EDIT_MESSAGES.staleVersion)).toBe(true);
    expect(await stockOf()).toBe(stock + 3);
    expect(
      await db()
        .selectFrom('order_edits')
        .select('id')
        .where('order_id', '=', (await orderRow(n)).id)
        .execute(),
    ).toHaveLength(2);
  });

  it('a paid order is refunded a decrease once (50 at once) and refuses an increase in plain words', async () => {
    const { who, n, url } = await placeOrder(4, 'sulit_card');
    const page = await ok(call(who, 'GET', url));
    const line = page.lines[0].line_id;
    const more = await call(who, 'POST', url, { version: 0, lines: [{ line_id: line, qty: 5 }] });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(
      'This order is already paid online, so it cannot cost more. To buy extra items, please place a new order.',
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(who, 'POST', url, { version: 0, lines: [{ line_id: line, qty: 2 }] })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const order = await orderRow(n);
    const refunds = await db()
      .selectFrom('sandbox_refunds')
      .select('amount')
      .where('payment_id', '=', order.payment_ref!)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(page.totals.grand_total - order.grand_total);
    const edits = await db().selectFrom('order_edits').selectAll().where('order_id', '=', order.id).execute();
    expect(edits.map((e) => [e.refund_amount, e.refund_status])).toEqual([[refunds[0]!.amount, 'refunded']]);
    // as after a stop between recording the refund and the provider's answer: the job asks again, with the same key
    await db()
      .updateTable('order_edits')
      .set({ refund_status: 'requested' })
      .where('order_id', '=', order.id)
      .execute();
    for (let i = 0; i < 5; i++) await featuresOf(server.app).orders.sendPendingMoney();
    const replayed = await db()
      .selectFrom('sandbox_refunds')
      .select('amount')
      .where('payment_id', '=', order.payment_ref!)
      .execute();
    expect(replayed).toHaveLength(1);
    const after = await db()
      .selectFrom('order_edits')
      .select('refund_status')
      .where('order_id', '=', order.id)
      .execute();
    expect(after).toEqual([{ refund_status: 'refunded' }]);
  });

  it("adds a product before picking once (50 identical adds with one key): a new line at the store's price, its stock taken", async () => {
    const extra = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .where('p.id', '!=', product.id)
      .select(['p.id', 'p.sku', 'p.name', 'p.price'])
      .executeTakeFirstOrThrow();
    await setStockQty(db(), extra.id, SOURCE, 500);
    const { who, n, url } = await placeOrder(2);
    const page = await ok(call(who, 'GET', url));
    const [stock, extraStock] = [await stockOf(), 500];
    const body = {
      version: 0,
      lines: [],
      add: [
        { product_id: extra.id, qty: 3 },
        { product_id: product.id, qty: 1 },
      ],
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(who, 'POST', url, body, { 'idempotency-key': `add-${n}` })),
    );
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const edited = await ok(call(who, 'GET', url));
    expect(edited.lines.map((l: { sku: string; qty: number }) => [l.sku, l.qty])).toEqual([
      [product.sku, 3],
      [extra.sku, 3],
    ]);
    expect(edited.lines[1]).toMatchObject({ name: extra.name, unit_price: extra.price, row_total: 3 * extra.price });
    // the delivery fee may fall away above the free-delivery threshold: the goods' subtotal is exact
    expect(edited.totals.subtotal).toBe(page.totals.subtotal + 3 * extra.price + page.lines[0].unit_price);
    expect(edited.history[0].lines).toEqual([
      { name: page.lines[0].name, before: 2, after: 3 },
      { name: extra.name, before: 0, after: 3 },
    ]);
    expect(await stockOf()).toBe(stock - 1);
    const left = await db()
      .selectFrom('product_stock')
      .select('qty')
      .where('product_id', '=', extra.id)
      .where('source_code', '=', SOURCE)
      .executeTakeFirstOrThrow();
    expect(left.qty).toBe(extraStock - 3);
    const added = await db()
      .selectFrom('order_lines')
      .select(['stock_source_code', 'substitution'])
      .where('order_id', '=', (await orderRow(n)).id)
      .where('product_id', '=', extra.id)
      .executeTakeFirstOrThrow();
    expect(added).toEqual({ stock_source_code: SOURCE, substitution: 'similar' });

    const seller = await plainProducts(db(), { source: SOURCE, minQty: 1, own: false })
      .select('p.id')
      .executeTakeFirstOrThrow();
    const refused = await call(who, 'POST', url, { version: 1, lines: [], add: [{ product_id: seller.id, qty: 1 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ORDER_EDIT_MESSAGES.sellerProduct);
    const unsold = await call(who, 'POST', url, {
      version: 1,
      lines: [],
      add: [{ product_id: 2_000_000_000, qty: 1 }],
    });
    expect(unsold.statusCode).toBe(409);
    expect(unsold.json().message).toBe(
      'That product is not sold at the store preparing this order, so it cannot be added.',
    );
    const paid = await placeOrder(1, 'sulit_card');
    const more = await call(paid.who, 'POST', paid.url, {
      version: 0,
      lines: [],
      add: [{ product_id: extra.id, qty: 1 }],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(ORDER_EDIT_MESSAGES.paidIncrease);
    expect((await orderRow(n)).edit_version).toBe(1);
  });

  it("changes a line's out-of-stock choice before picking: checked like the cart's, kept in the history, stock untouched", async () => {
    const { who, n, url } = await placeOrder(2);
    const page = await ok(call(who, 'GET', url));
    const line = page.lines[0];
    expect(line.substitution).toMatchObject({ choice: 'similar', substitute_product_id: null });
    const option = line.substitution.options[0];
    expect(option).toBeDefined();
    const stock = await stockOf();
    const unrelated = await call(who, 'POST', url, {
      version: 0,
      lines: [{ line_id: line.line_id, qty: 2, substitution: 'specific', substitute_product_id: product.id }],
    });
    expect(unrelated.statusCode).toBe(400);
    expect(unrelated.json().message).toBe('Choose the item to swap in from the ones listed for this product.');
    const same = await call(who, 'POST', url, {
      version: 0,
      lines: [{ line_id: line.line_id, qty: 2, substitution: 'similar' }],
    });
    expect(same.json().message).toBe(ORDER_EDIT_MESSAGES.nothingChanged);
    const chosen = await ok(
      call(who, 'POST', url, {
        version: 0,
        lines: [{ line_id: line.line_id, qty: 2, substitution: 'specific', substitute_product_id: option.product_id }],
      }),
    );
    expect(chosen.lines[0].substitution).toMatchObject({
      choice: 'specific',
      substitute_product_id: option.product_id,
    });
    expect(chosen.history[0].choices).toEqual([
      { name: line.name, before: 'Swap it for a similar item', after: `Swap it for an item I choose: ${option.name}` },
    ]);
    await ok(
      call(who, 'POST', url, { version: 1, lines: [{ line_id: line.line_id, qty: 2, substitution: 'refund' }] }),
    );
    const stored = await db()
      .selectFrom('order_lines')
      .select(['substitution', 'substitute_product_id'])
      .where('id', '=', line.line_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ substitution: 'refund', substitute_product_id: null });
    expect(await stockOf()).toBe(stock);
    expect((await orderRow(n)).edit_version).toBe(2);
  });

  it('keeps the rebate an order spent within what there is to pay, and gives back what no longer fits once', async () => {
    const unit = (
      await db().selectFrom('products').select('price').where('id', '=', product.id).executeTakeFirstOrThrow()
    ).price;
    // most of 10 units' price: well above what one unit and a delivery fee come to
    const rebate = 8 * unit;
    const { who, n, url } = await placeOrder(10, 'cashondelivery', rebate);
    const page = await ok(call(who, 'GET', url));
    expect(page.refusal).toBeNull();
    const balance = async () =>
      (
        await db()
          .selectFrom('rebate_entries')
          .select((eb) => eb.fn.sum<number | string>('available_delta').as('available'))
          .where('customer_id', '=', who.customerId)
          .executeTakeFirstOrThrow()
      ).available;
    expect(Number(await balance())).toBe(0);
    // 10 → 1: one unit and the delivery fee to pay, less than the rebate spent: the rest comes back, once
    const edited = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          who,
          'POST',
          url,
          { version: 0, lines: [{ line_id: page.lines[0].line_id, qty: 1 }] },
          {
            'idempotency-key': `rebate-${n}`,
          },
        ),
      ),
    );
    expect(edited.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const after = await ok(call(who, 'GET', url));
    const payable =
      after.totals.subtotal - after.totals.discount_amount + after.totals.shipping_amount + after.totals.fee;
    const kept = Math.min(rebate, payable);
    expect(rebate - kept).toBeGreaterThan(0);
    expect(after.totals.grand_total).toBe(payable - kept);
    expect(Number(await balance())).toBe(rebate - kept);
    // cancelling gives back what the order still had spent: the whole rebate is available again, never more
    await ok(call(who, 'POST', `/api/transaction/orders/${n}/cancel`));
    expect(Number(await balance())).toBe(rebate);
    expect((await orderRow(n)).edit_version).toBe(1);
  });

  it('is refused once picking starts, on the page and the API, with the plain message', async () => {
    const { who, n, url } = await placeOrder(2);
    const page = await ok(call(who, 'GET', url));
    await featuresOf(server.app).orders.changeStatus(n, 'fulfilling', 'staff:test');
    const after = await ok(call(who, 'GET', url));
    expect(after.refusal).toBe('We have started picking your order, so it can no longer be changed.');
    expect(after.slots).toEqual([]);
    const stock = await stockOf();
    const res = await call(who, 'POST', url, { version: 0, lines: [{ line_id: page.lines[0].line_id, qty: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('We have started picking your order, so it can no longer be changed.');
    expect(await stockOf()).toBe(stock);
    const detail = await ok(call(who, 'GET', `/api/transaction/orders/${n}`));
    expect(detail.can_edit).toBe(false);
  });

  it('refuses bad input with a clear 4xx and changes nothing; another shopper’s order is not found', async () => {
    const { who, n, url } = await placeOrder(2);
    const page = await ok(call(who, 'GET', url));
    const line = page.lines[0].line_id;
    const stock = await stockOf();
    const bad: unknown[] = [
      { version: 0, lines: [{ line_id: line, qty: -1 }] },
      { version: 0, lines: [{ line_id: line, qty: 1e12 }] },
      { version: 0, lines: [{ line_id: line, qty: 1.5 }] },
      { version: 0, lines: [{ line_id: line, qty: 1, extra: true }] },
      { version: 0, lines: [{ line_id: 'x\u0000', qty: 1 }] },
      { version: 0 },
      { version: 0, lines: [{ line_id: line, qty: 0 }] },
      { version: 0, lines: [{ line_id: 2_000_000_000, qty: 1 }] },
      { version: 0, lines: [{ line_id: line, qty: 2 }] },
      { version: 0, lines: [], slot_id: 2_000_000_000 },
      { version: 0, lines: [{ line_id: line, qty: 2, substitution: 'maybe' }] },
      { version: 0, lines: [{ line_id: line, qty: 2, substitution: 'specific' }] },
      { version: 0, lines: [], add: [{ product_id: product.id, qty: 0 }] },
      { version: 0, lines: [], add: [{ product_id: product.id, qty: 1e12 }] },
      { version: 0, lines: [], add: [{ product_id: 'x\u0000', qty: 1 }] },
      { version: 0, lines: [], add: Array.from({ length: 21 }, (_, i) => ({ product_id: i + 1, qty: 1 })) },
      {
        version: 0,
        lines: [],
        add: [
          { product_id: product.id, qty: 1 },
          { product_id: product.id, qty: 1 },
        ],
      },
    ];
    for (const payload of bad) {
      const res = await call(who, 'POST', url, payload);
      expect([400, 409], `${JSON.stringify(payload)} → ${res.body}`).toContain(res.statusCode);
      expect(typeof res.json().message).toBe('string');
    }
    const text = await server.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'text/plain' },
      payload: 'qty=9',
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const other = await testShopper(server.database, NOW, {
      tag: 'edit-other',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect((await call(other, 'POST', url, { version: 0, lines: [{ line_id: line, qty: 1 }] })).statusCode).toBe(404);
    expect(await stockOf()).toBe(stock);
    expect((await orderRow(n)).edit_version).toBe(0);
  });
});
