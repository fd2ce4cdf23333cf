import { DomainError, escapeHtml } from '@sulit/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { routeRegistrar } from '../../http/route';
import type { ContentService } from './content-service';

const SITEMAP_TTL = 3600;
const XML = { media: ['application/xml'] };

function sendXml(reply: FastifyReply, body: string) {
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', `public, max-age=${SITEMAP_TTL}`)
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function urlset(base: string, entries: { path: string; lastmod?: string }[]): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeHtml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`;
}

/** Pages that are always there and worth indexing, besides categories, products and CMS pages. */
const FIXED_PAGES = [
  '/',
  '/special/hot-offers.html',
  '/online-marketplace.html',
  '/lofcustomermembership/buy',
  '/help-center',
  '/help-center/contact-us',
  '/market-place/directory?sellers',
  '/market-place/directory?brands',
];

/** Paths crawlers should leave alone: a shopper's own pages, checkout, the API and search result pages. */
const DISALLOWED = [
  '/api/',
  '/rest/',
  '/gateway/',
  '/nms/',
  '/checkout',
  '/customer/',
  '/sales/',
  '/catalogsearch/',
  '/shopping-list',
  '/my-membership',
];

/**
 * sitemap.xml is an index: one file for fixed and CMS pages, one for categories and product chunks of at
 * most 50 000 URLs each (the sitemap protocol's limit), so a 100 000-product catalogue needs two.
 */
export function registerSitemapRoutes(app: FastifyInstance, service: ContentService, publicUrl: string): void {
  const route = routeRegistrar(app, ['content']);
  const base = publicUrl.replace(/\/+$/, '');

  route(
    {
      method: 'GET',
      url: '/robots.txt',
      summary: 'Crawler rules and the sitemap location',
      response: { media: ['text/plain'] },
    },
    async ({ reply }) => {
      const lines = [
        'User-agent: *',
        ...DISALLOWED.map((p) => `Disallow: ${p}`),
        'Allow: /',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ];
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', `public, max-age=${SITEMAP_TTL}`)
        .send(lines.join('\n'));
    },
  );

  route({ method: 'GET', url: '/sitemap.xml', summary: 'Sitemap index', response: XML }, async ({ reply }) => {
    const { productChunks } = await service.sitemapIndex();
    const files = ['sitemap-pages.xml', 'sitemap-categories.xml'];
    for (let i = 1; i <= productChunks; i += 1) files.push(`sitemap-products-${i}.xml`);
    const body = files.map((f) => `<sitemap><loc>${escapeHtml(`${base}/${f}`)}</loc></sitemap>`).join('\n');
    return sendXml(
      reply,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>`,
    );
  });

  route(
    {
      method: 'GET',
      url: '/sitemap-pages.xml',
      summary: 'Sitemap: fixed, CMS, promotion and shop pages',
      response: XML,
    },
    async ({ reply }) => {
      const [cms, shopsAndPromotions] = await Promise.all([service.allCms(), service.sitemapShopsAndPromotions()]);
      return sendXml(
        reply,
        urlset(base, [
          ...FIXED_PAGES.map((path) => ({ path })),
          ...cms.map((p) => ({ path: p.url_path, lastmod: p.updated_at })),
          ...shopsAndPromotions,
        ]),
      );
    },
  );

  route(
    { method: 'GET', url: '/sitemap-categories.xml', summary: 'Sitemap: category pages', response: XML },
    async ({ reply }) => {
      const paths = await service.sitemapCategories();
      return sendXml(
        reply,
        urlset(
          base,
          paths.map((path) => ({ path })),
        ),
      );
    },
  );

  route(
    {
      method: 'GET',
      url: '/sitemap-products-:chunk.xml',
      summary: 'Sitemap: one chunk of at most 50 000 product pages',
      params: { chunk: z.coerce.number().int().min(1).max(10_000) },
      response: XML,
      errors: errorResponses(400, 404),
    },
    async ({ params, reply }) => {
      const { productChunks } = await service.sitemapIndex();
      if (params.chunk > productChunks) throw new DomainError('not_found', 'No such sitemap');
      return sendXml(reply, urlset(base, await service.sitemapProducts(params.chunk)));
    },
  );
}
