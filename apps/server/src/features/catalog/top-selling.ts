import type { ProductCard } from '@sulit/contracts/catalog';
import type { ListingFilter } from '@sulit/db/catalog/listing-repository';
import type { CatalogContext } from './catalog-context';
import { bestSellers } from './product-cards';

/** Best sellers (sold_90d is kept per product) at the shopper's source, optionally within a sku list. */
export function topSelling(
  context: CatalogContext,
  limit: number,
  source: string | null,
  skus?: string[],
): Promise<ProductCard[]> {
  const filter: ListingFilter = { skus: skus && skus.length > 0 ? skus : undefined, simpleOnly: true };
  return context.caches.topSelling.getOrLoad(JSON.stringify([limit, source, skus]), context.ttl, () =>
    bestSellers(context, filter, limit, source, context.clock()),
  );
}
