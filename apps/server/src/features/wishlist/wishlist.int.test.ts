import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { setStockQty } from '@sulit/tools/testing/stock';
import { testShopper, type TestShopper } from '@sulit/tools/testing/test-shoppers';
import { WISHLIST_MAX_ITEMS } from '@sulit/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, useTestApp } from '../../test-app';

const SOURCE = 'balintawak';
const NOW = TEST_NOW.toISOString();
const W = '/rest/V1/wishlist/mine';

describe.each(testEngines())('the wishlist on $engine', ({ open }) => {
  const server = useTestApp(open);
  let products: { id: number; sku: string; name: string }[];
  let ana: TestShopper & { cartId: number | null };
  let ben: TestShopper;

  const call = (who: TestShopper | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });
  const rows = async (customerId: number) =>
    server.database.db
      .selectFrom('wishlist_items')
      .select('product_id')
      .where('customer_id', '=', customerId)
      .execute();

  beforeAll(async () => {
    products = await plainProducts(server.database.db, { source: SOURCE, minQty: 5 })
      .select(['p.id', 'p.sku', 'p.name'])
      .limit(12)
      .execute();
    for (const p of products.slice(0, 2)) await setStockQty(server.database.db, p.id, SOURCE, 500);
    ana = await testShopper(server.database, NOW, { tag: 'ana', member: true, cartSource: SOURCE });
    ben = await testShopper(server.database, NOW, { tag: 'ben' });
  });

  it('saves a product once, lists it at my store, and takes it off', async () => {
    const [p] = products;
    let res = await call(ana, 'POST', W, { product_id: p!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Added to your wishlist', in_wishlist: true });
    res = await call(ana, 'POST', W, { product_id: p!.id });
    expect(res.json()).toEqual({ message: 'This product is already in your wishlist', in_wishlist: true });
    // 50 parallel adds of one product: one row
    await Promise.all(Array.from({ length: 50 }, () => call(ana, 'POST', W, { product_id: products[1]!.id })));
    expect(await rows(ana.customerId)).toHaveLength(2);

    expect((await call(ana, 'GET', `${W}/ids`)).json().product_ids.sort()).toEqual([p!.id, products[1]!.id].sort());
    const page = (await call(ana, 'GET', W)).json();
    expect(page).toMatchObject({ total_count: 2, page: 1, pages: 1, page_size: 20 });
    expect(page.items.map((i: { product: { id: number } }) => i.product.id)).toEqual([products[1]!.id, p!.id]);
    expect(page.items[0]).toMatchObject({
      product: { sku: products[1]!.sku, name: products[1]!.name },
      added: '21/11/2026',
    });

    res = await call(ana, 'DELETE', `${W}/${p!.id}`);
    expect(res.json()).toEqual({ message: 'Removed from your wishlist', in_wishlist: false });
    // twice (a double tap) answers the same
    expect((await call(ana, 'DELETE', `${W}/${p!.id}`)).statusCode).toBe(200);
    expect((await call(ana, 'GET', `${W}/ids`)).json().product_ids).toEqual([products[1]!.id]);
  });

  it("keeps each shopper's wishlist their own, and guests out", async () => {
    expect((await call(ben, 'GET', W)).json()).toMatchObject({ items: [], total_count: 0 });
    expect((await call(ben, 'DELETE', `${W}/${products[1]!.id}`)).statusCode).toBe(200);
    expect(await rows(ana.customerId)).toHaveLength(1);
    const moved = await call(ben, 'POST', `${W}/move-to-cart`, { product_id: products[1]!.id });
    expect(moved.statusCode).toBe(404);
    expect(moved.json().message).toBe('This product is not in your wishlist.');
    for (const [method, url] of [
      ['GET', W],
      ['GET', `${W}/ids`],
      ['POST', W],
      ['DELETE', `${W}/${products[1]!.id}`],
    ] as const) {
      expect((await call(null, method, url, method === 'POST' ? { product_id: 1 } : undefined)).statusCode).toBe(401);
    }
  });

  it('moves a product into my cart at my store and off the wishlist', async () => {
    const p = products[1]!;
    const res = await call(ana, 'POST', `${W}/move-to-cart`, { product_id: p.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Moved to your cart', moved: true });
    expect(res.json().items_qty).toBeGreaterThanOrEqual(1);
    expect(await rows(ana.customerId)).toHaveLength(0);
    const cart = await server.database.db
      .selectFrom('cart_items')
      .select(['sku', 'qty'])
      .where('cart_id', '=', ana.cartId!)
      .execute();
    expect(cart).toContainEqual({ sku: p.sku, qty: 1 });
  });

  it('bounds the wishlist even when adds race at the limit', async () => {
    const filler = Array.from({ length: WISHLIST_MAX_ITEMS - 1 }, (_, i) => ({
      customer_id: ben.customerId,
      product_id: 9_000_000 + i,
      added_at: NOW,
    }));
    await server.database.db.insertInto('wishlist_items').values(filler).execute();
    const answers = await Promise.all(products.slice(2, 12).map((p) => call(ben, 'POST', W, { product_id: p.id })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.json().message).toBe('Your wishlist is full. Remove a product before adding another.');
    expect(await rows(ben.customerId)).toHaveLength(WISHLIST_MAX_ITEMS);
  });

  it('refuses unknown products and malformed or hostile input, changing nothing', async () => {
    const before = (await rows(ana.customerId)).length;
    const unknown = await call(ana, 'POST', W, { product_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Sorry, the product is no longer available in your selected store.');
    for (const body of [{}, { product_id: 'x' }, { product_id: -1 }, { product_id: 1e20 }, { product_id: 1, qty: 2 }]) {
      expect((await call(ana, 'POST', W, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(ana, 'DELETE', `${W}/abc`)).statusCode).toBe(400);
    expect((await call(ana, 'GET', `${W}?page=0`)).statusCode).toBe(400);
    expect((await call(ana, 'GET', `${W}?page=1&sort=x`)).statusCode).toBe(400);
    const wrongType = await server.app.inject({
      method: 'POST',
      url: W,
      headers: { authorization: `Bearer ${ana.token}`, 'content-type': 'text/plain' },
      payload: 'product_id=1',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(await rows(ana.customerId)).toHaveLength(before);
  });
});
