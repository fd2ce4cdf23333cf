import type { Generated } from 'kysely';
import type { CartItemTable, CartTable, VoucherTable, VoucherUsageTable } from './cart/cart-tables';
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
