import type { Generated, Selectable } from 'kysely';
import type {
  CartItemTable,
  CartTable,
  PromotionProductTable,
  PromotionTable,
  VoucherTable,
  VoucherUsageTable,
} from './cart/cart-tables';
import type {
  CheckoutSessionTable,
  DeliverySlotTable,
  IdempotencyKeyTable,
  SlotHoldTable,
} from './checkout/checkout-tables';
import type {
  AuthThrottleTable,
  CaptchaUsedTable,
  CustomerAddressTable,
  CustomerSessionTable,
  CustomerTable,
  OutboxEmailTable,
  PasswordResetTokenTable,
} from './customers/customer-tables';
import type { EnquiryAttachmentTable, EnquiryCaseTable, FaqArticleTable } from './help/help-tables';
import type {
  NotificationTable,
  PriceSubscriptionTable,
  PushTokenTable,
  ShoppingListItemTable,
  ShoppingListLinkTable,
  ShoppingListRecipientTable,
  ShoppingListTable,
  StockSubscriptionTable,
  StockWatchTable,
} from './lists/list-tables';
import type {
  CustomerMembershipTable,
  MembershipActivationTable,
  MembershipCardTable,
  MembershipCcSignupTable,
  MembershipProductTable,
  MembershipReminderTable,
} from './membership/membership-tables';

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
  json_pages: JsonPageTable;
  json_widgets: JsonWidgetTable;
  banners: BannerTable;
  cms_pages: CmsPageTable;
  promotion_pages: PromotionPageTable;
  global_config: GlobalConfigTable;
  customers: CustomerTable;
  customer_addresses: CustomerAddressTable;
  customer_sessions: CustomerSessionTable;
  password_reset_tokens: PasswordResetTokenTable;
  outbox_emails: OutboxEmailTable;
  auth_throttle: AuthThrottleTable;
  captcha_used: CaptchaUsedTable;
  location_notify_requests: LocationNotifyRequestTable;
  carts: CartTable;
  cart_items: CartItemTable;
  vouchers: VoucherTable;
  voucher_usages: VoucherUsageTable;
  delivery_slots: DeliverySlotTable;
  slot_holds: SlotHoldTable;
  checkout_sessions: CheckoutSessionTable;
  orders: OrderTable;
  order_sellers: OrderSellerTable;
  order_lines: OrderLineTable;
  idempotency_keys: IdempotencyKeyTable;
  membership_cards: MembershipCardTable;
  customer_memberships: CustomerMembershipTable;
  membership_reminders: MembershipReminderTable;
  membership_activations: MembershipActivationTable;
  membership_cc_signups: MembershipCcSignupTable;
  shopping_lists: ShoppingListTable;
  shopping_list_items: ShoppingListItemTable;
  shopping_list_links: ShoppingListLinkTable;
  shopping_list_recipients: ShoppingListRecipientTable;
  price_subscriptions: PriceSubscriptionTable;
  stock_subscriptions: StockSubscriptionTable;
  stock_watch: StockWatchTable;
  notifications: NotificationTable;
  push_tokens: PushTokenTable;
  faq_articles: FaqArticleTable;
  enquiry_cases: EnquiryCaseTable;
  enquiry_attachments: EnquiryAttachmentTable;
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
  /** JSON text: [{title, text}] shown on /shop/{seller}/info (migration 0011) */
  policies: Generated<string>;
  contact_email: Generated<string>;
  contact_phone: Generated<string>;
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

/** Small key/value facts about this database (seed version, seeded scale). */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** A page built from JSON entries (the home page is `new-home`); entries with status 0 are dropped on read. */
export interface JsonPageTable {
  id: Generated<number>;
  slug: string;
  title: string;
  status: number;
  /** JSON text */
  content: string;
  updated_at: string;
}

/** A reusable block of JSON content, addressed by hash and store view (json-widget ?hash&storeview). */
export interface JsonWidgetTable {
  hash: string;
  storeview: string;
  title: string;
  status: number;
  /** JSON text */
  content: string;
  updated_at: string;
}

/** The spec's Banner {bnStatus, bnIsDefault, bnScheduleStart, bnScheduleEnd, bnPosition, bnImgMobile}. */
export interface BannerTable {
  id: Generated<number>;
  /** bnPosition: home-main, right1, right2, … */
  position: string;
  title: string;
  link: string;
  img_desktop: string;
  /** bnImgMobile */
  img_mobile: string;
  status: number;
  is_default: number;
  schedule_start: string | null;
  schedule_end: string | null;
  sort_order: number;
}

/** A static page (about, privacy statement, terms, delivery areas, how-to pages) resolved by slug. */
export interface CmsPageTable {
  id: Generated<number>;
  /** the page's slug, e.g. the-sulit-club-experience */
  identifier: string;
  title: string;
  meta_description: string;
  /** JSON text: {sections: [{heading?, paragraphs?, list?}]} — structured, never raw HTML */
  content: string;
  status: number;
  sort_order: number;
  updated_at: string;
}

/**
 * A promotion page at /promotion/{slug} (special products, truckload; migration 0013). Its products are the
 * catalogue's, named by exactly one of promo_tag (products.promo_tag) or category_id; status 0 hides it.
 */
export interface PromotionPageTable {
  slug: string;
  title: string;
  intro: string;
  meta_description: string;
  promo_tag: string | null;
  category_id: number | null;
  status: number;
  sort_order: number;
  updated_at: string;
}

/** Global and content configuration (globalconfig, baseapi/globalconfig, baseapi/contentconfig). */
export interface GlobalConfigTable {
  /** 'global' | 'content' */
  scope: string;
  key: string;
  /** JSON text */
  value: string;
}

export type SellerRow = Selectable<SellerTable>;
export type StoreRow = Selectable<StoreTable>;

export interface LocationNotifyRequestTable {
  id: Generated<number>;
  email: string | null;
  customer_id: number | null;
  province_id: number;
  city_id: number;
  barangay_id: number | null;
  created_at: string;
}

export interface OrderTable {
  id: Generated<number>;
  increment_id: string;
  customer_id: number;
  customer_email: string;
  cart_id: number;
  status: string;
  payment_method: string;
  payment_title: string;
  payment_ref: string | null;
  payment_redirect_url: string | null;
  payment_started_at: string | null;
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  fee: number;
  grand_total: number;
  coupon_code: string | null;
  voucher_id: number | null;
  /** delivery | pickup | none */
  delivery_type: string;
  shipping_address: string | null;
  pickup_source_code: string | null;
  source_code: string;
  slot_id: number | null;
  slot_date: string | null;
  slot_period: string | null;
  slot_label: string | null;
  cancellation_key: string | null;
  cancellation_value: string | null;
  delivery_instruction: string | null;
  device_type: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  released_at: string | null;
}

export interface OrderSellerTable {
  id: Generated<number>;
  order_id: number;
  seller_id: string;
  shop_name: string;
  sub_increment_id: string;
  status: string;
  shipping_type: string | null;
  items_qty: number;
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  grand_total: number;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  seller_id: string;
  product_id: number;
  sku: string;
  name: string;
  product_type: string;
  qty: number;
  unit_price: number;
  row_total: number;
  discount_amount: number;
  special_instruction: string | null;
  stock_source_code: string | null;
  campaign_id: number | null;
}
