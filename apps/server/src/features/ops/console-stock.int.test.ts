import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { stockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, useTestApp } from '../../test-app';
import { featuresOf } from '../../app';
import { opsTestKit, SOURCE, type TestStaff } from './ops-test-kit';

/**
 * Issue 35, stock per store source in the console on both engines (decision 035): scoping (Otis staff never see
 * or set Alabang's stock), the conditional write (50 identical saves change the row once, a stale one is told
 * the quantity now), the audit, the back-in-stock detector firing as for the operator tool, and hostile input.
 */
describe.each(testEngines())('stock per store in the console on $engine', ({ open }) => {
  const clock = { now: new Date(TEST_NOW) };
  const server = useTestApp(open, { clock: () => clock.now });
  const kit = opsTestKit(server, clock);
  let admin: TestStaff;
  let otis: TestStaff;
  let product: { id: number; sku: string; name: string };
  const db = () => server.database.db;

  beforeAll(async () => {
    admin = await kit.staffWith([{ role: 'admin', store: '*' }]);
    otis = await kit.staffWith([{ role: 'store_manager', store: 'otis' }]);
    product = await plainProducts(db(), { source: SOURCE, minQty: 5 })
      .select(['p.id', 'p.sku', 'p.name'])
      .executeTakeFirstOrThrow();
  }, 60_000);

  const stockAt = async (staff: TestStaff, q: string, store?: string) => {
    const res = await kit.call(
      staff,
      'GET',
      `/api/ops/stock?q=${encodeURIComponent(q)}${store ? `&store=${store}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { id: number; stock: { store: string; raw: number | null; qty: number }[] }[];
    return items.find((i) => i.id === product.id)?.stock;
  };

  it('finds a product by sku or name with its stock at every store in scope, and only those', async () => {
    expect((await stockAt(admin, product.sku))!.map((s) => s.store)).toEqual([
      'balintawak',
      'otis',
      'arcovia',
      'alabang',
      'cebu',
    ]);
    expect((await stockAt(admin, product.name.slice(0, 12).toUpperCase()))!.length).toBe(5);
    expect((await stockAt(otis, product.sku))!.map((s) => s.store)).toEqual(['otis']);
    // asking for Alabang gives Otis staff no column at all, never Alabang's quantity
    expect(await stockAt(otis, product.sku, 'alabang')).toEqual([]);
  });

  it('refuses Otis staff Alabang’s stock (403, nothing changed) and an unknown product (404)', async () => {
    const before = await stockQty(db(), product.id, 'alabang');
    const res = await kit.call(otis, 'PATCH', `/api/ops/stock/${product.id}`, {
      store: 'alabang',
      from: before,
      qty: 0,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your roles do not cover that store.');
    expect(await stockQty(db(), product.id, 'alabang')).toBe(before);
    const missing = await kit.call(admin, 'PATCH', '/api/ops/stock/99999999', { store: 'otis', from: 0, qty: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');
  });

  it('changes the stock once for 50 identical parallel saves, audited once; a stale save hears the quantity now', async () => {
    const from = await stockQty(db(), product.id, 'otis');
    const to = from + 7;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        kit.call(otis, 'PATCH', `/api/ops/stock/${product.id}`, { store: 'otis', from, qty: to }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(49).fill(409)]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(
      `Someone changed this stock meanwhile: it is now ${to}. Check the new quantity and save again.`,
    );
    expect(await stockQty(db(), product.id, 'otis')).toBe(to);
    const audit = await db()
      .selectFrom('ops_audit')
      .select(['staff_id', 'action', 'before_json', 'after_json'])
      .where('entity', '=', `stock:${product.id}:otis`)
      .execute();
    expect(audit).toEqual([
      {
        staff_id: otis.id,
        action: 'stock.update',
        before_json: JSON.stringify({ qty: from }),
        after_json: JSON.stringify({ qty: to }),
      },
    ]);
  });

  it('creates the row of a store that had none, once', async () => {
    const row = await db()
      .selectFrom('products')
      .select('id')
      .where('product_type', '=', 'simple')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('product_stock as s')
              .select('s.product_id')
              .whereRef('s.product_id', '=', 'products.id')
              .where('s.source_code', '=', 'cebu'),
          ),
        ),
      )
      .executeTakeFirst();
    if (!row) return; // every product is stocked at Cebu in this seed: nothing to create
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.call(admin, 'PATCH', `/api/ops/stock/${row.id}`, { store: 'cebu', from: null, qty: 4 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await stockQty(db(), row.id, 'cebu')).toBe(4);
  });

  it('sets a product out of stock and back: the back-in-stock detector tells the waiting shopper', async () => {
    const raw = (await stockAt(admin, product.sku))!.find((s) => s.store === SOURCE)!.raw;
    const out = await kit.call(admin, 'PATCH', `/api/ops/stock/${product.id}`, { store: SOURCE, from: raw, qty: 0 });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().stock.find((s: { store: string }) => s.store === SOURCE).qty).toBe(0);
    const shopper = await testShopper(server.database, clock.now.toISOString(), { tag: 'waits' });
    const notify = await callAs(server.app, shopper, {
      method: 'POST',
      url: '/rest/V1/ld-productnotifyme/notify',
      payload: { product_id: product.id },
      source: SOURCE,
    });
    expect(notify.statusCode, notify.body).toBe(200);
    const back = await kit.call(admin, 'PATCH', `/api/ops/stock/${product.id}`, { store: SOURCE, from: 0, qty: 12 });
    expect(back.statusCode, back.body).toBe(200);
    // the running store's job, as the scheduler runs it every minute
    await featuresOf(server.app).scheduler.runNow('alerts.stockReturns');
    const mails = await db()
      .selectFrom('outbox_emails')
      .select('subject')
      .where('to_address', '=', shopper.email)
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([`Back in stock: ${product.name}`]);
  });

  it('refuses hostile input with 4xx and changes nothing', async () => {
    const before = await stockQty(db(), product.id, 'otis');
    const patch = (payload: unknown, id: string | number = product.id) =>
      kit.call(admin, 'PATCH', `/api/ops/stock/${id}`, payload);
    for (const payload of [
      { store: 'otis', from: before, qty: 1e300 },
      { store: 'otis', from: before, qty: -1 },
      { store: 'otis', from: before, qty: 1.5 },
      { store: 'otis', from: before, qty: '5' },
      { store: 'otis', qty: 5 },
      { store: 'nowhere', from: before, qty: 5 },
      { store: 'otis', from: before, qty: 5, sneaky: true },
      { store: 'otis\u0000', from: before, qty: 5 },
    ])
      expect((await patch(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    for (const id of ['0', 'abc', '1%00', '99999999999999'])
      expect((await patch({ store: 'otis', from: before, qty: 5 }, id)).statusCode, id).toBe(400);
    for (const url of ['/api/ops/stock', '/api/ops/stock?q=a', '/api/ops/stock?q=ab%00', '/api/ops/stock?q=ab&x=1'])
      expect((await kit.call(admin, 'GET', url)).statusCode, url).toBe(400);
    const typed = await server.app.inject({
      method: 'PATCH',
      url: `/api/ops/stock/${product.id}`,
      headers: { authorization: `Bearer ${admin.token}`, 'x-ops-token': admin.opsToken!, 'content-type': 'text/plain' },
      payload: 'qty=5',
    });
    expect(typed.statusCode).toBe(415);
    expect(await stockQty(db(), product.id, 'otis')).toBe(before);
  });
});
