import { text } from '@sulit/contracts/common';
import type { ArtworkRepository } from '@sulit/db';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderProductSvg, renderSellerBannerSvg, renderSellerLogoSvg } from './artwork';
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

export function registerMediaRoutes(app: FastifyInstance, artwork: ArtworkRepository): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pngOf = createPngCache();

  r.get(
    '/media/product/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated product image ({id}.svg), or its PNG for link previews ({id}.png)',
        params: z.object({ file: text().regex(/^\d{1,10}\.(svg|png)$/, 'must be {id}.svg or {id}.png') }).strict(),
      },
    },
    async (request, reply) => {
      const facts = await artwork.productImageFacts(Number.parseInt(request.params.file, 10));
      if (!facts) throw new DomainError('not_found', 'No such product image');
      const file = request.params.file;
      if (file.endsWith('.png'))
        return sendPng(
          reply,
          pngOf(`product/${file}`, () => renderProductSvg(facts)),
        );
      return sendSvg(reply, renderProductSvg(facts));
    },
  );

  r.get(
    '/media/seller/:sellerId/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated seller logo or banner (banner.png for link previews)',
        params: z
          .object({
            sellerId: text().regex(/^[a-z0-9-]{1,64}$/),
            file: z.enum(['logo.svg', 'banner.svg', 'banner.png']),
          })
          .strict(),
      },
    },
    async (request, reply) => {
      const seller = await artwork.sellerImageFacts(request.params.sellerId);
      if (!seller) throw new DomainError('not_found', 'No such seller');
      const { file } = request.params;
      const banner = () => renderSellerBannerSvg(seller.shop_name, seller.color);
      if (file === 'banner.png') return sendPng(reply, pngOf(`seller/${request.params.sellerId}/${file}`, banner));
      return sendSvg(reply, file === 'logo.svg' ? renderSellerLogoSvg(seller.shop_name, seller.color) : banner());
    },
  );
}
