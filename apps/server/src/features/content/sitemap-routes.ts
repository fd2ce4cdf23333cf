import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, escapeHtml } from '@sulit/domain';
import type { ContentService } from './content-service';

const SITEMAP_TTL = 3600;

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = publicUrl.replace(/\/+$/, '');
  const tags = ['content'];

  r.get(
    '/robots.txt',
    { schema: { tags, summary: 'Crawler rules and the sitemap location' } },
    async (_request, reply) => {
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

  r.get('/sitemap.xml', { schema: { tags, summary: 'Sitemap index' } }, async (_request, reply) => {
    const { productChunks } = await service.sitemapIndex();
    const files = ['sitemap-pages.xml', 'sitemap-categories.xml'];
    for (let i = 1; i <= productChunks; i += 1) files.push(`sitemap-products-${i}.xml`);
    const body = files.map((f) => `<sitemap><loc>${escapeHtml(`${base}/${f}`)}</loc></sitemap>`).join('\n');
    return sendXml(
      reply,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>`,
    );
  });

  r.get(
    '/sitemap-pages.xml',
    { schema: { tags, summary: 'Sitemap: fixed, CMS, promotion and shop pages' } },
    async (_request, reply) => {
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

  r.get(
    '/sitemap-categories.xml',
    { schema: { tags, summary: 'Sitemap: category pages' } },
    async (_request, reply) => {
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

  r.get(
    '/sitemap-products-:chunk.xml',
    {
      schema: {
        tags,
        summary: 'Sitemap: one chunk of at most 50 000 product pages',
        params: z.object({ chunk: z.coerce.number().int().min(1).max(10_000) }).strict(),
      },
    },
    async (request, reply) => {
      const { productChunks } = await service.sitemapIndex();
      if (request.params.chunk > productChunks) throw new DomainError('not_found', 'No such sitemap');
      return sendXml(reply, urlset(base, await service.sitemapProducts(request.params.chunk)));
    },
  );
}
