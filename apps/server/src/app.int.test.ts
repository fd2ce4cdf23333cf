import { describe, expect, it } from 'vitest';
import { testEngines } from '@sulit/tools/testing/engines';
import { useTestApp } from './test-app';

describe.each(testEngines())('server skeleton on $engine', ({ engine, open }) => {
  const server = useTestApp(open);

  it('answers /healthz with the engine in use', async () => {
    const res = await server.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: engine, version: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await server.app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await server.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(echoed.headers['x-request-id']).toBe('trace-123');
  });

  it('serves the menu of root categories with their subcategories', async () => {
    const res = await server.app.inject('/rest/V1/sulit/megamenu/menu-top');
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { name: string; url_path: string; children: { url_path: string }[] }[] };
    expect(items.length).toBeGreaterThanOrEqual(12);
    for (const root of items) {
      expect(root.url_path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(root.children.length).toBeGreaterThan(0);
      for (const child of root.children) expect(child.url_path.startsWith(`${root.url_path}/`)).toBe(true);
    }
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
  });

  it('lists top sellers (limit 20 by default, spec §7) with canonical product paths', async () => {
    const res = await server.app.inject('/api/product/top-selling?sourceCode=alabang');
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as {
      items: { id: number; sku: string; url: string; price: number; final_price: number }[];
    };
    expect(items).toHaveLength(20);
    for (const item of items) {
      expect(item.url).toMatch(new RegExp(`^/[a-z0-9-]+/[a-z0-9-]+-${item.id}$`));
      expect(item.final_price).toBeLessThanOrEqual(item.price);
      expect(Number.isInteger(item.price)).toBe(true);
    }
  });

  it('shows stock for the shopper’s source: the header and the query change the answer', async () => {
    const byHeader = async (source: string) => {
      const res = await server.app.inject({
        url: '/api/product/top-selling?limit=50',
        headers: { sourcecode: source },
      });
      return (res.json() as { items: { id: number; stock_qty: number }[] }).items;
    };
    const alabang = await byHeader('alabang');
    const cebu = await byHeader('cebu');
    expect(alabang.map((p) => p.id)).toEqual(cebu.map((p) => p.id));
    expect(alabang.map((p) => p.stock_qty)).not.toEqual(cebu.map((p) => p.stock_qty));
    for (const p of [...alabang, ...cebu]) expect(p.stock_qty).toBeGreaterThanOrEqual(0);
    // No source chosen: spec §4 shows 1 unless a campaign sets its own stock.
    const none = (await server.app.inject('/api/product/top-selling?limit=50')).json() as {
      items: { stock_qty: number }[];
    };
    expect(none.items.filter((p) => p.stock_qty === 1).length).toBeGreaterThan(40);
  });

  it('reads one product under /rest/V1 and /rest/{store}/V1', async () => {
    const { items } = (await server.app.inject('/api/product/top-selling?limit=1')).json() as {
      items: { id: number; name: string }[];
    };
    const first = items[0]!;
    for (const url of [`/rest/V1/products/${first.id}`, `/rest/default/V1/products/${first.id}`]) {
      const res = await server.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: first.id, name: first.name, description: expect.any(String) });
    }
  });

  it('answers an unknown product with the spec message and 404', async () => {
    const res = await server.app.inject('/rest/V1/products/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'not_found',
      message: 'Sorry, the product is no longer available in your selected store.',
    });
  });

  it.each([
    ['/rest/V1/products/0', 'params'],
    ['/rest/V1/products/-3', 'params'],
    ['/rest/V1/products/abc', 'params'],
    ['/rest/V1/products/1%20OR%201=1', 'params'],
    ['/rest/V1/products/99999999999999', 'params'],
    ['/rest/BAD!/V1/products/1', 'params'],
    ['/api/product/top-selling?limit=0', 'querystring'],
    ['/api/product/top-selling?limit=10000', 'querystring'],
    ['/api/product/top-selling?sourceCode=narnia', 'querystring'],
    ['/api/product/top-selling?unknown=1', 'querystring'],
  ])('rejects %s with a 400 naming the bad %s in its details, in shopper words in its message', async (url, where) => {
    const res = await server.app.inject(url);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; message: string; details: { path: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.details[0]?.path).toContain(where);
    // issue 29: no wire path and no validator English reaches the words a page may show
    expect(body.message).not.toMatch(/params|querystring|body\.|Invalid input|Too (small|big)|expected/);
  });

  it('answers unknown API paths with a JSON 404, not a page', async () => {
    const res = await server.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('gives catalogue answers an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await server.app.inject('/rest/V1/sulit/megamenu/menu-top');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.app.inject({
      url: '/rest/V1/sulit/megamenu/menu-top',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses large answers with brotli or gzip', async () => {
    const res = await server.app.inject({
      url: '/api/product/top-selling?limit=50',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await server.app.inject({
      url: '/api/product/top-selling?limit=50',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('draws a product image showing its name, cached for a year', async () => {
    const { items } = (await server.app.inject('/api/product/top-selling?limit=1')).json() as {
      items: { id: number; name: string; image_url: string }[];
    };
    const res = await server.app.inject(items[0]!.image_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('<svg');
    expect(res.body).toContain(`aria-label="${items[0]!.name.replace(/&/g, '&#38;').replace(/'/g, '&#39;')}"`);
    expect((await server.app.inject('/media/product/999999.svg')).statusCode).toBe(404);
    expect((await server.app.inject('/media/product/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });

  it('draws seller logos and banners', async () => {
    const logo = await server.app.inject('/media/seller/sulit/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('Sulit Club logo');
    expect((await server.app.inject('/media/seller/sulit/banner.svg')).statusCode).toBe(200);
    expect((await server.app.inject('/media/seller/nobody/logo.svg')).statusCode).toBe(404);
  });

  it('draws a PNG of the artwork for link previews, once, and keeps it', async () => {
    const { items } = (await server.app.inject('/api/product/top-selling?limit=1')).json() as {
      items: { id: number }[];
    };
    const first = await server.app.inject(`/media/product/${items[0]!.id}.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(first.rawPayload.readUInt32BE(16)).toBe(1200); // width, from the IHDR chunk
    const again = await server.app.inject(`/media/product/${items[0]!.id}.png`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const banner = await server.app.inject('/media/seller/sulit/banner.png');
    expect(banner.headers['content-type']).toBe('image/png');
    expect((await server.app.inject('/media/product/999999.png')).statusCode).toBe(404);
    expect((await server.app.inject('/media/product/1.gif')).statusCode).toBe(400);
  });

  it('publishes an OpenAPI document listing its routes', async () => {
    const res = await server.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/api/product/top-selling',
        '/rest/V1/products/{id}',
        '/rest/V1/sulit/megamenu/menu-top',
      ]),
    );
    expect((await server.app.inject('/docs')).statusCode).toBeLessThan(400);
  });
});
