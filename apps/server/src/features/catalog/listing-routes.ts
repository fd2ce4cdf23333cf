import {
  CatalogPathPage,
  CatalogPathQuery,
  MarketplaceSellersQuery,
  MarketplaceSellersResponse,
  ProductCardList,
  ProductCategoriesLevelResponse,
  ProductFacets,
  ProductIdParams,
  ProductListQuery,
  ProductListResponse,
  ProductsSearchResponse,
  PromotionPage,
  PromotionPageParams,
  PromotionPagesResponse,
  RelatedListQuery,
  RelatedProductsResponse,
  SearchSuggestQuery,
  SearchSuggestResponse,
  SellerCategoryParams,
  SellerCategoryQuery,
  SellerIdParams,
  SellerQuery,
  SellerResponse,
  SkuParams,
  SlugResolution,
  SourceCodeQuery,
  StoreViewCode,
} from '@sulit/contracts/catalog';
import { text } from '@sulit/contracts/common';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { itemsAnswer, legacyPaths, readRoute } from '../../http/read-route';
import { shopperSource } from '../../http/shopper-source';
import type { CatalogService } from './catalog-service';
import { type ListingRequest, PROMOTION_NOT_FOUND } from './listing-filter';

/** Spec §9 cache lifetimes in seconds. */
const PRODUCT_TTL = 300;
const SELLERS_TTL = 7200;

const StoreParams = z.object({ store: StoreViewCode.optional() }).strict();

/** Both families where the spec shows a store view segment: /rest/V1/… and /rest/{store}/V1/…. */
const both = legacyPaths;

const tags = ['catalog'];
const PRODUCT_NOT_AVAILABLE = 'Sorry, the product is no longer available in your selected store.';

function listingRequest(query: ProductListQueryValue, request: FastifyRequest): ListingRequest {
  const sellers = [...(query.seller ?? []), ...(query.marketplace_provider_code ?? [])];
  return {
    query: query.query,
    categoryId: query.categoryId,
    currentPage: query.currentPage,
    pageSize: query.pageSize,
    order: query.order ?? query.product_list_order,
    dir: query.dir ?? query.product_list_dir,
    price: query.price,
    brands: query.brand,
    sellers: sellers.length > 0 ? [...new Set(sellers)] : undefined,
    hotOffers: query.hot_offers === '1',
    inStock: query.in_stock === '1',
    promotion: query.promotion,
    source: shopperSource(request, query.sourceCode),
  };
}
type ProductListQueryValue = z.infer<typeof ProductListQuery>;

/** Magento searchCriteria for GET /rest/V1/products, first filter of the first group only. */
const F = 'searchCriteria[filterGroups][0][filters][0]';
const ProductsSearchQuery = z
  .object({
    [`${F}[field]`]: z.enum(['sku', 'entity_id']),
    [`${F}[value]`]: text().min(1).max(2000),
    [`${F}[conditionType]`]: z.enum(['eq', 'in']).default('eq'),
    'searchCriteria[pageSize]': z.coerce.number().int().min(1).max(100).default(100),
    'searchCriteria[currentPage]': z.coerce.number().int().min(1).max(1).optional(),
    sourceCode: SourceCodeQuery.optional(),
  })
  .strict();

