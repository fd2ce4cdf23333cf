import {
  type CatalogPathPage,
  PRODUCT_NOT_IN_STORE_MESSAGE,
  type ProductCard,
  type ProductDetail,
  type ProductFacets,
  type MenuItem,
  type ProductListResponse,
  type PromotionPage,
  type ProductSortOrder,
  type SearchSuggestResponse,
  type SlugResolution,
  type SortDir,
} from '@sulit/contracts/catalog';
import type { CmsPageResponse } from '@sulit/contracts/content';
import type { ListingRepository, MenuRepository } from '@sulit/db';
import type { CategoryRefRow, ListingFilter, PromotionPageRow, SellerRow } from '@sulit/db/catalog/listing-repository';
import {
  closestWord,
  discountPercent,
  DomainError,
  isCampaignActive,
  isSellableAt,
  normalizeSlugPath,
  OWN_SELLER_ID,
  parseProductPath,
  parsePriceRange,
  priceAt,
  type ProductAtStore,
  type ProductAtStoreDetail,
  productPath,
  promotionPagePath,
  searchTerms,
  shopPath,
  stockAt,
  productImageUrl,
} from '@sulit/domain';
import { TtlCache } from '../../cache/ttl-cache';

export interface CatalogServiceDeps {
  /** listing, search, facets, slugs, categories and sellers */
  search: ListingRepository;
  /** the category menu */
  menu: MenuRepository;
  clock: () => Date;
  /** lifetime of cached hot reads in ms (default 5000); 0 turns the cache off */
  cacheMs?: number | undefined;
  /** a published CMS page by its slug (the content feature's, injected by app.ts) for the one-call page */
  cmsPage?: ((identifier: string) => Promise<CmsPageResponse | undefined>) | undefined;
}

/** Spec §9: frequently bought together page size 12. */
export const FREQUENTLY_BOUGHT_TOGETHER_SIZE = 12;
/** Related lists on the product page (the related-products route's default page size). */
const RELATED_PAGE_SIZE = 12;
/** The 404 of a promotion page that is not (or no longer) published. */
export const PROMOTION_NOT_FOUND = 'Promotion not found';
/** A CMS slug (spec §5): lowercase words joined by dashes. */
const CMS_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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
  /** a promotion page's slug: its tag or category chooses the products */
  promotion?: string | undefined;
  source: string | null;
}

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
const CATEGORY_TTL_MS = 60_000;

