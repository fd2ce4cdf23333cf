import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString();
const SOURCE = 'balintawak';

/**
 * Issue 27 item 7: a cancelled (closed) order's provider page says so and takes no card — before, the page
 * still charged the card and the store refunded it at once. On both engines.
 */
describe.each(testEngines())("a closed order's payment page on $engine", ({ open }) => {
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

  beforeAll(async () => {
    product = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    await setStockQty(db(), product.id, SOURCE, 100_000);
  });

  /** A member's card order waiting on the provider's page. */
  async function pendingCardOrder() {
    const who = await testShopper(server.database, NOW, {
      tag: 'closed',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    await ok(
      call(who, 'POST', `/api/cart/stores/v2/default/${who.cartId}/sync`, {
        cart_items: [{ sku: product.sku, qty: 1 }],
      }),
    );
    await ok(call(who, 'POST', '/api/cart/carts/mine/shipping-information', { cart_id: who.cartId }));
    const seq = slotSeq++;
    await ok(
      call(who, 'POST', '/api/cart/checkout/delivery-schedule', {
        date: `2026-11-2${2 + (seq % 5)}`,
        intervalId: 1 + (Math.floor(seq / 5) % 4),
        cart_id: who.cartId,
      }),
    );
    await ok(call(who, 'POST', `/api/cart/${who.cartId}/address-information`, { paymentMethod: 'sulit_card' }));
    const placed = await ok(call(who, 'POST', '/api/transaction/orders', { cart_id: who.cartId }));
    expect(placed.next).toMatchObject({ type: 'gateway' });
    return Object.assign(who, {
      orderId: placed.orderId as string,
      pageUrl: new URL(placed.next.redirectUrl as string),
    });
  }

  it('the provider page of a cancelled order says so, shows no card form and charges nothing', async () => {
    const who = await pendingCardOrder();
    const page = await server.app.inject({ url: who.pageUrl.pathname });
    const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    expect(formToken).not.toBe('');

    await ok(call(who, 'POST', `/api/transaction/orders/${who.orderId}/cancel`));

    const after = await server.app.inject({ url: who.pageUrl.pathname });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('This order was cancelled. It can no longer be paid and nothing was charged.');
    expect(after.body).not.toContain('name="number"');

    // The form still open in another tab is refused too: no charge, no refund.
    const paymentId = who.pageUrl.pathname.split('/')[4] ?? '';
    const submitted = await server.app.inject({
      method: 'POST',
      url: `/gateway/sandbox/pay/${paymentId}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        form_token: formToken,
        number: '4242 4242 4242 4242',
        expiry: '12/29',
        cvc: '123',
        name: 'Late Payer',
      }).toString(),
    });
    expect(submitted.statusCode).toBeLessThan(500);
    const payment = await db()
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).not.toBe('paid');
    expect(await db().selectFrom('sandbox_refunds').selectAll().where('payment_id', '=', paymentId).execute()).toEqual(
      [],
    );
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('increment_id', '=', who.orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('canceled');
    expect(order.paid_at).toBeNull();
  });
});
