import type { ProductFacets } from '@sulit/contracts/catalog';
import type { CatalogContext } from './catalog-context';
import { filterOf, type ListingMode, type ListingRequest } from './listing-filter';

/** The facets of a listing or a search: categories, brands, sellers and price bounds of the matching products. */
export function productFacets(context: CatalogContext, req: ListingRequest, mode: ListingMode): Promise<ProductFacets> {
  // in stock only depends on the shopper's source; other facets are the same for every source
  const stock = req.inStock ? req.source : undefined;
  const key = JSON.stringify([mode, req.query, req.categoryId, req.hotOffers, req.promotion, req.price, stock]);
  return context.caches.facets.getOrLoad(key, context.ttl, async () => {
    const filter = await filterOf(context, req, mode);
    const facets = await context.listings.facets(filter, context.clock().toISOString());
    return {
      categories: facets.categories,
      brands: facets.brands,
      sellers: facets.sellers,
      price: { min: facets.price.min ?? 0, max: facets.price.max ?? 0 },
    };
  });
}
