import { PROGRESS_STEPS, TRACKING_STEP_LABELS } from '@sulit/domain';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { testEngines } from '@sulit/tools/testing/engines';
import { setStockQty, stockQty } from '@sulit/tools/testing/stock';
import { describe, expect, it, beforeAll } from 'vitest';
import { featuresOf } from '../../app';
import { callAs, useTestApp } from '../../test-app';

const SOURCE = 'balintawak';

describe.each(testEngines())('orders after the sale on $engine', ({ open }) => {
  const server = useTestApp(open);
  let member = '';
  let shopper = '';
  let product: { id: number; sku: string; name: string };
  let slotSeq = 0;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    callAs(server.app, { token }, { method, url, payload, source: SOURCE });
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the tests need them
    return r.json() as Record<string, any>;
  };
  const login = async (email: string, password: string) =>
    (
      await ok(
        server.app.inject({ method: 'POST', url: '/api/customer/login', payload: { username: email, password } }),
      )
    ).access_token as string;

  /** The member's checkout from cart to order: a fresh slot each time so capacity never decides. */
  async function placeOrder(method = 'cashondelivery', qty = 2) {
    const cart = await ok(call(member, 'POST', '/api/cart/sync', { cart_items: [{ sku: product.sku, qty }] }));
    await ok(call(member, 'POST', '/api/cart/carts/mine/shipping-information', { cart_id: cart.cart_id }));
    const seq = slotSeq++;
    await ok(
      call(member, 'POST', '/api/cart/checkout/delivery-schedule', {
        date: `2026-11-2${2 + (seq % 5)}`,
        intervalId: 2 + Math.floor(seq / 5),
        cart_id: cart.cart_id,
      }),
    );
    const pay = await server.app.inject({
      method: 'POST',
      url: `/api/cart/${cart.cart_id}/address-information`,
      headers: { authorization: `Bearer ${member}`, sourcecode: SOURCE, 'device-type': 'desktop' },
      payload: { paymentMethod: method },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    return ok(call(member, 'POST', '/api/transaction/orders', { cart_id: cart.cart_id, payment: { method } }));
  }

  const stock = () => stockQty(server.database.db, product.id, SOURCE);

  beforeAll(async () => {
    member = await login('member@example.com', 'Member123!');
    shopper = await login('shopper@example.com', 'Shopper123!');
    product = await plainProducts(server.database.db, { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku', 'p.name'])
      .executeTakeFirstOrThrow();
    await setStockQty(server.database.db, product.id, SOURCE, 1000);
  }, 60_000);

  it('lists the shopper’s own orders 5 a page with the display status, filters, and counts them', async () => {
    const placed = [];
    for (let i = 0; i < 6; i++) placed.push(await placeOrder());
    const page1 = await ok(call(member, 'GET', '/api/transaction/orders'));
    expect(page1.items).toHaveLength(5);
    expect(page1.page_size).toBe(5);
    expect(page1.total_count).toBeGreaterThanOrEqual(6);
    expect(page1.items[0]).toMatchObject({
      increment_id: placed[5]!.increment_id,
      status_label: 'Processing',
      status_display: 'PROCESSING',
      date: '21/11/2026',
      sellers: [expect.objectContaining({ seller_id: 'sulit', sub_increment_id: placed[5]!.increment_id })],
    });
    const page2 = await ok(call(member, 'GET', '/api/transaction/orders?page=2'));
    expect(page2.items[0].increment_id).not.toBe(page1.items[0].increment_id);
    const delivered = await ok(call(member, 'GET', '/api/transaction/orders?status=delivered'));
    expect(delivered.items.every((o: { status_label: string }) => o.status_label === 'Delivered')).toBe(true);
    const summary = await ok(call(member, 'GET', '/api/transaction/orders/summary'));
    expect(summary.latest_order_number).toBe(placed[5]!.increment_id);
    expect(summary.counts.processing).toBeGreaterThanOrEqual(6);
    // another shopper sees none of them, and each of them is a 404 on every path
    expect((await ok(call(shopper, 'GET', '/api/transaction/orders'))).items).toEqual([]);
    const n = placed[0]!.increment_id;
    for (const [method, url, body] of [
      ['GET', `/api/transaction/orders/${n}`],
      ['GET', `/api/transaction/orders/${n}?shopId=sulit`],
      ['GET', `/rest/V2/order-detail/mine?order_id=${n}`],
      ['GET', `/api/transaction/orders/${n}/track-and-trace-1p?format=json`],
      ['GET', `/api/transaction/orders/rating-status?orderNumbers=${n}`],
      ['PATCH', `/api/transaction/orders/${n}/rating`, { status: 'rated', rating: 5 }],
      ['POST', `/api/transaction/orders/${n}/cancel`],
      ['POST', `/api/transaction/orders/${n}/reorder`],
    ] as const) {
      const res = await call(shopper, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect((await call(member, 'GET', '/api/transaction/orders?limit=999')).statusCode).toBe(400);
    expect((await call(member, 'GET', '/api/transaction/orders?status=lost')).statusCode).toBe(400);
    expect((await call(member, 'GET', '/api/transaction/orders/12345%00')).statusCode).toBe(400);
  });

  it('tracks an order from Order Created to Completed, mails out-for-delivery and delivered, then rates once', async () => {
    const order = await placeOrder();
    const n = order.increment_id as string;
    const list = await ok(call(member, 'GET', '/api/transaction/orders/track-and-trace'));
    expect(list.items[0]).toMatchObject({
      order_number: n,
      kind: 'own_store',
      tracking_status: 'Order Created',
      status_label: 'Processing',
      stage: 'out_for_delivery',
      group: 'ongoing',
      tracking_path: `/track-and-trace/track/${n}`,
    });
    expect(list.latest_order_number).toBe(n);

    // customers cannot move orders; staff with a role can, along the table only
    const put = (token: string, body: object) => call(token, 'PUT', '/api/transaction/orders/status', body);
    const refused = await put(member, { order_number: n, status: 'delivered' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only staff with a role can change an order status.');
    const shopperId = (await server.database.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'shopper@example.com')
      .executeTakeFirstOrThrow())!.id;
    await featuresOf(server.app).ops.staff.grant(
      { customer_id: shopperId, role: 'store_manager', source_code: '*' },
      { staff_id: shopperId, label: 'test' },
      new Date().toISOString(),
    );
    const moved = await ok(put(shopper, { order_number: n, status: 'out_for_delivery' }));
    expect(moved.passed).toEqual([
      'Verifying Order',
      'Order Accepted',
      'Being Fulfilled',
      'Ready to Ship',
      'Out for Delivery',
    ]);
    expect((await put(shopper, { order_number: n, status: 'accepted' })).statusCode).toBe(409);
    expect((await put(shopper, { order_number: n, status: 'teleported' })).statusCode).toBe(400);
    // the operator tool's entry: to delivered, recorded with who and when
    await featuresOf(server.app).orders.changeStatus(n, 'delivered', 'operator:test');
    const changes = await server.database.db
      .selectFrom('order_status_changes')
      .select(['step', 'actor'])
      .where('sub_increment_id', '=', n)
      .orderBy('id')
      .execute();
    // every step passed, Verifying Order … Completed (domain PROGRESS_STEPS after Order Created)
    expect(changes.map((c) => c.step)).toEqual(PROGRESS_STEPS.slice(1));
    expect(changes.at(-1)!.actor).toBe('operator:test');
    expect(changes[0]!.actor).toBe(`staff:${shopperId}`);
    const mails = await server.database.db.selectFrom('outbox_emails').select('subject').execute();
    expect(mails.map((m) => m.subject)).toContain(`Your order ${n} is out for delivery — Sulit Club`);
    expect(mails.map((m) => m.subject)).toContain(`Your order ${n} has been delivered — Sulit Club`);

    const track = await ok(call(member, 'GET', `/api/transaction/orders/${n}/track-and-trace-1p?format=json`));
    expect(track.tracking_status).toBe('Completed');
    expect(track.stage).toBe('complete');
    expect(track.timeline.map((e: { label: string }) => e.label)).toEqual(
      PROGRESS_STEPS.map((s) => TRACKING_STEP_LABELS[s]),
    );
    // times in Asia/Manila: the test clock is 12:00 noon there
    expect(track.timeline[0].at_display).toBe('21/11/2026, 12:00 PM');

    // rating: awaiting, then rated once
    expect((await ok(call(member, 'GET', '/api/transaction/orders/not-rated'))).items[0].increment_id).toBe(n);
    const status = await ok(call(member, 'GET', `/api/transaction/orders/rating-status?orderNumbers=${n}`));
    expect(status.items).toEqual([{ order_number: n, rating_status: 'not_rated', rating: null }]);
    const rates = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(member, 'PATCH', `/api/transaction/orders/${n}/rating`, { status: 'rated', rating: 1 + (i % 5) }),
      ),
    );
    expect(rates.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(rates.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toContain(
      'This order has already been rated.',
    );
    expect(
      (await ok(call(member, 'GET', '/api/transaction/orders/not-rated'))).items.map(
        (o: { increment_id: string }) => o.increment_id,
      ),
    ).not.toContain(n);
    const notDelivered = await placeOrder();
    const early = await call(member, 'PATCH', `/api/transaction/orders/${notDelivered.increment_id}/rating`, {
      status: 'rated',
      rating: 5,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a delivered order can be rated.');
    expect(
      (await call(member, 'PATCH', `/api/transaction/orders/${n}/rating`, { status: 'rated', rating: 9 })).statusCode,
    ).toBe(400);
    const after = await call(member, 'POST', `/api/transaction/orders/${n}/cancel`);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('This order is already being fulfilled and can no longer be cancelled.');
  });

  it('cancels once under 50 parallel requests: stock and slot come back once, and the timeline shows it', async () => {
    const before = await stock();
    const order = await placeOrder('cashondelivery', 3);
    expect(await stock()).toBe(before - 3);
    const n = order.increment_id as string;
    const slotId = (await server.database.db
      .selectFrom('orders')
      .select('slot_id')
      .where('increment_id', '=', n)
      .executeTakeFirstOrThrow())!.slot_id!;
    const used = async () =>
      (
        await server.database.db
          .selectFrom('delivery_slots')
          .select('used_count')
          .where('id', '=', slotId)
          .executeTakeFirstOrThrow()
      ).used_count;
    const usedBefore = await used();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(member, 'POST', `/api/transaction/orders/${n}/cancel`)),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(answers[0]!.json()).toMatchObject({ status_label: 'Cancelled', can_cancel: false });
    expect(await stock()).toBe(before);
    expect(await used()).toBe(usedBefore - 1);
    const cancellations = await server.database.db
      .selectFrom('order_status_changes')
      .select('step')
      .where('sub_increment_id', '=', n)
      .where('step', '=', 'cancelled')
      .execute();
    expect(cancellations).toHaveLength(1);
    const track = await ok(call(member, 'GET', `/api/transaction/orders/${n}/track-and-trace-1p`));
    expect(track).toMatchObject({ tracking_status: 'Order Cancelled', stage: 'canceled', skips_lookup: true });
    expect(track.timeline.map((e: { label: string }) => e.label)).toEqual(['Order Created', 'Order Cancelled']);
  });

  it('refunds a cancelled paid order once through the sandbox, however often the refund is replayed', async () => {
    const order = await placeOrder('sulit_wallet', 1);
    expect(order.next.type).toBe('gateway');
    const row = () =>
      server.database.db
        .selectFrom('orders')
        .selectAll()
        .where('increment_id', '=', order.increment_id)
        .executeTakeFirstOrThrow();
    const paymentId = (await row()).payment_ref!;
    // the shopper approves on the sandbox wallet page (GET the page, post its form)
    const page = await server.app.inject({ url: new URL(order.next.redirectUrl).pathname });
    const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1];
    const approved = await server.app.inject({
      method: 'POST',
      url: `/gateway/sandbox/pay/${paymentId}/wallet`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ form_token: formToken!, decision: 'approve' }).toString(),
    });
    expect(approved.statusCode, approved.body).toBeLessThan(400);
    await featuresOf(server.app).payments.service.queryPayment(paymentId);
    // The sandbox's webhook and this query race to apply the result; only the one that moves the payment runs the
    // order's handler (payments apply a result once), so the order is settled when that one is done, as a
    // shopper's page finds it a moment later.
    await expect.poll(async () => (await row()).status, { timeout: 10_000 }).toBe('processing');

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(member, 'POST', `/api/transaction/orders/${order.increment_id}/cancel`)),
    );
    expect(answers.filter((a) => a.statusCode !== 200)).toEqual([]);
    const refund = await featuresOf(server.app).orders.repository.refundOf((await row()).id);
    expect(refund).toMatchObject({ status: 'refunded', amount: order.grand_total });
    // the refund replayed five times (the job, after a crash, and directly with the same key): one refund
    await server.database.db
      .updateTable('order_refunds')
      .set({ status: 'requested' })
      .where('order_id', '=', refund!.order_id)
      .execute();
    for (let i = 0; i < 5; i++) await featuresOf(server.app).orders.sendPendingMoney();
    for (let i = 0; i < 5; i++)
      await featuresOf(server.app).payments.service.refund({
        paymentId,
        amountCentavos: refund!.amount,
        idempotencyKey: refund!.idempotency_key,
      });
    const provider = await server.database.db
      .selectFrom('sandbox_payments')
      .select('refunded_amount')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(provider.refunded_amount).toBe(order.grand_total);
    const providerRefunds = await server.database.db.selectFrom('sandbox_refunds').selectAll().execute();
    expect(providerRefunds.filter((r) => JSON.stringify(r).includes(paymentId))).toHaveLength(1);
    const detail = await ok(call(member, 'GET', `/api/transaction/orders/${order.increment_id}`));
    expect(detail.refund).toEqual({ status: 'refunded', amount: order.grand_total });
  });

  it('reorders a past order into the cart, skipping what is no longer sold with a notice', async () => {
    const order = await placeOrder('cashondelivery', 2);
    const again = await ok(call(member, 'POST', `/api/transaction/orders/${order.increment_id}/reorder`));
    expect(again).toMatchObject({
      added: [{ sku: product.sku, qty: 2 }],
      skipped: [],
      message: 'The items of your order were added to your cart.',
    });
    await server.database.db.updateTable('products').set({ status: 0 }).where('id', '=', product.id).execute();
    try {
      const gone = await ok(call(member, 'POST', `/api/transaction/orders/${order.increment_id}/reorder`));
      expect(gone.skipped).toEqual([{ sku: product.sku, name: product.name }]);
      expect(gone.message).toBe('None of the items of this order are available any more.');
    } finally {
      await server.database.db.updateTable('products').set({ status: 1 }).where('id', '=', product.id).execute();
    }
  });
});
