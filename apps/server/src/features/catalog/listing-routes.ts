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
import { ErrorResponse } from '@sulit/contracts/common';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheFor } from '../../http/caching';
import { shopperSource } from '../../http/shopper-source';
import type { CatalogService, ListingRequest } from './catalog-service';

/** Spec §9 cache lifetimes in seconds. */
const PRODUCT_TTL = 300;
const SELLERS_TTL = 7200;

const StoreParams = z.object({ store: StoreViewCode.optional() }).strict();

/** Both families where the spec shows a store view segment: /rest/V1/… and /rest/{store}/V1/…. */
const both = (path: string) => [`/rest/V1/${path}`, `/rest/:store/V1/${path}`];

const notFound = (message = 'Not found') => new DomainError('not_found', message);
const productNotFound = () => notFound('Sorry, the product is no longer available in your selected store.');

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
    source: shopperSource(request, query.sourceCode),
  };
}
type ProductListQueryValue = z.infer<typeof ProductListQuery>;

/** Magento searchCriteria for GET /rest/V1/products, first filter of the first group only. */
const F = 'searchCriteria[filterGroups][0][filters][0]';
const ProductsSearchQuery = z
  .object({
    [`${F}[field]`]: z.enum(['sku', 'entity_id']),
    [`${F}[value]`]: z.string().min(1).max(2000),
    [`${F}[conditionType]`]: z.enum(['eq', 'in']).default('eq'),
    'searchCriteria[pageSize]': z.coerce.number().int().min(1).max(100).default(100),
    'searchCriteria[currentPage]': z.coerce.number().int().min(1).max(1).optional(),
    sourceCode: SourceCodeQuery.optional(),
  })
  .strict();

