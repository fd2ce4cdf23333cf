import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  CustomerMembershipTable,
  MembershipActivationTable,
  MembershipCardTable,
  MembershipCcSignupTable,
  MembershipProductTable,
  MembershipReminderTable,
} from './membership/membership-tables';
import type {
  CountryTable,
  AdminRegionTable,
  ProvinceTable,
  CityTable,
  BarangayTable,
  StoreTable,
  LocationNotifyRequestTable,
} from './location/location-tables';
import type {
  CategoryTable,
  ProductTable,
  ProductStockTable,
  ProductCampaignTable,
  PromotionTable,
  PromotionProductTable,
  PromotionPageTable,
} from './catalog/catalog-tables';
import type {
  JsonPageTable,
  JsonWidgetTable,
  BannerTable,
  CmsPageTable,
  GlobalConfigTable,
} from './content/content-tables';
import type { SellerTable } from './sellers/sellers-tables';

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

/** Small key/value facts about this database (seed version, seeded scale). */
export interface AppMetaTable {
  key: string;
  value: string;
}

// --- customers (migration 0004) -------------------------------------------------------------------

export interface CustomerTable {
  id: Generated<number>;
  /** lower-case */
  email: string;
  /** scrypt$N$r$p$salt$hash (never the password) */
  password_hash: string;
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD */
  dob: string | null;
  /** normalised +639… */
  phone: string | null;
  is_subscribed: number;
  group_id: number;
  auto_created: number;
  has_temp_pass: number;
  is_customer_support: number;
  membership_code: string | null;
  membership_type: string | null;
  membership_package: string | null;
  membership_name: string | null;
  /** YYYY-MM-DD */
  membership_expires_on: string | null;
  /** centavos */
  membership_renew_price: number | null;
  location_source_code: string | null;
  location_label: string | null;
  location_is_pickup: number;
  location_province_id: number | null;
  location_city_id: number | null;
  location_barangay_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  building_name: string | null;
  landmark: string | null;
  location_label: string | null;
  telephone: string;
  province_id: number;
  city_id: number;
  barangay_id: number | null;
  postcode: string;
  country_id: string;
  is_default_shipping: number;
  is_default_billing: number;
  allow_go_green: number;
  is_store_pickup: number;
  store_source_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerSessionTable {
  id: Generated<number>;
  /** SHA-256 hex of the token */
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetTokenTable {
  id: Generated<number>;
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxEmailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  created_at: string;
}

export interface AuthThrottleTable {
  key: string;
  hits: number;
  window_ends_at: string;
}

export interface CaptchaUsedTable {
  challenge_id: string;
  used_at: string;
}

export interface CartTable {
  id: Generated<number>;
  /** SHA-256 (hex) of a guest cart's mask; null for a customer cart */
  mask_hash: string | null;
  customer_id: number | null;
  is_active: number;
  source_code: string | null;
  coupon_code: string | null;
  version: Generated<number>;
  /** set by order placement; restore-quote skips ordered carts */
  ordered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemTable {
  cart_id: number;
  line_id: string;
  sku: string;
  product_id: number;
  qty: number;
  special_instruction: string | null;
  position: number;
}

export interface VoucherTable {
  id: Generated<number>;
  code: string;
  /** percent | fixed */
  discount_type: string;
  discount_value: number;
  max_discount: number | null;
  min_spend: number;
  starts_at: string | null;
  ends_at: string | null;
  is_active: number;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  times_used: number;
  seller_id: string | null;
  created_at: string;
}

export interface VoucherUsageTable {
  id: Generated<number>;
  voucher_id: number;
  customer_id: number | null;
  order_ref: string | null;
  used_at: string;
}

/** Issue 10 (migration 0007-checkout). */
export interface DeliverySlotTable {
  id: Generated<number>;
  source_code: string;
  is_store_pickup: number;
  /** Asia/Manila date YYYY-MM-DD */
  slot_date: string;
  interval_id: number;
  starts_at: string;
  ends_at: string;
  capacity: number;
  /** bookings plus live holds */
  used_count: number;
  is_closed: number;
  created_at: string;
}

export interface SlotHoldTable {
  id: Generated<number>;
  slot_id: number;
  customer_id: number;
  cart_id: number;
  /** held | booked | released */
  status: string;
  order_id: number | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface CheckoutSessionTable {
  cart_id: number;
  customer_id: number;
  /** delivery | pickup */
  delivery_type: string;
  address_id: number | null;
  pickup_source_code: string | null;
  source_code: string | null;
  shipping_zone_code: string | null;
  slot_hold_id: number | null;
  payment_method: string | null;
  saved_card_id: string | null;
  cancellation_key: string | null;
  delivery_instruction: string | null;
  /** JSON {seller_id: type} */
  shipping_types: string | null;
  device_type: string | null;
  allow_go_green: number;
  po_number: string | null;
  updated_at: string;
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

export interface IdempotencyKeyTable {
  id: Generated<number>;
  customer_id: number;
  idem_key: string;
  scope: string;
  request_hash: string;
  /** in_flight | done */
  state: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
  updated_at: string;
}

export type CustomerRow = Selectable<CustomerTable>;
export type NewCustomer = Insertable<CustomerTable>;
export type NewCustomerAddress = Insertable<CustomerAddressTable>;

// lists and alerts (issue 15, migration 0012)
export interface ShoppingListTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  is_default: number;
  /** the customer id on their default list, null on named lists (unique: one default each) */
  default_of: number | null;
  created_at: string;
  updated_at: string;
}

export interface ShoppingListItemTable {
  id: Generated<number>;
  list_id: number;
  product_id: number;
  qty: number;
  note: string | null;
  created_at: string;
}

export interface ShoppingListLinkTable {
  id: Generated<number>;
  list_id: number;
  /** SHA-256 (hex) of the share link's tk token */
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
}

export interface ShoppingListRecipientTable {
  list_id: number;
  customer_id: number;
  created_at: string;
}

export interface PriceSubscriptionTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  source_code: string;
  /** centavos: the price the detector last saw at source_code */
  last_price: number;
  created_at: string;
}

export interface StockSubscriptionTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  source_code: string;
  created_at: string;
  notified_at: string | null;
}

export interface StockWatchTable {
  product_id: number;
  source_code: string;
  in_stock: number;
}

export interface NotificationTable {
  id: Generated<number>;
  customer_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface PushTokenTable {
  customer_id: number;
  device_id: string;
  platform: string;
  token: string;
  updated_at: string;
}

// --- help centre (migration 0011) -----------------------------------------------------------------

export interface FaqArticleTable {
  id: Generated<number>;
  slug: string;
  /** delivery | pickup | payment | membership | returns | vouchers | rebates | account */
  article_type: string;
  question: string;
  /** JSON text: a list of paragraphs */
  answer: string;
  /** question, answer and keywords in lower case, for search */
  search_text: string;
  sort_order: number;
  status: number;
  updated_at: string;
}

export interface EnquiryCaseTable {
  id: Generated<number>;
  reference: string;
  name: string;
  email: string;
  phone: string;
  order_number: string | null;
  topic: string;
  message: string;
  customer_id: number | null;
  status: Generated<string>;
  created_at: string;
}

export interface EnquiryAttachmentTable {
  id: Generated<number>;
  case_id: number;
  file_name: string;
  media_type: string;
  byte_size: number;
  content: Uint8Array;
}
