import {
  MenuResponse,
  ProductCardList,
  ProductDetail,
  ProductIdParams,
  StoreViewCode,
  TopSellingQuery,
} from '@sulit/contracts/catalog';
import { ErrorResponse } from '@sulit/contracts/common';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheFor } from '../../http/caching';
import { shopperSource } from '../../http/shopper-source';
import type { CatalogService } from './catalog-service';
import { registerListingRoutes } from './listing-routes';

/** Spec §9 cache lifetimes in seconds. */
const PRODUCT_TTL = 300;
const MENU_TTL = 1800;

export function registerCatalogRoutes(app: FastifyInstance, service: CatalogService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerListingRoutes(app, service);

  r.get(
    '/rest/V1/sulit/megamenu/menu-top',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Top menu: active root categories with their subcategories',
        response: { 200: MenuResponse },
      },
    },
    async (_request, reply) => {
      cacheFor(reply, MENU_TTL);
      return { items: await service.menu() };
    },
  );

  r.get(
    '/api/product/top-selling',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Best sellers over the last 90 days at the shopper’s source (spec §7, limit 20)',
        querystring: TopSellingQuery,
        response: { 200: ProductCardList, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { limit, sourceCode, skus } = request.query;
      const skuList = skus
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      cacheFor(reply, PRODUCT_TTL, { varyBySource: true });
      return { items: await service.topSelling(limit, shopperSource(request, sourceCode), skuList) };
    },
  );

  // The same product read under the legacy family, with or without a store view code in the path.
  for (const url of ['/rest/V1/products/:id', '/rest/:store/V1/products/:id']) {
    r.get(
      url,
      {
        schema: {
          tags: ['catalog'],
          summary: 'One product with price and stock for the shopper’s source, breadcrumbs, seller and gallery',
          params: ProductIdParams.extend({ store: StoreViewCode.optional() }),
          response: { 200: ProductDetail, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const product = await service.product(request.params.id, shopperSource(request));
        if (!product) {
          throw new DomainError('not_found', 'Sorry, the product is no longer available in your selected store.');
        }
        cacheFor(reply, PRODUCT_TTL, { varyBySource: true });
        return product;
      },
    );
  }
}
