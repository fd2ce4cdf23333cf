import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

// Frozen once merged: later changes are new migrations.
export function initial(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('countries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('iso3', 'text', (c) => c.notNull())
        .addColumn('dial_code', 'text')
        .execute();

      await db.schema
        .createTable('admin_regions')
        .addColumn('psgc_code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('provinces')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('psgc_code', 'text')
        .addColumn('admin_region_code', 'text', (c) => c.references('admin_regions.psgc_code'))
        .addColumn('allow_shipping', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('stock_source_code', 'text')
        .addColumn('is_pickup', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('cities')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('psgc_code', 'text', (c) => c.notNull().unique())
        .addColumn('postcode', 'text')
        .addColumn('stock_source_code', 'text')
        .execute();
      await db.schema.createIndex('cities_province_idx').on('cities').columns(['province_id', 'name']).execute();

      await db.schema
        .createTable('barangays')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('psgc_code', 'text', (c) => c.notNull().unique())
        .addColumn('postcode', 'text')
        .execute();
      await db.schema.createIndex('barangays_city_idx').on('barangays').columns(['city_id', 'name']).execute();

      await db.schema
        .createTable('stores')
        .addColumn('source_code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('city_name', 'text', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
        .addColumn('province_id', 'integer', (c) => c.references('provinces.id'))
        .addColumn('barangay_id', 'integer', (c) => c.references('barangays.id'))
        .addColumn('postcode', 'text', (c) => c.notNull())
        .addColumn('telephone', 'text', (c) => c.notNull())
        .addColumn('opening_hours', 'text', (c) => c.notNull())
        .addColumn('latitude', 'real', (c) => c.notNull())
        .addColumn('longitude', 'real', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('url_path', 'text', (c) => c.notNull().unique())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('include_in_menu', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('categories_parent_idx')
        .on('categories')
        .columns(['parent_id', 'position'])
        .execute();

      await db.schema
        .createTable('sellers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('shop_name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('logo_url', 'text', (c) => c.notNull())
        .addColumn('banner_url', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('products')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('sku', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url_key', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('size', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('special_price', 'integer')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('root_category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('seller_id', 'text', (c) => c.notNull().references('sellers.id'))
        .addColumn('product_type', 'text', (c) => c.notNull().defaultTo('simple'))
        .addColumn('is_bulky', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_gas', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_pickup', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('promo_tag', 'text')
        .addColumn('sold_90d', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('products_category_price_idx')
        .on('products')
        .columns(['category_id', 'price'])
        .execute();
      await db.schema
        .createIndex('products_root_category_idx')
        .on('products')
        .columns(['root_category_id', 'sold_90d'])
        .execute();
      await db.schema.createIndex('products_seller_idx').on('products').columns(['seller_id', 'sold_90d']).execute();
      await db.schema.createIndex('products_sold_idx').on('products').columns(['sold_90d', 'id']).execute();
      await db.schema.createIndex('products_brand_idx').on('products').column('brand').execute();
      await db.schema.createIndex('products_created_idx').on('products').column('created_at').execute();

      await db.schema
        .createTable('product_stock')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('source_code', 'text', (c) => c.notNull().references('stores.source_code'))
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_stock_pk', ['product_id', 'source_code'])
        .execute();

      await db.schema
        .createTable('product_campaigns')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('stock', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('product_campaigns_product_idx')
        .on('product_campaigns')
        .columns(['product_id', 'end_time'])
        .execute();

      await db.schema
        .createTable('promotions')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('promotion_type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('buy_qty', 'integer', (c) => c.notNull())
        .addColumn('get_qty', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('discount_percent', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'text')
        .addColumn('end_time', 'text')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('promotion_products')
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('promotion_products_pk', ['promotion_id', 'product_id', 'role'])
        .execute();
      await db.schema
        .createIndex('promotion_products_product_idx')
        .on('promotion_products')
        .column('product_id')
        .execute();

      await db.schema
        .createTable('membership_products')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('sku', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('package', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('renew_price', 'integer', (c) => c.notNull())
        .addColumn('extend_price', 'integer', (c) => c.notNull())
        .addColumn('upgrade_price', 'integer')
        .addColumn('final_price', 'integer', (c) => c.notNull())
        .addColumn('promo_start', 'text')
        .addColumn('promo_end', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