export function registerListingRoutes(app: FastifyInstance, service: CatalogService): void {
  readRoute(
    app,
    {
      url: '/rest/V1/sulit/find-slug/*',
      tags,
      summary: 'Resolve a page path: category url_path or product path (spec §2); products answer canonical_path',
      description:
        'A product reached by an outdated slug answers its canonical_path; pages redirect (301) when it differs.',
      params: z.object({ '*': text().min(1).max(300) }).strict(),
      response: SlugResolution,
      cache: { seconds: PRODUCT_TTL },
      notFound: 'Page not found',
    },
    ({ params }) => service.resolveSlug(params['*']),
  );

  readRoute(
    app,
    {
      url: '/api/catalog/page',
      tags,
      summary: 'A page path in one call: product (detail, related, frequently bought together), category or CMS page',
      description:
        'Resolves `path` like find-slug. A product answers its detail at the shopper’s source with the related lists ' +
        'and frequently bought together (12), all derived from one read of the product (`relatedSize` products per ' +
        'related group, 12 unless asked for fewer); a category answers its ' +
        'resolution (the listing is its own call); a one-segment path that is a published CMS page answers that page. ' +
        'Anything else is a 404. Pages redirect (301) when `resolution.canonical_path` differs from the path.',
      querystring: CatalogPathQuery,
      response: CatalogPathPage,
      cache: { seconds: PRODUCT_TTL, varyBySource: true },
      notFound: 'Page not found',
    },
    ({ query, request }) => service.page(query.path, shopperSource(request, query.sourceCode), query.relatedSize),
  );

  const listingRoutes = [
    { path: 'sulit/product-list-page', mode: 'listing', facets: false },
    { path: 'sulit/product-list-page-filter', mode: 'listing', facets: true },
    { path: 'sulit/search-result', mode: 'search', facets: false },
    { path: 'sulit/search-result-filter', mode: 'search', facets: true },
  ] as const;
  for (const route of listingRoutes) {
    readRoute(
      app,
      {
        url: both(route.path),
        tags,
        summary:
          route.mode === 'listing'
            ? route.facets
              ? 'Facets of a category listing (categories, brands, sellers, price bounds)'
              : 'Category listing (categoryId), hot offers (hot_offers=1) or a promotion page’s products (promotion), priced for the shopper’s source'
            : route.facets
              ? 'Facets of a search'
              : 'Search results; with no result, `alternatives` and a `suggestion` ("did you mean")',
        params: StoreParams,
        querystring: ProductListQuery,
        response: route.facets ? ProductFacets : ProductListResponse,
        cache: { seconds: PRODUCT_TTL, varyBySource: !route.facets },
      },
      ({ query, request }) => {
        const req = listingRequest(query, request);
        if (route.facets) return service.facets(req, route.mode);
        return route.mode === 'listing' ? service.listing(req) : service.search(req);
      },
    );
  }

  readRoute(
    app,
    {
      url: '/api/catalog/promotions',
      tags,
      summary: 'The published promotion pages (special products, truckload) with their paths',
      response: PromotionPagesResponse,
      cache: { seconds: PRODUCT_TTL },
    },
    async () => ({ items: await service.promotions() }),
  );

  readRoute(
    app,
    {
      url: '/api/catalog/promotions/:slug',
      tags,
      summary: 'A promotion page’s title and introduction; its products are the listing with promotion={slug}',
      description:
        'The products come from the catalogue by the tag or category the page names in data (promotion_pages), ' +
        'never from code. An unpublished or unknown slug is a 404.',
      params: PromotionPageParams,
      response: PromotionPage,
      cache: { seconds: PRODUCT_TTL },
      notFound: PROMOTION_NOT_FOUND,
    },
    ({ params }) => service.promotion(params.slug),
  );

  readRoute(
    app,
    {
      url: '/api/product/search-suggest',
      tags,
      summary: 'Suggestions as you type: matching products and categories (prefix match from one character)',
      querystring: SearchSuggestQuery,
      response: SearchSuggestResponse,
      cache: { seconds: PRODUCT_TTL },
    },
    ({ query }) => service.suggest(query.q, query.limit),
  );

  readRoute(
    app,
    {
      url: both('products'),
      tags,
      summary: 'Products by searchCriteria: field sku or entity_id, conditionType eq or in (comma list)',
      params: StoreParams,
      querystring: ProductsSearchQuery,
      response: ProductsSearchResponse,
      cache: { seconds: PRODUCT_TTL, varyBySource: true },
    },
    async ({ query, request }) => {
      const field = query[`${F}[field]`] as 'sku' | 'entity_id';
      const raw = query[`${F}[value]`] as string;
      const condition = query[`${F}[conditionType]`] as 'eq' | 'in';
      const values = (condition === 'in' ? raw.split(',') : [raw]).map((v) => v.trim()).filter(Boolean);
      if (values.length > 100) throw new DomainError('validation_failed', 'value: at most 100 values');
      const pageSize = query['searchCriteria[pageSize]'] as number;
      const items = await service.productsBy(field, values, pageSize, shopperSource(request, query.sourceCode));
      return { items, total_count: items.length, search_criteria: { field, values } };
    },
  );

  readRoute(
    app,
    {
      url: both('sulit/related-products/:sku'),
      tags,
      summary: 'Related products in three groups: mixandmatch, similar, samebrand',
      params: SkuParams.extend({ store: StoreViewCode.optional() }),
      querystring: RelatedListQuery,
      response: RelatedProductsResponse,
      cache: { seconds: PRODUCT_TTL, varyBySource: true },
      notFound: PRODUCT_NOT_AVAILABLE,
    },
    async ({ params, query, request }) => {
      const id = await service.productIdBySku(params.sku);
      const source = shopperSource(request, query.sourceCode);
      return id === undefined ? undefined : service.related(id, query.pageSize, source);
    },
  );

  const idLists = [
    {
      path: 'sulit/product-similar-items/id/:id',
      summary: 'Similar items: same category, most sold first',
      list: service.similar,
    },
    {
      path: 'sulit/frequently-bought-together/id/:id',
      summary: 'Frequently bought together (page size default 12, spec §9)',
      list: service.frequentlyBoughtTogether,
    },
  ] as const;
  for (const { path, summary, list } of idLists) {
    readRoute(
      app,
      {
        url: both(path),
        tags,
        summary,
        params: ProductIdParams.extend({ store: StoreViewCode.optional() }),
        querystring: RelatedListQuery,
        response: ProductCardList,
        cache: { seconds: PRODUCT_TTL, varyBySource: true },
        notFound: PRODUCT_NOT_AVAILABLE,
      },
      async ({ params, query, request }) => {
        const items = await list(params.id, query.pageSize, shopperSource(request, query.sourceCode));
        return items ? itemsAnswer(items) : undefined;
      },
    );
  }

  readRoute(
    app,
    {
      url: both('sulit/product-categories-level/:id'),
      tags,
      summary: 'The product’s category chain, root first',
      params: ProductIdParams.extend({ store: StoreViewCode.optional() }),
      response: ProductCategoriesLevelResponse,
      cache: { seconds: PRODUCT_TTL },
      notFound: PRODUCT_NOT_AVAILABLE,
    },
    ({ params }) => service.categoriesLevel(params.id),
  );

  readRoute(
    app,
    {
      url: '/rest/V1/sulit/web2case/get-marketplace-sellers',
      tags,
      summary: 'Marketplace sellers (own store excluded) with a few best-selling products each',
      querystring: MarketplaceSellersQuery,
      response: MarketplaceSellersResponse,
      cache: { seconds: SELLERS_TTL, varyBySource: (query) => query.productsPerSeller > 0 },
    },
    async ({ query, request }) =>
      itemsAnswer(await service.marketplaceSellers(query.productsPerSeller, shopperSource(request, query.sourceCode))),
  );

  readRoute(
    app,
    {
      url: '/api/product/sellers/:id',
      tags,
      summary: 'One seller; type=home (default) adds its categories and best sellers, type=info the seller alone',
      params: SellerIdParams,
      querystring: SellerQuery,
      response: SellerResponse,
      cache: { seconds: SELLERS_TTL, varyBySource: (query) => query.type === 'home' },
      notFound: 'Seller not found',
    },
    ({ params, query, request }) => service.seller(params.id, query.type, shopperSource(request, query.sourceCode)),
  );

  readRoute(
    app,
    {
      url: '/api/product/sellers/:id/categories/:cat',
      tags,
      summary: 'A seller’s products in one category (root or subcategory), paged like a listing',
      params: SellerCategoryParams,
      querystring: SellerCategoryQuery,
      response: ProductListResponse,
      cache: { seconds: SELLERS_TTL, varyBySource: true },
      notFound: 'Seller not found',
    },
    ({ params, query, request }) =>
      service.sellerCategory(
        params.id,
        params.cat,
        query.currentPage,
        query.pageSize,
        shopperSource(request, query.sourceCode),
      ),
  );
}
