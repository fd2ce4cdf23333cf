import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';
import { opsTestKit, type TestStaff } from './ops-test-kit';

/**
 * Issue 35, third-party sellers in the console on both engines (decision 035): the standing moves along the
 * domain's table (refused moves say why), a suspended seller's shop and products leave the storefront at once
 * (the catalogue's caches included), a hidden product leaves search at once, all audited; only administrators.
 */
describe.each(testEngines())('sellers in the console on $engine', ({ open }) => {
  const clock = { now: new Date(TEST_NOW) };
  const server = useTestApp(open, { clock: () => clock.now });
  const kit = opsTestKit(server, clock);
  let admin: TestStaff;
  let seller: { id: string; product: { id: number; name: string } };
  const db = () => server.database.db;
  const shop = (id: string) => server.app.inject({ method: 'GET', url: `/api/product/sellers/${id}` });
  const found = async (name: string) => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/rest/V1/sulit/search-result?query=${encodeURIComponent(name)}&pageSize=50`,
    });
    return (res.json().items as { id: number }[]).map((i) => i.id);
  };

  beforeAll(async () => {
    admin = await kit.staffWith([{ role: 'admin', store: '*' }]);
    const rows = await db()
      .selectFrom('products')
      .select(['id', 'name', 'seller_id'])
      .where('seller_id', '<>', 'sulit')
      .where('status', '=', 1)
      .where('product_type', '=', 'simple')
      .orderBy('seller_id')
      .orderBy('id')
      .execute();
    const first = rows[0]!;
    seller = { id: first.seller_id, product: { id: first.id, name: first.name } };
    await db()
      .insertInto('sellers')
      .values({
        ...{ id: 'new-seller', shop_name: 'New Seller', description: '', logo_url: '', banner_url: '' },
        ...{ color: '#000000', is_active: 0, status: 'pending', created_at: TEST_NOW.toISOString() },
      })
      .execute();
  }, 60_000);

  it('lists third-party sellers with their standing, never the own store', async () => {
    const res = await kit.call(admin, 'GET', '/api/ops/sellers');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { id: string; status: string; status_label: string; sells: boolean }[];
    expect(items.some((s) => s.id === 'sulit')).toBe(false);
    expect(items.find((s) => s.id === 'new-seller')).toMatchObject({
      status: 'pending',
      status_label: 'Pending approval',
      sells: false,
    });
    expect(items.find((s) => s.id === seller.id)).toMatchObject({ status: 'approved', sells: true });
  });

  it('approves a pending seller; a second approve is refused with the reason', async () => {
    const approved = await kit.call(admin, 'POST', '/api/ops/sellers/new-seller/status', { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', sells: true, actions: [{ action: 'suspend' }] });
    const again = await kit.call(admin, 'POST', '/api/ops/sellers/new-seller/status', { action: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This seller is approved: it cannot be approved now.');
  });

  it('suspends a seller: its shop and products leave the storefront at once; reinstated, they are back', async () => {
    expect((await shop(seller.id)).statusCode).toBe(200);
    expect(await found(seller.product.name)).toContain(seller.product.id);
    const suspended = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.call(admin, 'POST', `/api/ops/sellers/${seller.id}/status`, { action: 'suspend' }),
      ),
    );
    expect(suspended.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await shop(seller.id)).statusCode).toBe(404);
    expect(await found(seller.product.name)).not.toContain(seller.product.id);
    const audit = await db()
      .selectFrom('ops_audit')
      .select(['action', 'before_json', 'after_json'])
      .where('entity', '=', `seller:${seller.id}`)
      .execute();
    expect(audit).toEqual([
      {
        action: 'sellers.move',
        before_json: JSON.stringify({ status: 'approved' }),
        after_json: JSON.stringify({ status: 'suspended' }),
      },
    ]);
    const back = await kit.call(admin, 'POST', `/api/ops/sellers/${seller.id}/status`, { action: 'reinstate' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await shop(seller.id)).statusCode).toBe(200);
    expect(await found(seller.product.name)).toContain(seller.product.id);
  });

  it('hides one product from search at once and shows it again, audited; hiding twice is refused', async () => {
    const url = `/api/ops/sellers/${seller.id}/products/${seller.product.id}`;
    expect(await found(seller.product.name)).toContain(seller.product.id);
    const hidden = await kit.call(admin, 'PATCH', url, { visibility: 'hidden' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().products.find((p: { id: number }) => p.id === seller.product.id).shown).toBe(false);
    expect(await found(seller.product.name)).not.toContain(seller.product.id);
    const twice = await kit.call(admin, 'PATCH', url, { visibility: 'hidden' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This product is already hidden.');
    expect((await kit.call(admin, 'PATCH', url, { visibility: 'shown' })).statusCode).toBe(200);
    expect(await found(seller.product.name)).toContain(seller.product.id);
    const audit = await db()
      .selectFrom('ops_audit')
      .select('after_json')
      .where('entity', '=', `product:${seller.product.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.after_json)).toEqual([JSON.stringify({ status: 2 }), JSON.stringify({ status: 1 })]);
  });

  it('answers 404 for another seller’s product or an unknown seller, 403 to a store manager, 400 to bad input', async () => {
    const other = await kit.call(admin, 'PATCH', `/api/ops/sellers/new-seller/products/${seller.product.id}`, {
      visibility: 'hidden',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Product not found');
    expect((await kit.call(admin, 'GET', '/api/ops/sellers/nobody')).statusCode).toBe(404);
    expect((await kit.call(admin, 'GET', '/api/ops/sellers/sulit')).statusCode).toBe(404);
    const manager = await kit.staffWith([{ role: 'store_manager', store: '*' }]);
    expect((await kit.call(manager, 'GET', '/api/ops/sellers')).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['POST', `/api/ops/sellers/${seller.id}/status`, { action: 'delete' }],
      ['POST', `/api/ops/sellers/${seller.id}/status`, { action: 'suspend', extra: 1 }],
      ['POST', '/api/ops/sellers/Bad%20Id/status', { action: 'suspend' }],
      ['POST', '/api/ops/sellers/a%00b/status', { action: 'suspend' }],
      ['PATCH', `/api/ops/sellers/${seller.id}/products/0`, { visibility: 'hidden' }],
      ['PATCH', `/api/ops/sellers/${seller.id}/products/1e300`, { visibility: 'hidden' }],
      ['PATCH', `/api/ops/sellers/${seller.id}/products/${seller.product.id}`, { visibility: 'gone' }],
    ] as const)
      expect((await kit.call(admin, method, url, payload)).statusCode, `${method} ${url}`).toBe(400);
    const row = await db().selectFrom('sellers').select('status').where('id', '=', seller.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
  });
});
