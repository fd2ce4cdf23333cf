import type { ProductCard } from '@sulit/contracts/catalog';
import type { ListingFilter } from '@sulit/db/catalog/listing-repository';
import type { CatalogContext } from './catalog-context';
import { inactiveSellers } from './catalog-lookups';
import { toCard } from './catalog-views';

/** The cards of the given products, in the given order. */
export async function cardsByIds(
  { listings }: CatalogContext,
  ids: readonly number[],
  source: string | null,
  now: Date,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const products = await listings.cardsFor(ids, source, now.toISOString());
  return products.map((p) => toCard(p, source, now));
}

/** The most sold products matching the filter (inactive sellers' hidden). */
export async function bestSellers(
  context: CatalogContext,
  filter: ListingFilter,
  limit: number,
  source: string | null,
  now: Date,
): Promise<ProductCard[]> {
  const products = await context.listings.listCards(
    { ...filter, excludeSellers: await inactiveSellers(context) },
    { sort: 'best_selling', dir: 'desc', limit, offset: 0 },
    source,
    now.toISOString(),
  );
  return products.map((p) => toCard(p, source, now));
}
