import { testEngines } from '@sulit/tools/testing/engines';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';
import { apiAnswerOf } from '../web/web-handler';
import { inProcessCallHeaders } from './in-process-answers';

/**
 * The catalogue pages' loaders read these answers in process (issue 13): each must be, as an object, exactly what a
 * network client parses from the JSON, for the same shopper at the same store.
 */
describe.each(testEngines())('in-process answers equal the network answers on $engine', ({ open }) => {
  const lines: string[] = [];
  const server = useTestApp(open, {
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });

  it('for every read a catalogue page makes, found or not', async () => {
    const category = await sql<{ id: number; url_path: string }>`select c.id, c.url_path from categories c
      join products p on p.category_id = c.id group by c.id, c.url_path order by count(*) desc, c.id limit 1`.execute(
      server.database.db,
    );
    const product = await sql<{ id: number }>`select id from products where status = 1 order by sold_90d desc, id
      limit 1`.execute(server.database.db);
    const { id: categoryId, url_path: categoryPath } = category.rows[0]!;
    const productId = product.rows[0]!.id;
    const urls = [
      '/api/shell',
      '/rest/V1/sulit/json-page/new-home',
      '/rest/V1/sulit/banner-slider/home-main',
      '/rest/V1/sulit/product-list-page?hot_offers=1&pageSize=10&order=best_selling&dir=desc',
      '/api/product/top-selling?limit=16',
      '/rest/V1/sulit/web2case/get-marketplace-sellers?productsPerSeller=0',
      `/api/catalog/page?path=${encodeURIComponent(`/${categoryPath}`)}&relatedSize=4`,
      `/rest/V1/sulit/product-list-page?categoryId=${categoryId}&currentPage=1&pageSize=24&order=best_selling&dir=desc`,
      `/rest/V1/sulit/product-list-page-filter?categoryId=${categoryId}`,
      `/rest/V1/products/${productId}`,
      '/rest/V1/sulit/search-result?query=rice',
      // not found, and refused: the error answers are handed over too
      '/rest/V1/products/999999999',
      '/api/product/top-selling?limit=abc',
    ];
    for (const source of [undefined, 'otis']) {
      // one request id for both, since error answers carry it
      const headers: Record<string, string> = {
        'x-request-id': 'compare-1',
        ...(source ? { sourcecode: source } : {}),
      };
      for (const url of urls) {
        const network = await server.app.inject({ url, headers });
        const local = await server.app.inject({ url, headers: { ...headers, ...inProcessCallHeaders() } });
        expect(local.statusCode, url).toBe(network.statusCode);
        expect(local.payload, url).toBe('');
        expect(await apiAnswerOf(local).json(), url).toEqual(network.json());
      }
    }
    // the proof is this process's secret: it never reaches a log line
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(inProcessCallHeaders()['x-sulit-in-process']);
  });
});
