import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The database as Kysely sees it. Booleans are stored as 0/1 integers and times as ISO-8601 UTC text so
 * that one migration set and one set of queries behave the same on SQLite and PostgreSQL.
 * Money columns are integer centavos.
 */
export interface DB {
  countries: CountryTable;
  admin_regions: AdminRegionTable;
  provinces: ProvinceTable;
  cities: CityTable;
  barangays: BarangayTable;
  stores: StoreTable;
  categories: CategoryTable;
  sellers: SellerTable;
  products: ProductTable;
  product_stock: ProductStockTable;
  product_campaigns: ProductCampaignTable;
  promotions: PromotionTable;
  promotion_products: PromotionProductTable;
  membership_products: MembershipProductTable;
  app_meta: AppMetaTable;
}

export interface CountryTable {
  /** ISO 3166-1 alpha-2, e.g. PH */
  id: string;
  name: string;
  iso3: string;
  dial_code: string | null;
}

/** The 18 PSGC administrative regions (NCR, CAR, Region I…); provinces belong to one. */
export interface AdminRegionTable {
  psgc_code: string;
  name: string;
}

/** The spec's "region": a province (or Metro Manila, or a store-collection pseudo-region). */
export interface ProvinceTable {
  id: number;
  /** PH-n */
  code: string;
  name: string;
  psgc_code: string | null;
  admin_region_code: string | null;
  allow_shipping: number;
  stock_source_code: string | null;
  /** 1 for the pickup pseudo-regions (collect at a store); they never ship. */
  is_pickup: number;
  sort_order: number;
}

export interface CityTable {
  id: number;
  province_id: number;
  name: string;
  psgc_code: string;
  postcode: string | null;
  /** Overrides the province's source (Metro Manila cities are split between four stores). */
  stock_source_code: string | null;
}

/** The spec's "township". */
export interface BarangayTable {
  id: number;
  city_id: number;
  name: string;
  psgc_code: string;
  postcode: string | null;
}

/** A physical store; its source_code is the stock source (alabang, arcovia, balintawak, cebu, otis). */
export interface StoreTable {
  source_code: string;
  name: string;
  street: string;
  city_name: string;
  city_id: number | null;
  province_id: number | null;
  barangay_id: number | null;
  postcode: string;
  telephone: string;
  opening_hours: string;
  latitude: number;
  longitude: number;
  sort_order: number;
}

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

export interface SellerTable {
  /** seller_id; the own store is 'sulit' */
  id: string;
  shop_name: string;
  description: string;
  logo_url: string;
  banner_url: string;
  color: string;
  is_active: number;
  created_at: string;
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

export interface PromotionTable {
  id: Generated<number>;
  /** buyxgety | bundle */
  promotion_type: string;
  name: string;
  /** buy-x-get-y: how many to buy; bundle: how many items make the bundle */
  buy_qty: number;
  /** buy-x-get-y: how many free (or discounted) */
  get_qty: number;
  /** percent off the "get" items (100 = free) or off the bundle */
  discount_percent: number;
  start_time: string | null;
  end_time: string | null;
  is_active: number;
}

export interface PromotionProductTable {
  promotion_id: number;
  product_id: number;
  /** buy | get | bundle */
  role: string;
}

export interface MembershipProductTable {
  id: Generated<number>;
  sku: string;
  name: string;
  /** PREMIUM | BUSINESS | EXECUTIVE */
  package: string;
  /** NEW_PREMIUM_CARD, NEW_BUSINESS_CARD, PREMIUM_WITH_SULIT_CCARD, UPGRADE_RENEW_EXECUTIVE_CARD … */
  type: string;
  description: string;
  price: number;
  renew_price: number;
  extend_price: number;
  upgrade_price: number | null;
  final_price: number;
  promo_start: string | null;
  promo_end: string | null;
  sort_order: number;
}

/** Small key/value facts about this database (seed version, seeded scale). */
export interface AppMetaTable {
  key: string;
  value: string;
}

export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type CategoryRow = Selectable<CategoryTable>;
export type SellerRow = Selectable<SellerTable>;
export type StoreRow = Selectable<StoreTable>;
