import { describe, expect, it } from 'vitest';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { buildTestApp, useTestApp } from '../../test-app';

interface BannerBody {
  items: { id: number; bnTitle: string; bnIsDefault: number; bnImgMobile: string; bnImgDesktop: string }[];
}

describe.each(testEngines())('content API on $engine', ({ open }) => {
  const server = useTestApp(open);

  describe('JSON pages', () => {
    it('serves the home page new-home without its status 0 entries (spec §2)', async () => {
      const res = await server.app.inject('/rest/V1/sulit/json-page/new-home');
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        slug: string;
        content: { sections: { type: string; status?: number; title?: string }[] };
      };
      expect(body.slug).toBe('new-home');
      const types = body.content.sections.map((s) => s.type);
      expect(types).toEqual(
        expect.arrayContaining(['banner_slider', 'category_tiles', 'product_carousel', 'marketplace_teaser']),
      );
      expect(body.content.sections.every((s) => s.status !== 0)).toBe(true);
      expect(body.content.sections.map((s) => s.title)).not.toContain('Draft: 12.12 countdown');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers.etag).toBeDefined();
    });

    it('answers the same page under a store view code and 304 on a matching ETag', async () => {
      const first = await server.app.inject('/rest/default/V1/sulit/json-page/new-home');
      expect(first.statusCode).toBe(200);
      const again = await server.app.inject({
        url: '/rest/default/V1/sulit/json-page/new-home',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('gives 404 for an unknown page and 400 for a malformed slug', async () => {
      expect((await server.app.inject('/rest/V1/sulit/json-page/no-such-page')).statusCode).toBe(404);
      for (const bad of ['Home_Page', '..%2F..%2Fetc', `${'a'.repeat(101)}`, "x'%20or%201=1--", '%3Cscript%3E']) {
        const res = await server.app.inject(`/rest/V1/sulit/json-page/${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_failed' });
      }
    });
  });

  describe('JSON widgets', () => {
    it('serves a widget by hash and store view', async () => {
      const res = await server.app.inject('/rest/V1/sulit/json-widget?hash=store-promises&storeview=default');
      expect(res.statusCode).toBe(200);
      expect((res.json() as { content: { items: unknown[] } }).content.items).toHaveLength(3);
    });
    it('rejects a missing or hostile hash and unknown parameters', async () => {
      expect((await server.app.inject('/rest/V1/sulit/json-widget')).statusCode).toBe(400);
      expect((await server.app.inject('/rest/V1/sulit/json-widget?hash=%27;drop%20table')).statusCode).toBe(400);
      expect((await server.app.inject('/rest/V1/sulit/json-widget?hash=store-promises&evil=1')).statusCode).toBe(400);
      expect((await server.app.inject('/rest/V1/sulit/json-widget?hash=nope')).statusCode).toBe(404);
    });
  });

  describe('banner slider (spec §4: "banner visible if started with no end, not ended with no start, or within range; otherwise the default banner")', () => {
    it('shows the scheduled banners live now and not the default, future, expired or disabled ones', async () => {
      const res = await server.app.inject('/rest/V1/sulit/banner-slider/home-main');
      expect(res.statusCode).toBe(200);
      const titles = (res.json() as BannerBody).items.map((b) => b.bnTitle);
      expect(titles).toEqual([
        'Payday Sale: up to 30% off pantry staples',
        'Fresh from the farm every morning',
        'Shop local sellers in our marketplace',
      ]);
    });

    it('falls back to the default banner when nothing is scheduled at a position', async () => {
      // A second app owns (and on close disposes of) its own copy of the database.
      const laterDatabase = await open();
      const laterNow = new Date(TEST_NOW.getTime() + 200 * 86_400_000);
      const later = await buildTestApp(laterDatabase, { clock: () => laterNow });
      try {
        const res = await later.inject('/rest/V1/sulit/banner-slider/right1');
        const items = (res.json() as BannerBody).items;
        expect(items.map((b) => b.bnIsDefault)).toEqual([1]);
        expect(items[0]!.bnTitle).toBe('Become a member today');
      } finally {
        await later.close();
        await laterDatabase.dispose();
      }
    });

    it('serves the banner artwork for desktop and phone, and rejects bad files', async () => {
      const { items } = (await server.app.inject('/rest/V1/sulit/banner-slider/right1')).json() as BannerBody;
      const mobile = await server.app.inject(items[0]!.bnImgMobile);
      expect(mobile.statusCode).toBe(200);
      expect(mobile.headers['content-type']).toContain('image/svg+xml');
      expect(mobile.body).toContain('<svg');
      expect((await server.app.inject(items[0]!.bnImgDesktop)).statusCode).toBe(200);
      expect((await server.app.inject('/media/banner/999999-mobile.svg')).statusCode).toBe(404);
      expect((await server.app.inject('/media/banner/1-tablet.svg')).statusCode).toBe(400);
      expect((await server.app.inject('/media/banner/..%2Fsecret')).statusCode).toBe(400);
    });

    it('answers an unknown position with an empty list and rejects a malformed one', async () => {
      expect((await server.app.inject('/rest/V1/sulit/banner-slider/left9')).json()).toEqual({
        position: 'left9',
        items: [],
      });
      expect((await server.app.inject('/rest/V1/sulit/banner-slider/RIGHT%201')).statusCode).toBe(400);
    });
  });

  describe('configuration', () => {
    it('serves global config for 1800 s (spec §9) with the home slug and the running feature flags', async () => {
      for (const url of ['/rest/V1/sulit/globalconfig', '/rest/V1/sulit/baseapi/globalconfig']) {
        const res = await server.app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=1800');
        expect(res.json()).toMatchObject({
          home_page_slug: 'new-home',
          store_view_code: 'default',
          default_store_id: 1,
          // lists run in this app (decision 015), so the configuration says so (issue 29)
          shopping_list_enabled: true,
        });
      }
    });
    it('serves content config with footer and sidebar links', async () => {
      const res = await server.app.inject('/rest/V1/sulit/baseapi/contentconfig');
      expect(res.statusCode).toBe(200);
      const body = res.json() as { footer_links: { url: string }[] };
      expect(body.footer_links.map((l) => l.url)).toContain('/privacy-statement');
    });
    it('maps regions and Metro Manila cities to their store source', async () => {
      const res = await server.app.inject('/rest/V1/sulit/store-source-mapping');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=43200');
      const body = res.json() as {
        stores: { source_code: string }[];
        regions: { name: string; source_code: string }[];
      };
      expect(body.stores.map((s) => s.source_code).sort()).toEqual([
        'alabang',
        'arcovia',
        'balintawak',
        'cebu',
        'otis',
      ]);
      expect(body.regions.find((r) => r.name === 'Bulacan')?.source_code).toBe('balintawak');
    });
  });

  describe('CMS pages and menus', () => {
    it('lists every CMS page and serves one by its slug', async () => {
      const all = await server.app.inject('/rest/V1/sulit/all-cms');
      const items = (all.json() as { items: { identifier: string; url_path: string }[] }).items;
      expect(items.map((p) => p.identifier)).toEqual(
        expect.arrayContaining([
          'the-sulit-club-experience',
          'privacy-statement',
          'terms-and-conditions',
          'delivery-areas',
        ]),
      );
      const page = await server.app.inject('/rest/V1/sulit/cms-page/privacy-statement');
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ title: 'Privacy Statement', url_path: '/privacy-statement' });
      expect((await server.app.inject('/rest/V1/sulit/cms-page/nope')).statusCode).toBe(404);
      expect((await server.app.inject('/rest/V1/sulit/cms-page/UPPER_case')).statusCode).toBe(400);
    });

    it('hides Membership, Home, Help, About Us, Store Locator and social links in the sidebar (spec §2)', async () => {
      const res = await server.app.inject('/rest/V1/sulit/megamenu-by-session/all');
      expect(res.statusCode).toBe(200);
      const names = (res.json() as { items: { name: string; type: string }[] }).items.map((i) => i.name);
      for (const hidden of [
        'Membership',
        'Home',
        'Help',
        'About Us',
        'Store Locator',
        'Facebook',
        'Instagram',
        'TikTok',
      ]) {
        expect(names).not.toContain(hidden);
      }
      expect(names).toContain('Hot Offers');
      expect(names).toContain('Pantry');
      // The top menu stays as it was.
      expect((await server.app.inject('/rest/V1/sulit/megamenu/menu-top')).statusCode).toBe(200);
    });
  });

  describe('sitemap and robots', () => {
    it('serves robots.txt pointing at the sitemap index', async () => {
      const res = await server.app.inject('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      expect(res.body).toContain('Disallow: /checkout');
    });
    it('serves a sitemap index whose chunks list pages, categories and product pages', async () => {
      const index = await server.app.inject('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toContain('application/xml');
      const files = [...index.body.matchAll(/<loc>http:\/\/localhost:3000\/([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(files).toEqual(['sitemap-pages.xml', 'sitemap-categories.xml', 'sitemap-products-1.xml']);
      const pages = await server.app.inject('/sitemap-pages.xml');
      expect(pages.body).toContain('<loc>http://localhost:3000/the-sulit-club-experience</loc>');
      const categories = await server.app.inject('/sitemap-categories.xml');
      expect(categories.body).toContain('<loc>http://localhost:3000/pantry</loc>');
      const products = await server.app.inject('/sitemap-products-1.xml');
      expect(products.statusCode).toBe(200);
      const urls = [...products.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(urls.length).toBeGreaterThan(200);
      for (const url of urls.slice(0, 20)) expect(url).toMatch(/^http:\/\/localhost:3000\/[a-z0-9-]+\/[a-z0-9-]+-\d+$/);
      expect((await server.app.inject('/sitemap-products-2.xml')).statusCode).toBe(404);
      expect((await server.app.inject('/sitemap-products-0.xml')).statusCode).toBe(400);
    });
  });

  it('documents every content route in the OpenAPI document', async () => {
    const doc = (await server.app.inject('/docs/json')).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/rest/V1/sulit/json-page/{slug}',
      '/rest/V1/sulit/json-widget',
      '/rest/V1/sulit/banner-slider/{position}',
      '/rest/V1/sulit/globalconfig',
      '/rest/V1/sulit/baseapi/globalconfig',
      '/rest/V1/sulit/baseapi/contentconfig',
      '/rest/V1/sulit/store-source-mapping',
      '/rest/V1/sulit/all-cms',
      '/rest/V1/sulit/megamenu-by-session/all',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
