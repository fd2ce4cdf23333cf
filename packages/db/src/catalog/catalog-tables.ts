import type { CartPromotion, PublishedPromotionPage } from '@sulit/domain';
import type { Generated } from 'kysely';

/**
 * The catalogue's tables: categories, products, stock per source, flash campaigns, promotions and promotion
 * pages (migrations 0001, 0002 and 0013). `schema.ts` lists them in the one `DB` interface. Money is centavos.
 */

export interface CategoryTable {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  /** slug path from the root, e.g. pantry/canned-goods; unique */
  url_path: string;
  level: number;
  position: number;
  /** hex colour used for tiles and generated product images */
  color: string;
  description: string;
  include_in_menu: number;
  is_active: number;
}

export interface ProductTable {
  id: Generated<number>;
  sku: string;
  name: string;
  url_key: string;
  brand: string;
  size: string;
  description: string;
  /** regular price in centavos */
  price: number;
  /** lower everyday price in centavos, when the product is on sale */
  special_price: number | null;
  category_id: number;
  root_category_id: number;
  /** marketplace_provider_code; 'sulit' for the own store */
  seller_id: string;
  /** 'simple' or 'customer_membership' */
  product_type: string;
  is_bulky: number;
  /** gas-brand goods (LPG) skip the delivery slot */
  is_gas: number;
  /** 0 when the product cannot be collected at a store */
  allow_pickup: number;
  promo_tag: string | null;
  /** units sold over the last 90 days, for best-selling sort and top-selling */
  sold_90d: number;
  status: number;
  created_at: string;
}

export interface ProductStockTable {
  product_id: number;
  source_code: string;
  /** raw quantity; may be negative (shown as 0, spec §4) */
  qty: number;
}

export interface ProductCampaignTable {
  id: Generated<number>;
  product_id: number;
  start_time: string;
  end_time: string;
  price: number;
  stock: number;
}

/** A promotion (domain CartPromotion, without its products) as stored: the flag as 0/1, the type as text. */
export interface PromotionTable extends Omit<CartPromotion, 'id' | 'promotion_type' | 'is_active' | 'products'> {
  id: Generated<number>;
  /** buyxgety | bundle */
  promotion_type: string;
  is_active: number;
}

export interface PromotionProductTable {
  promotion_id: number;
  product_id: number;
  /** buy | get | bundle */
  role: string;
}

/**
 * A promotion page at /promotion/{slug} (special products, truckload; migration 0013). Its products are the
 * catalogue's, named by exactly one of promo_tag (products.promo_tag) or category_id; status 0 hides it.
 */
export interface PromotionPageTable extends PublishedPromotionPage {
  status: number;
  sort_order: number;
}
