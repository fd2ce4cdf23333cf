import { z } from 'zod';
import { CmsPageResponse, ContentSlug } from './content';
import { IdParam, text } from './common';
import { ProductReviewsResponse } from './reviews';

export const SourceCodeQuery = z.enum(['balintawak', 'otis', 'arcovia', 'alabang', 'cebu']);

export const MenuCategory = z.object({
  id: z.number(),
  name: text(),
  url_path: text(),
  color: text(),
});

export type MenuCategory = z.infer<typeof MenuCategory>;

export const MenuItem = MenuCategory.extend({
  children: z.array(MenuCategory),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuResponse = z.object({ items: z.array(MenuItem) });
export type MenuResponse = z.infer<typeof MenuResponse>;

/** What a product tile needs: prices in centavos, stock already resolved for the shopper's source. */
export const ProductCard = z.object({
  id: z.number(),
  sku: text(),
  name: text(),
  brand: text(),
  size: text(),
  /** canonical page path /{root-category}/{name-slug}-{sku}-{id} */
  url: text(),
  image_url: text(),
  price: z.number().int(),
  final_price: z.number().int(),
  /** rounded per spec §4; null when there is no discount */
  discount_percent: z.number().int().nullable(),
  stock_qty: z.number().int(),
  is_bulky: z.boolean(),
  promo_tag: text().nullable(),
  seller_id: text(),
  shop_name: text(),
  root_category_name: text(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const TopSellingQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(20),
    daysInterval: z.coerce.number().int().min(1).max(365).default(90),
    sourceCode: SourceCodeQuery.optional(),
    shippingZoneCode: text().max(64).optional(),
    skus: text().max(2000).optional(),
  })
  .strict();
export type TopSellingQuery = z.infer<typeof TopSellingQuery>;

export const ProductCardList = z.object({ items: z.array(ProductCard) });
export type ProductCardList = z.infer<typeof ProductCardList>;

export const ProductIdParams = z.object({ id: IdParam }).strict();

/** A store view code in legacy paths such as /rest/{store}/V1/… (spec §9 default 'default'). */
export const StoreViewCode = text().regex(/^[a-z0-9_]{1,32}$/, 'must be a store view code like default');

/* ───────────────────────── Listing, search and facets (issue 3) ───────────────────────── */

/** Sort orders of listings and search (spec §7 "sort dir and order"); relevance only means something for search. */
export const ProductSortOrder = z.enum(['relevance', 'name', 'price', 'newest', 'best_selling']);
export type ProductSortOrder = z.infer<typeof ProductSortOrder>;
export const SortDir = z.enum(['asc', 'desc']);
export type SortDir = z.infer<typeof SortDir>;

/** Page size of listings and search: default 24, at most 100. */
export const LISTING_PAGE_SIZE_DEFAULT = 24;
export const LISTING_PAGE_SIZE_MAX = 100;

/** A comma list of up to 20 short values (brand names, seller ids). */
const CommaList = z
  .string()
  .max(1000)
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
      .slice(0, 20),
  );

/** price=MIN-MAX in pesos (spec §7 "price"), either end optional: "100-500", "100-", "-500". */
export const PriceRangeParam = z
  .string()
  .max(40)
  .regex(/^(\d{1,9}(\.\d{1,2})?)?-(\d{1,9}(\.\d{1,2})?)?$/, 'must be MIN-MAX in pesos, e.g. 100-500');

/**
 * Shared query of the listing family: product-list-page(-filter) and search-result(-filter).
 * `order`/`dir` are the spec's sort order and direction; `product_list_order`/`product_list_dir` are accepted aliases.
 */
export const ProductListQuery = z
  .object({
    /** search text (search-result only; ignored on listings) */
    query: text().max(200).optional(),
    /** category id; listings require it unless hot_offers=1 or promotion is given */
    categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(LISTING_PAGE_SIZE_MAX).default(LISTING_PAGE_SIZE_DEFAULT),
    order: ProductSortOrder.optional(),
    dir: SortDir.optional(),
    product_list_order: ProductSortOrder.optional(),
    product_list_dir: z
      .enum(['asc', 'desc', 'ASC', 'DESC'])
      .transform((d) => d.toLowerCase() as SortDir)
      .optional(),
    /** 'grid' or 'list' display hint; echoed, not used for data */
    ldDisplay: z.enum(['grid', 'list']).optional(),
    price: PriceRangeParam.optional(),
    /** seller id(s); marketplace_provider_code of spec §3 */
    marketplace_provider_code: CommaList.optional(),
    /** brand name(s), comma separated */
    brand: CommaList.optional(),
    /** seller id(s), comma separated (same as marketplace_provider_code) */
    seller: CommaList.optional(),
    /** 1: only products with an active campaign, a special price or a promo tag */
    hot_offers: z.enum(['0', '1']).optional(),
    /** 1: only products in stock at the shopper's store source (issue 29's "in stock only") */
    in_stock: z.enum(['0', '1']).optional(),
    /** a promotion page's slug (special products, truckload): its products, chosen by the page's tag or category */
    promotion: ContentSlug.optional(),
    sourceCode: SourceCodeQuery.optional(),
  })
  .strict();
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductListResponse = z.object({
  items: z.array(ProductCard),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  sort: ProductSortOrder,
  dir: SortDir,
  /** search only: the category of the listing, when one was given */
  category: z.object({ id: z.number(), name: text(), url_path: text() }).nullable().optional(),
  /** search only: when there are no results, best sellers to show instead (never an empty page) */
  alternatives: z.array(ProductCard).optional(),
  /** search only: "did you mean" spelling, or null */
  suggestion: text().nullable().optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const ProductFacets = z.object({
  categories: z.array(z.object({ id: z.number(), name: text(), url_path: text(), count: z.number().int() })),
  brands: z.array(z.object({ value: text(), count: z.number().int() })),
  sellers: z.array(z.object({ id: text(), shop_name: text(), count: z.number().int() })),
  /** effective (final) price bounds in centavos of the matching products; 0/0 when nothing matches */
  price: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

/* ───────────────────────── Suggest as you type ───────────────────────── */

export const SearchSuggestQuery = z
  .object({
    q: text().min(1).max(100),
    limit: z.coerce.number().int().min(1).max(20).default(8),
    sourceCode: SourceCodeQuery.optional(),
  })
  .strict();
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuery>;

export const ProductCardLite = ProductCard.pick({
  id: true,
  sku: true,
  name: true,
  brand: true,
  size: true,
  url: true,
  image_url: true,
  price: true,
  final_price: true,
});
export type ProductCardLite = z.infer<typeof ProductCardLite>;

export const SearchSuggestResponse = z.object({
  products: z.array(ProductCardLite),
  categories: z.array(z.object({ id: z.number(), name: text(), url_path: text() })),
});
export type SearchSuggestResponse = z.infer<typeof SearchSuggestResponse>;

/* ───────────────────────── Slugs ───────────────────────── */

/**
 * find-slug answer. `canonical_path` is the path a page should live at (leading slash); when it differs from the
 * requested path, pages redirect (301). The 'cms' variant is resolved by the content feature.
 */
export const SlugResolution = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('category'),
    id: z.number(),
    url_path: text(),
    canonical_path: text(),
    name: text(),
  }),
  z.object({
    type: z.literal('product'),
    id: z.number(),
    url_path: text(),
    canonical_path: text(),
    sku: text(),
  }),
  z.object({
    type: z.literal('cms'),
    id: z.union([z.number(), text()]),
    url_path: text(),
    canonical_path: text(),
  }),
]);
export type SlugResolution = z.infer<typeof SlugResolution>;

/* ───────────────────────── Product page ───────────────────────── */

export const Breadcrumb = z.object({ name: text(), url_path: text() });
export type Breadcrumb = z.infer<typeof Breadcrumb>;

export const CampaignData = z.object({
  start_time: text(),
  end_time: text(),
  price: z.number().int(),
  stock: z.number().int(),
});

/** Spec §8 message when a product is not sold at the shopper's source. */
export const PRODUCT_NOT_IN_STORE_MESSAGE = 'Sorry, the product is no longer available in your selected store.';

export const ProductDetail = ProductCard.extend({
  description: text(),
  category_id: z.number(),
  root_category_id: z.number(),
  product_type: text(),
  is_gas: z.boolean(),
  allow_pickup: z.boolean(),
  campaign: CampaignData.nullable(),
  /** image urls for the gallery; the first is image_url */
  gallery: z.array(text()),
  /** root … leaf category, each with its url_path (no leading slash) */
  breadcrumbs: z.array(Breadcrumb),
  seller: z.object({ id: text(), shop_name: text(), logo_url: text() }),
  /** the source stock_qty was resolved for, or null when none is selected */
  source_code: text().nullable(),
  /** false when the product has no stock row at the selected source (never false without a source) */
  available_in_store: z.boolean(),
  /** PRODUCT_NOT_IN_STORE_MESSAGE when available_in_store is false, else null */
  availability_message: text().nullable(),
  /** canonical page path, same as url */
  canonical_path: text(),
  /** goods sold by weight (decision 043): the price per kg, the step one "add" buys and the card's margin */
  sold_by_weight: z
    .object({
      price_per_kg: z.number().int(),
      step_grams: z.number().int(),
      margin_percent: z.number().int(),
      step_label: text(),
      card_note: text(),
    })
    .nullable()
    .optional(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const RelatedProductsResponse = z.object({
  mixandmatch: z.array(ProductCard),
  similar: z.array(ProductCard),
  samebrand: z.array(ProductCard),
});
export type RelatedProductsResponse = z.infer<typeof RelatedProductsResponse>;

export const SkuParams = z
  .object({
    sku: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9._-]+$/, 'must be a SKU'),
  })
  .strict();

/** Paging of small related lists: frequently-bought-together default 12 (spec §9). */
export const RelatedListQuery = z
  .object({
    pageSize: z.coerce.number().int().min(1).max(50).default(12),
    sourceCode: SourceCodeQuery.optional(),
  })
  .strict();
export type RelatedListQuery = z.infer<typeof RelatedListQuery>;

/** product-categories-level/{id}: the product's category chain, root first. */
export const ProductCategoriesLevelResponse = z.object({
  product_id: z.number(),
  categories: z.array(z.object({ id: z.number(), name: text(), url_path: text(), level: z.number() })),
});
export type ProductCategoriesLevelResponse = z.infer<typeof ProductCategoriesLevelResponse>;

/** GET /rest/V1/products: Magento-style searchCriteria by sku or entity_id (one filter, condition eq or in). */
export const ProductsSearchResponse = z.object({
  items: z.array(ProductCard),
  total_count: z.number().int(),
  search_criteria: z.object({ field: z.enum(['sku', 'entity_id']), values: z.array(text()) }),
});
export type ProductsSearchResponse = z.infer<typeof ProductsSearchResponse>;

/* ───────────────────────── Sellers ───────────────────────── */

export const SellerSummary = z.object({
  id: text(),
  shop_name: text(),
  description: text(),
  logo_url: text(),
  banner_url: text(),
  /** /shop/{id} */
  url: text(),
  product_count: z.number().int(),
});
export type SellerSummary = z.infer<typeof SellerSummary>;

/** web2case/get-marketplace-sellers: marketplace sellers (own store excluded) with a few products each. */
export const MarketplaceSellersQuery = z
  .object({
    productsPerSeller: z.coerce.number().int().min(0).max(12).default(4),
    sourceCode: SourceCodeQuery.optional(),
  })
  .strict();
export const MarketplaceSellersResponse = z.object({
  items: z.array(SellerSummary.extend({ products: z.array(ProductCard) })),
});
export type MarketplaceSellersResponse = z.infer<typeof MarketplaceSellersResponse>;

/** A promotion page (special products, truckload): its words; its products are the listing with `promotion`. */
export const PromotionPage = z.object({
  slug: text(),
  title: text(),
  intro: text(),
  meta_description: text(),
  /** the page's path, /promotion/{slug} */
  url_path: text(),
  updated_at: text(),
});
export type PromotionPage = z.infer<typeof PromotionPage>;
export const PromotionPageParams = z.object({ slug: ContentSlug }).strict();
export const PromotionPagesResponse = z.object({ items: z.array(PromotionPage) });
export type PromotionPagesResponse = z.infer<typeof PromotionPagesResponse>;

export const SellerIdParams = z
  .object({
    id: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9_-]+$/, 'must be a seller id'),
  })
  .strict();
export const SellerQuery = z
  .object({
    /** 'info' answers the seller alone; 'home' (default) adds categories and best sellers */
    type: z.enum(['home', 'info']).default('home'),
    sourceCode: SourceCodeQuery.optional(),
  })
  .strict();
export const SellerResponse = SellerSummary.extend({
  categories: z.array(z.object({ id: z.number(), name: text(), url_path: text(), count: z.number().int() })),
  products: z.array(ProductCard),
});
export type SellerResponse = z.infer<typeof SellerResponse>;
export const SellerCategoryParams = SellerIdParams.extend({
  cat: z.coerce.number().int().positive().max(2_147_483_647),
}).strict();
export const SellerCategoryQuery = z
  .object({
    currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(LISTING_PAGE_SIZE_MAX).default(LISTING_PAGE_SIZE_DEFAULT),
    sourceCode: SourceCodeQuery.optional(),
  })
  .strict();

/* ───────────────────────── A catalogue path in one call ───────────────────────── */

/** GET /api/catalog/page?path=/<catalog path>: the path resolved like find-slug (a leading slash is required). */
export const CatalogPathQuery = z
  .object({
    path: text().min(2).max(301).regex(/^\//, 'must start with /'),
    sourceCode: SourceCodeQuery.optional(),
    /** products per related group of a product page (the related-products route's 12 unless a page shows fewer) */
    relatedSize: z.coerce.number().int().min(1).max(12).default(12),
  })
  .strict();
export type CatalogPathQuery = z.infer<typeof CatalogPathQuery>;

/**
 * What a catalogue path shows, in one answer: a product page (the product read once; related lists and
 * frequently-bought-together derived from that read), a category (the listing is its own call), or a CMS page.
 * `related` is null when the related lists could not be built; `together` is spec §9's 12 items.
 */
export const CatalogPathPage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('product'),
    resolution: SlugResolution.options[1],
    product: ProductDetail,
    related: RelatedProductsResponse.nullable(),
    together: z.array(ProductCard),
    /** the first page of approved reviews and their summary (issue 31); null where no reviews feature is wired */
    reviews: ProductReviewsResponse.nullable(),
  }),
  z.object({ type: z.literal('category'), resolution: SlugResolution.options[0] }),
  z.object({ type: z.literal('cms'), resolution: SlugResolution.options[2], page: CmsPageResponse }),
]);
export type CatalogPathPage = z.infer<typeof CatalogPathPage>;