/** The catalogue: menu, listings, search, product pages, related lists and sellers, priced for the shopper's source. */
export function createCatalogService({ search, menu, clock, cacheMs = SHORT_TTL_MS, cmsPage }: CatalogServiceDeps) {
  const ttl = cacheMs;
  const shortPrefixTtl = cacheMs === 0 ? 0 : SUGGEST_TTL_MS;
  const listCache = new TtlCache<ProductListResponse>(2000);
  const facetCache = new TtlCache<ProductFacets>(1000);
  const detailCache = new TtlCache<ProductDetail | null>(5000);
  const suggestCache = new TtlCache<SearchSuggestResponse>(2000);
  const categoryCache = new TtlCache<Map<number, CategoryRefRow>>(1);

  /** Categories change rarely (an admin edit): held in memory for CATEGORY_TTL_MS. */
  async function categories(): Promise<Map<number, CategoryRefRow>> {
    const cached = categoryCache.get('all');
    if (cached) return cached;
    const map = new Map((await search.allCategories()).map((c) => [c.id, c]));
    categoryCache.set('all', map, CATEGORY_TTL_MS);
    return map;
  }

  const sellerCache = new TtlCache<string[]>(1);
  /** Inactive sellers (usually none), held like the category tree. */
  async function inactiveSellers(): Promise<string[]> {
    const cached = sellerCache.get('inactive');
    if (cached) return cached;
    const ids = await search.inactiveSellerIds();
    sellerCache.set('inactive', ids, CATEGORY_TTL_MS);
    return ids;
  }

  const promotionCache = new TtlCache<PromotionPageRow | null>(100);
  /** A published promotion page, held like the category tree (an editor's change shows within a minute). */
  async function promotionPage(slug: string): Promise<PromotionPageRow | undefined> {
    const cached = promotionCache.get(slug);
    if (cached !== undefined) return cached ?? undefined;
    const row = await search.promotionPage(slug);
    promotionCache.set(slug, row ?? null, ttl === 0 ? 0 : CATEGORY_TTL_MS);
    return row;
  }

  /** The promotion's own filter: its tag, or its category (a request may narrow to a subcategory of it). */
  async function promotionFilter(
    slug: string,
    requested: CategoryRefRow | undefined,
  ): Promise<Pick<ListingFilter, 'promoTag' | 'category' | 'ids'>> {
    const page = await promotionPage(slug);
    if (!page) throw new DomainError('not_found', PROMOTION_NOT_FOUND);
    if (page.promo_tag !== null) {
      return {
        promoTag: page.promo_tag,
        category: requested ? { id: requested.id, level: requested.level } : undefined,
      };
    }
    const own = page.category_id === null ? undefined : (await categories()).get(page.category_id);
    // An inactive category empties the page rather than widening it to the whole catalogue.
    if (!own) return { ids: [] };
    if (requested && requested.id !== own.id) {
      const chain = await categoryChain(requested.id);
      if (!chain.some((c) => c.id === own.id)) {
        throw new DomainError('validation_failed', 'categoryId: not part of this promotion');
      }
      return { category: { id: requested.id, level: requested.level } };
    }
    return { category: { id: own.id, level: own.level } };
  }

  async function categoryChain(id: number): Promise<CategoryRefRow[]> {
    const map = await categories();
    const chain: CategoryRefRow[] = [];
    for (
      let next = map.get(id);
      next && chain.length < 6;
      next = next.parent_id === null ? undefined : map.get(next.parent_id)
    ) {
      chain.unshift(next);
    }
    return chain;
  }

  /** Spec §4 price and stock rules for the shopper's source. */
  function toCard(row: ProductAtStore, source: string | null, now: Date): ProductCard {
    const final = priceAt(row, now);
    return {
      id: row.id,
      sku: row.sku,
      name: row.name,
      brand: row.brand,
      size: row.size,
      url: productPath(row.root_category_slug, row.url_key, row.sku, row.id),
      image_url: productImageUrl(row.id),
      price: row.price,
      final_price: final,
      discount_percent: discountPercent(row.price, final),
      stock_qty: stockAt(row, source, now),
      is_bulky: row.is_bulky,
      promo_tag: row.promo_tag,
      seller_id: row.seller_id,
      shop_name: row.shop_name,
      root_category_name: row.root_category_name,
    };
  }

  async function resolveCategory(id: number | undefined): Promise<CategoryRefRow | undefined> {
    if (id === undefined) return undefined;
    const category = (await categories()).get(id);
    if (!category) throw new DomainError('not_found', 'Category not found');
    return category;
  }

  /** Turns a listing request into a repository filter; throws 400 for shapes the contract cannot express. */
  async function filterOf(req: ListingRequest, mode: 'listing' | 'search'): Promise<ListingFilter> {
    const range = req.price ? parsePriceRange(req.price) : { min: null, max: null };
    if (!range) throw new DomainError('validation_failed', 'price: must be MIN-MAX in pesos with MIN not above MAX');
    const category = await resolveCategory(req.categoryId);
    if (mode === 'listing' && !category && !req.hotOffers && req.promotion === undefined) {
      throw new DomainError('validation_failed', 'categoryId: required unless hot_offers=1 or promotion is given');
    }
    const promotion = req.promotion === undefined ? undefined : await promotionFilter(req.promotion, category);
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
      excludeSellers: await inactiveSellers(),
    };
  }

  async function cardsByIds(ids: readonly number[], source: string | null, now: Date): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    const rows = await search.cardsFor(ids, source, now.toISOString());
    return rows.map((r) => toCard(r, source, now));
  }

  async function bestSellers(filter: ListingFilter, limit: number, source: string | null, now: Date) {
    const rows = await search.listCards(
      { ...filter, excludeSellers: await inactiveSellers() },
      { sort: 'best_selling', dir: 'desc', limit, offset: 0 },
      source,
      now.toISOString(),
    );
    return rows.map((r) => toCard(r, source, now));
  }

  /** "Did you mean": each term that matches nothing replaced by its closest known word. */
  async function spellingSuggestion(terms: readonly string[]): Promise<string | null> {
    let changed = false;
    const corrected: string[] = [];
    for (const term of terms) {
      if (term.length < 3) {
        corrected.push(term);
        continue;
      }
      const better = closestWord(term, await search.spellingCandidates(term));
      if (better) changed = true;
      corrected.push(better ?? term);
    }
    return changed ? corrected.join(' ') : null;
  }

  function list(req: ListingRequest, mode: 'listing' | 'search'): Promise<ProductListResponse> {
    return listCache.getOrLoad(JSON.stringify([mode, req]), ttl, () => readList(req, mode));
  }

  async function readList(req: ListingRequest, mode: 'listing' | 'search'): Promise<ProductListResponse> {
    const now = clock();
    const nowIso = now.toISOString();
    const filter = await filterOf(req, mode);
    const sort: ProductSortOrder = req.order ?? (mode === 'search' ? 'relevance' : 'best_selling');
    if (sort === 'relevance' && mode !== 'search') {
      throw new DomainError('validation_failed', 'order: relevance applies to search only');
    }
    const dir: SortDir = req.dir ?? (sort === 'best_selling' || sort === 'newest' ? 'desc' : 'asc');
    const page = { sort, dir, limit: req.pageSize, offset: (req.currentPage - 1) * req.pageSize };
    const { rows, total } = await search.listPage(filter, page, req.source, nowIso);
    const response: ProductListResponse = {
      items: rows.map((r) => toCard(r, req.source, now)),
      total_count: total,
      page: req.currentPage,
      page_size: req.pageSize,
      sort,
      dir,
    };
    if (mode === 'search') {
      const category = filter.category ? (await categories()).get(filter.category.id) : undefined;
      response.category = category ? { id: category.id, name: category.name, url_path: category.url_path } : null;
      response.suggestion = null;
      response.alternatives = [];
      if (total === 0) {
        const terms = filter.terms ?? [];
        response.suggestion = terms.length > 0 ? await spellingSuggestion(terms) : null;
        // Never an empty page: products for the corrected spelling, trigram-near names, or best sellers.
        let alternatives: ProductCard[] = [];
        if (response.suggestion) {
          alternatives = await bestSellers({ terms: searchTerms(response.suggestion) }, 12, req.source, now);
        }
        if (alternatives.length === 0 && terms.length > 0) {
          alternatives = await cardsByIds(await search.similarNameIds(terms.join(' '), 12), req.source, now);
        }
        if (alternatives.length === 0) alternatives = await bestSellers({}, 12, req.source, now);
        response.alternatives = alternatives;
      }
    }
    return response;
  }

  const topCache = new TtlCache<ProductCard[]>(500);
  const menuCache = new TtlCache<MenuItem[]>(1);
  const marketplaceCache = new TtlCache<(ReturnType<typeof sellerSummary> & { products: ProductCard[] })[]>(50);
  const pageCache = new TtlCache<CatalogPathPage | null>(5000);

  /** The product page's detail from its row (read at the shopper's source). */
  async function detailOf(row: ProductAtStoreDetail, source: string | null, now: Date): Promise<ProductDetail> {
    const card = toCard(row, source, now);
    const chain = await categoryChain(row.category_id);
    const availableInStore = isSellableAt(row, source, now);
    return {
      ...card,
      description: row.description,
      category_id: row.category_id,
      root_category_id: row.root_category_id,
      product_type: row.product_type,
      is_gas: row.is_gas,
      allow_pickup: row.allow_pickup,
      campaign: isCampaignActive(row.campaign, now) ? row.campaign : null,
      gallery: [card.image_url],
      breadcrumbs: chain.map((c) => ({ name: c.name, url_path: c.url_path })),
      seller: { id: row.seller_id, shop_name: row.shop_name, logo_url: row.seller_logo_url },
      source_code: source,
      available_in_store: availableInStore,
      availability_message: availableInStore ? null : PRODUCT_NOT_IN_STORE_MESSAGE,
      canonical_path: card.url,
    };
  }

  /** Related products in three groups (promotion partners or hot offers, same leaf category, same brand). */
  async function relatedOf(row: ProductAtStore, limit: number, source: string | null, now: Date) {
    const partners = await search.promotionPartnerIds(row.id, now.toISOString(), limit);
    const [mixandmatch, similar, samebrand] = await Promise.all([
      partners.length > 0
        ? cardsByIds(partners, source, now)
        : bestSellers(
            { category: { id: row.root_category_id, level: 1 }, excludeId: row.id, hotOffers: true },
            limit,
            source,
            now,
          ),
      bestSellers({ category: { id: row.category_id, level: 2 }, excludeId: row.id }, limit, source, now),
      bestSellers({ brands: [row.brand], excludeId: row.id }, limit, source, now),
    ]);
    return { mixandmatch, similar, samebrand };
  }

  async function togetherOf(row: ProductAtStore, limit: number, source: string | null, now: Date) {
    const rows = await search.listCards(
      { category: { id: row.root_category_id, level: 1 }, excludeId: row.id },
      { sort: 'best_selling', dir: 'desc', limit: limit * 3, offset: 0 },
      source,
      now.toISOString(),
    );
    return rows
      .filter((r) => r.category_id !== row.category_id)
      .slice(0, limit)
      .map((r) => toCard(r, source, now));
  }

  async function resolvePage(
    path: string,
    source: string | null,
    relatedSize: number,
  ): Promise<CatalogPathPage | undefined> {
    const productRef = parseProductPath(path);
    if (productRef) {
      const now = clock();
      const row = await search.productCard(productRef.id, source, now.toISOString());
      if (!row) return undefined;
      const [product, related, together] = await Promise.all([
        detailOf(row, source, now),
        relatedOf(row, relatedSize, source, now),
        togetherOf(row, FREQUENTLY_BOUGHT_TOGETHER_SIZE, source, now),
      ]);
      return { type: 'product', resolution: productResolution(row), product, related, together };
    }
    const category = await categoryResolution(path);
    if (category) return { type: 'category', resolution: category };
    const segments = path.split('/').filter(Boolean);
    const slug = segments.length === 1 ? segments[0]! : null;
    if (!cmsPage || !slug || slug.length > 100 || !CMS_SLUG.test(slug)) return undefined;
    const page = await cmsPage(slug);
    if (!page) return undefined;
    return {
      type: 'cms',
      resolution: { type: 'cms', id: page.id, url_path: page.url_path, canonical_path: page.url_path },
      page,
    };
  }

  function productResolution(row: ProductAtStore): Extract<SlugResolution, { type: 'product' }> {
    const canonical = productPath(row.root_category_slug, row.url_key, row.sku, row.id);
    return { type: 'product', id: row.id, sku: row.sku, url_path: canonical.slice(1), canonical_path: canonical };
  }

  async function categoryResolution(path: string): Promise<Extract<SlugResolution, { type: 'category' }> | undefined> {
    const slugPath = normalizeSlugPath(path);
    if (!slugPath) return undefined;
    const category = await search.categoryByPath(slugPath);
    if (!category) return undefined;
    return {
      type: 'category',
      id: category.id,
      name: category.name,
      url_path: category.url_path,
      canonical_path: `/${category.url_path}`,
    };
  }

  return {
    toCard,

    /** Every page's header reads it: kept like any hot read (issue 13), not queried per page. */
    menu(): Promise<MenuItem[]> {
      return menuCache.getOrLoad('menu', ttl, async () => {
        const rows = await menu.menuCategories();
        const roots = rows.filter((r) => r.level === 1);
        return roots.map((root) => ({
          id: root.id,
          name: root.name,
          url_path: root.url_path,
          color: root.color,
          children: rows
            .filter((c) => c.parent_id === root.id)
            .map((c) => ({ id: c.id, name: c.name, url_path: c.url_path, color: c.color })),
        }));
      });
    },

    /** GET /api/product/top-selling: best sellers (sold_90d is kept per product), optionally within a sku list. */
    async topSelling(limit: number, source: string | null, skus?: string[]): Promise<ProductCard[]> {
      const filter: ListingFilter = { skus: skus && skus.length > 0 ? skus : undefined, simpleOnly: true };
      return topCache.getOrLoad(JSON.stringify([limit, source, skus]), ttl, () =>
        bestSellers(filter, limit, source, clock()),
      );
    },
    listing: (req: ListingRequest) => list(req, 'listing'),
    search: (req: ListingRequest) => list(req, 'search'),

    async facets(req: ListingRequest, mode: 'listing' | 'search'): Promise<ProductFacets> {
      const key = JSON.stringify([mode, req.query, req.categoryId, req.hotOffers, req.promotion, req.price]);
      return facetCache.getOrLoad(key, ttl, async () => {
        const filter = await filterOf(req, mode);
        const rows = await search.facets(filter, clock().toISOString());
        return {
          categories: rows.categories,
          brands: rows.brands,
          sellers: rows.sellers,
          price: { min: rows.price.min ?? 0, max: rows.price.max ?? 0 },
        };
      });
    },

    async suggest(q: string, limit: number): Promise<SearchSuggestResponse> {
      const terms = searchTerms(q);
      const key = JSON.stringify([terms, limit]);
      const cached = suggestCache.get(key);
      if (cached) return cached;
      const now = clock();
      const [rows, categories] = await Promise.all([
        search.suggestProducts(terms, limit, now.toISOString()),
        search.suggestCategories(terms, 5),
      ]);
      const response: SearchSuggestResponse = {
        products: rows.map((r) => {
          const card = toCard(r, null, now);
          return {
            id: card.id,
            sku: card.sku,
            name: card.name,
            brand: card.brand,
            size: card.size,
            url: card.url,
            image_url: card.image_url,
            price: card.price,
            final_price: card.final_price,
          };
        }),
        categories: categories.map((c) => ({ id: c.id, name: c.name, url_path: c.url_path })),
      };
      const shortPrefix = terms.length === 1 && (terms[0]?.length ?? 0) <= 2;
      suggestCache.set(key, response, shortPrefix ? shortPrefixTtl : ttl);
      return response;
    },

    async product(id: number, source: string | null): Promise<ProductDetail | undefined> {
      const key = `${id}|${source ?? ''}`;
      const cached = detailCache.get(key);
      if (cached !== undefined) return cached ?? undefined;
      const now = clock();
      const row = await search.productCard(id, source, now.toISOString());
      const detail = row ? await detailOf(row, source, now) : null;
      detailCache.set(key, detail, ttl);
      return detail ?? undefined;
    },

    /**
     * A catalogue path in one answer: a product page reads its product once (at the shopper's source) and
     * derives the related lists and frequently-bought-together from that row; a category answers its
     * resolution; a one-segment path that is neither may be a CMS page. Undefined is a 404.
     */
    async page(
      path: string,
      source: string | null,
      relatedSize = RELATED_PAGE_SIZE,
    ): Promise<CatalogPathPage | undefined> {
      const key = `${path}|${source ?? ''}|${relatedSize}`;
      const answer = await pageCache.getOrLoad(
        key,
        ttl,
        async () => (await resolvePage(path, source, relatedSize)) ?? null,
      );
      return answer ?? undefined;
    },

    async productIdBySku(sku: string) {
      return search.productIdBySku(sku);
    },

    /** find-slug: a category url_path or a product path; products answer their canonical path. */
    async resolveSlug(path: string): Promise<SlugResolution | undefined> {
      const product = parseProductPath(path);
      if (product) {
        const row = await search.productCard(product.id, null, clock().toISOString());
        return row ? productResolution(row) : undefined;
      }
      return categoryResolution(path);
    },

    async categoriesLevel(productId: number) {
      const row = await search.productCard(productId, null, clock().toISOString());
      if (!row) return undefined;
      const chain = await categoryChain(row.category_id);
      return {
        product_id: row.id,
        categories: chain.map((c) => ({ id: c.id, name: c.name, url_path: c.url_path, level: c.level })),
      };
    },

    /** Same leaf category, most sold first. */
    async similar(productId: number, limit: number, source: string | null) {
      const now = clock();
      const row = await search.productCard(productId, null, now.toISOString());
      if (!row) return undefined;
      return bestSellers({ category: { id: row.category_id, level: 2 }, excludeId: row.id }, limit, source, now);
    },

    async related(productId: number, limit: number, source: string | null) {
      const now = clock();
      const row = await search.productCard(productId, null, now.toISOString());
      if (!row) return undefined;
      return relatedOf(row, limit, source, now);
    },

    /**
     * Frequently bought together: until order history exists (issue 4+), the best sellers of the same root
     * category outside the product's own leaf category — things bought on the same trip.
     */
    async frequentlyBoughtTogether(productId: number, limit: number, source: string | null) {
      const now = clock();
      const row = await search.productCard(productId, null, now.toISOString());
      if (!row) return undefined;
      return togetherOf(row, limit, source, now);
    },

    async productsBy(field: 'sku' | 'entity_id', values: string[], limit: number, source: string | null) {
      const now = clock();
      const filter: ListingFilter =
        field === 'sku'
          ? { skus: values }
          : { ids: values.map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647) };
      const rows = await search.listCards(
        filter,
        { sort: 'name', dir: 'asc', limit, offset: 0 },
        source,
        now.toISOString(),
      );
      return rows.map((r) => toCard(r, source, now));
    },

    /** The home page's marketplace teaser reads it on every render: kept like any hot read (issue 13). */
    marketplaceSellers(productsPerSeller: number, source: string | null) {
      return marketplaceCache.getOrLoad(JSON.stringify([productsPerSeller, source]), ttl, async () => {
        const now = clock();
        const sellers = await search.sellers({ excludeId: OWN_SELLER_ID });
        return Promise.all(
          sellers.map(async (s) => ({
            ...sellerSummary(s),
            products:
              productsPerSeller > 0 ? await bestSellers({ sellerScope: s.id }, productsPerSeller, source, now) : [],
          })),
        );
      });
    },

    async seller(id: string, type: 'home' | 'info', source: string | null) {
      const now = clock();
      const [seller] = await search.sellers({ id });
      if (!seller) return undefined;
      if (type === 'info') return { ...sellerSummary(seller), categories: [], products: [] };
      const [facets, products] = await Promise.all([
        search.facets({ sellerScope: id }, now.toISOString()),
        bestSellers({ sellerScope: id }, 12, source, now),
      ]);
      return { ...sellerSummary(seller), categories: facets.categories, products };
    },

    /** A published promotion page's words (its products are the listing with `promotion`). */
    async promotion(slug: string): Promise<PromotionPage | undefined> {
      const row = await promotionPage(slug);
      return row ? promotionView(row) : undefined;
    },

    async promotions(): Promise<PromotionPage[]> {
      return (await search.promotionPages()).map(promotionView);
    },

    async sellerCategory(id: string, categoryId: number, page: number, pageSize: number, source: string | null) {
      const [seller] = await search.sellers({ id });
      if (!seller) return undefined;
      return list({ categoryId, currentPage: page, pageSize, sellers: [id], source, order: 'best_selling' }, 'listing');
    },
  };
}

function promotionView(row: PromotionPageRow): PromotionPage {
  return {
    slug: row.slug,
    title: row.title,
    intro: row.intro,
    meta_description: row.meta_description,
    url_path: promotionPagePath(row.slug),
    updated_at: row.updated_at,
  };
}

function sellerSummary(s: SellerRow) {
  return {
    id: s.id,
    shop_name: s.shop_name,
    description: s.description,
    logo_url: s.logo_url,
    banner_url: s.banner_url,
    url: shopPath(s.id),
    product_count: s.product_count,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
