import { type CatalogDeps, createCatalogContext } from './catalog-context';
import { catalogMenu, menuRoots } from './catalog-menu';
import { catalogPage } from './catalog-page';
import type { ListingMode, ListingRequest } from './listing-filter';
import { listProducts } from './list-products';
import { marketplaceSellers } from './marketplace-sellers';
import { productCategories, productDetail } from './product-detail';
import { productFacets } from './product-facets';
import { productsByCriteria } from './products-by-criteria';
import { promotion, promotions } from './promotion-pages';
import { frequentlyBoughtTogether, relatedProducts, similarProducts } from './related-products';
import { resolveSlug } from './resolve-slug';
import { searchProducts } from './search-products';
import { searchSuggestions } from './search-suggestions';
import { sellerCategory, sellerPage } from './seller-page';
import { topSelling } from './top-selling';

/**
 * The catalogue's use-cases, one file each (list-products, search-products, catalog-page, top-selling, …), bound
 * to one context: the repositories, the clock and the caches of hot reads (catalog-context.ts).
 */
export function createCatalogService(deps: CatalogDeps) {
  const context = createCatalogContext(deps);
  return {
    menu: () => catalogMenu(context),
    menuRoots: () => menuRoots(context),
    topSelling: (limit: number, source: string | null, skus?: string[]) => topSelling(context, limit, source, skus),
    listing: (req: ListingRequest) => listProducts(context, req),
    search: (req: ListingRequest) => searchProducts(context, req),
    facets: (req: ListingRequest, mode: ListingMode) => productFacets(context, req, mode),
    suggest: (q: string, limit: number) => searchSuggestions(context, q, limit),
    product: (id: number, source: string | null) => productDetail(context, id, source),
    page: (path: string, source: string | null, relatedSize?: number) =>
      catalogPage(context, path, source, relatedSize),
    productIdBySku: (sku: string) => context.listings.productIdBySku(sku),
    resolveSlug: (path: string) => resolveSlug(context, path),
    categoriesLevel: (productId: number) => productCategories(context, productId),
    similar: (productId: number, limit: number, source: string | null) =>
      similarProducts(context, productId, limit, source),
    related: (productId: number, limit: number, source: string | null) =>
      relatedProducts(context, productId, limit, source),
    frequentlyBoughtTogether: (productId: number, limit: number, source: string | null) =>
      frequentlyBoughtTogether(context, productId, limit, source),
    productsBy: (field: 'sku' | 'entity_id', values: string[], limit: number, source: string | null) =>
      productsByCriteria(context, field, values, limit, source),
    marketplaceSellers: (productsPerSeller: number, source: string | null) =>
      marketplaceSellers(context, productsPerSeller, source),
    seller: (id: string, type: 'home' | 'info', source: string | null) => sellerPage(context, id, type, source),
    promotion: (slug: string) => promotion(context, slug),
    promotions: () => promotions(context),
    sellerCategory: (id: string, categoryId: number, page: number, pageSize: number, source: string | null) =>
      sellerCategory(context, id, categoryId, page, pageSize, source),
    /** Staff changed what is on sale (a hidden product, a suspended seller): the next read goes to the database. */
    forgetCachedReads: () => {
      for (const cache of Object.values(context.caches)) cache.clear();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
