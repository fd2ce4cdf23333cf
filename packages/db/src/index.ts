export { openDatabase, engineOf, type Database, type DatabaseEngine } from './connection';
export { migrateToLatest } from './migrate';
export type * from './schema';
export type * from './catalog/catalog-tables';
export type * from './content/content-tables';
export type * from './location/location-tables';
export type * from './sellers/sellers-tables';
export type * from './customers/customer-tables';
export type * from './cart/cart-tables';
export type * from './checkout/checkout-tables';
export type * from './lists/list-tables';
export type * from './help/help-tables';
export type * from './rebates/rebate-tables';

// catalog
export { createMenuRepository, type MenuRepository } from './catalog/menu-repository';
export { createListingRepository, type ListingRepository } from './catalog/listing-repository';
export { createSearchWordsRepository, type SearchWordsRepository } from './catalog/search-words-repository';
export { cardsOfLines, productAtStoreReader, type ProductAtStoreReader } from './catalog/product-at-store-repository';
// media
export { createArtworkRepository, type ArtworkRepository } from './media/artwork-repository';
// content
export { createContentRepository, type ContentRepository } from './content/content-repository';
// location
export { createLocationRepository, type LocationRepository } from './location/location-repository';
export {
  createShopperLocationRepository,
  savedLocationOf,
  type SavedLocationColumns,
  type ShopperLocationRepository,
} from './location/shopper-location-repository';
// customers
export { createCustomerRepositories, type CustomerRepositories } from './customers/customer-repositories';
export { createCustomerRepository, newCustomerRow, type CustomerRepository } from './customers/customer-repository';
/** Temporary bridge: checkout still names the customer by its old row type (the lead removes this alias). */
export {
  createAddressRepository,
  type AddressRepository,
  type CustomerAddressView,
} from './customers/address-repository';
export { createSessionRepository, type SessionRepository } from './customers/session-repository';
export { createPasswordResetRepository, type PasswordResetRepository } from './customers/password-reset-repository';
export { createThrottleRepository, type ThrottleRepository } from './customers/throttle-repository';
export { createCaptchaRepository, type CaptchaRepository } from './customers/captcha-repository';
export { hashPassword, verifyPassword, dummyPasswordHash } from './customers/password-hash';
// mail
export { createOutboxRepository, queueMail, type OutboxRepository } from './mail/outbox-repository';
// cart
export {
  createCartRepository,
  type CartRepository,
  type CartQueries,
  type StoredVoucher,
} from './cart/cart-repository';
// membership
export {
  createMembershipRepository,
  type MembershipRepository,
  type MembershipQueries,
} from './membership/membership-repository';
export type * from './membership/membership-tables';
// health and seed
export { createHealthRepository } from './health/health-repository';
export { createJobsRepository, type JobsRepository } from './jobs/jobs-repository';
export { createSeedRepository, type SeedWriter } from './seed/seed-repository';
export {
  createCheckoutRepository,
  type CheckoutRepository,
  type OrderLineInput,
  type PlaceOrderInput,
  type PlaceOrderOutcome,
} from './checkout/checkout-repository';
export { slotRowsFor } from './checkout/slot-rows';
// payments
export {
  createPaymentRepository,
  type PaymentRepository,
  type NewPaymentAttempt,
  type NewCustomerCard,
} from './payments/payment-repository';
export { createSandboxRepository, SandboxRefundRefused, type SandboxRepository } from './payments/sandbox-repository';
export type * from './payments/payment-tables';
export { isDatabaseInputError, isUniqueViolation } from './input-errors';
// orders
export {
  createOrderRepository,
  type OrderRepository,
  type StatusChangeInput,
  type CancelOutcome,
} from './orders/order-repository';
export type * from './orders/order-tables';
export {
  createOrderEditRepository,
  type OrderEditChanges,
  type OrderEditInput,
  type OrderEditOutcome,
  type OrderEditRecord,
  type OrderEditRepository,
} from './orders/order-edit-repository';
export type * from './orders/order-edit-tables';
// invoices (issue 29)
export { createInvoiceRepository, type InvoiceRepository } from './invoices/invoice-repository';
export type * from './invoices/invoice-tables';
// lists and alerts (issue 15)
export { createListsRepository, type ListsRepository } from './lists/lists-repository';
export {
  createAlertsRepository,
  type AlertsRepository,
  type AlertProduct,
  type NewAlert,
  type WatchedPrice,
  type WatchedStock,
} from './lists/alerts-repository';
export { createOperatorRepository, type OperatorRepository, type StockProduct } from './catalog/operator-repository';
// help centre and sellers' shops (issue 14)
export {
  createHelpRepository,
  type HelpRepository,
  type EnquiryCaseSummary,
  type NewEnquiryAttachment,
} from './help/help-repository';
export {
  createCaseConsoleRepository,
  type CaseConsoleRepository,
  type CaseMoveOutcome,
  type CaseRecord,
} from './help/case-console-repository';
export {
  createFaqConsoleRepository,
  type FaqConsoleRepository,
  type FaqRecord,
  type FaqWrite,
} from './help/faq-console-repository';
export { createSellerRepository, type SellerRepository } from './sellers/seller-repository';
export { createSellerConsoleRepository, type SellerConsoleRepository } from './sellers/seller-console-repository';
// support
export { createSupportRepository, type SupportRepository } from './support/support-repository';
export type * from './support/support-tables';
// rebates
export {
  createRebateRepository,
  type LineToEarn,
  type RebateEarnStatus,
  type RebateHistoryFilter,
  type RebateRepository,
} from './rebates/rebate-repository';
export { createDeliveredLinesReader, type DeliveredLine } from './orders/delivered-lines';
// seller chat (issue 33)
export {
  createChatRepository,
  type ChatRepository,
  type ChatThread,
  type ChatMessageRecord,
} from './seller-chat/chat-repository';
// splash ads and the nudges (issue 31)
export {
  createNudgesRepository,
  type NudgesRepository,
  type NewSplashAd,
  type SplashAdRecord,
} from './nudges/nudges-repository';
// survey, raffle and web push (issue 31)
export { createSurveyRepository, type SurveyRepository } from './engagement/survey-repository';
export { createRaffleRepository, type RaffleRepository, type RaffleTermsInput } from './engagement/raffle-repository';
export { createPushRepository, type PushRepository } from './engagement/push-repository';
export type * from './engagement/engagement-tables';
// reviews and wishlist (issue 31)
export { createReviewsRepository, type ReviewsRepository } from './reviews/reviews-repository';
export type * from './reviews/review-tables';
export { createWishlistRepository, type WishlistRepository } from './wishlist/wishlist-repository';
export type * from './wishlist/wishlist-tables';
// the senior citizen and PWD special discount (decision 038)
export {
  createDiscountRepository,
  type DiscountRepository,
  type NewDiscountId,
  type SpecialDiscountUse,
} from './discounts/discount-repository';
export {
  createQualifyingProductsRepository,
  type QualifyingProductsRepository,
  type QualifyingProductRow,
} from './discounts/qualifying-products-repository';
export type * from './discounts/discount-tables';
// the operator console (issue 35)
export { createStaffRepository, type StaffRepository, type StaffSession } from './ops/staff-repository';
export type { OpsAuditEntry } from './ops/ops-audit';
export type * from './ops/ops-tables';
export {
  createMerchConsoleRepository,
  type MerchConsoleRepository,
  type CampaignOnProduct,
  type CampaignWrite,
  type VoucherRecord,
} from './ops/merch-console-repository';
export {
  createContentConsoleRepository,
  type ContentConsoleRepository,
  type StoredBanner,
} from './ops/content-console-repository';
export {
  createOrderConsoleRepository,
  type OrderConsoleRepository,
  type ConsoleOrderFilter,
  type ConsoleOrderRow,
} from './orders/order-console-repository';
export {
  createSlotConsoleRepository,
  type SlotConsoleRepository,
  type SlotChange,
} from './checkout/slot-console-repository';
// substitutions per item, settled at picking (issue 36)
export {
  createPickingRepository,
  type PickingLine,
  type PickingRefund,
  type PickingRepository,
  type Settlement,
  type SettlementPlan,
  type SettlementState,
} from './picking/picking-repository';
export type * from './picking/picking-tables';
// goods sold by weight, weighed at picking (issue 36, decision 043)
export {
  createWeighedLinesRepository,
  type PaymentCapture,
  type PaymentHold,
  type WeighedLinesRepository,
  type WeighedOrderLine,
} from './picking/weighed-lines-repository';
export type * from './picking/weighed-tables';
