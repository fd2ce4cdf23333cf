import type { Order, OrderLine, SubOrder } from '@sulit/domain';
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
  PasswordResetTokenTable,
} from './customers/customer-tables';
import type { OutboxEmailTable } from './mail/mail-tables';
import type { EnquiryAttachmentTable, EnquiryCaseTable, EnquiryReplyTable, FaqArticleTable } from './help/help-tables';
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
import type { JobTable } from './jobs/jobs-tables';
import type { JobRunTable } from './scheduler/scheduler-tables';
import type { PurchaseAnalyticsDailyTable, SplashAdTable } from './nudges/nudges-tables';
import type { SellerTable } from './sellers/sellers-tables';
import type {
  SupportAuditTable,
  SupportConsentTable,
  SupportOrderNoteTable,
  SupportSessionTable,
} from './support/support-tables';

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
  support_consents: SupportConsentTable;
  support_sessions: SupportSessionTable;
  support_order_notes: SupportOrderNoteTable;
  support_audit: SupportAuditTable;
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
  enquiry_replies: EnquiryReplyTable;
  jobs: JobTable;
  job_runs: JobRunTable;
  splash_ads: SplashAdTable;
  purchase_analytics_daily: PurchaseAnalyticsDailyTable;
}

/** Small key/value facts about this database (seed version, seeded scale). */
export interface AppMetaTable {
  key: string;
  value: string;
}

/**
 * The order tables are the domain's order types as stored (migration 0007): generated ids, statuses as text.
 * `tracking_step` joins the orders table in migration 0010 (orders/order-tables.ts).
 */
export interface OrderTable extends Omit<Order, 'id' | 'status' | 'delivery_type' | 'tracking_step'> {
  id: Generated<number>;
  status: string;
  /** delivery | pickup | none */
  delivery_type: string;
}

export interface OrderSellerTable extends Omit<SubOrder, 'id'> {
  id: Generated<number>;
}

export interface OrderLineTable extends Omit<OrderLine, 'id'> {
  id: Generated<number>;
}
