import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testEngines } from '@sulit/tools/testing/engines';
import { sql } from 'kysely';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENV, useTestApp } from '../test-app';
import { memoryPageStore } from './page-store';
import { createPageRenderer } from './web-handler';

/** The page cache's lifetime and the catalogue cache's in these tests (real time, as both caches keep it). */
const LIFETIME_MS = 300;

/**
 * The guest page cache in front of a stand-in for React Router (the integration suite runs before the web
 * build exists): a product page that reads the product at the shopper's source through `apiFetch`, the
 * badge only when the page is not the shared guest render, and carries the answer's nonce on two scripts,
 * as the built app does. Everything else (cache, keys, inject, API, database) is the real thing.
 */
describe.each(testEngines())('the guest page cache on $engine', ({ open }) => {
  const server = useTestApp(open, { env: { CATALOG_CACHE_MS: LIFETIME_MS } });
  let renders = 0;
  let apiCalls = 0;
  let productId = 0;
  const store = memoryPageStore({ maxEntries: 50, maxBytes: 1024 * 1024 });

  async function standInPage(request: Request, context: AppLoadContext): Promise<Response> {
    renders++;
    const { cspNonce: nonce, sharedGuestPage } = context as AppLoadContext & {
      cspNonce: string;
      sharedGuestPage?: boolean;
    };
    const apiFetch = (path: string) => {
      apiCalls++;
      return (context as unknown as { apiFetch(path: string): Promise<Response> }).apiFetch(path);
    };
    const html = (inner: string) =>
      `<!doctype html><html><head><script nonce="${nonce}">window.a=1</script></head><body>${inner}<script nonce="${nonce}">window.b=2</script><!--${'padding past the compression threshold '.repeat(40)}--></body></html>`;
    const headers = { 'content-type': 'text/html; charset=utf-8' };
    const path = new URL(request.url).pathname;
    if (path === '/sets-cookie') {
      return new Response(html('hello'), { headers: { ...headers, 'set-cookie': 'seen=1; Path=/' } });
    }
    const id = /^\/p-(\d+)$/.exec(path)?.[1];
    const product = id ? await apiFetch(`/rest/V1/products/${id}`) : null;
    if (!product?.ok) return new Response(html('Page not found'), { status: 404, headers });
    const body = (await product.json()) as { final_price: number; stock_qty: number };
    let badge = 'filled by the browser';
    if (!sharedGuestPage) {
      const answer = await apiFetch('/api/carts/badge');
      badge = answer.ok ? String(((await answer.json()) as { count: number }).count) : 'none';
    }
    return new Response(
      html(`<p id="price">${body.final_price}</p><p id="stock">${body.stock_qty}</p><p id="badge">${badge}</p>`),
      { headers },
    );
  }

  beforeAll(async () => {
    const renderer = createPageRenderer(server.app, {
      handle: standInPage,
      publicUrl: TEST_ENV.PUBLIC_URL,
      guestPageCache: { store, lifetimeMs: LIFETIME_MS },
      isCataloguePath: (path) => !path.startsWith('/customer') && !path.startsWith('/checkout'),
    });
    server.app.route({ method: ['GET', 'HEAD'], url: '/*', handler: renderer });
    const row = await sql<{ id: number }>`select p.id from products p where p.status = 1
      and p.product_type = 'simple' and p.seller_id = 'sulit'
      and not exists (select 1 from product_campaigns c where c.product_id = p.id) order by p.id limit 1`.execute(
      server.database.db,
    );
    productId = row.rows[0]!.id;
    for (const [source, qty] of [
      ['otis', 7],
      ['cebu', 3],
    ] as const) {
      await server.database.db
        .deleteFrom('product_stock')
        .where('product_id', '=', productId)
        .where('source_code', '=', source)
        .execute();
      await server.database.db
        .insertInto('product_stock')
        .values({ product_id: productId, source_code: source, qty })
        .execute();
    }
  });

  const page = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    server.app.inject({ method, url, headers });
  const text = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];
  const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
  let n = 0;
  /** a path no earlier test has cached (the same product under another query) */
  const fresh = (source = '') => `/p-${productId}?t=${++n}${source}`;

  it('serves the second guest from the cache without rendering or calling the API', async () => {
    const url = fresh();
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const [rendersBefore, callsBefore] = [renders, apiCalls];
    // a guest with a cart and a chosen location is served the same page: the browser fills those in
    const second = await page(url, { cookie: 'sulit_cart=abcdefghijklmnopqrstuvwxyz0123456789' });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect([renders, apiCalls]).toEqual([rendersBefore, callsBefore]);
    expect(text(second.body, 'price')).toBe(text(first.body, 'price'));
    expect(text(second.body, 'badge')).toBe('filled by the browser');
    // the browser is never told to keep or share it
    expect(second.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives every answer a fresh nonce that its CSP and its scripts agree on, compressed or not', async () => {
    const url = fresh();
    const answers = [await page(url), await page(url), await page(url, { 'accept-encoding': 'gzip, deflate, br' })];
    const nonces = answers.map((answer) => nonceOf(answer.headers['content-security-policy']));
    expect(new Set(nonces).size).toBe(3);
    expect(answers[2]!.headers['content-encoding']).toBe('gzip');
    const bodies = [answers[0]!.body, answers[1]!.body, gunzipSync(answers[2]!.rawPayload).toString()];
    bodies.forEach((body, i) => {
      const inBody = [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(inBody).toEqual([nonces[i], nonces[i]]);
    });
    expect(bodies[2]!.replaceAll(nonces[2]!, 'N')).toBe(bodies[0]!.replaceAll(nonces[0]!, 'N'));
  });

  it('never serves a request with a session cookie or Authorization from the cache, nor keeps its page', async () => {
    const url = fresh();
    const signedIn: Record<string, string>[] = [
      { cookie: 'sulit_session=not-a-real-session' },
      { authorization: 'Bearer not-a-real-token' },
    ];
    for (const headers of signedIn) {
      const before = renders;
      const answer = await page(url, headers);
      expect(answer.headers['x-page-cache']).toBeUndefined();
      expect(renders).toBe(before + 1);
      // the personal render asked for the badge: it is not the shared page
      expect(text(answer.body, 'badge')).not.toBe('filled by the browser');
    }
    expect((await page(url)).headers['x-page-cache']).toBe('miss');
    await page(url);
    const secure = await page(url, { cookie: '__Host-sulit_session=x' });
    expect(secure.headers['x-page-cache']).toBeUndefined();
  });

  it('does not keep a page that sets a cookie', async () => {
    const before = renders;
    const first = await page('/sets-cookie');
    const second = await page('/sets-cookie');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['set-cookie']).toEqual(['seen=1; Path=/']);
    expect(second.headers['x-page-cache']).toBeUndefined();
    expect(renders).toBe(before + 2);
  });

  it('keeps one page per store source: the stock of each store, from the header or the location cookie', async () => {
    const url = fresh();
    const otis = await page(url, { sourcecode: 'otis' });
    const cebu = await page(url, { sourcecode: 'cebu' });
    expect([text(otis.body, 'stock'), text(cebu.body, 'stock')]).toEqual(['7', '3']);
    expect([otis.headers['x-page-cache'], cebu.headers['x-page-cache']]).toEqual(['miss', 'miss']);
    const chosen = await server.app.inject({
      method: 'PUT',
      url: '/api/location',
      headers: { origin: TEST_ENV.PUBLIC_URL },
      payload: { type: 'pickup', source_code: 'cebu' },
    });
    expect(chosen.statusCode).toBe(200);
    const cookie = chosen.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const fromCookie = await page(url, { cookie });
    expect(fromCookie.headers['x-page-cache']).toBe('hit');
    expect(text(fromCookie.body, 'stock')).toBe('3');
    // a forged location cookie is no source: the default store's page
    const forged = await page(url, { cookie: 'sulit_location={"source_code":"cebu"}.forged' });
    expect(text(forged.body, 'stock')).not.toBe('3');
  });

  it('shows a price change once the catalogue cache and the page have lived their lifetime', async () => {
    const url = fresh();
    const before = text((await page(url)).body, 'price');
    const price = Number(before) + 12_300;
    await server.database.db
      .updateTable('products')
      .set({ price, special_price: null })
      .where('id', '=', productId)
      .execute();
    expect(text((await page(url)).body, 'price')).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 2 * LIFETIME_MS + 100));
    const after = await page(url);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(text(after.body, 'price')).toBe(String(price));
  });

  it('renders hostile or odd addresses without keeping them, and keeps a 404 a 404', async () => {
    const keptBefore = store.size;
    const hostile = [
      `/p-${productId}?q=${'x'.repeat(600)}`,
      `/p-${productId}?q=a%00b`,
      `/p-${productId}?${Array.from({ length: 40 }, (_, i) => `k${i}=${i}`).join('&')}`,
      '/customer/account',
      `/p-${productId}.data`,
    ];
    for (const url of hostile) {
      const answer = await page(url);
      expect(answer.headers['x-page-cache']).toBeUndefined();
    }
    for (let i = 0; i < 2; i++) {
      const missing = await page('/p-999999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-page-cache']).toBeUndefined();
    }
    // compressed on its way out like any page, with its whole body
    const compressed = await page('/p-999999999', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('Page not found');
    expect(store.size).toBe(keptBefore);
  });

  it('keys the query in a stable order and answers HEAD from a kept page', async () => {
    const a = await page(`/p-${productId}?b=2&a=1`);
    const b = await page(`/p-${productId}?a=1&b=2`);
    expect([a.headers['x-page-cache'], b.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    const head = await page(`/p-${productId}?a=1&b=2`, {}, 'HEAD');
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body).toBe('');
  });
});
