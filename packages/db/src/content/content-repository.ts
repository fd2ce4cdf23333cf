import type { SitemapProduct } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { countedRows } from '../counted-rows';

/** Content reads: JSON pages and widgets, banners, CMS pages, configuration, store sources, sitemap facts. */
export function createContentRepository(db: Kysely<DB>) {
  return {
    async jsonPage(slug: string) {
      return db
        .selectFrom('json_pages')
        .select(['slug', 'title', 'content', 'updated_at'])
        .where('slug', '=', slug)
        .where('status', '=', 1)
        .executeTakeFirst();
    },

    async jsonWidget(hash: string, storeview: string) {
      return db
        .selectFrom('json_widgets')
        .select(['hash', 'storeview', 'title', 'content', 'updated_at'])
        .where('hash', '=', hash)
        .where('storeview', '=', storeview)
        .where('status', '=', 1)
        .executeTakeFirst();
    },

    /** Every banner of a position, enabled or not: the domain decides which show now. */
    async bannersAt(position: string) {
      return db
        .selectFrom('banners')
        .selectAll()
        .where('position', '=', position)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    async bannerById(id: number) {
      return db.selectFrom('banners').select(['id', 'title', 'position']).where('id', '=', id).executeTakeFirst();
    },

    async cmsPages() {
      return db
        .selectFrom('cms_pages')
        .select(['id', 'identifier', 'title', 'meta_description', 'updated_at'])
        .where('status', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    async cmsPage(identifier: string) {
      return db
        .selectFrom('cms_pages')
        .select(['id', 'identifier', 'title', 'meta_description', 'content', 'updated_at'])
        .where('identifier', '=', identifier)
        .where('status', '=', 1)
        .executeTakeFirst();
    },

    async config(scope: 'global' | 'content') {
      return db
        .selectFrom('global_config')
        .select(['key', 'value'])
        .where('scope', '=', scope)
        .orderBy('key')
        .execute();
    },

    async stores() {
      return db
        .selectFrom('stores')
        .select(['source_code', 'name', 'city_name', 'opening_hours'])
        .orderBy('sort_order')
        .execute();
    },

    /** Provinces and the cities that override their province's source (Metro Manila). */
    async sourceMapping() {
      const [provinces, cities] = await Promise.all([
        db
          .selectFrom('provinces')
          .select(['id', 'code', 'name', 'stock_source_code', 'allow_shipping', 'is_pickup'])
          .where('stock_source_code', 'is not', null)
          .orderBy('sort_order')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('cities')
          .select(['id', 'province_id', 'name', 'stock_source_code'])
          .where('stock_source_code', 'is not', null)
          .orderBy('id')
          .execute(),
      ]);
      return {
        provinces: provinces.map((p) => ({
          ...p,
          allow_shipping: p.allow_shipping === 1,
          is_pickup: p.is_pickup === 1,
        })),
        cities,
      };
    },

    async activeCategoryPaths() {
      return db
        .selectFrom('categories')
        .select(['url_path'])
        .where('is_active', '=', 1)
        .orderBy('level')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async activeProductCount(): Promise<number> {
      return countedRows(db.selectFrom('products').where('status', '=', 1));
    },

    /** Sitemap: the shops that answer (active sellers) and the published promotion pages. */
    async sitemapShopsAndPromotions() {
      const [sellers, promotions] = await Promise.all([
        db.selectFrom('sellers').select('id').where('is_active', '=', 1).orderBy('id').execute(),
        db
          .selectFrom('promotion_pages')
          .select(['slug', 'updated_at'])
          .where('status', '=', 1)
          .orderBy('sort_order')
          .orderBy('slug')
          .execute(),
      ]);
      return { sellerIds: sellers.map((s) => s.id), promotions };
    },

    /** One sitemap chunk: active products in id order, keyed by position so chunks never overlap. */
    async sitemapProducts(offset: number, limit: number): Promise<SitemapProduct[]> {
      return db
        .selectFrom('products as p')
        .innerJoin('categories as root', 'root.id', 'p.root_category_id')
        .select(['p.id', 'p.sku', 'p.url_key', 'root.url_path as root_category_slug', 'p.created_at'])
        .where('p.status', '=', 1)
        .orderBy('p.id')
        .offset(offset)
        .limit(limit)
        .execute();
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
