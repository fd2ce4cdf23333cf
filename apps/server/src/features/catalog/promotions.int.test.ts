import { describe, expect, it } from 'vitest';
import { testEngines } from '@sulit/tools/testing/engines';
import { useTestApp } from '../../test-app';

interface ListBody {
  items: { sku: string; promo_tag: string | null; root_category_name: string; final_price: number }[];
  total_count: number;
}

/** Promotion pages (issue 14): special products and truckload list the catalogue's products by data. */
describe.each(testEngines())('promotion pages on $engine', ({ open }) => {
  // No in-process cache: each test changes the promotion rows and reads the answer at once.
  const server = useTestApp(open, { env: { CATALOG_CACHE_MS: 0 } });
  const db = () => server.database.db;
  const listing = async (query: string) => server.app.inject(`/rest/V1/sulit/product-list-page?${query}`);

  async function activeTagged(tag: string): Promise<number> {
    const row = await db()
      .selectFrom('products as p')
      .innerJoin('sellers as s', 's.id', 'p.seller_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.promo_tag', '=', tag)
      .where('p.status', '=', 1)
      .where('s.is_active', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('lists the published promotion pages with their paths', async () => {
    const res = await server.app.inject('/api/catalog/promotions');
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: { slug: string; url_path: string; title: string }[] }).items;
    expect(items.map((p) => [p.slug, p.url_path])).toEqual([
      ['special-products', '/promotion/special-products'],
      ['truckload', '/promotion/truckload'],
    ]);
    const one = await server.app.inject('/api/catalog/promotions/truckload');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ slug: 'truckload', title: 'Truckload sale', url_path: '/promotion/truckload' });
    expect(one.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers each page with exactly the products its tag names, paged and sorted like a category', async () => {
    for (const [slug, tag] of [
      ['truckload', 'Bulk Saver'],
      ['special-products', 'Member Deal'],
    ] as const) {
      const res = await listing(`promotion=${slug}&pageSize=48&order=price&dir=asc`);
      expect(res.statusCode, slug).toBe(200);
      const body = res.json() as ListBody;
      expect(body.total_count).toBe(await activeTagged(tag));
      expect(body.total_count).toBeGreaterThan(0);
      expect(body.items.every((p) => p.promo_tag === tag)).toBe(true);
      const prices = body.items.map((p) => p.final_price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    const facets = await server.app.inject('/rest/V1/sulit/product-list-page-filter?promotion=truckload');
    expect(facets.statusCode).toBe(200);
    const counted = (facets.json() as { brands: { count: number }[] }).brands.reduce((n, b) => n + b.count, 0);
    expect(counted).toBe(await activeTagged('Bulk Saver'));
  });

  it('follows the data: a page moved to a category lists that category, an empty tag is empty, status 0 is gone', async () => {
    const pantry = await db()
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('url_path', '=', 'pantry')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('promotion_pages')
      .set({ promo_tag: null, category_id: pantry.id })
      .where('slug', '=', 'truckload')
      .execute();
    const moved = (await listing('promotion=truckload')).json() as ListBody;
    expect(moved.total_count).toBeGreaterThan(0);
    expect(moved.items.every((p) => p.root_category_name === pantry.name)).toBe(true);
    // A category outside the promotion cannot widen it.
    const other = await db()
      .selectFrom('categories')
      .select('id')
      .where('level', '=', 1)
      .where('id', '<>', pantry.id)
      .executeTakeFirstOrThrow();
    const outside = await listing(`promotion=truckload&categoryId=${other.id}`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ message: 'categoryId: not part of this promotion' });

    await db()
      .updateTable('promotion_pages')
      .set({ promo_tag: 'No Such Tag', category_id: null })
      .where('slug', '=', 'truckload')
      .execute();
    const empty = await listing('promotion=truckload');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ items: [], total_count: 0 });

    await db().updateTable('promotion_pages').set({ status: 0 }).where('slug', '=', 'truckload').execute();
    const page = await server.app.inject('/api/catalog/promotions/truckload');
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ message: 'Promotion not found' });
    expect((await listing('promotion=truckload')).statusCode).toBe(404);
    const sitemap = await server.app.inject('/sitemap-pages.xml');
    expect(sitemap.body).not.toContain('/promotion/truckload<');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/promotion/special-products</loc>');

    // A page must name exactly one source of products.
    await expect(
      db()
        .updateTable('promotion_pages')
        .set({ promo_tag: 'Bulk Saver', category_id: pantry.id })
        .where('slug', '=', 'special-products')
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses hostile slugs with a 400 and unknown ones with a 404, changing nothing', async () => {
    const before = await db().selectFrom('promotion_pages').selectAll().orderBy('slug').execute();
    for (const bad of [
      'truck%00load',
      'a'.repeat(101),
      'TRUCKLOAD',
      'truckload%27%20or%201%3D1--',
      '..%2F..%2Fetc',
      '%F0%9F%9A%9A',
    ]) {
      const page = await server.app.inject(`/api/catalog/promotions/${bad}`);
      expect(page.statusCode, bad).toBe(400);
      expect(page.json()).toMatchObject({ code: 'validation_failed' });
      const list = await listing(`promotion=${bad}`);
      expect(list.statusCode, bad).toBe(400);
    }
    // Two values where one is read, and a value of the wrong type.
    expect((await listing('promotion=truckload&promotion=special-products')).statusCode).toBe(400);
    expect((await listing('promotion[x]=1')).statusCode).toBe(400);
    const unknown = await server.app.inject('/api/catalog/promotions/no-such-sale');
    expect(unknown.statusCode).toBe(404);
    expect((await listing('promotion=no-such-sale')).statusCode).toBe(404);
    expect(await db().selectFrom('promotion_pages').selectAll().orderBy('slug').execute()).toEqual(before);
  });

  it('lists every active shop and promotion page in the sitemap, and no inactive shop', async () => {
    const sellers = await db().selectFrom('sellers').select(['id', 'is_active']).execute();
    const body = (await server.app.inject('/sitemap-pages.xml')).body;
    for (const s of sellers.filter((x) => x.is_active === 1)) {
      expect(body).toContain(`<loc>http://localhost:3000/shop/${s.id}</loc>`);
    }
    const [first] = sellers.filter((x) => x.is_active === 1 && x.id !== 'sulit');
    await db().updateTable('sellers').set({ is_active: 0 }).where('id', '=', first!.id).execute();
    const after = (await server.app.inject('/sitemap-pages.xml')).body;
    expect(after).not.toContain(`/shop/${first!.id}<`);
    await db().updateTable('sellers').set({ is_active: 1 }).where('id', '=', first!.id).execute();
  });
});
