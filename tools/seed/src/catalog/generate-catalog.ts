import type { CatalogOptions, CatalogRows, ProductBatch, ReferenceRows } from './catalog-rows';
import { buildCategoryTree } from './categories';
import { buildMembershipProducts } from './membership';
import { buildProduct, createCatalogContext } from './products';
import { buildPromotions } from './promotions';
import { buildSellers } from './sellers';

export type { CatalogOptions, CatalogRows, ProductBatch, ReferenceRows } from './catalog-rows';

/**
 * The demo catalogue: pure and deterministic (same options, same rows). Own-store products get ids
 * 1..ownProducts, marketplace products the ids after them.
 */
export function generateCatalog(options: CatalogOptions): CatalogRows {
  const catalog: CatalogRows = { ...generateReferenceRows(options), products: [], stock: [], campaigns: [] };
  // One batch for everything: spreading huge arrays into push() would overflow the argument limit.
  for (const batch of generateProductBatches(options, Math.max(1, options.ownProducts + options.thirdPartyProducts))) {
    catalog.products = batch.products;
    catalog.stock = batch.stock;
    catalog.campaigns = batch.campaigns;
  }
  return catalog;
}

/**
 * Categories, sellers, promotions and membership products. Insert categories and sellers before the
 * product batches and promotions after them (promotion_products references products).
 */
export function generateReferenceRows(options: CatalogOptions): ReferenceRows {
  const tree = buildCategoryTree();
  const ctx = createCatalogContext(options, tree);
  return {
    categories: tree.rows,
    sellers: buildSellers(options.now),
    ...buildPromotions(ctx),
    membershipProducts: buildMembershipProducts(options.now),
  };
}

/** Products with their stock and campaign rows, `batchSize` products at a time, for loads of any size. */
export function* generateProductBatches(options: CatalogOptions, batchSize = 5_000): Generator<ProductBatch> {
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error('batchSize must be a whole number ≥ 1');
  const ctx = createCatalogContext(options, buildCategoryTree());
  const total = ctx.ownProducts + ctx.thirdPartyProducts;
  for (let first = 1; first <= total; first += batchSize) {
    const batch: ProductBatch = { products: [], stock: [], campaigns: [] };
    const last = Math.min(total, first + batchSize - 1);
    for (let id = first; id <= last; id++) {
      const built = buildProduct(ctx, id);
      batch.products.push(built.product);
      batch.stock.push(...built.stock);
      if (built.campaign) batch.campaigns.push(built.campaign);
    }
    yield batch;
  }
}
