// shared
export * from './shared/store-constants';
export * from './shared/display';
export * from './shared/domain-error';
export * from './shared/money';
export * from './shared/adjustments';
export * from './shared/date-format';
export * from './shared/field-messages';
// catalog
export * from './catalog/catalog-pricing';
export * from './catalog/catalog-paths';
export * from './catalog/catalog-routing';
export * from './catalog/catalog-search';
export * from './catalog/product-at-store';
export * from './catalog/catalog-records';
export * from './catalog/unit-price';
// content
export * from './content/content-rules';
export * from './content/content-records';
// location
export * from './location/shopper-location';
export * from './location/delivery-source';
export * from './location/location-records';
export * from './location/place-names';
// customers
export * from './customers/address-lines';
export * from './customers/customer';
export * from './customers/customer-validation';
export * from './customers/session-rules';
// cart
export * from './cart/cart-constants';
export * from './cart/cart';
export * from './cart/cart-money';
export * from './cart/cart-lines';
export * from './cart/cart-grouping';
export * from './cart/cart-merge';
export * from './cart/cart-pricing';
export * from './cart/cart-promotions';
export * from './cart/cart-vouchers';
export * from './cart/cart-delivery';
export * from './cart/cart-totals';
export * from './cart/cart-free-delivery-toast';
export * from './cart/cart-sync';
export * from './checkout/checkout-constants';
export * from './checkout/checkout-button';
export * from './checkout/checkout-entry';
export * from './checkout/delivery-slots';
export * from './checkout/payment-methods';
export * from './checkout/order-status';
export * from './checkout/order-numbers';
export * from './checkout/order-adjustments';
export * from './checkout/checkout-records';
export * from './checkout/idempotency';
export * from './checkout/payment-retry';
export * from './payments/card-rules';
export * from './payments/webhook-signature';
export * from './payments/payment-lifecycle';
export * from './payments/payment-records';
export * from './shared/safe-redirect';
// membership
export * from './membership/membership-constants';
export * from './membership/membership-code';
export * from './membership/membership-dates';
export * from './membership/membership-status';
export * from './membership/membership-terms';
export * from './membership/membership-records';
// orders
export * from './orders/order-constants';
export * from './orders/order';
export * from './orders/order-tracking';
export * from './orders/order-progress';
export * from './orders/order-history';
export * from './orders/order-edit';
// rebates
export * from './rebates/rebate-rules';
export * from './rebates/rebate-ledger';
// the senior citizen and PWD special discount (decision 038)
export * from './discounts/special-discount';
export * from './discounts/discount-id-status';
export * from './discounts/basic-necessities';
export * from './invoices/invoice-vat';
export * from './invoices/invoice';
export * from './shared/html-escape';
export * from './shared/mail-delivery';
export * from './shared/background-jobs';
// lists (issue 15)
export * from './lists/list-rules';
export * from './lists/shopping-list';
// reviews and wishlist (issue 31)
export * from './reviews/review-rules';
export * from './reviews/review-records';
export * from './wishlist/wishlist-rules';

export * from './help/help-rules';
export * from './uploads/upload-rules';
// sellers' shops
export * from './sellers/seller-records';
export * from './sellers/seller-status';
export * from './help/faq-article';
export * from './help/enquiry-cases';
export * from './help/faq-editing';
// seller chat (issue 33)
export * from './seller-chat/chat-rules';
export * from './seller-chat/chat-paths';
export * from './seller-chat/contact-masking';
// support
export * from './support/support-rules';
export * from './support/support-policy';
export * from './support/support-audit';
export * from './support/support-records';
// nudges (issue 31): splash ads, the chat-assistant nudge, did-you-forget-it, purchase analytics
export * from './nudges/splash-rules';
export * from './nudges/chat-assistant';
export * from './nudges/forgotten-items';
export * from './nudges/purchase-analytics';
// engagement
export * from './engagement/nps-survey-rules';
export * from './engagement/raffle-rules';
export * from './engagement/web-push-rules';
// the operator console
export * from './ops/ops-policy';
export * from './ops/staff-rules';
export * from './ops/console-actions';
export * from './ops/console-parts';
// substitutions per item (issue 36)
export * from './picking/substitutions';
export * from './picking/weighed-lines';
export * from './ops/console-stock';
export * from './ops/merch-rules';
