import type {
  CatalogPathPage,
  MenuItem,
  ProductCard,
  ProductDetail,
  ProductFacets,
  ProductListResponse,
  SearchSuggestResponse,
} from '@sulit/contracts/catalog';
import type { CmsPageResponse } from '@sulit/contracts/content';
import type { ProductReviewsResponse } from '@sulit/contracts/reviews';
import type { ListingRepository, MenuRepository } from '@sulit/db';
import type { CategoryRef, PublishedPromotionPage, WeighedTerms } from '@sulit/domain';
import { TtlCache } from '../../cache/ttl-cache';
import type { SellerSummary } from './catalog-views';

/**
 * Hot reads are kept in process for a few seconds: a price or stock change shows within SHORT_TTL_MS. Another
 * instance needs no shared state for this: each keeps its own short-lived copy.
 */
const SHORT_TTL_MS = 5_000;
/** The catalogue cache's lifetime when CATALOG_CACHE_MS is not set (the guest page cache lives no longer). */
export const CATALOG_CACHE_DEFAULT_MS = SHORT_TTL_MS;
/** Suggestions for 1–2 character prefixes touch most of the catalogue; they change slowly. */
const SUGGEST_TTL_MS = 60_000;
/** The category tree (names, paths) is held for a minute; it changes only by an admin edit. */
export const CATEGORY_TTL_MS = 60_000;

export interface CatalogDeps {
  /** listing, search, facets, slugs, categories and sellers */
  listings: ListingRepository;
  /** the category menu */
  menu: MenuRepository;
  clock: () => Date;
  /** lifetime of cached hot reads in ms (default 5000); 0 turns the cache off */
  cacheMs?: number | undefined;
  /** a published CMS page by its slug (the content feature's, wired by app.ts) for the one-call page */
  cmsPage(identifier: string): Promise<CmsPageResponse | undefined>;
  /** a product's first page of approved reviews and their summary (the reviews feature's, wired by app.ts) */
  productReviews?: ((productId: number) => Promise<ProductReviewsResponse>) | undefined;
  /** a product's terms when sold by weight (decision 043), for the product page */
  weighedTerms?: ((productId: number) => Promise<WeighedTerms | null>) | undefined;
}

/**
 * What every catalogue use-case reads with: the repositories, the clock, and the caches of hot reads. Cached
 * values are frozen (cache/ttl-cache.ts), so the API writes each one once per lifetime (http/answer-encoding.ts).
 */
export interface CatalogContext {
  listings: ListingRepository;
  menu: MenuRepository;
  clock: () => Date;
  cmsPage: CatalogDeps['cmsPage'];
  productReviews: CatalogDeps['productReviews'];
  weighedTerms: CatalogDeps['weighedTerms'];
  /** lifetime of hot reads in ms; 0: every call reads */
  ttl: number;
  /** lifetime of suggestions for one- and two-character prefixes */
  shortPrefixTtl: number;
  caches: ReturnType<typeof catalogCaches>;
}

function catalogCaches() {
  return {
    lists: new TtlCache<ProductListResponse>(2000),
    facets: new TtlCache<ProductFacets>(1000),
    details: new TtlCache<ProductDetail | null>(5000),
    suggestions: new TtlCache<SearchSuggestResponse>(2000),
    categories: new TtlCache<Map<number, CategoryRef>>(1),
    inactiveSellers: new TtlCache<string[]>(1),
    promotionPages: new TtlCache<PublishedPromotionPage | null>(100),
    topSelling: new TtlCache<ProductCard[]>(500),
    menu: new TtlCache<MenuItem[]>(1),
    marketplace: new TtlCache<(SellerSummary & { products: ProductCard[] })[]>(50),
    pages: new TtlCache<CatalogPathPage | null>(5000),
  };
}

export function createCatalogContext({
  listings,
  menu,
  clock,
  cacheMs = SHORT_TTL_MS,
  cmsPage,
  productReviews,
  weighedTerms,
}: CatalogDeps) {
  return {
    listings,
    menu,
    clock,
    cmsPage,
    productReviews,
    weighedTerms,
    ttl: cacheMs,
    shortPrefixTtl: cacheMs === 0 ? 0 : SUGGEST_TTL_MS,
    caches: catalogCaches(),
  } satisfies CatalogContext;
}
