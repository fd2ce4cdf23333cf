import type { ArtworkRepository } from '@sulit/db';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderProductSvg, renderSellerBannerSvg, renderSellerLogoSvg } from './artwork';

/** Generated artwork never changes for a given id, so browsers and CDNs may keep it for a year. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(svg);
}

export function registerMediaRoutes(app: FastifyInstance, artwork: ArtworkRepository): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/media/product/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated product image ({id}.svg)',
        params: z.object({ file: z.string().regex(/^\d{1,10}\.svg$/, 'must be {id}.svg') }).strict(),
      },
    },
    async (request, reply) => {
      const facts = await artwork.productImageFacts(Number.parseInt(request.params.file, 10));
      if (!facts) throw new DomainError('not_found', 'No such product image');
      return sendSvg(reply, renderProductSvg(facts));
    },
  );

  r.get(
    '/media/seller/:sellerId/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated seller logo or banner',
        params: z
          .object({ sellerId: z.string().regex(/^[a-z0-9-]{1,64}$/), file: z.enum(['logo.svg', 'banner.svg']) })
          .strict(),
      },
    },
    async (request, reply) => {
      const seller = await artwork.sellerImageFacts(request.params.sellerId);
      if (!seller) throw new DomainError('not_found', 'No such seller');
      const svg =
        request.params.file === 'logo.svg'
          ? renderSellerLogoSvg(seller.shop_name, seller.color)
          : renderSellerBannerSvg(seller.shop_name, seller.color);
      return sendSvg(reply, svg);
    },
  );
}
