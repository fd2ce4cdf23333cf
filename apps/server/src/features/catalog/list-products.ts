import type { ProductListResponse, ProductSortOrder, SortDir } from '@sulit/contracts/catalog';
import type { ListingFilter } from '@sulit/db/catalog/listing-repository';
import { DomainError } from '@sulit/domain';
import type { CatalogContext } from './catalog-context';
import { toCard } from './catalog-views';
import { filterOf, type ListingMode, type ListingRequest } from './listing-filter';

/** The cache key of a page of products: a listing and a search of the same request are different pages. */
export const listCacheKey = (mode: ListingMode, req: ListingRequest) => JSON.stringify([mode, req]);

/** One page of products for a listing or a search request, with the filter it was read with. */
export async function productPage(
  context: CatalogContext,
  req: ListingRequest,
  mode: ListingMode,
  now: Date,
): Promise<{ response: ProductListResponse; filter: ListingFilter }> {
  const filter = await filterOf(context, req, mode);
  const sort: ProductSortOrder = req.order ?? (mode === 'search' ? 'relevance' : 'best_selling');
  if (sort === 'relevance' && mode !== 'search') {
    throw new DomainError('validation_failed', 'order: relevance applies to search only');
  }
  const dir: SortDir = req.dir ?? (sort === 'best_selling' || sort === 'newest' ? 'desc' : 'asc');
  const page = { sort, dir, limit: req.pageSize, offset: (req.currentPage - 1) * req.pageSize };
  const { rows, total } = await context.listings.listPage(filter, page, req.source, now.toISOString());
  const response: ProductListResponse = {
    items: rows.map((r) => toCard(r, req.source, now)),
    total_count: total,
    page: req.currentPage,
    page_size: req.pageSize,
    sort,
    dir,
  };
  return { response, filter };
}

/** A category listing, hot offers, or a promotion page's products, priced for the shopper's source. */
export function listProducts(context: CatalogContext, req: ListingRequest): Promise<ProductListResponse> {
  return context.caches.lists.getOrLoad(
    listCacheKey('listing', req),
    context.ttl,
    async () => (await productPage(context, req, 'listing', context.clock())).response,
  );
}
