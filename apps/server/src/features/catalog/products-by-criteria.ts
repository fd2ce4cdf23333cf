import type { ProductCard } from '@sulit/contracts/catalog';
import type { ListingFilter } from '@sulit/db/catalog/listing-repository';
import type { CatalogContext } from './catalog-context';
import { toCard } from './catalog-views';

/** The largest id a product may have (a 32-bit integer column); anything above matches nothing. */
const MAX_PRODUCT_ID = 2_147_483_647;

/** Products by sku or by id (the legacy searchCriteria call), A–Z, priced for the shopper's source. */
export async function productsByCriteria(
  context: CatalogContext,
  field: 'sku' | 'entity_id',
  values: string[],
  limit: number,
  source: string | null,
): Promise<ProductCard[]> {
  const now = context.clock();
  const filter: ListingFilter =
    field === 'sku'
      ? { skus: values }
      : { ids: values.map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_PRODUCT_ID) };
  const products = await context.listings.listCards(
    filter,
    { sort: 'name', dir: 'asc', limit, offset: 0 },
    source,
    now.toISOString(),
  );
  return products.map((p) => toCard(p, source, now));
}
