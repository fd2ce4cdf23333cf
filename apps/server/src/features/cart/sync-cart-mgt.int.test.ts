import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import type { TestDatabase } from '@sulit/tools/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../test-app';

const SOURCE = 'balintawak';
const headers = { sourcecode: SOURCE };

/** Spec §7 POST sync-cart/mgt {cart_id}: the customer's own cart re-read against the store, in the OpenAPI. */
describe.each(testEngines())('sync-cart/mgt on $engine', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let member = '';
  let shopper = '';
  let memberCart = 0;
  let product = { sku: '' };

  async function login(email: string, password: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/login',
      payload: { username: email, password },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  }
  const bearer = (token: string) => ({ ...headers, authorization: `Bearer ${token}` });
  const mgt = (token: string | null, payload: unknown, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/rest/V1/sync-cart/mgt',
      headers: { ...(token ? bearer(token) : headers), ...extra },
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const [row] = await plainProducts(database.db, { source: SOURCE, minQty: 100, own: true })
      .select(['p.sku'])
      .where('p.is_bulky', '=', 0)
      .limit(1)
      .execute();
    product = { sku: row!.sku };
    member = await login('member@example.com', 'Member123!');
    shopper = await login('shopper@example.com', 'Shopper123!');
    const mine = await app.inject({ url: '/api/cart/v2/stores/default/mine', headers: bearer(member) });
    memberCart = (mine.json() as { cart_id: number }).cart_id;
    const added = await app.inject({
      method: 'POST',
      url: `/api/cart/stores/v2/default/${memberCart}/sync`,
      headers: bearer(member),
      payload: { cart_items: [{ sku: product.sku, qty: 3 }] },
    });
    expect(added.statusCode).toBe(200);
  }, 60_000);

  afterAll(() => closeTestApp(app, database));

  it('answers the customer’s cart with its totals, as the cart page reads it', async () => {
    const res = await mgt(member, { cart_id: memberCart });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cart_id).toBe(memberCart);
    expect(body.items_qty).toBe(3);
    expect(body.totals.grand_total).toBeGreaterThan(0);

    // re-reading changes no quantity: the cart page shows the same lines
    const mine = (await app.inject({ url: '/api/cart/v2/stores/default/mine', headers: bearer(member) })).json();
    expect(mine.items_qty).toBe(3);
  });

  it('another customer’s cart is a 404 and stays as it was; a guest gets a 401', async () => {
    const before = (await app.inject({ url: '/api/cart/v2/stores/default/mine', headers: bearer(member) })).json();
    const res = await mgt(shopper, { cart_id: memberCart });
    expect(res.statusCode).toBe(404);
    const after = (await app.inject({ url: '/api/cart/v2/stores/default/mine', headers: bearer(member) })).json();
    expect(after).toEqual(before);
    expect((await mgt(null, { cart_id: memberCart })).statusCode).toBe(401);
  });

  it('refuses bad input with a 400: missing, string, negative, huge, extra keys, NUL bytes, wrong content type', async () => {
    for (const payload of [
      {},
      { cart_id: String(memberCart) },
      { cart_id: -1 },
      { cart_id: 1e300 },
      { cart_id: 2 ** 31 },
      { cart_id: memberCart, extra: 1 },
      { cart_id: '\u0000' },
    ]) {
      expect((await mgt(member, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const text = await app.inject({
      method: 'POST',
      url: '/rest/V1/sync-cart/mgt',
      headers: { ...bearer(member), 'content-type': 'text/plain' },
      payload: `cart_id=${memberCart}`,
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('is in the OpenAPI document, and so is the restore of a cart after a failed payment', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/rest/V1/sync-cart/mgt']?.post).toBeDefined();
    expect(doc.paths['/rest/V1/carts/mine/restore-quote']?.get).toBeDefined();
  });
});
