import type { CmsPageResponse } from '@sulit/contracts/content';
import type { ProductReviewsResponse } from '@sulit/contracts/reviews';
import { createListingRepository, createMenuRepository, createWeighedLinesRepository, type Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import { registerCatalogRoutes } from './catalog-routes';
import { createCatalogService } from './catalog-service';
import { registerWeighedTermsRoute } from './weighed-terms-route';

export { CATALOG_CACHE_DEFAULT_MS } from './catalog-context';

export interface CatalogPorts {
  database: Database;
  clock: () => Date;
  /** lifetime of cached hot reads in ms (CATALOG_CACHE_MS; default 5000); 0 turns the cache off */
  cacheMs?: number | undefined;
  /** a published CMS page by its slug (the content feature's) for the one-call page */
  cmsPage(identifier: string): Promise<CmsPageResponse | undefined>;
  /** a product's first page of approved reviews and their summary (the reviews feature's) for the product page */
  productReviews?: (productId: number) => Promise<ProductReviewsResponse>;
}

/**
 * The catalogue: menu, listings, search, product pages, related lists, promotion pages and sellers, priced for
 * the shopper's source. Answers what other features read of it: best sellers (the cart's suggestions), the
 * menu's roots (the page header) and a seller's summary (the seller's info page).
 */
export function registerCatalogFeature(app: FastifyInstance, ports: CatalogPorts) {
  const weighing = createWeighedLinesRepository(ports.database.db, ports.database.engine);
  const service = createCatalogService({
    listings: createListingRepository(ports.database),
    menu: createMenuRepository(ports.database.db),
    clock: ports.clock,
    cacheMs: ports.cacheMs,
    cmsPage: ports.cmsPage,
    productReviews: ports.productReviews,
    weighedTerms: weighing.terms,
  });
  registerCatalogRoutes(app, service);
  registerWeighedTermsRoute(app, weighing);
  return {
    topSelling: (limit: number, source: string | null) => service.topSelling(limit, source),
    menuRoots: service.menuRoots,
    sellerSummary: (id: string) => service.seller(id, 'info', null),
    /** the operator console's hide, show, suspend and stock changes show at once on this instance */
    forgetCachedReads: service.forgetCachedReads,
  };
}

export type CatalogHandles = ReturnType<typeof registerCatalogFeature>;
