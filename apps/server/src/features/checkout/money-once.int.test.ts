import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { createCheckoutRepository } from '@sulit/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, payOnSandboxCardPage, type TestAppOptions, useTestApp } from '../../test-app';
import { featuresOf } from '../../app';

/** The sandbox's signed webhook, as the test app hands it over (held back here, delivered by each test). */
type SandboxWebhookDelivery = Parameters<
  NonNullable<NonNullable<NonNullable<TestAppOptions['payments']>['sandbox']>['deliverWebhook']>
>[0];

const NOW = TEST_NOW.toISOString(); // 2026-11-21, noon in Manila
const SOURCE = 'balintawak';
const DAY = 86_400_000;
/** Spec-side figures the tests quote: the own store's delivery fee and the non-member fee (centavos). */
const OWN_STORE_DELIVERY_FEE = 9_900;

/**
 * Issue 26: the ways the store lost or mis-took money, each as a shopper or an attacker meets it, on both
 * engines. Races run many at once and count what happened.
 */
describe.each(testEngines())('money moves once on $engine', ({ open }) => {
  const deliveries: SandboxWebhookDelivery[] = [];
  const server = useTestApp(open, {
    payments: { sandbox: { deliverWebhook: async (delivery) => void deliveries.push(delivery) } },
  });
  let product: { id: number; sku: string; price: number };
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

  /** A member (or not) with an address, a cart holding `items`, shipping chosen, a slot held and `method` chosen. */
  async function readyShopper(options: {
    items: { sku: string; qty: number; product_type?: string }[];
    method: string;
    member?: boolean;
    pickup?: boolean;
    /** a saved card (the vault) before the payment step, as a shopper with a card on file has */
    savedCard?: boolean;
  }) {
    const who = await testShopper(server.database, NOW, {
      tag: 'money',
      member: options.member ?? true,
      address: true,
      cartSource: SOURCE,
    });
    await ok(call(who, 'POST', `/api/cart/stores/v2/default/${who.cartId}/sync`, { cart_items: options.items }));
    await ok(
      call(who, 'POST', '/api/cart/carts/mine/shipping-information', {
        cart_id: who.cartId,
        ...(options.pickup ? { store_pickup: true, store_source_code: SOURCE } : {}),
      }),
    );
    const seq = slotSeq++;
    await ok(
      call(who, 'POST', '/api/cart/checkout/delivery-schedule', {
        date: `2026-11-2${2 + (seq % 5)}`,
        intervalId: (options.pickup ? 11 : 2) + (Math.floor(seq / 5) % 3),
        cart_id: who.cartId,
      }),
    );
    let savedCardId: string | null = null;
    if (options.savedCard) {
      const saved = await ok(
        call(who, 'POST', '/rest/V1/createCustomerCard', {
          card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2029, cvc: '123' },
        }),
      );
      savedCardId = String(saved.id);
    }
    const step = await ok(
      call(who, 'POST', `/api/cart/${who.cartId}/address-information`, { paymentMethod: options.method }),
    );
    return Object.assign(who, { totals: step.totals as Record<string, number>, savedCardId });
  }
  const placeOrder = (who: Shopper, body: Record<string, unknown> = {}) =>
    call(who, 'POST', '/api/transaction/orders', { cart_id: who.cartId, ...body });

  const deliver = (d: SandboxWebhookDelivery) =>
    server.app.inject({ method: 'POST', url: '/gateway/webhook/sandbox', headers: d.headers, payload: d.body });

  const db = () => server.database.db;
  const orderRow = (incrementId: string) =>
    db().selectFrom('orders').selectAll().where('increment_id', '=', incrementId).executeTakeFirstOrThrow();
  /** What the provider actually paid back for a payment. */
  const succeededRefunds = (paymentId: string) =>
    db().selectFrom('sandbox_refunds').select(['amount']).where('payment_id', '=', paymentId).execute();

  /**
   * What a second "Place order" that read and priced the cart before the release goes on to do: the one
   * transaction that claims the cart, takes stock and writes the order.
   */
  async function placeStaleOrder(
    cartId: number,
    customerId: number,
    order: { grand_total: number; subtotal: number; customer_email: string },
  ): Promise<string> {
    const lines = await db()
      .selectFrom('order_lines')
      .selectAll()
      .where(
        'order_id',
        '=',
        (await db().selectFrom('orders').select('id').where('cart_id', '=', cartId).executeTakeFirstOrThrow()).id,
      )
      .execute();
    const outcome = await createCheckoutRepository(db(), server.database.engine).placeOrder({
      cart_id: cartId,
      customer_id: customerId,
      customer_email: order.customer_email,
      customer_firstname: null,
      now: NOW,
      status: 'pending',
      payment_method: 'sulit_card',
      payment_title: 'Credit / Debit Card',
      amounts: {
        subtotal: order.subtotal,
        discount_amount: 0,
        shipping_amount: 0,
        fee: 0,
        grand_total: order.grand_total,
      },
      adjustments: [],
      coupon_code: null,
      voucher: null,
      delivery_type: 'delivery',
      shipping_address: null,
      pickup_source_code: null,
      source_code: SOURCE,
      slot: null,
      cancellation: null,
      delivery_instruction: null,
      device_type: null,
      lines: lines.map(({ id: _id, order_id: _o, stock_source_code: _s, campaign_id: _c, ...line }) => ({
        ...line,
        stock_qty: line.qty,
        campaign_id: null,
      })),
      sellers: [],
      numbers: (rowId) => ({ increment_id: String(900_000_000 + rowId), sub: new Map() }),
    });
    return outcome.kind;
  }

  beforeAll(async () => {
    const row = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku', 'p.price'])
      .executeTakeFirstOrThrow();
    product = row;
    await setStockQty(db(), product.id, SOURCE, 100_000);
    // Room for every order these races place.
    await db().updateTable('delivery_slots').set({ capacity: 10_000 }).where('source_code', '=', SOURCE).execute();
  }, 120_000);

  it('pay and cancel at the same moment: a cancelled order’s payment is refunded once, a kept one is never refunded (50 at once)', async () => {
    const shoppers = [];
    for (let i = 0; i < 50; i++)
      shoppers.push(await readyShopper({ items: [{ sku: product.sku, qty: 1 }], method: 'sulit_card' }));
    const started = await Promise.all(
      shoppers.map(async (who) => {
        const placed = await ok(placeOrder(who, { payment: { method: 'sulit_card' } }));
        expect(placed.next.type).toBe('gateway');
        return {
          who,
          orderId: placed.orderId as string,
          paymentId: (await payOnSandboxCardPage(server.app, placed.next.redirectUrl)).paymentId,
        };
      }),
    );
    // The shopper cancels while the provider's webhook and the browser's return report the payment.
    await Promise.all(
      started.flatMap(({ who, orderId, paymentId }) => {
        const webhook = deliveries.find((d) => d.body.includes(paymentId))!;
        return [
          call(who, 'POST', `/api/transaction/orders/${orderId}/cancel`, {}),
          deliver(webhook),
          server.app.inject({ url: `/gateway/return/sandbox?payment_id=${encodeURIComponent(paymentId)}` }),
        ];
      }),
    );
    let cancelled = 0;
    for (const { orderId, paymentId } of started) {
      const order = await orderRow(orderId);
      const attempt = await db()
        .selectFrom('payment_attempts')
        .select(['status'])
        .where('provider_payment_id', '=', paymentId)
        .executeTakeFirstOrThrow();
      const refunds = await succeededRefunds(paymentId);
      if (order.status === 'canceled') {
        cancelled++;
        // The money goes back, once, in full.
        expect(refunds.map((r) => r.amount)).toEqual([order.grand_total]);
        expect(attempt.status).toBe('refunded');
      } else {
        expect(order.status).toBe('processing');
        expect(order.paid_at).not.toBeNull();
        expect(refunds).toEqual([]);
        expect(attempt.status).toBe('paid');
      }
    }
    // Both endings happen in a race this wide; each one keeps the books straight.
    expect(cancelled).toBeGreaterThan(0);
  }, 240_000);

  it('a repeated "Place order" with a saved card answers the first order and never starts a second charge (16 shoppers, 4 submits each)', async () => {
    const results = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const who = await readyShopper({
          items: [{ sku: product.sku, qty: 1 }],
          method: 'sulit_vault',
          savedCard: true,
        });
        const body = { payment: { method: 'sulit_vault' }, savedCardId: who.savedCardId! };
        const answers = await Promise.all([1, 2, 3, 4].map(() => placeOrder(who, body)));
        return { who, answers };
      }),
    );
    for (const { who, answers } of results) {
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const ids = new Set(answers.map((a) => (a.json() as { orderId: string }).orderId));
      expect(ids.size).toBe(1);
      const orders = await db().selectFrom('orders').selectAll().where('customer_id', '=', who.customerId).execute();
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 'processing', released_at: null });
      const attempts = await db()
        .selectFrom('payment_attempts')
        .select(['status', 'amount'])
        .where('order_ref', '=', orders[0]!.increment_id)
        .execute();
      expect(attempts).toEqual([{ status: 'paid', amount: orders[0]!.grand_total }]);
    }
  }, 240_000);

  it('a request that read the cart before its order gave the goods back cannot place a second order from it', async () => {
    const who = await readyShopper({ items: [{ sku: product.sku, qty: 1 }], method: 'sulit_card' });
    const first = await ok(placeOrder(who, { payment: { method: 'sulit_card' } }));
    const order = await orderRow(first.orderId);
    // The payment fails: the order is held and its stock, slot and voucher go back; the cart stays switched off
    // until the shopper restores it.
    await featuresOf(server.app).checkout.applyPaymentResult({
      paymentId: order.payment_ref!,
      orderRef: order.increment_id,
      status: 'failed',
      amountCentavos: order.grand_total,
      currency: 'PHP',
    });
    expect((await orderRow(first.orderId)).status).toBe('holded');
    // A second submit that had read the cart (and priced it) before the release now reaches the cart gate.
    const stale = await placeStaleOrder(who.cartId!, who.customerId, order);
    expect(stale).not.toBe('placed');
    const orders = await db().selectFrom('orders').select('id').where('customer_id', '=', who.customerId).execute();
    expect(orders).toHaveLength(1);
  });

  it('overlapping campaigns: the order takes stock from the campaign it was priced with (12 at once)', async () => {
    const row = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku', 'p.price'])
      .where('p.id', '!=', product.id)
      .executeTakeFirstOrThrow();
    const older = await db()
      .insertInto('product_campaigns')
      .values({
        product_id: row.id,
        start_time: new Date(TEST_NOW.getTime() - 10 * DAY).toISOString(),
        end_time: new Date(TEST_NOW.getTime() + 10 * DAY).toISOString(),
        price: row.price - 100,
        stock: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const flash = await db()
      .insertInto('product_campaigns')
      .values({
        product_id: row.id,
        start_time: new Date(TEST_NOW.getTime() - DAY).toISOString(),
        end_time: new Date(TEST_NOW.getTime() + DAY).toISOString(),
        price: Math.floor(row.price / 2),
        stock: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shoppers = [];
    for (let i = 0; i < 12; i++)
      shoppers.push(await readyShopper({ items: [{ sku: row.sku, qty: 1 }], method: 'cashondelivery' }));
    const answers = await Promise.all(
      shoppers.map((who) => placeOrder(who, { payment: { method: 'cashondelivery' } })),
    );
    const placed = answers.filter((a) => a.statusCode === 200);
    expect(placed).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
    }
    const lines = await db().selectFrom('order_lines').selectAll().where('product_id', '=', row.id).execute();
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      // Price and stock from the same campaign: the flash sale that started last.
      expect(line.unit_price).toBe(Math.floor(row.price / 2));
      expect(line.campaign_id).toBe(flash.id);
    }
    const stockOf = async (id: number) =>
      (await db().selectFrom('product_campaigns').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
    expect(await stockOf(flash.id)).toBe(0);
    expect(await stockOf(older.id)).toBe(100);
  }, 120_000);

  it('a store-pickup order pays no delivery fee', async () => {
    const who = await readyShopper({ items: [{ sku: product.sku, qty: 1 }], method: 'cashondelivery', pickup: true });
    expect(who.totals).toMatchObject({ shipping_amount: 0, fee: 0 });
    const placed = await ok(placeOrder(who, { payment: { method: 'cashondelivery' } }));
    const order = await orderRow(placed.orderId);
    expect(order).toMatchObject({ delivery_type: 'pickup', shipping_amount: 0, fee: 0 });
    expect(order.grand_total).toBe(order.subtotal - order.discount_amount);
    // The same cart delivered pays the own store's fee (below the free-delivery threshold).
    const delivered = await readyShopper({ items: [{ sku: product.sku, qty: 1 }], method: 'cashondelivery' });
    const deliveredOrder = await orderRow(
      (await ok(placeOrder(delivered, { payment: { method: 'cashondelivery' } }))).orderId,
    );
    expect(deliveredOrder.shipping_amount).toBe(OWN_STORE_DELIVERY_FEE);
  });

  it('a shopper who buys a membership together with groceries pays no non-member fee on that order', async () => {
    const who = await readyShopper({
      member: false,
      items: [
        { sku: product.sku, qty: 1 },
        { sku: 'MEMBERSHIP-PREMIUM', qty: 1, product_type: 'customer_membership' },
      ],
      method: 'sulit_card',
    });
    const methods = await ok(call(who, 'GET', '/rest/V1/carts/mine/payment-methods'));
    expect(methods.extrafeeNoneMember).toMatchObject({ isEnableFeeNoneMember: false, amount: 0 });
    const placed = await ok(placeOrder(who, { payment: { method: 'sulit_card' } }));
    const order = await orderRow(placed.orderId);
    expect(order.fee).toBe(0);
    expect(order.grand_total).toBe(order.subtotal - order.discount_amount + order.shipping_amount);
  });
});
