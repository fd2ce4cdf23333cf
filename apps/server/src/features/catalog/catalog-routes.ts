import {
  MenuResponse,
  ProductCardList,
  ProductDetail,
  ProductIdParams,
  StoreViewCode,
  TopSellingQuery,
} from '@sulit/contracts/catalog';
import type { FastifyInstance } from 'fastify';
import { itemsAnswer, legacyPaths, readRoute } from '../../http/read-route';
import { shopperSource } from '../../http/shopper-source';
import type { CatalogService } from './catalog-service';
import { registerListingRoutes } from './listing-routes';

/** Spec §9 cache lifetimes in seconds. */
const PRODUCT_TTL = 300;
const MENU_TTL = 1800;

export function registerCatalogRoutes(app: FastifyInstance, service: CatalogService): void {
  registerListingRoutes(app, service);
  const tags = ['catalog'];

  readRoute(
    app,
    {
      url: '/rest/V1/sulit/megamenu/menu-top',
      tags,
      summary: 'Top menu: active root categories with their subcategories',
      response: MenuResponse,
      cache: { seconds: MENU_TTL },
    },
    async () => itemsAnswer(await service.menu()),
  );

  readRoute(
    app,
    {
      url: '/api/product/top-selling',
      tags,
      summary: 'Best sellers over the last 90 days at the shopper’s source (spec §7, limit 20)',
      querystring: TopSellingQuery,
      response: ProductCardList,
      cache: { seconds: PRODUCT_TTL, varyBySource: true },
    },
    async ({ query, request }) => {
      const skus = query.skus
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return itemsAnswer(await service.topSelling(query.limit, shopperSource(request, query.sourceCode), skus));
    },
  );

  // The same product read under the legacy family, with or without a store view code in the path.
  readRoute(
    app,
    {
      url: legacyPaths('products/:id'),
      tags,
      summary: 'One product with price and stock for the shopper’s source, breadcrumbs, seller and gallery',
      params: ProductIdParams.extend({ store: StoreViewCode.optional() }),
      response: ProductDetail,
      cache: { seconds: PRODUCT_TTL, varyBySource: true },
      notFound: 'Sorry, the product is no longer available in your selected store.',
    },
    ({ params, request }) => service.product(params.id, shopperSource(request)),
  );
}
