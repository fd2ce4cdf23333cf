import type { ProductListResponse } from '@sulit/contracts/catalog';
import type { CatalogContext } from './catalog-context';
import { sellerSummary } from './catalog-views';
import { listProducts } from './list-products';
import { bestSellers } from './product-cards';

/** Products a seller's home page shows. */
const SELLER_HOME_PRODUCTS = 12;

/** One seller: `home` adds its categories and best sellers, `info` is the seller alone. */
export async function sellerPage(context: CatalogContext, id: string, type: 'home' | 'info', source: string | null) {
  const now = context.clock();
  const [seller] = await context.listings.sellers({ id });
  if (!seller) return undefined;
  if (type === 'info') return { ...sellerSummary(seller), categories: [], products: [] };
  const [facets, products] = await Promise.all([
    context.listings.facets({ sellerScope: id }, now.toISOString()),
    bestSellers(context, { sellerScope: id }, SELLER_HOME_PRODUCTS, source, now),
  ]);
  return { ...sellerSummary(seller), categories: facets.categories, products };
}

/** A seller's products in one category, paged like a listing; undefined when the seller is unknown. */
export async function sellerCategory(
  context: CatalogContext,
  id: string,
  categoryId: number,
  page: number,
  pageSize: number,
  source: string | null,
): Promise<ProductListResponse | undefined> {
  const [seller] = await context.listings.sellers({ id });
  if (!seller) return undefined;
  return listProducts(context, {
    categoryId,
    currentPage: page,
    pageSize,
    sellers: [id],
    source,
    order: 'best_selling',
  });
}
