import { createNudgesRepository, type NewSplashAd } from '@sulit/db';
import { GUEST_CART_MAX_LINES, GUEST_LIMIT_MESSAGE, manilaDate } from '@sulit/domain';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString();
const SOURCE = 'balintawak';
const hoursFromNow = (h: number) => new Date(TEST_NOW.getTime() + h * 3_600_000).toISOString();

function ad(overrides: Partial<NewSplashAd> = {}): NewSplashAd {
  return {
    kind: 'ad',
    location: 'on_launch',
    title: 'Weekend sale',
    body: 'Up to 30% off pantry staples.',
    link_path: '/special/hot-offers.html',
    link_label: 'See the offers',
    image_url: null,
    starts_at: hoursFromNow(-1),
    ends_at: hoursFromNow(24),
    session_only: false,
    notify_only: false,
    time_delay: 0,
    landing_path: null,
    ...overrides,
  };
}

/**
 * Issue 31, splash ads and the nudges, on both engines: the splash-ad list by location and window, the
 * chat-assistant payload, purchase analytics (what it counts and what it refuses), "did you forget it?" from
 * the shopper's purchase history, and the guest limit.
 */
describe.each(testEngines())('splash ads and the nudges (issue 31) on $engine', ({ open }) => {
  const server = useTestApp(open);
  const list = (query: string) => server.app.inject(`/rest/V1/sulit/splash-ad/list${query}`);

  it('lists the ads of a location whose window is open now, newest first, the same for every shopper', async () => {
    const nudges = createNudgesRepository(server.database.db);
    const older = await nudges.addSplashAd(ad({ title: 'Older' }), NOW);
    const newer = await nudges.addSplashAd(ad({ title: 'Newer', ends_at: null, session_only: true }), NOW);
    await nudges.addSplashAd(ad({ title: 'Ended', ends_at: hoursFromNow(-0.5) }), NOW);
    await nudges.addSplashAd(ad({ title: 'Not yet', starts_at: hoursFromNow(2) }), NOW);
    await nudges.addSplashAd(ad({ title: 'After a purchase', location: 'successful_purchase', time_delay: 3 }), NOW);
    const ended = await nudges.addSplashAd(ad({ title: 'Ended by the operator' }), NOW);
    expect(await nudges.endSplashAd(ended)).toBe(true);
    expect(await nudges.endSplashAd(999_999)).toBe(false);

    const res = await list('?location=on_launch');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=60');
    const { items } = res.json() as { items: { id: number; title: string; session_only: boolean }[] };
    expect(items.map((i) => i.title)).toEqual(['Newer', 'Older']);
    expect(items.map((i) => i.id)).toEqual([newer, older]);
    expect(items[0]).toMatchObject({ session_only: true, notify_only: false, kind: 'ad', landing_path: null });

    const purchase = (await list('?location=successful_purchase')).json() as { items: { time_delay: number }[] };
    expect(purchase.items).toEqual([expect.objectContaining({ time_delay: 3 })]);
    expect((await server.app.inject('/rest/default/V1/sulit/splash-ad/list?location=cart')).json()).toEqual({
      items: [],
    });
  });

  it('refuses a bad splash-ad list request with a 400 and no answer', async () => {
    for (const query of [
      '',
      '?location=',
      '?location=everywhere',
      '?location=on_launch&extra=1',
      '?location=on_launch%00',
      `?location=${'x'.repeat(5000)}`,
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('answers the chat-assistant payload {login, userEmail, name}: empty for a guest', async () => {
    const guest = await server.app.inject('/api/chat-assistant/payload');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ login: false, userEmail: null, name: null });
    expect(guest.headers['cache-control']).toContain('no-store');
    const who = await testShopper(server.database, NOW, { tag: 'chat' });
    const mine = await callAs(server.app, who, { method: 'GET', url: '/api/chat-assistant/payload' });
    expect(mine.json()).toMatchObject({ login: true, userEmail: who.email, name: expect.stringMatching(/^Test \d+$/) });
    expect((await server.app.inject('/api/chat-assistant/payload?x=1')).statusCode).toBe(400);
  });

  it('counts adds to the cart per day, product and page type, and keeps nothing about the shopper', async () => {
    const nudges = createNudgesRepository(server.database.db);
    const record = (query: string, remoteAddress = '10.31.0.1') =>
      server.app.inject({ url: `/rest/V1/sulit/purchase-analytics${query}`, remoteAddress });
    const first = await record('?sku=SKU-AN-1&source=detail');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    expect((await record('?sku=SKU-AN-1&source=detail&qty=3')).statusCode).toBe(200);
    expect((await record('?sku=SKU-AN-1&source=online%20marketplace')).statusCode).toBe(200);
    const day = manilaDate(TEST_NOW);
    const rows = (await nudges.addsOn(day)).filter((r) => r.sku === 'SKU-AN-1');
    expect(rows).toEqual([
      { sku: 'SKU-AN-1', page_type: 'detail', adds: 2, units: 4 },
      { sku: 'SKU-AN-1', page_type: 'online marketplace', adds: 1, units: 1 },
    ]);
    // the table has no column for a customer, a session, an address or a device
    const columns = Object.keys(
      await server.database.db.selectFrom('purchase_analytics_daily').selectAll().executeTakeFirstOrThrow(),
    );
    expect(columns.sort()).toEqual(['adds', 'day', 'page_type', 'sku', 'units']);

    for (const query of [
      '',
      '?sku=SKU-AN-1',
      '?source=detail',
      '?sku=&source=detail',
      '?sku=SKU-AN-1&source=elsewhere',
      '?sku=SKU-AN-1&source=detail&qty=0',
      '?sku=SKU-AN-1&source=detail&qty=1000',
      '?sku=SKU-AN-1&source=detail&qty=1e308',
      '?sku=SKU-AN-1&source=detail&qty=-1',
      '?sku=SKU%00AN&source=detail',
      `?sku=${'A'.repeat(65)}&source=detail`,
      '?sku=SKU-AN-1&source=detail&customer=1',
    ]) {
      const res = await record(query, '10.31.0.2');
      expect(res.statusCode, query).toBe(400);
    }
    const after = (await nudges.addsOn(day)).filter((r) => r.sku === 'SKU-AN-1');
    expect(after).toEqual(rows);
  });

  it('slows down one address that counts too fast (429), others go on', async () => {
    const record = (remoteAddress: string) =>
      server.app.inject({ url: '/rest/V1/sulit/purchase-analytics?sku=SKU-AN-2&source=listing', remoteAddress });
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push((await record('10.31.1.1')).statusCode);
    expect(answers.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(answers[120]).toBe(429);
    expect((await record('10.31.1.2')).statusCode).toBe(200);
  }, 60_000);

  describe('did you forget it? and the guest limit', () => {
    let products: { id: number; sku: string }[] = [];

    beforeAll(async () => {
      products = await plainProducts(server.database.db, { source: SOURCE, minQty: 10 })
        .select(['p.id', 'p.sku'])
        .where('p.is_bulky', '=', 0)
        .limit(GUEST_CART_MAX_LINES + 2)
        .execute();
      expect(products.length).toBe(GUEST_CART_MAX_LINES + 2);
      for (const p of products.slice(0, 2)) await setStockQty(server.database.db, p.id, SOURCE, 5000);
    });

    it('offers what the customer bought before, first, and never what is in the cart', async () => {
      const who = await testShopper(server.database, NOW, {
        tag: 'forgot',
        member: true,
        address: true,
        cartSource: SOURCE,
      });
      const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
        callAs(server.app, who, { method, url, payload, source: SOURCE });
      const bought = products[1]!;
      // a cash order of the product: the purchase history
      const cartId = who.cartId;
      expect(
        (
          await call('POST', `/api/cart/stores/v2/default/${cartId}/sync`, {
            cart_items: [{ sku: bought.sku, qty: 1 }],
          })
        ).statusCode,
      ).toBe(200);
      expect((await call('POST', '/api/cart/carts/mine/shipping-information', { cart_id: cartId })).statusCode).toBe(
        200,
      );
      expect(
        (
          await call('POST', '/api/cart/checkout/delivery-schedule', {
            date: '2026-11-23',
            intervalId: 2,
            cart_id: cartId,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await call('POST', `/api/cart/${cartId}/address-information`, { paymentMethod: 'cashondelivery' })).statusCode,
      ).toBe(200);
      const placed = await call('POST', '/api/transaction/orders', {
        cart_id: cartId,
        payment: { method: 'cashondelivery' },
      });
      expect(placed.statusCode, placed.body).toBe(200);

      const forgot = await call('GET', '/rest/V1/minicart/mine/didyouforgetit');
      expect(forgot.statusCode).toBe(200);
      const skus = (forgot.json() as { items: { sku: string }[] }).items.map((i) => i.sku);
      expect(skus[0]).toBe(bought.sku);
      expect(new Set(skus).size).toBe(skus.length);

      // once it is in the (new) cart, it is not offered
      const fresh = (await call('POST', '/api/cart/sync', { cart_items: [] })).json() as { cart_id: number };
      await call('POST', `/api/cart/stores/v2/default/${fresh.cart_id}/sync`, {
        cart_items: [{ sku: bought.sku, qty: 1 }],
      });
      const again = (await call('GET', '/rest/V1/minicart/mine/didyouforgetit')).json() as { items: { sku: string }[] };
      expect(again.items.map((i) => i.sku)).not.toContain(bought.sku);
    }, 60_000);

    it('stops a guest cart at the guest limit with the modal’s message; a customer’s cart goes on', async () => {
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/cart/guest-carts',
        headers: { sourcecode: SOURCE },
      });
      const mask = (created.json() as { cartMaskId: string }).cartMaskId;
      const items = products.slice(0, GUEST_CART_MAX_LINES + 1).map((p) => ({ sku: p.sku, qty: 1 }));
      const synced = await server.app.inject({
        method: 'POST',
        url: `/api/cart/stores/v2/default/${mask}/sync`,
        headers: { sourcecode: SOURCE },
        payload: { cart_items: items },
      });
      expect(synced.statusCode).toBe(200);
      const body = synced.json() as {
        items_count: number;
        failures: { code: string; message: string; item_index: number }[];
      };
      expect(body.items_count).toBe(GUEST_CART_MAX_LINES);
      expect(body.failures).toEqual([
        expect.objectContaining({
          code: 'guest_limit',
          message: GUEST_LIMIT_MESSAGE,
          item_index: GUEST_CART_MAX_LINES,
        }),
      ]);
      expect(GUEST_LIMIT_MESSAGE).toBe('Log in or create an account to add more than 30 different items to your cart.');

      const who = await testShopper(server.database, NOW, { tag: 'limit', cartSource: SOURCE });
      const mine = await callAs(server.app, who, {
        method: 'POST',
        url: `/api/cart/stores/v2/default/${who.cartId}/sync`,
        payload: { cart_items: items },
        source: SOURCE,
      });
      expect((mine.json() as { items_count: number; failures?: unknown[] }).items_count).toBe(GUEST_CART_MAX_LINES + 1);
    }, 60_000);
  });
});
