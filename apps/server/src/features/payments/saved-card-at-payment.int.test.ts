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
 * Issue 28: a card is saved while paying on the provider's page (the store gets the provider's token, never the
 * number), becomes the default, pays the next order without being typed again and is removed; card endpoints
 * refuse another customer's card (404) and never answer more than the last four. On both engines.
 */
describe.each(testEngines())('a card saved at payment on $engine', ({ open }) => {
  const server = useTestApp(open, { payments: { sandbox: { deliverWebhook: async () => undefined } } });
  let product: { id: number; sku: string };
  let slotSeq = 0;
  type Shopper = Awaited<ReturnType<typeof testShopper>>;
  const call = (who: Shopper, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the tests need them
    return r.json() as any;
  };
  const db = () => server.database.db;

  beforeAll(async () => {
    product = await plainProducts(db(), { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    await setStockQty(db(), product.id, SOURCE, 100_000);
  });

  async function readyCart(who: Shopper, method: string) {
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
    await ok(call(who, 'POST', `/api/cart/${who.cartId}/address-information`, { paymentMethod: method }));
  }

  it('saves the card typed on the provider page, pays the next order with it, and removes it', async () => {
    const who = await testShopper(server.database, NOW, {
      tag: 'save',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    await readyCart(who, 'sulit_card');
    const placed = await ok(call(who, 'POST', '/api/transaction/orders', { cart_id: who.cartId }));
    const pageUrl = new URL(placed.next.redirectUrl as string);
    const page = await server.app.inject({ url: pageUrl.pathname });
    expect(page.body).toContain('Save this card with');
    const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const paymentId = pageUrl.pathname.split('/')[4] ?? '';
    const paid = await server.app.inject({
      method: 'POST',
      url: `/gateway/sandbox/pay/${paymentId}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        form_token: formToken,
        number: '4242 4242 4242 4242',
        expiry: '12/29',
        cvc: '123',
        name: 'Saver',
        save_card: '1',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    await server.app.inject({ url: `${back.pathname}${back.search}` });

    const listed = await call(who, 'GET', '/rest/V1/customer-card');
    const cards = listed.json();
    expect(cards).toEqual([
      expect.objectContaining({ brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2029, is_default: true }),
    ]);
    expect(listed.body).not.toMatch(/tok_|4242424242424242|4242 4242/);

    // the next order: the saved card, never typed again
    who.cartId = (await ok(call(who, 'GET', '/api/cart/v2/stores/default/mine'))).cart_id;
    await readyCart(who, 'sulit_vault');
    const second = await ok(
      call(who, 'POST', '/api/transaction/orders', { cart_id: who.cartId, lastFourDigits: '4242' }),
    );
    expect(second).toMatchObject({ status: 'processing', next: { type: 'success' } });

    // another customer can neither make it default nor remove it
    const stranger = await testShopper(server.database, NOW, {
      tag: 'save-stranger',
      member: true,
      cartSource: SOURCE,
    });
    const cardId = cards[0].id as number;
    expect((await call(stranger, 'PUT', `/rest/V1/customer-card/${cardId}/default`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/rest/V1/customer-card/${cardId}`)).statusCode).toBe(404);
    expect((await ok(call(stranger, 'GET', '/rest/V1/customer-card'))).length).toBe(0);

    expect((await call(who, 'DELETE', `/rest/V1/customer-card/${cardId}`)).statusCode).toBe(200);
    expect(await ok(call(who, 'GET', '/rest/V1/customer-card'))).toEqual([]);
  });

  it('keeps no card when the box is not ticked', async () => {
    const who = await testShopper(server.database, NOW, {
      tag: 'nosave',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    await readyCart(who, 'sulit_card');
    const placed = await ok(call(who, 'POST', '/api/transaction/orders', { cart_id: who.cartId }));
    const pageUrl = new URL(placed.next.redirectUrl as string);
    const page = await server.app.inject({ url: pageUrl.pathname });
    const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const paymentId = pageUrl.pathname.split('/')[4] ?? '';
    const paid = await server.app.inject({
      method: 'POST',
      url: `/gateway/sandbox/pay/${paymentId}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        form_token: formToken,
        number: '4242 4242 4242 4242',
        expiry: '12/29',
        cvc: '123',
        name: 'No Saver',
      }).toString(),
    });
    const back = new URL(paid.headers.location as string);
    await server.app.inject({ url: `${back.pathname}${back.search}` });
    expect(await ok(call(who, 'GET', '/rest/V1/customer-card'))).toEqual([]);
  });
});
