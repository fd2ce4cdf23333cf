import { text } from '@sulit/contracts/common';
import { createArtworkRepository, type Database } from '@sulit/db';
import { DomainError, PAYMENT_METHOD_CODES, PAYMENT_METHOD_TITLES } from '@sulit/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { routeRegistrar } from '../../http/route';
import { renderLabelSvg, renderProductSvg, renderSellerBannerSvg, renderSellerLogoSvg } from './artwork';
import { createPngCache } from './raster';

/** Generated artwork never changes for a given id, so browsers and CDNs may keep it for a year. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(svg);
}

/** The raster copy (link previews): as immutable as the artwork it is drawn from. */
async function sendPng(reply: FastifyReply, png: Promise<Buffer>) {
  const body = await png;
  return reply
    .header('content-type', 'image/png')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(body);
}

const ARTWORK = { media: ['image/svg+xml', 'image/png'] };
const BRAND_GREEN = '#17804a';

/** The art API answers name besides products and sellers: one mark per payment method, and the renewal prompt's. */
const PAYMENT_MARKS = PAYMENT_METHOD_CODES.map((code) => `${code}.svg` as const);
const CONTENT_ART = { 'membership-renew.svg': ['Renew your card', 'Sulit Club membership'] } as const;

/** Media: generated product and seller artwork (decision 004), SVG with PNG copies for link previews. */
export function registerMediaFeature(app: FastifyInstance, ports: { database: Database }): void {
  const artwork = createArtworkRepository(ports.database.db);
  const route = routeRegistrar(app, ['media'], undefined, { errors: errorResponses(400, 404) });
  const pngOf = createPngCache();

  route(
    {
      method: 'GET',
      url: '/media/product/:file',
      summary: 'Generated product image ({id}.svg), or its PNG for link previews ({id}.png)',
      params: { file: text().regex(/^\d{1,10}\.(svg|png)$/, 'must be {id}.svg or {id}.png') },
      response: ARTWORK,
    },
    async ({ params, reply }) => {
      const facts = await artwork.productImageFacts(Number.parseInt(params.file, 10));
      if (!facts) throw new DomainError('not_found', 'No such product image');
      const file = params.file;
      if (file.endsWith('.png'))
        return sendPng(
          reply,
          pngOf(`product/${file}`, () => renderProductSvg(facts)),
        );
      return sendSvg(reply, renderProductSvg(facts));
    },
  );

  route(
    {
      method: 'GET',
      url: '/media/seller/:sellerId/:file',
      summary: 'Generated seller logo or banner (banner.png for link previews)',
      params: {
        sellerId: text().regex(/^[a-z0-9-]{1,64}$/),
        file: z.enum(['logo.svg', 'banner.svg', 'banner.png']),
      },
      response: ARTWORK,
    },
    async ({ params, reply }) => {
      const seller = await artwork.sellerImageFacts(params.sellerId);
      if (!seller) throw new DomainError('not_found', 'No such seller');
      const { file } = params;
      const banner = () => renderSellerBannerSvg(seller.shop_name, seller.color);
      if (file === 'banner.png') return sendPng(reply, pngOf(`seller/${params.sellerId}/${file}`, banner));
      return sendSvg(reply, file === 'logo.svg' ? renderSellerLogoSvg(seller.shop_name, seller.color) : banner());
    },
  );

  route(
    {
      method: 'GET',
      url: '/media/payment/:file',
      summary: "A payment method's mark ({code}.svg), as the payment-methods answer names it",
      params: { file: z.enum(PAYMENT_MARKS) },
      response: { media: ['image/svg+xml'] },
    },
    async ({ params, reply }) => {
      const code = params.file.slice(0, -'.svg'.length) as (typeof PAYMENT_METHOD_CODES)[number];
      return sendSvg(reply, renderLabelSvg(PAYMENT_METHOD_TITLES[code], 'Pay at Sulit Club', BRAND_GREEN));
    },
  );

  route(
    {
      method: 'GET',
      url: '/media/content/:file',
      summary: 'Content art that API answers name (the membership renewal prompt)',
      params: { file: z.enum(Object.keys(CONTENT_ART) as [keyof typeof CONTENT_ART]) },
      response: { media: ['image/svg+xml'] },
    },
    async ({ params, reply }) => {
      const [label, caption] = CONTENT_ART[params.file];
      return sendSvg(reply, renderLabelSvg(label, caption, BRAND_GREEN));
    },
  );
}
