import { testEngines } from '@sulit/tools/testing/engines';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test-app';

const SELLER = 'manila-home-depot-direct';
const report = (seller = SELLER) =>
  JSON.stringify({
    email: 'guest',
    seller,
    asset: `/media/seller/${seller}/banner.svg`,
    type: 'banner',
    browser: 'Chrome 131',
    device: 'desktop',
    os: 'Linux',
  });

describe.each(testEngines())('sellers’ shops on $engine', ({ open }) => {
  const server = useTestApp(open);

  it('answers a shop’s information with its policies and contact, and no rating without reviews', async () => {
    const res = await server.app.inject(`/api/product/sellers/${SELLER}/info`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=7200'); // spec §9: sellers 7200 s
    const info = res.json();
    expect(info).toMatchObject({
      id: SELLER,
      shop_name: 'Manila Home Depot Direct',
      url: `/shop/${SELLER}`,
      review_count: 0,
    });
    expect(info.policies.map((p: { title: string }) => p.title)).toEqual(['Delivery', 'Returns', 'Warranty']);
    expect(info.policies[0].text).toContain('₱79.00');
    expect(info.contact_email).toContain('@');
    expect((await server.app.inject('/api/product/sellers/no-such-seller/info')).statusCode).toBe(404);
    expect((await server.app.inject('/api/product/sellers/BAD%00/info')).statusCode).toBe(400);
  });

  it('lists every brand with its product count, A–Z', async () => {
    const res = await server.app.inject('/api/market-place/directory/brands');
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { brand: string; product_count: number }[] };
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((b) => b.product_count > 0)).toBe(true);
    expect(items.some((b) => b.brand === 'MHD Home')).toBe(true);
    const names = items.map((b) => b.brand);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('takes a failed-image report with the header scope web, and refuses anything else', async () => {
    const ok = await server.app.inject({
      method: 'POST',
      url: '/logger',
      remoteAddress: '10.15.0.1',
      headers: { scope: 'web' },
      payload: { topic: 'seller-page-image', toDeconstruct: true, message: report() },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    const post = (headers: Record<string, string>, payload: unknown) =>
      server.app.inject({
        method: 'POST',
        url: '/logger',
        remoteAddress: '10.15.0.2',
        headers,
        payload: payload as object,
      });
    expect((await post({}, { topic: 't', message: report() })).statusCode).toBe(400);
    expect((await post({ scope: 'web' }, { topic: 't', message: 'not json' })).statusCode).toBe(400);
    expect((await post({ scope: 'web' }, { topic: 't', message: '{"email":"guest"}' })).statusCode).toBe(400);
    expect((await post({ scope: 'web' }, { topic: 't\u0000', message: report() })).statusCode).toBe(400);
    expect((await post({ scope: 'web' }, { topic: 't', message: report(), extra: 1 })).statusCode).toBe(400);
    const text = await server.app.inject({
      method: 'POST',
      url: '/logger',
      headers: { scope: 'web', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(text.statusCode).toBe(415);
  });

  it('limits reports to 30 a minute per address, even 50 at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.app.inject({
          method: 'POST',
          url: '/logger',
          remoteAddress: '10.15.1.1',
          headers: { scope: 'web' },
          payload: { topic: 'seller-page-image', message: report() },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });
});

describe.each(testEngines())('maintenance mode on $engine', ({ open }) => {
  it('answers 503 with Retry-After and the friendly page while /healthz stays up', async () => {
    const database = await open();
    const app = await buildTestApp(database, { env: { MAINTENANCE_MODE: true, MAINTENANCE_RETRY_AFTER: 600 } });
    try {
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('600');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain("We'll be right back");
      expect(page.body).toContain('about 10 minutes');
      const api = await app.inject('/rest/V1/sulit/helpdesk/get-faqs');
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('600');
      expect(api.json().code).toBe('unavailable');
      const write = await app.inject({ method: 'POST', url: '/api/cart/sync', payload: {} });
      expect(write.statusCode).toBe(503);
    } finally {
      await app.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await database.dispose();
    }
  });
});