export function registerListingRoutes(app: FastifyInstance, service: CatalogService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rest/V1/sulit/find-slug/*',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Resolve a page path: category url_path or product path (spec §2); products answer canonical_path',
        description:
          'A product reached by an outdated slug answers its canonical_path; pages redirect (301) when it differs.',
        params: z.object({ '*': z.string().min(1).max(300) }).strict(),
        response: { 200: SlugResolution, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const resolved = await service.resolveSlug(request.params['*']);
      if (!resolved) throw notFound('Page not found');
      cacheFor(reply, PRODUCT_TTL);
      return resolved;
    },
  );

  r.get(
    '/api/catalog/page',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page path in one call: product (detail, related, frequently bought together), category or CMS page',
        description:
          'Resolves `path` like find-slug. A product answers its detail at the shopper’s source with the related lists ' +
          'and frequently bought together (12), all derived from one read of the product; a category answers its ' +
          'resolution (the listing is its own call); a one-segment path that is a published CMS page answers that page. ' +
          'Anything else is a 404. Pages redirect (301) when `resolution.canonical_path` differs from the path.',
        querystring: CatalogPathQuery,
        response: { 200: CatalogPathPage, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const page = await service.page(request.query.path, shopperSource(request, request.query.sourceCode));
      if (!page) throw notFound('Page not found');
      cacheFor(reply, PRODUCT_TTL, { varyBySource: true });
      return page;
    },
  );

  const listingRoutes = [
    { path: 'sulit/product-list-page', mode: 'listing', facets: false },
    { path: 'sulit/product-list-page-filter', mode: 'listing', facets: true },
    { path: 'sulit/search-result', mode: 'search', facets: false },
    { path: 'sulit/search-result-filter', mode: 'search', facets: true },
  ] as const;
  for (const route of listingRoutes) {
    for (const url of both(route.path)) {
      r.get(
        url,
        {
          schema: {
            tags: ['catalog'],
            summary:
              route.mode === 'listing'
                ? route.facets
                  ? 'Facets of a category listing (categories, brands, sellers, price bounds)'
                  : 'Category listing (categoryId) or hot offers (hot_offers=1), priced for the shopper’s source'
                : route.facets
                  ? 'Facets of a search'
                  : 'Search results; with no result, `alternatives` and a `suggestion` ("did you mean")',
            params: StoreParams,
            querystring: ProductListQuery,
            response: {
              200: route.facets ? ProductFacets : ProductListResponse,
              400: ErrorResponse,
              404: ErrorResponse,
            },
          },
        },
        async (request, reply) => {
          const req = listingRequest(request.query, request);
          cacheFor(reply, PRODUCT_TTL, { varyBySource: !route.facets });
          if (route.facets) return service.facets(req, route.mode);
          return route.mode === 'listing' ? service.listing(req) : service.search(req);
        },
      );
    }
  }

  r.get(
    '/api/product/search-suggest',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Suggestions as you type: matching products and categories (prefix match from one character)',
        querystring: SearchSuggestQuery,
        response: { 200: SearchSuggestResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      cacheFor(reply, PRODUCT_TTL);
      return service.suggest(request.query.q, request.query.limit);
    },
  );

  for (const url of both('products')) {
    r.get(
      url,
      {
        schema: {
          tags: ['catalog'],
          summary: 'Products by searchCriteria: field sku or entity_id, conditionType eq or in (comma list)',
          params: StoreParams,
          querystring: ProductsSearchQuery,
          response: { 200: ProductsSearchResponse, 400: ErrorResponse },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const field = q[`${F}[field]`] as 'sku' | 'entity_id';
        const raw = q[`${F}[value]`] as string;
        const condition = q[`${F}[conditionType]`] as 'eq' | 'in';
        const values = (condition === 'in' ? raw.split(',') : [raw]).map((v) => v.trim()).filter(Boolean);
        if (values.length > 100) throw new DomainError('validation_failed', 'value: at most 100 values');
        const pageSize = q['searchCriteria[pageSize]'] as number;
        const items = await service.productsBy(field, values, pageSize, shopperSource(request, q.sourceCode));
        cacheFor(reply, PRODUCT_TTL, { varyBySource: true });
        return { items, total_count: items.length, search_criteria: { field, values } };
      },
    );
  }

  for (const url of both('sulit/related-products/:sku')) {
    r.get(
      url,
      {
        schema: {
          tags: ['catalog'],
          summary: 'Related products in three groups: mixandmatch, similar, samebrand',
          params: SkuParams.extend({ store: StoreViewCode.optional() }),
          querystring: RelatedListQuery,
          response: { 200: RelatedProductsResponse, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const id = await service.productIdBySku(request.params.sku);
        const source = shopperSource(request, request.query.sourceCode);
        const related = id === undefined ? undefined : await service.related(id, request.query.pageSize, source);
        if (!related) throw productNotFound();
        cacheFor(reply, PRODUCT_TTL, { varyBySource: true });
        return related;
      },
    );
  }

  const idLists = [
    { path: 'sulit/product-similar-items/id/:id', summary: 'Similar items: same category, most sold first' },
    {
      path: 'sulit/frequently-bought-together/id/:id',
      summary: 'Frequently bought together (page size default 12, spec §9)',
    },
  ] as const;
  for (const list of idLists) {
    for (const url of both(list.path)) {
      r.get(
        url,
        {
          schema: {
            tags: ['catalog'],
            summary: list.summary,
            params: ProductIdParams.extend({ store: StoreViewCode.optional() }),
            querystring: RelatedListQuery,
            response: { 200: ProductCardList, 400: ErrorResponse, 404: ErrorResponse },
          },
        },
        async (request, reply) => {
          const source = shopperSource(request, request.query.sourceCode);
          const { id } = request.params;
          const { pageSize } = request.query;
          const items = list.path.startsWith('sulit/product-similar')
            ? await service.similar(id, pageSize, source)
            : await service.frequentlyBoughtTogether(id, pageSize, source);
          if (!items) throw productNotFound();
          cacheFor(reply, PRODUCT_TTL, { varyBySource: true });
          return { items };
        },
      );
    }
  }

  for (const url of both('sulit/product-categories-level/:id')) {
    r.get(
      url,
      {
        schema: {
          tags: ['catalog'],
          summary: 'The product’s category chain, root first',
          params: ProductIdParams.extend({ store: StoreViewCode.optional() }),
          response: { 200: ProductCategoriesLevelResponse, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const levels = await service.categoriesLevel(request.params.id);
        if (!levels) throw productNotFound();
        cacheFor(reply, PRODUCT_TTL);
        return levels;
      },
    );
  }

  r.get(
    '/rest/V1/sulit/web2case/get-marketplace-sellers',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Marketplace sellers (own store excluded) with a few best-selling products each',
        querystring: MarketplaceSellersQuery,
        response: { 200: MarketplaceSellersResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { productsPerSeller, sourceCode } = request.query;
      cacheFor(reply, SELLERS_TTL, { varyBySource: productsPerSeller > 0 });
      return { items: await service.marketplaceSellers(productsPerSeller, shopperSource(request, sourceCode)) };
    },
  );

  r.get(
    '/api/product/sellers/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One seller; type=home (default) adds its categories and best sellers, type=info the seller alone',
        params: SellerIdParams,
        querystring: SellerQuery,
        response: { 200: SellerResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { type, sourceCode } = request.query;
      const seller = await service.seller(request.params.id, type, shopperSource(request, sourceCode));
      if (!seller) throw notFound('Seller not found');
      cacheFor(reply, SELLERS_TTL, { varyBySource: type === 'home' });
      return seller;
    },
  );

  r.get(
    '/api/product/sellers/:id/categories/:cat',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A seller’s products in one category (root or subcategory), paged like a listing',
        params: SellerCategoryParams,
        querystring: SellerCategoryQuery,
        response: { 200: ProductListResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { currentPage, pageSize, sourceCode } = request.query;
      const result = await service.sellerCategory(
        request.params.id,
        request.params.cat,
        currentPage,
        pageSize,
        shopperSource(request, sourceCode),
      );
      if (!result) throw notFound('Seller not found');
      cacheFor(reply, SELLERS_TTL, { varyBySource: true });
      return result;
    },
  );
}
