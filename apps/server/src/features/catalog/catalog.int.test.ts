import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@sulit/tools/testing/engines';
import { sql } from 'kysely';
import { useTestApp } from '../../test-app';

interface Card {
  id: number;
  sku: string;
  name: string;
  brand: string;
  url: string;
  price: number;
  final_price: number;
  stock_qty: number;
  seller_id: string;
  promo_tag: string | null;
  discount_percent: number | null;
}
interface ListResponse {
  items: Card[];
  total_count: number;
  page: number;
  page_size: number;
  sort: string;
  dir: string;
  alternatives?: Card[];
  suggestion?: string | null;
}

describe.each(testEngines())('catalogue browse and search on $engine', ({ open }) => {
  const server = useTestApp(open);
  let leaf: { id: number; url_path: string; parent_id: number };
  let sample: { id: number; sku: string; name: string; brand: string };

  const get = async <T = ListResponse>(url: string, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ url, headers });
    return { res, body: res.json() as T };
  };

  beforeAll(async () => {
    const cat = await sql<{ id: number; url_path: string; parent_id: number }>`select c.id, c.url_path, c.parent_id
      from categories c join products p on p.category_id = c.id where c.level = 2
      group by c.id, c.url_path, c.parent_id order by count(*) desc, c.id limit 1`.execute(server.database.db);
    leaf = cat.rows[0]!;
    const product = await sql<{ id: number; sku: string; name: string; brand: string }>`select id, sku, name, brand
      from products where status = 1 and seller_id = 'sulit' order by sold_90d desc, id limit 1`.execute(
      server.database.db,
    );
    sample = product.rows[0]!;
  });

  describe('find-slug (spec §2 paths)', () => {
    it('resolves a root and a sub category by url_path', async () => {
      const { res, body } = await get<{ type: string; id: number; canonical_path: string }>(
        `/rest/V1/sulit/find-slug/${leaf.url_path}`,
      );
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({ type: 'category', id: leaf.id, canonical_path: `/${leaf.url_path}` });
      const root = await get<{ type: string; id: number }>(`/rest/V1/sulit/find-slug/${leaf.url_path.split('/')[0]}`);
      expect(root.body).toMatchObject({ type: 'category', id: leaf.parent_id });
    });

    it('resolves a product path and answers its canonical path for an outdated slug', async () => {
      const detail = (await get<{ url: string }>(`/rest/V1/products/${sample.id}`)).body;
      const canonical = await get<{ type: string; id: number; canonical_path: string }>(
        `/rest/V1/sulit/find-slug${detail.url}`,
      );
      expect(canonical.body).toMatchObject({ type: 'product', id: sample.id, canonical_path: detail.url });
      const [root] = detail.url.slice(1).split('/');
      const outdated = await get<{ canonical_path: string }>(`/rest/V1/sulit/find-slug/${root}/old-name-${sample.id}`);
      expect(outdated.res.statusCode).toBe(200);
      expect(outdated.body.canonical_path).toBe(detail.url);
    });

    it('answers 404 for unknown, promotion and hostile paths', async () => {
      for (const path of [
        'no-such-category',
        'pantry/nope-999999',
        'promotion/sale-1',
        "x'%20or%201=1--",
        'a/b/c/d/e',
      ]) {
        const { res } = await get(`/rest/V1/sulit/find-slug/${path}`);
        expect(res.statusCode, path).toBe(404);
      }
    });
  });

  describe('category listing', () => {
    it('pages 24 items by default with total_count, best sellers first, priced for the source', async () => {
      const { res, body } = await get(`/rest/V1/sulit/product-list-page?categoryId=${leaf.id}&sourceCode=alabang`);
      expect(res.statusCode).toBe(200);
      expect(body.page_size).toBe(24);
      expect(body.sort).toBe('best_selling');
      expect(body.items.length).toBe(Math.min(24, body.total_count));
      expect(body.total_count).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['vary']).toContain('sourcecode');
      expect(res.headers['etag']).toBeTruthy();
      for (const item of body.items) expect(item.final_price).toBeLessThanOrEqual(item.price);
    });

    it('agrees with the product detail on price and stock for the same source', async () => {
      const { body } = await get(`/rest/V1/sulit/product-list-page?categoryId=${leaf.id}&pageSize=5`, {
        sourcecode: 'cebu',
      });
      for (const item of body.items) {
        const detail = (await get<Card>(`/rest/V1/products/${item.id}`, { sourcecode: 'cebu' })).body;
        expect(detail.final_price).toBe(item.final_price);
        expect(detail.stock_qty).toBe(item.stock_qty);
      }
    });

    it('sorts by effective price both ways and filters by price range (pesos)', async () => {
      const asc = (await get(`/rest/V1/sulit/product-list-page?categoryId=${leaf.id}&order=price&dir=asc&pageSize=100`))
        .body;
      const prices = asc.items.map((i) => i.final_price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const desc = (await get(`/rest/V1/sulit/product-list-page?categoryId=${leaf.id}&order=price&dir=desc`)).body;
      expect(desc.items[0]!.final_price).toBe(Math.max(...prices));
      const min = prices[Math.floor(prices.length / 2)]!;
      const ranged = (
        await get(`/rest/V1/sulit/product-list-page?categoryId=${leaf.id}&price=${min / 100}-&pageSize=100`)
      ).body;
      expect(ranged.items.every((i) => i.final_price >= min)).toBe(true);
      expect(ranged.total_count).toBeLessThan(asc.total_count + 1);
    });

    it('sorts by name and newest, and pages without overlap', async () => {
      const byName = (await get(`/rest/V1/sulit/product-list-page?categoryId=${leaf.id}&order=name&pageSize=100`)).body;
      const names = byName.items.map((i) => i.name);
      expect(names.length).toBeGreaterThan(1);
      const newest = await get(`/rest/V1/sulit/product-list-page?categoryId=${leaf.id}&product_list_order=newest`);
      expect(newest.body.sort).toBe('newest');
      const p1 = (await get(`/rest/V1/sulit/product-list-page?categoryId=${leaf.id}&pageSize=2&currentPage=1`)).body;
      const p2 = (await get(`/rest/V1/sulit/product-list-page?categoryId=${leaf.id}&pageSize=2&currentPage=2`)).body;
      expect(p1.items.map((i) => i.id)).not.toEqual(expect.arrayContaining(p2.items.map((i) => i.id)));
    });

    it('lists facets and filters by brand and seller', async () => {
      const { body } = await get<{
        categories: { id: number; count: number }[];
        brands: { value: string; count: number }[];
        sellers: { id: string; count: number }[];
        price: { min: number; max: number };
      }>(`/rest/V1/sulit/product-list-page-filter?categoryId=${leaf.parent_id}`);
      expect(body.categories.length).toBeGreaterThan(0);
      expect(body.price.min).toBeLessThanOrEqual(body.price.max);
      const brand = body.brands[0]!;
      const byBrand = (
        await get(
          `/rest/V1/sulit/product-list-page?categoryId=${leaf.parent_id}&brand=${encodeURIComponent(brand.value)}`,
        )
      ).body;
      expect(byBrand.total_count).toBe(brand.count);
      const seller = body.sellers[0]!;
      const bySeller = (
        await get(
          `/rest/V1/sulit/product-list-page?categoryId=${leaf.parent_id}&marketplace_provider_code=${seller.id}`,
        )
      ).body;
      expect(bySeller.total_count).toBe(seller.count);
    });

    it('answers the same under /rest/{store}/V1', async () => {
      const a = await get(`/rest/V1/sulit/product-list-page?categoryId=${leaf.id}`);
      const b = await get(`/rest/default/V1/sulit/product-list-page?categoryId=${leaf.id}`);
      expect(b.body).toEqual(a.body);
    });

    it('lists hot offers: every item has a discount or a promo tag', async () => {
      const { res, body } = await get(`/rest/V1/sulit/product-list-page?hot_offers=1&pageSize=100`);
      expect(res.statusCode).toBe(200);
      expect(body.total_count).toBeGreaterThan(0);
      for (const item of body.items) expect(item.discount_percent !== null || item.promo_tag !== null).toBe(true);
    });

    it('rejects bad parameter shapes with 400 and unknown categories with 404', async () => {
      for (const q of [
        `categoryId=${leaf.id}&currentPage=0`,
        `categoryId=${leaf.id}&pageSize=10000`,
        `categoryId=${leaf.id}&price=-5-10`,
        `categoryId=${leaf.id}&price=500-100`,
        `categoryId=${leaf.id}&order=cheapest`,
        `categoryId=${leaf.id}&order=relevance`,
        `categoryId=${leaf.id}&dir=sideways`,
        `categoryId=abc`,
        ``,
        `categoryId=${leaf.id}&unknown=1`,
        `categoryId=${leaf.id}&sourceCode=mars`,
      ]) {
        const { res, body } = await get<{ code: string }>(`/rest/V1/sulit/product-list-page?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(body.code).toBe('validation_failed');
      }
      expect((await get(`/rest/V1/sulit/product-list-page?categoryId=99999`)).res.statusCode).toBe(404);
    });
  });

  describe('search', () => {
    it('finds a product by a word of its name, name matches ranked first', async () => {
      const word = sample.name.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w))!;
      const { res, body } = await get(`/rest/V1/sulit/search-result?query=${encodeURIComponent(word)}`);
      expect(res.statusCode).toBe(200);
      expect(body.sort).toBe('relevance');
      expect(body.total_count).toBeGreaterThan(0);
      expect(body.items[0]!.name.toLowerCase()).toContain(word.toLowerCase());
      expect(body.items.map((i) => i.id)).toContain(sample.id);
    });

    it('matches prefixes from one character', async () => {
      const prefix = sample.name.slice(0, 1).toLowerCase();
      const { body } = await get(`/rest/V1/sulit/search-result?query=${prefix}`);
      expect(body.total_count).toBeGreaterThan(0);
    });

    it('treats SQL and operators in a query as text: no error, no injection', async () => {
      for (const q of [`' OR 1=1 --`, `"); DROP TABLE products; --`, `rice*`, `NEAR(a b)`, `%_%`, `:*&|!`, `☃`]) {
        const { res, body } = await get(`/rest/V1/sulit/search-result?query=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
        expect(Array.isArray(body.items)).toBe(true);
      }
      const count = await sql<{ n: number }>`select count(*) as n from products`.execute(server.database.db);
      expect(Number(count.rows[0]!.n)).toBeGreaterThan(0);
    });

    it('never answers an empty page: alternatives and a "did you mean" for a typo', async () => {
      const word = sample.name.split(/\s+/).find((w) => /^[A-Za-z]{6,}$/.test(w));
      if (word) {
        const typo = `${word.slice(0, 2)}${word.slice(3)}`.toLowerCase();
        const { body } = await get(`/rest/V1/sulit/search-result?query=${typo}`);
        if (body.total_count === 0) {
          expect(body.alternatives!.length).toBeGreaterThan(0);
          expect(body.suggestion).toBeTruthy();
        }
      }
      const { body } = await get(`/rest/V1/sulit/search-result?query=qqqqzzzzxxxx`);
      expect(body.total_count).toBe(0);
      expect(body.items).toEqual([]);
      expect(body.alternatives!.length).toBeGreaterThan(0);
    });

    it('filters by category and answers facets', async () => {
      const word = sample.name.split(/\s+/)[0]!;
      const facets = (
        await get<{ categories: { id: number; count: number }[] }>(
          `/rest/V1/sulit/search-result-filter?query=${encodeURIComponent(word)}`,
        )
      ).body;
      const cat = facets.categories[0]!;
      const within = (await get(`/rest/V1/sulit/search-result?query=${encodeURIComponent(word)}&categoryId=${cat.id}`))
        .body;
      expect(within.total_count).toBe(cat.count);
    });

    it('rejects oversized queries', async () => {
      const { res } = await get(`/rest/V1/sulit/search-result?query=${'a'.repeat(201)}`);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('search suggest', () => {
    it('suggests products and categories for every prefix length', async () => {
      const name = sample.name.toLowerCase();
      for (const length of [1, 2, 3, 5]) {
        const { res, body } = await get<{ products: { name: string }[]; categories: unknown[] }>(
          `/api/product/search-suggest?q=${encodeURIComponent(name.slice(0, length))}`,
        );
        expect(res.statusCode).toBe(200);
        expect(body.products.length).toBeGreaterThan(0);
      }
      const cat = await get<{ categories: { url_path: string }[] }>(`/api/product/search-suggest?q=pan`);
      expect(cat.body.categories.some((c) => c.url_path.startsWith('pantry'))).toBe(true);
    });

    it('rejects an empty or oversized q', async () => {
      expect((await get(`/api/product/search-suggest?q=`)).res.statusCode).toBe(400);
      expect((await get(`/api/product/search-suggest`)).res.statusCode).toBe(400);
      expect((await get(`/api/product/search-suggest?q=${'x'.repeat(101)}`)).res.statusCode).toBe(400);
      expect((await get(`/api/product/search-suggest?q=%27%22`)).res.statusCode).toBe(200);
    });
  });

  describe('product page data', () => {
    it('has breadcrumbs, seller, gallery and availability at the selected store', async () => {
      const { res, body } = await get<{
        breadcrumbs: { url_path: string }[];
        seller: { id: string; logo_url: string };
        gallery: string[];
        available_in_store: boolean;
        availability_message: string | null;
        canonical_path: string;
      }>(`/rest/V1/products/${sample.id}`, { sourcecode: 'alabang' });
      expect(res.statusCode).toBe(200);
      expect(body.breadcrumbs.length).toBe(2);
      expect(body.seller.id).toBe('sulit');
      expect(body.gallery.length).toBeGreaterThan(0);
      expect(typeof body.available_in_store).toBe('boolean');
    });

    it('says "Sorry, the product is no longer available in your selected store." when the store does not sell it', async () => {
      const missing = await sql<{
        id: number;
      }>`select p.id from products p where p.status = 1 and p.product_type = 'simple'
        and not exists (select 1 from product_stock s where s.product_id = p.id and s.source_code = 'cebu') limit 1`.execute(
        server.database.db,
      );
      const id = missing.rows[0]?.id;
      if (id === undefined) return;
      const { body } = await get<{ available_in_store: boolean; availability_message: string; stock_qty: number }>(
        `/rest/V1/products/${id}`,
        { sourcecode: 'cebu' },
      );
      expect(body.available_in_store).toBe(false);
      expect(body.availability_message).toBe('Sorry, the product is no longer available in your selected store.');
    });

    it('answers related groups, similar items, frequently bought together (12) and the category chain', async () => {
      const related = await get<{ mixandmatch: Card[]; similar: Card[]; samebrand: Card[] }>(
        `/rest/V1/sulit/related-products/${sample.sku}`,
      );
      expect(related.res.statusCode).toBe(200);
      expect(related.body.similar.length).toBeGreaterThan(0);
      expect(related.body.similar.some((c) => c.id === sample.id)).toBe(false);
      expect(related.body.samebrand.every((c) => c.brand === sample.brand)).toBe(true);
      const similar = await get<{ items: Card[] }>(`/rest/V1/sulit/product-similar-items/id/${sample.id}`);
      expect(similar.body.items.length).toBeGreaterThan(0);
      const fbt = await get<{ items: Card[] }>(`/rest/default/V1/sulit/frequently-bought-together/id/${sample.id}`);
      expect(fbt.res.statusCode).toBe(200);
      expect(fbt.body.items.length).toBeLessThanOrEqual(12);
      const levels = await get<{ categories: { level: number }[] }>(
        `/rest/V1/sulit/product-categories-level/${sample.id}`,
      );
      expect(levels.body.categories.map((c) => c.level)).toEqual([1, 2]);
    });

    it('answers 404 for unknown products and 400 for malformed ids', async () => {
      expect((await get(`/rest/V1/sulit/related-products/NOPE-1`)).res.statusCode).toBe(404);
      expect((await get(`/rest/V1/sulit/related-products/${encodeURIComponent("a' or 1=1")}`)).res.statusCode).toBe(
        400,
      );
      expect((await get(`/rest/V1/sulit/product-similar-items/id/999999`)).res.statusCode).toBe(404);
      expect((await get(`/rest/V1/sulit/product-similar-items/id/abc`)).res.statusCode).toBe(400);
      expect((await get(`/rest/V1/sulit/frequently-bought-together/id/-1`)).res.statusCode).toBe(400);
      expect((await get(`/rest/V1/sulit/frequently-bought-together/id/1?pageSize=500`)).res.statusCode).toBe(400);
      expect((await get(`/rest/V1/sulit/product-categories-level/0`)).res.statusCode).toBe(400);
    });
  });

  describe('GET /rest/V1/products with searchCriteria', () => {
    const F = 'searchCriteria[filterGroups][0][filters][0]';
    it('finds products by a sku list and by entity_id', async () => {
      const top = (await get<{ items: Card[] }>('/api/product/top-selling?limit=3')).body.items;
      const skus = top.map((p) => p.sku).join(',');
      const bySku = await get<{ items: Card[]; total_count: number }>(
        `/rest/default/V1/products?${F}[field]=sku&${F}[value]=${skus}&${F}[conditionType]=in`,
      );
      expect(bySku.res.statusCode).toBe(200);
      expect(bySku.body.items.map((p) => p.sku).sort()).toEqual(top.map((p) => p.sku).sort());
      const byId = await get<{ items: Card[] }>(`/rest/V1/products?${F}[field]=entity_id&${F}[value]=${top[0]!.id}`);
      expect(byId.body.items.map((p) => p.id)).toEqual([top[0]!.id]);
    });

    it('rejects other fields and conditions, and treats hostile values as plain values', async () => {
      expect((await get(`/rest/V1/products?${F}[field]=name&${F}[value]=x`)).res.statusCode).toBe(400);
      expect(
        (await get(`/rest/V1/products?${F}[field]=sku&${F}[value]=x&${F}[conditionType]=like`)).res.statusCode,
      ).toBe(400);
      expect((await get(`/rest/V1/products`)).res.statusCode).toBe(400);
      const hostile = await get<{ items: Card[] }>(
        `/rest/V1/products?${F}[field]=sku&${F}[value]=${encodeURIComponent("x' or '1'='1")}`,
      );
      expect(hostile.res.statusCode).toBe(200);
      expect(hostile.body.items).toEqual([]);
    });
  });

  describe('marketplace sellers', () => {
    it('lists marketplace sellers (not the own store) with a few products each, cached for 7200 s', async () => {
      const { res, body } = await get<{
        items: { id: string; url: string; products: Card[]; product_count: number }[];
      }>('/rest/V1/sulit/web2case/get-marketplace-sellers');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=7200');
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.some((s) => s.id === 'sulit')).toBe(false);
      for (const seller of body.items) {
        expect(seller.url).toBe(`/shop/${seller.id}`);
        expect(seller.products.length).toBeLessThanOrEqual(4);
        expect(seller.products.every((p) => p.seller_id === seller.id)).toBe(true);
      }
    });

    it('answers one seller with its categories, and its products in one category', async () => {
      const sellers = (
        await get<{ items: { id: string; product_count: number }[] }>(
          '/rest/V1/sulit/web2case/get-marketplace-sellers?productsPerSeller=0',
        )
      ).body.items;
      const seller = sellers.find((s) => s.product_count > 0)!;
      const { res, body } = await get<{ id: string; categories: { id: number; count: number }[]; products: Card[] }>(
        `/api/product/sellers/${seller.id}`,
      );
      expect(res.statusCode).toBe(200);
      expect(body.products.every((p) => p.seller_id === seller.id)).toBe(true);
      const total = body.categories.reduce((n, c) => n + c.count, 0);
      expect(total).toBe(seller.product_count);
      const cat = body.categories[0]!;
      const inCat = await get(`/api/product/sellers/${seller.id}/categories/${cat.id}`);
      expect(inCat.body.total_count).toBe(cat.count);
      const info = await get<{ categories: unknown[] }>(`/api/product/sellers/${seller.id}?type=info`);
      expect(info.body.categories).toEqual([]);
    });

    it('answers 404 for an unknown seller and 400 for malformed input', async () => {
      expect((await get('/api/product/sellers/nobody')).res.statusCode).toBe(404);
      expect((await get('/api/product/sellers/Bad%20Id')).res.statusCode).toBe(400);
      expect((await get('/api/product/sellers/sulit?type=evil')).res.statusCode).toBe(400);
      expect((await get('/api/product/sellers/sulit/categories/abc')).res.statusCode).toBe(400);
      expect((await get('/rest/V1/sulit/web2case/get-marketplace-sellers?productsPerSeller=99')).res.statusCode).toBe(
        400,
      );
    });
  });

  describe('GET /api/catalog/page (a page path in one call)', () => {
    it('answers a product page that equals the separate product, related and frequently-bought-together reads', async () => {
      const source = { sourcecode: 'balintawak' };
      const detail = (await get<{ url: string }>(`/rest/V1/products/${sample.id}`, source)).body;
      const { res, body } = await get<Record<string, unknown>>(
        `/api/catalog/page?path=${encodeURIComponent(detail.url)}`,
        source,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(body).toMatchObject({
        type: 'product',
        resolution: { type: 'product', id: sample.id, sku: sample.sku, canonical_path: detail.url },
      });
      expect(body.product).toEqual(detail);
      const related = (await get(`/rest/V1/sulit/related-products/${sample.sku}`, source)).body;
      expect(body.related).toEqual(related);
      const together = (
        await get<{ items: Card[] }>(`/rest/V1/sulit/frequently-bought-together/id/${sample.id}?pageSize=12`, source)
      ).body;
      expect(body.together).toEqual(together.items);
      // A page that shows fewer related products asks for fewer; frequently bought together stays 12.
      const fewer = await get<{ related: Record<'mixandmatch' | 'similar' | 'samebrand', Card[]>; together: Card[] }>(
        `/api/catalog/page?path=${encodeURIComponent(detail.url)}&relatedSize=4`,
        source,
      );
      expect(fewer.res.statusCode).toBe(200);
      expect(fewer.body.related.similar.length).toBeGreaterThan(0);
      for (const group of Object.values(fewer.body.related)) expect(group.length).toBeLessThanOrEqual(4);
      expect(fewer.body.together).toEqual(together.items);
      const tooMany = await get(`/api/catalog/page?path=${encodeURIComponent(detail.url)}&relatedSize=13`, source);
      expect(tooMany.res.statusCode).toBe(400);
      // An outdated slug still resolves; the resolution names the canonical path to redirect to.
      const [root] = detail.url.slice(1).split('/');
      const outdated = await get<{ resolution: { canonical_path: string } }>(
        `/api/catalog/page?path=/${root}/old-name-${sample.id}`,
      );
      expect(outdated.body.resolution.canonical_path).toBe(detail.url);
    });

    it('answers a category, a CMS page, or 404; malformed paths are a 400', async () => {
      const category = await get(`/api/catalog/page?path=/${leaf.url_path}`);
      expect(category.body).toEqual({
        type: 'category',
        resolution: expect.objectContaining({ type: 'category', id: leaf.id, canonical_path: `/${leaf.url_path}` }),
      });
      const cms = await get<{ type: string; page: { identifier: string }; resolution: { canonical_path: string } }>(
        '/api/catalog/page?path=/privacy-statement',
      );
      expect(cms.res.statusCode).toBe(200);
      expect(cms.body).toMatchObject({
        type: 'cms',
        resolution: { type: 'cms', canonical_path: '/privacy-statement' },
        page: { identifier: 'privacy-statement' },
      });
      for (const path of ['/no-such-page', '/promotion/x-1', '/a/b/c/d/e', '/pantry/nothing-999999999']) {
        expect((await get(`/api/catalog/page?path=${encodeURIComponent(path)}`)).res.statusCode).toBe(404);
      }
      expect((await get('/api/catalog/page')).res.statusCode).toBe(400);
      expect((await get('/api/catalog/page?path=no-slash')).res.statusCode).toBe(400);
      expect((await get(`/api/catalog/page?path=/${'a'.repeat(400)}`)).res.statusCode).toBe(400);
      expect((await get('/api/catalog/page?path=/x&evil=1')).res.statusCode).toBe(400);
    });
  });
});
