import { invoiceSerial } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { featuresOf } from '../../app';
import { callAs, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString();
const SOURCE = 'balintawak';

/**
 * Issue 29, the orders side: pickups never read Out for Delivery, a seller's sub-order shows its own money,
 * closed orders stay off track and trace, the BIR invoice (seller registrations, VAT breakdown, one
 * gap-free serial per seller) and the spec §9 private lifetimes, on both engines.
 */
describe.each(testEngines())('after the sale (issue 29) on $engine', ({ open }) => {
  const server = useTestApp(open);
  let own: { id: number; sku: string };
  let market: { id: number; sku: string; seller_id: string } | undefined;
  let slotSeq = 0;

  type Shopper = Awaited<ReturnType<typeof testShopper>>;
  const call = (who: { token: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the tests need them
    return r.json() as Record<string, any>;
  };

  /** A shopper's cash order of `items`, delivered or picked up. */
  async function placeOrder(items: { sku: string; qty: number }[], options: { pickup?: boolean; who?: Shopper } = {}) {
    const who =
      options.who ??
      (await testShopper(server.database, NOW, { tag: 'after', member: true, address: true, cartSource: SOURCE }));
    // a shopper who ordered before starts a new cart (placing the order closed the last one)
    const cartId = options.who
      ? (await ok(call(who, 'POST', '/api/cart/sync', { cart_items: [] }))).cart_id
      : who.cartId;
    await ok(call(who, 'POST', `/api/cart/stores/v2/default/${cartId}/sync`, { cart_items: items }));
    await ok(
      call(who, 'POST', '/api/cart/carts/mine/shipping-information', {
        cart_id: cartId,
        ...(options.pickup ? { store_pickup: true, store_source_code: SOURCE } : {}),
      }),
    );
    const seq = slotSeq++;
    await ok(
      call(who, 'POST', '/api/cart/checkout/delivery-schedule', {
        date: `2026-11-2${2 + (seq % 5)}`,
        intervalId: (options.pickup ? 11 : 2) + (Math.floor(seq / 5) % 3),
        cart_id: cartId,
      }),
    );
    await ok(call(who, 'POST', `/api/cart/${cartId}/address-information`, { paymentMethod: 'cashondelivery' }));
    const placed = await ok(
      call(who, 'POST', '/api/transaction/orders', { cart_id: cartId, payment: { method: 'cashondelivery' } }),
    );
    return { who, n: String(placed.orderId ?? placed.increment_id) };
  }

  beforeAll(async () => {
    own = await plainProducts(server.database.db, { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    await setStockQty(server.database.db, own.id, SOURCE, 5000);
    market = await plainProducts(server.database.db, { source: SOURCE, minQty: 10, own: false })
      .select(['p.id', 'p.sku', 'p.seller_id'])
      .executeTakeFirst();
    if (market) await setStockQty(server.database.db, market.id, SOURCE, 5000);
    expect(market, 'a marketplace product in stock at the store').toBeDefined();
  }, 60_000);

  it('walks a store pickup from Ready to Ship to Completed: never Out for Delivery', async () => {
    const { who, n } = await placeOrder([{ sku: own.sku, qty: 1 }], { pickup: true });
    const orders = featuresOf(server.app).orders;
    await expect(orders.changeStatus(n, 'out_for_delivery', 'operator:test')).rejects.toThrow(
      'cannot go from Order Created to Out for Delivery',
    );
    const moved = await orders.changeStatus(n, 'delivered', 'operator:test');
    expect(moved.passed).toEqual([
      'Verifying Order',
      'Order Accepted',
      'Being Fulfilled',
      'Ready to Ship',
      'Completed',
    ]);
    const track = await ok(call(who, 'GET', `/api/transaction/orders/${n}/track-and-trace-1p?format=json`));
    const labels = track.timeline.map((e: { label: string }) => e.label);
    expect(labels).not.toContain('Out for Delivery');
    expect(track.tracking_status).toBe('Completed');
    const view = await ok(call(who, 'GET', `/api/transaction/orders/${n}`));
    expect(view.status_label).toBe('Delivered');
  }, 60_000);

  it('keeps cancelled orders off track and trace and offers them no invoice', async () => {
    const { who, n } = await placeOrder([{ sku: own.sku, qty: 1 }]);
    await ok(call(who, 'POST', `/api/transaction/orders/${n}/cancel`));
    const list = await ok(call(who, 'GET', '/api/transaction/orders/track-and-trace'));
    expect(list.items.map((i: { order_number: string }) => i.order_number)).not.toContain(n);
    expect((await ok(call(who, 'GET', `/api/transaction/orders/${n}`))).invoice_offered).toBe(false);
    const invoice = await call(who, 'GET', `/api/transaction/orders/${n}/invoice`);
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().message).toBe(
      'An invoice is issued only for an order that went through: this one failed or was cancelled.',
    );
  }, 60_000);

  it('prints the BIR invoice: seller registration, VAT breakdown to the centavo, a serial per seller, once', async () => {
    const items = [{ sku: own.sku, qty: 3 }, ...(market ? [{ sku: market.sku, qty: 2 }] : [])];
    const { who, n } = await placeOrder(items);
    const order = await ok(call(who, 'GET', `/api/transaction/orders/${n}`));
    expect(order.invoice_offered).toBe(true);
    const invoice = await ok(call(who, 'GET', `/api/transaction/orders/${n}/invoice`));
    expect(invoice.vat_rate_percent).toBe(12);
    expect(invoice.documents[0].seller).toMatchObject({
      registered_name: 'Sulit Club Warehouse Corporation',
      tin: expect.stringMatching(/^\d{3}-\d{3}-\d{3}-\d{5}$/),
    });
    expect(invoice.documents).toHaveLength(market ? 2 : 1);
    let sum = 0;
    for (const doc of invoice.documents) {
      expect(doc.vatable_sales + doc.vat_amount + doc.exempt_sales + doc.zero_rated_sales).toBe(doc.total);
      expect(doc.serial_number).toMatch(/^\d{9}$/);
      expect(doc.seller?.business_address).toBeTruthy();
      sum += doc.total;
    }
    // the documents together are what the order costs
    expect(sum).toBe(order.grand_total);
    // shown again: the same serials (assigned once)
    const again = await ok(call(who, 'GET', `/api/transaction/orders/${n}/invoice`));
    expect(again.documents.map((d: { serial_number: string }) => d.serial_number)).toEqual(
      invoice.documents.map((d: { serial_number: string }) => d.serial_number),
    );
    // another shopper: 404
    const stranger = await testShopper(server.database, NOW, { tag: 'stranger' });
    expect((await call(stranger, 'GET', `/api/transaction/orders/${n}/invoice`)).statusCode).toBe(404);
    expect((await call(who, 'GET', `/api/transaction/orders/12345/invoice`)).statusCode).toBe(400);

    if (market) {
      // the seller's own sub-order: its own total on track and trace and on its shop view
      const sub = invoice.documents.find((d: { seller_id: string }) => d.seller_id === market!.seller_id);
      const list = await ok(call(who, 'GET', '/api/transaction/orders/track-and-trace'));
      const item = list.items.find(
        (i: { kind: string; increment_id: string }) => i.kind === 'third_party' && i.increment_id === n,
      );
      expect(item.grand_total).toBe(sub.total);
      expect(item.grand_total).toBeLessThan(order.grand_total);
      const shop = await ok(call(who, 'GET', `/api/transaction/orders/${n}?shopId=${market.seller_id}`));
      expect(shop.grand_total).toBe(sub.total);
    }
  }, 60_000);

  it('gives each order one serial and the seller a gap-free series: 50 requests at once', async () => {
    const placed: { who: Shopper; n: string }[] = [];
    for (let i = 0; i < 10; i++) placed.push(await placeOrder([{ sku: own.sku, qty: 1 }]));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const { who, n } = placed[i % 10]!;
        return call(who, 'GET', `/api/transaction/orders/${n}/invoice`);
      }),
    );
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    const serialOf = new Map<string, Set<string>>();
    for (const [i, a] of answers.entries()) {
      const n = placed[i % 10]!.n;
      serialOf.set(n, (serialOf.get(n) ?? new Set()).add(a.json().documents[0].serial_number));
    }
    // every order kept one serial, whichever request issued it
    expect([...serialOf.values()].map((s) => s.size)).toEqual(Array(10).fill(1));
    const issued = await server.database.db
      .selectFrom('invoices')
      .select('serial_number')
      .where('seller_id', '=', 'sulit')
      .orderBy('serial_number')
      .execute();
    const serials = issued.map((r) => r.serial_number);
    // 1, 2, 3 … with no gap and no repeat, and the counter says the same
    expect(serials).toEqual(serials.map((_, i) => i + 1));
    const counter = await server.database.db
      .selectFrom('invoice_serials')
      .select('last_serial')
      .where('seller_id', '=', 'sulit')
      .executeTakeFirstOrThrow();
    expect(counter.last_serial).toBe(serials.length);
    expect(new Set([...serialOf.values()].map((s) => [...s][0])).size).toBe(10);
    expect([...serialOf.values()].every((s) => [...s][0] === invoiceSerial(Number([...s][0])))).toBe(true);
  }, 120_000);

  it("prints a Business member's registered name and TIN; others may not set one", async () => {
    const login = await ok(
      server.app.inject({
        method: 'POST',
        url: '/api/customer/login',
        payload: { username: 'business@example.com', password: 'Business123!' },
      }),
    );
    const business = { token: login.access_token as string };
    const customerId = (await ok(call(business, 'GET', '/rest/V1/customers/me'))).id as number;
    const who = { ...business, customerId, cartId: null } as unknown as Shopper;
    const { n } = await placeOrder([{ sku: own.sku, qty: 1 }], { who });
    const invoice = await ok(call(business, 'GET', `/api/transaction/orders/${n}/invoice`));
    expect(invoice.is_business_member).toBe(true);
    expect(invoice.buyer_registration).toEqual({ registered_name: 'Reyes Sari-Sari Store', tin: '452-118-907-00000' });
    const bad = await call(business, 'PUT', '/api/transaction/invoices/buyer', { registered_name: 'X', tin: '123' });
    expect(bad.statusCode).toBe(400);
    await ok(
      call(business, 'PUT', '/api/transaction/invoices/buyer', {
        registered_name: 'Reyes Trading',
        tin: '452-118-907-00001',
      }),
    );
    const after = await ok(call(business, 'GET', `/api/transaction/orders/${n}/invoice`));
    expect(after.buyer_registration).toEqual({ registered_name: 'Reyes Trading', tin: '452-118-907-00001' });
    const shopper = await testShopper(server.database, NOW, { tag: 'notbiz' });
    const refused = await call(shopper, 'PUT', '/api/transaction/invoices/buyer', {
      registered_name: 'Someone Inc.',
      tin: '111-222-333-00000',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only Business members add a registered name and TIN to their invoices.');
  }, 60_000);

  it('serves get-last-past-purchase-cards: what went through, latest first, never a cancelled order', async () => {
    const who = await testShopper(server.database, NOW, {
      tag: 'again',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    expect((await ok(call(who, 'GET', '/rest/V1/get-last-past-purchase-cards'))).items).toEqual([]);
    await placeOrder([{ sku: own.sku, qty: 1 }], { who });
    const cancelledSku = market!.sku;
    const { n } = await placeOrder([{ sku: cancelledSku, qty: 1 }], { who });
    await ok(call(who, 'POST', `/api/transaction/orders/${n}/cancel`));
    const cards = await ok(call(who, 'GET', '/rest/V1/get-last-past-purchase-cards'));
    expect(cards.items.map((c: { sku: string }) => c.sku)).toEqual([own.sku]);
    expect(cards.items[0]).toMatchObject({ stock_qty: expect.any(Number), final_price: expect.any(Number) });
    // the caller's own purchases only; a guest is asked to sign in
    const other = await testShopper(server.database, NOW, { tag: 'again-other' });
    expect((await ok(call(other, 'GET', '/rest/V1/get-last-past-purchase-cards'))).items).toEqual([]);
    expect((await server.app.inject('/rest/V1/get-last-past-purchase-cards')).statusCode).toBe(401);
  }, 60_000);

  it('sends the spec §9 lifetimes as private caching, never for a refusal', async () => {
    const { who, n } = await placeOrder([{ sku: own.sku, qty: 1 }]);
    const header = async (url: string) => (await call(who, 'GET', url)).headers;
    expect((await header('/api/transaction/orders'))['cache-control']).toBe('private, max-age=300');
    expect((await header('/api/transaction/orders/summary'))['cache-control']).toBe('private, max-age=600');
    const detail = await header(`/api/transaction/orders/${n}`);
    expect(detail['cache-control']).toBe('private, max-age=3600');
    expect(detail.vary).toContain('cookie');
    expect((await header('/rest/V1/customers/me'))['cache-control']).toBe('private, max-age=7200');
    expect((await header('/api/transaction/orders/999999999'))['cache-control']).toBe('no-store');
    const guest = await server.app.inject({ method: 'GET', url: '/rest/V1/customers/me' });
    expect(guest.statusCode).toBe(401);
    expect(String(guest.headers['cache-control'] ?? '')).not.toContain('max-age');
  }, 60_000);
});
