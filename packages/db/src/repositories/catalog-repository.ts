import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** A product joined with what a tile or page shows beside it. Prices and stock are raw; the domain applies the rules. */
export interface ProductListingRow {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  brand: string;
  size: string;
  price: number;
  special_price: number | null;
  product_type: string;
  is_bulky: number;
  is_gas: number;
  allow_pickup: number;
  promo_tag: string | null;
  seller_id: string;
  shop_name: string;
  category_id: number;
  root_category_id: number;
  root_category_slug: string;
  root_category_name: string;
  root_category_color: string;
}

export interface ProductDetailRow extends ProductListingRow {
  description: string;
}

export interface CampaignRow {
  product_id: number;
  start_time: string;
  end_time: string;
  price: number;
  stock: number;
}

export interface MenuCategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  url_path: string;
  color: string;
  level: number;
}

export function createCatalogRepository(db: Kysely<DB>) {
  const listingColumns = [
    'p.id',
    'p.sku',
    'p.name',
    'p.url_key',
    'p.brand',
    'p.size',
    'p.price',
    'p.special_price',
    'p.product_type',
    'p.is_bulky',
    'p.is_gas',
    'p.allow_pickup',
    'p.promo_tag',
    'p.seller_id',
    's.shop_name',
    'p.category_id',
    'p.root_category_id',
    'root.url_path as root_category_slug',
    'root.name as root_category_name',
    'root.color as root_category_color',
  ] as const;

  const listing = () =>
    db
      .selectFrom('products as p')
      .innerJoin('sellers as s', 's.id', 'p.seller_id')
      .innerJoin('categories as root', 'root.id', 'p.root_category_id');

  return {
    /** Active categories in menu order, roots and their children (levels 1 and 2). */
    async menuCategories(): Promise<MenuCategoryRow[]> {
      return db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'name', 'url_path', 'color', 'level'])
        .where('is_active', '=', 1)
        .where('include_in_menu', '=', 1)
        .where('level', '<=', 2)
        .orderBy('level')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** The best sellers over the last 90 days (sold_90d is kept per product). */
    async topSelling(limit: number, skus?: readonly string[]): Promise<ProductListingRow[]> {
      let query = listing().select(listingColumns).where('p.status', '=', 1).where('p.product_type', '=', 'simple');
      if (skus && skus.length > 0) query = query.where('p.sku', 'in', skus);
      return query.orderBy('p.sold_90d', 'desc').orderBy('p.id').limit(limit).execute();
    },

    async productById(id: number): Promise<ProductDetailRow | undefined> {
      return listing()
        .select([...listingColumns, 'p.description'])
        .where('p.id', '=', id)
        .where('p.status', '=', 1)
        .executeTakeFirst();
    },

    /** Raw stock for the given products at one source. */
    async stockAt(productIds: readonly number[], sourceCode: string): Promise<Map<number, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('product_stock')
        .select(['product_id', 'qty'])
        .where('source_code', '=', sourceCode)
        .where('product_id', 'in', productIds)
        .execute();
      return new Map(rows.map((r) => [r.product_id, r.qty]));
    },

    /** The campaign whose window contains `nowIso` for each product, if any (latest start wins). */
    async activeCampaigns(productIds: readonly number[], nowIso: string): Promise<Map<number, CampaignRow>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('product_campaigns')
        .select(['product_id', 'start_time', 'end_time', 'price', 'stock'])
        .where('product_id', 'in', productIds)
        .where('start_time', '<=', nowIso)
        .where('end_time', '>', nowIso)
        .orderBy('start_time')
        .execute();
      return new Map(rows.map((r) => [r.product_id, r]));
    },

    /** Name and colour for an image, without the joins a page needs. */
    async productImageFacts(id: number) {
      return db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.root_category_id')
        .select(['p.id', 'p.name', 'p.brand', 'p.size', 'c.name as category_name', 'c.color'])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },

    async sellerImageFacts(id: string) {
      return db.selectFrom('sellers').select(['id', 'shop_name', 'color']).where('id', '=', id).executeTakeFirst();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
