import { createHash } from 'node:crypto';
import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { setStockQty } from '@sulit/tools/testing/stock';
import { testShopper, type TestShopper } from '@sulit/tools/testing/test-shoppers';
import { describe, expect, it, beforeAll } from 'vitest';
import { callAs, buildTestApp, closeTestApp, useTestApp } from '../../test-app';

const SOURCE = 'balintawak';
const NOW = TEST_NOW.toISOString();
const V1 = '/rest/V1';

describe.each(testEngines())('shopping lists on $engine', ({ open }) => {
  const server = useTestApp(open);
  let products: { id: number; sku: string; name: string }[];
  let ana: TestShopper;
  let ben: TestShopper;

  const call = (who: TestShopper | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload, source: SOURCE });
  const lists = async (who: TestShopper) =>
    (await call(who, 'GET', `${V1}/get-shopping-lists/mine`)).json() as {
      default_list_id: number;
      all_lists: { list_id: number; list_name: string; item_count: number; shared_by: string | null }[];
    };
  const createList = async (who: TestShopper, body: object) => call(who, 'POST', `${V1}/crud-shopping-list/mine`, body);

  beforeAll(async () => {
    products = await plainProducts(server.database.db, { source: SOURCE, minQty: 20 })
      .innerJoin('products as q', 'q.id', 'p.id')
      .select(['p.id', 'p.sku', 'p.name'])
      .limit(4)
      .execute();
    ana = await testShopper(server.database, NOW, { tag: 'ana', cartSource: SOURCE });
    ben = await testShopper(server.database, NOW, { tag: 'ben', cartSource: SOURCE });
    await server.database.db
      .updateTable('customers')
      .set({ firstname: '  Ana  Maria ', lastname: 'Reyes' })
      .where('id', '=', ana.customerId)
      .execute();
  });

  it('keeps a default list and named lists with the spec §8 messages word for word', async () => {
    const first = await lists(ana);
    expect(first.all_lists).toEqual([
      {
        list_id: first.default_list_id,
        list_name: 'My Shopping List',
        is_default: true,
        item_count: 0,
        shared_by: null,
      },
    ]);
    // The default list is made once, however many first calls race.
    await Promise.all(Array.from({ length: 10 }, () => lists(ana)));
    expect((await lists(ana)).all_lists).toHaveLength(1);

    let res = await createList(ana, { list_name: 'Fortnightly' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('A new list has been created');
    const listId = res.json().list.list_id as number;

    res = await call(ana, 'POST', `${V1}/crud-product-to-list`, {
      list_id: listId,
      product_id: products[0]!.id,
      qty: 2,
      note: 'the big pack',
    });
    expect(res.json()).toEqual({ message: 'Item added to your list' });
    res = await call(ana, 'POST', `${V1}/crud-product-to-list`, { product_id: products[1]!.id });
    expect(res.json().message).toBe('Item added to your list');
    res = await call(ana, 'PUT', `${V1}/crud-product-to-list/${listId}/${products[0]!.id}`, { qty: 3, note: null });
    expect(res.json()).toEqual({ message: 'List has been updated' });
    res = await call(ana, 'PUT', `${V1}/crud-shopping-list/mine/${listId}`, { list_name: 'Every other Friday' });
    expect(res.json()).toEqual({ message: 'List has been updated' });

    const detail = (await call(ana, 'GET', `${V1}/get-detail-list?list_id=${listId}`)).json();
    expect(detail).toMatchObject({
      list_name: 'Every other Friday',
      read_only: false,
      shared_by: null,
      total_count: 1,
    });
    expect(detail.products[0]).toMatchObject({ product_id: products[0]!.id, qty: 3, note: null, in_stock: true });

    res = await createList(ana, { list_name: 'Copy', copy_from_list_id: listId });
    expect(res.json()).toMatchObject({ message: 'Added list to the new list', list: { item_count: 1 } });

    res = await call(ana, 'DELETE', `${V1}/crud-product-to-list/${listId}/${products[0]!.id}`);
    expect(res.json()).toEqual({ message: 'This item has been removed from the list' });
    res = await call(ana, 'DELETE', `${V1}/crud-shopping-list/mine/${listId}`);
    expect(res.json()).toEqual({ message: 'This list has been removed' });
    expect((await call(ana, 'GET', `${V1}/get-detail-list?list_id=${listId}`)).statusCode).toBe(404);
  });

  it('sorts and filters as spec §3 says, every item on one page by default (spec §9 page_size 0, ASC, page 1)', async () => {
    const { list } = (await createList(ana, { list_name: 'Sorted' })).json();
    for (const p of products.slice(0, 3)) {
      await call(ana, 'POST', `${V1}/crud-product-to-list`, { list_id: list.list_id, product_id: p.id });
    }
    const names = async (query: string) =>
      (
        (await call(ana, 'GET', `${V1}/get-detail-list?list_id=${list.list_id}${query}`)).json().products as {
          name: string;
        }[]
      ).map((p) => p.name);
    expect(await names('')).toEqual(products.slice(0, 3).map((p) => p.name));
    const byName = [...products.slice(0, 3)].map((p) => p.name).sort((a, b) => a.localeCompare(b, 'en'));
    expect(await names('&product_list_order=name')).toEqual(byName);
    expect(await names('&product_list_order=name&product_list_dir=DESC')).toEqual([...byName].reverse());
    expect(await names('&page_size=2&curPage=2')).toEqual([products[2]!.name]);
    expect(
      (await call(ana, 'GET', `${V1}/get-detail-list?list_id=${list.list_id}&product_list_dir=UP`)).statusCode,
    ).toBe(400);
  });

  it("answers another customer's list id with 404 on every path", async () => {
    const { list } = (await createList(ana, { list_name: 'Private' })).json();
    const id = list.list_id as number;
    const p = products[0]!.id;
    await call(ana, 'POST', `${V1}/crud-product-to-list`, { list_id: id, product_id: p });
    const attempts = [
      call(ben, 'GET', `${V1}/get-detail-list?list_id=${id}`),
      call(ben, 'PUT', `${V1}/crud-shopping-list/mine/${id}`, { list_name: 'Mine now' }),
      call(ben, 'DELETE', `${V1}/crud-shopping-list/mine/${id}`),
      call(ben, 'POST', `${V1}/crud-shopping-list/mine`, { list_name: 'Stolen', copy_from_list_id: id }),
      call(ben, 'POST', `${V1}/crud-product-to-list`, { list_id: id, product_id: p }),
      call(ben, 'PUT', `${V1}/crud-product-to-list/${id}/${p}`, { qty: 5 }),
      call(ben, 'DELETE', `${V1}/crud-product-to-list/${id}/${p}`),
      call(ben, 'POST', `${V1}/add-to-my-list`, { list_id: id, items: [{ product_id: p, qty: 1 }] }),
      call(ben, 'POST', `${V1}/share-data`, { list_id: id, customer_email: ben.email }),
      call(ben, 'POST', `${V1}/share-data/link`, { list_id: id }),
      call(ben, 'DELETE', `${V1}/share-data/link/${id}`),
      call(ben, 'POST', `${V1}/shopping-list/add-to-cart`, { list_id: id }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    const still = (await call(ana, 'GET', `${V1}/get-detail-list?list_id=${id}`)).json();
    expect(still).toMatchObject({ list_name: 'Private', total_count: 1 });
    expect(still.products[0].qty).toBe(1);
  });

  it('shares by link: a 256-bit token stored hashed, read-only for whoever opens it, revocable, 404 once revoked', async () => {
    const { list } = (await createList(ana, { list_name: 'Party' })).json();
    await call(ana, 'POST', `${V1}/crud-product-to-list`, {
      list_id: list.list_id,
      product_id: products[0]!.id,
      qty: 2,
    });
    const link = (await call(ana, 'POST', `${V1}/share-data/link`, { list_id: list.list_id })).json();
    expect(link.tk).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://localhost:3000/shopping-list/list?tk=${link.tk}`);
    const stored = await server.database.db
      .selectFrom('shopping_list_links')
      .select('token_hash')
      .where('list_id', '=', list.list_id)
      .execute();
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(link.tk).digest('hex') }]);

    const opened = await call(null, 'GET', `${V1}/shared-list?tk=${link.tk}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      list_name: 'Party',
      read_only: true,
      shared_by: 'Ana Maria',
      total_count: 1,
    });
    // Anyone with the link, guests included, learns the owner's first name only (issue 29).
    expect(opened.body).not.toContain(ana.email);
    expect(opened.body).not.toContain('Reyes');

    // The recipient copies it and puts it into the cart.
    const copy = await createList(ben, { list_name: 'Party (copy)', copy_from_tk: link.tk });
    expect(copy.json()).toMatchObject({ message: 'Added list to the new list', list: { item_count: 1 } });
    const toCart = await call(ben, 'POST', `${V1}/shopping-list/add-to-cart`, { tk: link.tk });
    expect(toCart.statusCode, toCart.body).toBe(200);
    expect(toCart.json()).toMatchObject({ added: [{ sku: products[0]!.sku, qty: 2 }], not_added: [], items_qty: 2 });

    expect((await call(ana, 'DELETE', `${V1}/share-data/link/${list.list_id}`)).json().message).toBe(
      'List has been updated',
    );
    expect((await call(null, 'GET', `${V1}/shared-list?tk=${link.tk}`)).statusCode).toBe(404);
    expect((await createList(ben, { list_name: 'Late', copy_from_tk: link.tk })).statusCode).toBe(404);
  });

  it('shares by e-mail: the recipient sees it read-only with who shared it, and hears of it', async () => {
    const { list } = (await createList(ana, { list_name: 'For Ben' })).json();
    let res = await call(ana, 'POST', `${V1}/share-data`, {
      list_id: list.list_id,
      customer_email: ben.email.toUpperCase(),
    });
    expect(res.json()).toEqual({ message: `${ben.email} is added to shared list` });
    res = await call(ana, 'POST', `${V1}/share-data`, {
      list_id: list.list_id,
      customer_email: 'nobody@nowhere.example.com',
    });
    const shareFailed =
      'We could not share this list. Check that the e-mail address belongs to another Sulit Club account.';
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(shareFailed);
    res = await call(ana, 'POST', `${V1}/share-data`, { list_id: list.list_id, customer_email: ana.email });
    expect(res.json().message).toBe(shareFailed);
    // A field the shopper got wrong is named by its label, in the spec's words, never by its wire path.
    res = await call(ana, 'POST', `${V1}/share-data`, { list_id: list.list_id, customer_email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('E-mail address: Please enter a valid email address');
    res = await call(ana, 'POST', `${V1}/crud-shopping-list/mine`, { list_name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('List name: This is a required field.');
    res = await call(ana, 'POST', `${V1}/crud-shopping-list/mine`, { list_name: 'x'.repeat(61) });
    expect(res.json().message).toBe('List name: Value must be not greater than 60 characters');

    const benLists = await lists(ben);
    expect(benLists.all_lists.find((l) => l.list_id === list.list_id)).toMatchObject({ shared_by: 'Ana Maria' });
    const seen = (await call(ben, 'GET', `${V1}/get-detail-list?list_id=${list.list_id}`)).json();
    expect(seen).toMatchObject({ read_only: true, shared_by: 'Ana Maria' });
    expect(JSON.stringify(seen)).not.toContain(ana.email);
    // Read-only: the recipient cannot change it.
    expect(
      (await call(ben, 'PUT', `${V1}/crud-shopping-list/mine/${list.list_id}`, { list_name: 'x' })).statusCode,
    ).toBe(404);
    const alerts = (await call(ben, 'GET', '/api/notifications')).json();
    expect(alerts.items[0]).toMatchObject({
      kind: 'list_shared',
      title: 'Ana Maria shared a list with you',
      read: false,
      link: `/shopping-list/list?id=${list.list_id}`,
    });
  });

  it('rate-limits guessing share tokens per address', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(null, 'GET', `${V1}/shared-list?tk=${'A'.repeat(42)}${String.fromCharCode(65 + (i % 26))}`),
      ),
    );
    const codes = guesses.map((g) => g.statusCode);
    expect(codes.filter((c) => c === 404).length).toBeLessThanOrEqual(31);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 404 || c === 429)).toBe(true);
  });

  it('puts a list into the cart with the store stock rules, naming what cannot be added', async () => {
    const shopper = await testShopper(server.database, NOW, { tag: 'cart', cartSource: SOURCE });
    const [inStock, soldOut] = [products[2]!, products[3]!];
    await setStockQty(server.database.db, soldOut.id, SOURCE, 0);
    const { list } = (await createList(shopper, { list_name: 'Mixed' })).json();
    for (const p of [inStock, soldOut])
      await call(shopper, 'POST', `${V1}/crud-product-to-list`, { list_id: list.list_id, product_id: p.id, qty: 2 });
    const res = await call(shopper, 'POST', `${V1}/shopping-list/add-to-cart`, { list_id: list.list_id });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.added).toEqual([{ sku: inStock.sku, name: inStock.name, qty: 2 }]);
    expect(answer.not_added).toEqual([{ sku: soldOut.sku, name: soldOut.name, message: expect.any(String) }]);
    expect(answer.message).toContain(`Not added: ${soldOut.name}`);
    // Chosen items only, added on top of what the cart holds.
    const again = await call(shopper, 'POST', `${V1}/shopping-list/add-to-cart`, {
      list_id: list.list_id,
      product_ids: [inStock.id],
    });
    expect(again.json()).toMatchObject({ added: [{ sku: inStock.sku, qty: 2 }], items_qty: 4 });
    await setStockQty(server.database.db, soldOut.id, SOURCE, 50);
  });

  it('adds the cart lines to a list in one call', async () => {
    const res = await call(ana, 'POST', `${V1}/add-to-my-list`, {
      items: products.slice(0, 2).map((p) => ({ product_id: p.id, qty: 1 })),
    });
    expect(res.json()).toEqual({ message: 'Item added to your list' });
    const mine = await lists(ana);
    expect(mine.all_lists.find((l) => l.list_id === mine.default_list_id)!.item_count).toBeGreaterThanOrEqual(2);
  });

  it('refuses hostile input with a 4xx and changes nothing', async () => {
    const before = (await lists(ana)).all_lists.length;
    const bad = [
      await createList(ana, { list_name: 'bad\u0000name' }),
      await createList(ana, { list_name: '' }),
      await createList(ana, { list_name: 'x'.repeat(61) }),
      await createList(ana, { list_name: 'ok', extra: 1 }),
      await call(ana, 'POST', `${V1}/crud-product-to-list`, { product_id: 1e30 }),
      await call(ana, 'POST', `${V1}/crud-product-to-list`, { product_id: products[0]!.id, qty: 1_000_000 }),
      await call(ana, 'GET', `${V1}/get-detail-list?list_id=99999999999999`),
      await call(ana, 'GET', `${V1}/shared-list?tk=short`),
      await call(ana, 'POST', `${V1}/share-data`, { list_id: 1, customer_email: 'not-an-email' }),
    ];
    for (const res of bad) expect(res.statusCode, res.body).toBe(400);
    const text = await server.app.inject({
      method: 'POST',
      url: `${V1}/crud-shopping-list/mine`,
      headers: { authorization: `Bearer ${ana.token}`, 'content-type': 'text/plain' },
      payload: 'list_name=x',
    });
    expect(text.statusCode).toBe(415);
    expect((await call(null, 'GET', `${V1}/get-shopping-lists/mine`)).statusCode).toBe(401);
    expect((await lists(ana)).all_lists.length).toBe(before);
  });

  it('lists past purchases from orders placed through checkout, and adds a past order to a list', async () => {
    const buyer = await testShopper(server.database, NOW, {
      tag: 'buyer',
      member: true,
      address: true,
      cartSource: SOURCE,
    });
    const bought = products[1]!;
    expect(
      (await call(buyer, 'POST', '/api/cart/sync', { cart_items: [{ sku: bought.sku, qty: 2 }] })).statusCode,
    ).toBe(200);
    expect((await call(buyer, 'GET', `${V1}/past-purchase/mine`)).json()).toEqual({ items: [] });
    expect(
      (await call(buyer, 'POST', '/api/cart/carts/mine/shipping-information', { cart_id: buyer.cartId })).statusCode,
    ).toBe(200);
    const hold = await call(buyer, 'POST', '/api/cart/checkout/delivery-schedule', {
      date: '2026-11-23',
      intervalId: 2,
      cart_id: buyer.cartId,
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const method = await server.app.inject({
      method: 'POST',
      url: `/api/cart/${buyer.cartId}/address-information`,
      headers: { authorization: `Bearer ${buyer.token}`, sourcecode: SOURCE, 'device-type': 'desktop' },
      payload: { paymentMethod: 'cashondelivery' },
    });
    expect(method.statusCode, method.body).toBe(200);
    const order = await call(buyer, 'POST', '/api/transaction/orders', {
      cart_id: buyer.cartId,
      payment: { method: 'cashondelivery' },
    });
    expect(order.statusCode, order.body).toBe(200);

    const past = (await call(buyer, 'GET', `${V1}/past-purchase/mine`)).json();
    expect(past.items).toEqual([
      expect.objectContaining({ product_id: bought.id, sku: bought.sku, name: bought.name }),
    ]);
    const res = await call(buyer, 'POST', `${V1}/add-to-my-list`, { order_increment_id: order.json().orderId });
    expect(res.json()).toEqual({ message: 'Item added to your list' });
    const mine = await lists(buyer);
    const detail = (await call(buyer, 'GET', `${V1}/get-detail-list?list_id=${mine.default_list_id}`)).json();
    expect(detail.products).toEqual([expect.objectContaining({ product_id: bought.id, qty: 2 })]);
    // Someone else's order number is not found.
    expect(
      (await call(ana, 'POST', `${V1}/add-to-my-list`, { order_increment_id: order.json().orderId })).statusCode,
    ).toBe(404);
  });
});

describe.each(testEngines())('shopping lists switched off on $engine', ({ open }) => {
  it('answers 404 on every list path while the flag is off (price-watch stays)', async () => {
    const database = await open();
    const app = await buildTestApp(database, { env: { SHOPPING_LIST_ENABLED: false } });
    try {
      const shopper = await testShopper(database, NOW, { tag: 'off' });
      const headers = { authorization: `Bearer ${shopper.token}` };
      for (const url of [
        'get-shopping-lists/mine',
        'get-detail-list?list_id=1',
        'past-purchase/mine',
        'all-products-list/mine',
      ]) {
        expect((await app.inject({ url: `${V1}/${url}`, headers })).statusCode).toBe(404);
      }
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `${V1}/crud-shopping-list/mine`,
            headers,
            payload: { list_name: 'x' },
          })
        ).statusCode,
      ).toBe(404);
      const summary = (await app.inject({ url: '/api/alerts/summary', headers })).json();
      expect(summary).toEqual({ unread: 0, shopping_list_enabled: false });
      expect((await app.inject({ url: '/api/shell', headers })).json().alerts).toEqual(summary);
      expect((await app.inject({ url: `${V1}/price-subscriptions`, headers })).statusCode).toBe(200);
    } finally {
      await closeTestApp(app, database);
    }
  });
});
