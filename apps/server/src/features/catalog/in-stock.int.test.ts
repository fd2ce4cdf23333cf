import { setStockQty } from '@sulit/tools/testing/stock';
import { testEngines } from '@sulit/tools/testing/engines';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app';

interface Card {
  id: number;
  name: string;
  stock_qty: number;
}
interface ListResponse {
  items: Card[];
  total_count: number;
}
interface Facets {
  categories: { id: number; count: number }[];
  brands: { value: string; count: number }[];
  sellers: { id: string; count: number }[];
}

const SOURCE = 'balintawak';
const V1 = '/rest/V1/sulit';

/** Issue 29: "in stock only" on category listings and search results, for the shopper's store source. */
describe.each(testEngines())('in stock only on $engine', ({ open }) => {
  const server = useTestApp(open);
  let leaf: number;
  let soldOut: { id: number; name: string };

  const get = async <T = ListResponse>(url: string) => {
    const res = await server.app.inject({ url });
    return { res, body: res.json() as T };
  };
  /** Every card of a listing, page by page (100 a page). */
  const everything = async (query: string): Promise<Card[]> => {
    const cards: Card[] = [];
    for (let page = 1; ; page++) {
      const { body } = await get(`${V1}/product-list-page?${query}&pageSize=100&currentPage=${page}`);
      cards.push(...body.items);
      if (cards.length >= body.total_count || body.items.length === 0) return cards;
    }
  };

  beforeAll(async () => {
    const cat = await sql<{ id: number }>`select c.id from categories c join products p on p.category_id = c.id
      where c.level = 2 group by c.id order by count(*) desc, c.id limit 1`.execute(server.database.db);
    leaf = cat.rows[0]!.id;
    const stocked = await sql<{ id: number; name: string }>`select p.id, p.name from products p
      join product_stock st on st.product_id = p.id and st.source_code = ${SOURCE}
      where p.category_id = ${leaf} and p.status = 1 and st.qty > 0 order by p.sold_90d desc, p.id limit 1`.execute(
      server.database.db,
    );
    soldOut = stocked.rows[0]!;
    // before any read, so no cached page holds the old stock
    await setStockQty(server.database.db, soldOut.id, SOURCE, 0);
  });

  it('lists exactly the products whose shown stock at my store is above 0, with a matching total', async () => {
    const all = await everything(`categoryId=${leaf}&sourceCode=${SOURCE}`);
    const inStock = await everything(`categoryId=${leaf}&sourceCode=${SOURCE}&in_stock=1`);
    expect(all.some((c) => c.id === soldOut.id && c.stock_qty === 0)).toBe(true);
    expect(inStock.map((c) => c.id)).not.toContain(soldOut.id);
    expect(inStock.every((c) => c.stock_qty > 0)).toBe(true);
    // the same products, in the same order, as the full listing without its sold-out tiles
    expect(inStock.map((c) => c.id)).toEqual(all.filter((c) => c.stock_qty > 0).map((c) => c.id));
    const first = await get(`${V1}/product-list-page?categoryId=${leaf}&sourceCode=${SOURCE}&in_stock=1`);
    expect(first.body.total_count).toBe(inStock.length);
    const off = await get(`${V1}/product-list-page?categoryId=${leaf}&sourceCode=${SOURCE}&in_stock=0`);
    expect(off.body.total_count).toBe(all.length);
  });

  it('counts facets over the in-stock products only, so each count is the total the facet then lists', async () => {
    const query = `categoryId=${leaf}&sourceCode=${SOURCE}&in_stock=1`;
    const { body: facets } = await get<Facets>(`${V1}/product-list-page-filter?${query}`);
    const { body: listed } = await get(`${V1}/product-list-page?${query}`);
    expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(listed.total_count);
    expect(facets.sellers.reduce((sum, s) => sum + s.count, 0)).toBe(listed.total_count);
    const brand = facets.brands[0]!;
    const { body: byBrand } = await get(`${V1}/product-list-page?${query}&brand=${encodeURIComponent(brand.value)}`);
    expect(byBrand.total_count).toBe(brand.count);
    const { body: allFacets } = await get<Facets>(
      `${V1}/product-list-page-filter?categoryId=${leaf}&sourceCode=${SOURCE}`,
    );
    expect(allFacets.categories.reduce((sum, c) => sum + c.count, 0)).toBeGreaterThan(listed.total_count);
  });

  it('filters search results and their facets the same way', async () => {
    const word = soldOut.name.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w))!;
    const query = `query=${encodeURIComponent(word)}&sourceCode=${SOURCE}`;
    const all = await get(`${V1}/search-result?${query}&pageSize=100`);
    const inStock = await get(`${V1}/search-result?${query}&pageSize=100&in_stock=1`);
    expect(all.body.items.map((c) => c.id)).toContain(soldOut.id);
    expect(inStock.body.items.map((c) => c.id)).not.toContain(soldOut.id);
    expect(inStock.body.items.every((c) => c.stock_qty > 0)).toBe(true);
    expect(inStock.body.total_count).toBeLessThan(all.body.total_count);
    const { body: facets } = await get<Facets>(`${V1}/search-result-filter?${query}&in_stock=1`);
    expect(facets.sellers.reduce((sum, s) => sum + s.count, 0)).toBe(inStock.body.total_count);
  });

  it('keeps every product when no store is chosen (spec §4: stock 1 without a source)', async () => {
    const all = await get(`${V1}/product-list-page?categoryId=${leaf}`);
    const inStock = await get(`${V1}/product-list-page?categoryId=${leaf}&in_stock=1`);
    expect(inStock.body.total_count).toBe(all.body.total_count);
  });

  it('refuses a malformed in_stock with a 400 and no page', async () => {
    for (const value of ['2', 'yes', '', '1%00', '1'.repeat(5000)]) {
      const { res } = await get(`${V1}/product-list-page?categoryId=${leaf}&in_stock=${value}`);
      expect(res.statusCode, value).toBe(400);
    }
    const { res } = await get(`${V1}/search-result?query=rice&in_stock=true`);
    expect(res.statusCode).toBe(400);
  });
});
