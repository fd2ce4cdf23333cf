import { createAlertsRepository, createOperatorRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { setStockQty } from '@sulit/tools/testing/stock';
import { testShopper, type TestShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, useTestApp } from '../../test-app';
import { detectPriceDrops, detectStockReturns } from './alert-detectors';
import { featuresOf } from '../../app';

const SOURCE = 'balintawak';
const NOW = TEST_NOW.toISOString();
const V1 = '/rest/V1';

describe.each(testEngines())('price-watch, back-in-stock and the alerts centre on $engine', ({ open }) => {
  const server = useTestApp(open);
  let products: { id: number; sku: string; name: string; price: number }[];
  const call = (who: TestShopper | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });
  const shopper = (tag: string) => testShopper(server.database, NOW, { tag });
  const outbox = (to: string) =>
    server.database.db
      .selectFrom('outbox_emails')
      .select(['subject', 'text_body'])
      .where('to_address', '=', to)
      .execute();
  const alertsOf = async (who: TestShopper) => (await call(who, 'GET', '/api/notifications')).json();
  const setStock = (productId: number, qty: number) => setStockQty(server.database.db, productId, SOURCE, qty);
  /** Who the outbox holds mail for among `emails`, in the order the mails were written. */
  const mailedTo = async (emails: string[]) =>
    (
      await server.database.db
        .selectFrom('outbox_emails')
        .select('to_address')
        .where('to_address', 'in', emails)
        .orderBy('id')
        .execute()
    ).map((m) => m.to_address);
  /** The detectors as the scheduler runs them; their mails go to the outbox with their alerts (issue 27 item 1). */
  const detectors = () => {
    const deps = { alerts: createAlertsRepository(server.database.db), publicUrl: 'http://localhost:3000' };
    return { prices: () => detectPriceDrops(deps, TEST_NOW), stock: () => detectStockReturns(deps, TEST_NOW) };
  };

  beforeAll(async () => {
    products = await plainProducts(server.database.db, { source: SOURCE, minQty: 20 })
      .where('p.special_price', 'is', null)
      .select(['p.id', 'p.sku', 'p.name', 'p.price'])
      .limit(6)
      .execute();
  });

  it("saves and removes price watch with the spec's messages", async () => {
    const ana = await shopper('watch');
    const p = products[0]!;
    let res = await call(ana, 'POST', `${V1}/subscribe-sale`, { product_id: p.id });
    expect(res.json()).toEqual({ message: 'Item saved to price watch' });
    res = await call(ana, 'POST', `${V1}/subscribe-sale`, { product_id: p.id });
    expect(res.json()).toEqual({ message: 'Item saved to price watch' });
    const listed = (await call(ana, 'GET', `${V1}/price-subscriptions`)).json();
    expect(listed.items).toEqual([
      expect.objectContaining({ product_id: p.id, watched_price: p.price, source_code: SOURCE }),
    ]);
    res = await call(ana, 'DELETE', `${V1}/price-subscriptions/${p.id}`);
    expect(res.json()).toEqual({ message: 'Item removed from price watch' });
    expect((await call(ana, 'DELETE', `${V1}/price-subscriptions/${p.id}`)).statusCode).toBe(404);
    expect((await call(ana, 'POST', `${V1}/subscribe-sale`, { product_id: 99_999_999 })).json().message).toBe(
      'Subscribe product failed, try again or contact support',
    );
  });

  it('alerts one drop once (one notification, one e-mail), however often and however many instances check', async () => {
    const ana = await shopper('drop');
    const p = products[1]!;
    await call(ana, 'POST', `${V1}/subscribe-sale`, { product_id: p.id });
    const run = detectors();
    expect((await run.prices()).drops).toBe(0);
    await createOperatorRepository(server.database.db).setPrice(p.id, p.price, p.price - 500);
    // 50 detector runs at once, as if on 50 instances: one alert, one mail.
    const results = await Promise.all(Array.from({ length: 50 }, () => run.prices()));
    expect(results.reduce((n, r) => n + r.drops, 0)).toBe(1);
    expect(await outbox(ana.email)).toHaveLength(1);
    await run.prices();
    const alerts = await alertsOf(ana);
    expect(alerts.items).toHaveLength(1);
    expect(alerts.items[0]).toMatchObject({ kind: 'price_drop', read: false, title: `Price drop: ${p.name}` });
    expect(alerts.unread).toBe(1);
    // The server's own scheduled job writes the next drop's mail too, once however often it runs.
    await createOperatorRepository(server.database.db).setPrice(p.id, p.price, p.price - 900);
    await featuresOf(server.app).scheduler.runNow('alerts.priceDrops');
    await featuresOf(server.app).scheduler.runNow('alerts.priceDrops');
    expect((await outbox(ana.email)).map((m) => m.subject)).toEqual([`Price drop: ${p.name}`, `Price drop: ${p.name}`]);
    expect((await alertsOf(ana)).items).toHaveLength(2);
    // A rise is no alert, and the next drop after it is a new one.
    await createOperatorRepository(server.database.db).setPrice(p.id, p.price, p.price);
    await run.prices();
    expect((await alertsOf(ana)).items).toHaveLength(2);
  });

  it('counts a campaign opening as a drop', async () => {
    const ana = await shopper('campaign');
    const p = products[2]!;
    await call(ana, 'POST', `${V1}/subscribe-sale`, { product_id: p.id });
    await server.database.db
      .insertInto('product_campaigns')
      .values({
        product_id: p.id,
        start_time: new Date(TEST_NOW.getTime() - 60_000).toISOString(),
        end_time: new Date(TEST_NOW.getTime() + 86_400_000).toISOString(),
        price: p.price - 1000,
        stock: 50,
      })
      .execute();
    const run = detectors();
    expect((await run.prices()).drops).toBeGreaterThanOrEqual(1);
    const mails = await outbox(ana.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('(was ');
  });

  it("subscribes to an out-of-stock product with the spec's messages, once under 50 parallel tries", async () => {
    const p = products[3]!;
    const ana = await shopper('notify');
    const res = await call(ana, 'POST', `${V1}/ld-productnotifyme/notify`, { product_id: p.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Subscribe product failed, try again or contact support');
    await setStock(p.id, 0);
    const tries = await Promise.all(
      Array.from({ length: 50 }, () => call(ana, 'POST', `${V1}/ld-productnotifyme/notify`, { product_id: p.id })),
    );
    const messages = tries.map((t) => t.json().message);
    expect(
      messages.filter((m) => m === "We'll send you an email as soon as the product is available again"),
    ).toHaveLength(1);
    expect(messages.filter((m) => m === 'You are already subscribed to this product.')).toHaveLength(49);
    expect((await call(ana, 'GET', `${V1}/out-of-stock-subscriptions`)).json().items).toHaveLength(1);
    expect((await call(ana, 'DELETE', `${V1}/out-of-stock-subscriptions/${p.id}`)).statusCode).toBe(200);
    expect((await call(ana, 'GET', `${V1}/out-of-stock-subscriptions`)).json().items).toHaveLength(0);
  });

  it('serves a stock return in subscription order, only as many as the returned stock, once', async () => {
    const p = products[4]!;
    await setStock(p.id, 0);
    const waiting: TestShopper[] = [];
    for (let i = 0; i < 4; i++) {
      const s = await shopper(`queue${i}`);
      await call(s, 'POST', `${V1}/ld-productnotifyme/notify`, { product_id: p.id });
      waiting.push(s);
    }
    const run = detectors();
    expect((await run.stock()).served).toBe(0);
    await setStock(p.id, 2);
    const results = await Promise.all(Array.from({ length: 50 }, () => run.stock()));
    expect(results.reduce((n, r) => n + r.served, 0)).toBe(2);
    const emails = waiting.map((w) => w.email);
    expect(await mailedTo(emails)).toEqual([waiting[0]!.email, waiting[1]!.email]);
    for (const s of waiting.slice(0, 2)) {
      expect((await alertsOf(s)).items[0]).toMatchObject({ kind: 'back_in_stock', title: `Back in stock: ${p.name}` });
    }
    expect((await alertsOf(waiting[2]!)).items).toHaveLength(0);
    // Sold out, then back with 5: the two still waiting hear, in order; nobody hears twice.
    await setStock(p.id, 0);
    await run.stock();
    await setStock(p.id, 5);
    await run.stock();
    await run.stock();
    expect(await mailedTo(emails)).toEqual(emails);
    // The scheduled job writes its mails the same way.
    const late = await shopper('late');
    await setStock(p.id, 0);
    await call(late, 'POST', `${V1}/ld-productnotifyme/notify`, { product_id: p.id });
    await featuresOf(server.app).scheduler.runNow('alerts.stockReturns');
    await setStock(p.id, 3);
    await featuresOf(server.app).scheduler.runNow('alerts.stockReturns');
    expect((await outbox(late.email)).map((m) => m.subject)).toEqual([`Back in stock: ${p.name}`]);
  });

  it('keeps read and unread in the alerts centre and the header count', async () => {
    const ana = await shopper('centre');
    const alerts = createAlertsRepository(server.database.db);
    await alerts.addAlerts(
      [1, 2, 3].map((n) => ({
        customer_id: ana.customerId,
        kind: 'price_drop',
        title: `t${n}`,
        body: 'b',
        link: null,
      })),
      NOW,
    );
    expect((await call(ana, 'GET', '/api/alerts/summary')).json()).toEqual({ unread: 3, shopping_list_enabled: true });
    expect((await call(null, 'GET', '/api/alerts/summary')).json()).toEqual({ unread: 0, shopping_list_enabled: true });
    // The page header reads the same in its one shell call.
    expect((await call(ana, 'GET', '/api/shell')).json().alerts).toEqual({ unread: 3, shopping_list_enabled: true });
    expect((await call(null, 'GET', '/api/shell')).json().alerts).toEqual({ unread: 0, shopping_list_enabled: true });
    const listed = await alertsOf(ana);
    expect(listed.items.map((i: { title: string }) => i.title)).toEqual(['t3', 't2', 't1']);
    let res = await call(ana, 'POST', '/api/notifications/read', { ids: [listed.items[0].id] });
    expect(res.json()).toMatchObject({ unread: 2 });
    // Another customer's alert ids change nothing.
    const ben = await shopper('other');
    res = await call(ben, 'POST', '/api/notifications/read', { ids: listed.items.map((i: { id: number }) => i.id) });
    expect(res.json()).toMatchObject({ unread: 0 });
    expect((await alertsOf(ana)).unread).toBe(2);
    res = await call(ana, 'POST', '/api/notifications/read', { all: true });
    expect(res.json()).toMatchObject({ unread: 0 });
    expect((await call(null, 'GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('stores push tokens for the signed-in customer only (nms/tokens)', async () => {
    const ana = await shopper('push');
    const body = { deviceID: 'web-abc', platform: 'web', token: 'tok-1', userID: ana.customerId };
    expect((await call(ana, 'PUT', '/nms/tokens', body)).statusCode).toBe(200);
    expect((await call(ana, 'PUT', '/nms/tokens', { ...body, token: 'tok-2' })).statusCode).toBe(200);
    const rows = await server.database.db
      .selectFrom('push_tokens')
      .select(['token'])
      .where('customer_id', '=', ana.customerId)
      .execute();
    expect(rows).toEqual([{ token: 'tok-2' }]);
    expect((await call(ana, 'PUT', '/nms/tokens', { ...body, userID: ana.customerId + 1 })).statusCode).toBe(403);
    expect((await call(null, 'PUT', '/nms/tokens', body)).statusCode).toBe(401);
    expect((await call(ana, 'DELETE', '/nms/tokens', { deviceID: 'web-abc' })).statusCode).toBe(200);
    expect(
      await server.database.db
        .selectFrom('push_tokens')
        .select('token')
        .where('customer_id', '=', ana.customerId)
        .execute(),
    ).toEqual([]);
  });

  it('refuses hostile input with a 4xx', async () => {
    const ana = await shopper('hostile');
    const bad = [
      await call(ana, 'POST', `${V1}/subscribe-sale`, { product_id: 'x' }),
      await call(ana, 'POST', `${V1}/subscribe-sale`, { product_id: 1e40 }),
      await call(ana, 'POST', `${V1}/ld-productnotifyme/notify`, {}),
      await call(ana, 'DELETE', `${V1}/price-subscriptions/-1`),
      await call(ana, 'PUT', '/nms/tokens', { deviceID: 'a\u0000b', platform: 'web', token: 't' }),
      await call(ana, 'PUT', '/nms/tokens', { deviceID: 'a', platform: 'fax', token: 't' }),
      await call(ana, 'POST', '/api/notifications/read', {}),
      await call(ana, 'GET', '/api/notifications?before=abc'),
    ];
    for (const res of bad) expect(res.statusCode, res.body).toBe(400);
  });
  it('tells the product page which alerts this shopper has set, and only this shopper can turn them off', async () => {
    const p = products[5]!;
    const [ana, ben] = [await shopper('set-ana'), await shopper('set-ben')];
    await setStock(p.id, 0);
    expect((await call(ana, 'POST', `${V1}/subscribe-sale`, { product_id: p.id })).statusCode).toBe(200);
    expect((await call(ana, 'POST', `${V1}/ld-productnotifyme/notify`, { product_id: p.id })).statusCode).toBe(200);
    const setFor = async (who: TestShopper) => ({
      watching: (await call(who, 'GET', `${V1}/price-subscriptions`))
        .json()
        .items.map((i: { product_id: number }) => i.product_id),
      waiting: (await call(who, 'GET', `${V1}/out-of-stock-subscriptions`))
        .json()
        .items.map((i: { product_id: number }) => i.product_id),
    });
    expect(await setFor(ana)).toEqual({ watching: [p.id], waiting: [p.id] });
    expect(await setFor(ben)).toEqual({ watching: [], waiting: [] });
    // another shopper's alert is not theirs to turn off, and a guest has none
    expect((await call(ben, 'DELETE', `${V1}/price-subscriptions/${p.id}`)).statusCode).toBe(404);
    expect((await call(ben, 'DELETE', `${V1}/out-of-stock-subscriptions/${p.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `${V1}/price-subscriptions`)).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `${V1}/price-subscriptions/${p.id}`)).statusCode).toBe(401);
    expect(await setFor(ana)).toEqual({ watching: [p.id], waiting: [p.id] });
    // turned off from the product page: 'Item removed from price watch', and no longer waiting
    expect((await call(ana, 'DELETE', `${V1}/price-subscriptions/${p.id}`)).json()).toEqual({
      message: 'Item removed from price watch',
    });
    expect((await call(ana, 'DELETE', `${V1}/out-of-stock-subscriptions/${p.id}`)).json()).toEqual({
      message: 'You will not be told when this product is back.',
    });
    expect(await setFor(ana)).toEqual({ watching: [], waiting: [] });
  });
});
