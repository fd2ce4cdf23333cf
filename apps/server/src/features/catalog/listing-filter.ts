import type { ProductSortOrder, SortDir } from '@sulit/contracts/catalog';
import type { ListingFilter } from '@sulit/db/catalog/listing-repository';
import { type CategoryRef, DomainError, parsePriceRange, searchTerms } from '@sulit/domain';
import type { CatalogContext } from './catalog-context';
import { categories, categoryChain, inactiveSellers, promotionPage } from './catalog-lookups';

/** The 404 of a promotion page that is not (or no longer) published. */
export const PROMOTION_NOT_FOUND = 'Promotion not found';

/** What the listing family's query says, already validated by the contract. */
export interface ListingRequest {
  query?: string | undefined;
  categoryId?: number | undefined;
  currentPage: number;
  pageSize: number;
  order?: ProductSortOrder | undefined;
  dir?: SortDir | undefined;
  price?: string | undefined;
  brands?: string[] | undefined;
  sellers?: string[] | undefined;
  hotOffers?: boolean | undefined;
  /** only products in stock at `source` */
  inStock?: boolean | undefined;
  /** a promotion page's slug: its tag or category chooses the products */
  promotion?: string | undefined;
  source: string | null;
}

/** A category listing (with hot offers and promotion pages) or a search. */
export type ListingMode = 'listing' | 'search';

async function resolveCategory(context: CatalogContext, id: number | undefined): Promise<CategoryRef | undefined> {
  if (id === undefined) return undefined;
  const category = (await categories(context)).get(id);
  if (!category) throw new DomainError('not_found', 'Category not found');
  return category;
}

/** The promotion's own filter: its tag, or its category (a request may narrow to a subcategory of it). */
async function promotionFilter(
  context: CatalogContext,
  slug: string,
  requested: CategoryRef | undefined,
): Promise<Pick<ListingFilter, 'promoTag' | 'category' | 'ids'>> {
  const page = await promotionPage(context, slug);
  if (!page) throw new DomainError('not_found', PROMOTION_NOT_FOUND);
  if (page.promo_tag !== null) {
    return {
      promoTag: page.promo_tag,
      category: requested ? { id: requested.id, level: requested.level } : undefined,
    };
  }
  const own = page.category_id === null ? undefined : (await categories(context)).get(page.category_id);
  // An inactive category empties the page rather than widening it to the whole catalogue.
  if (!own) return { ids: [] };
  if (requested && requested.id !== own.id) {
    const chain = await categoryChain(context, requested.id);
    if (!chain.some((c) => c.id === own.id)) {
      throw new DomainError('validation_failed', 'categoryId: not part of this promotion');
    }
    return { category: { id: requested.id, level: requested.level } };
  }
  return { category: { id: own.id, level: own.level } };
}

/** Turns a listing request into a repository filter; throws 400 for shapes the contract cannot express. */
export async function filterOf(
  context: CatalogContext,
  req: ListingRequest,
  mode: ListingMode,
): Promise<ListingFilter> {
  const range = req.price ? parsePriceRange(req.price) : { min: null, max: null };
  if (!range) throw new DomainError('validation_failed', 'price: must be MIN-MAX in pesos with MIN not above MAX');
  const category = await resolveCategory(context, req.categoryId);
  if (mode === 'listing' && !category && !req.hotOffers && req.promotion === undefined) {
    throw new DomainError('validation_failed', 'categoryId: required unless hot_offers=1 or promotion is given');
  }
  const promotion = req.promotion === undefined ? undefined : await promotionFilter(context, req.promotion, category);
  return {
    category: promotion ? promotion.category : category ? { id: category.id, level: category.level } : undefined,
    promoTag: promotion?.promoTag,
    ids: promotion?.ids,
    terms: mode === 'search' ? searchTerms(req.query ?? '') : undefined,
    brands: req.brands,
    sellers: req.sellers,
    priceMin: range.min,
    priceMax: range.max,
    hotOffers: req.hotOffers,
    inStockAt: req.inStock ? { source: req.source } : undefined,
    excludeSellers: await inactiveSellers(context),
  };
}
