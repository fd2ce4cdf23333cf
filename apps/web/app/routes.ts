import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** One route module answering at several of the spec's paths: React Router wants an id for each (id → path). */
function samePageAt(file: string, paths: Record<string, string>) {
  return Object.entries(paths).map(([id, path]) => route(path, file, { id }));
}

// Paths are the spec's (§2), exactly.
export default [
  index('routes/home.tsx'),
  route('not-found', 'routes/not-found.tsx', { id: 'not-found' }),
  // accounts (issue 4)
  route('location', 'routes/location.ts'),
  route('customer/account', 'routes/customer-account.tsx'),
  route('customer/account/login', 'routes/customer-login.tsx'),
  route('customer/account/create', 'routes/customer-create.tsx'),
  route('customer/account/forgotpassword', 'routes/customer-forgot-password.tsx'),
  route('customer/account/logout', 'routes/customer-logout.tsx'),
  route('customer/account/createpassword', 'routes/customer-create-password.tsx'),
  route('customer/account/edit', 'routes/customer-account-edit.tsx'),
  route('customer/account/substitutions', 'routes/customer-substitutions.tsx'),
  route('customer/address', 'routes/customer-address-book.tsx'),
  // saved cards (issue 28)
  route('customer/payment-methods', 'routes/customer-payment-methods.tsx'),
  // member rebates (issue 31)
  route('customer/rebates', 'routes/customer-rebates.tsx'),
  // the senior citizen / PWD special discount's ID (issue 36, decision 038)
  route('customer/account/senior-pwd-discount', 'routes/customer-discount-id.tsx'),
  ...samePageAt('routes/customer-address-form.tsx', {
    'address-new': 'customer/address/new',
    'address-edit': 'customer/address/:id',
  }),
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  // customer-support mode (issue 32)
  route('customer-support', 'routes/customer-support.tsx'),
  // catalogue and content (issue 3)
  ...samePageAt('routes/search-results.tsx', {
    catalogsearch: 'catalogsearch',
    'search-results': 'catalogsearch/result',
  }),
  route('special/hot-offers.html', 'routes/hot-offers.tsx'),
  // promotion pages and delivery areas (issue 14): "paths starting with promotion are not products" (spec §2)
  route('promotion/:slug', 'routes/promotion.tsx'),
  route('delivery-areas', 'routes/delivery-areas.tsx'),
  route('online-marketplace.html', 'routes/online-marketplace.tsx'),
  // cart (issue 5)
  route('checkout/cart', 'routes/checkout-cart.tsx'),
  // membership (issue 11)
  route('lofcustomermembership/buy', 'routes/membership-buy.tsx'),
  route('my-membership', 'routes/my-membership.tsx'),
  route('membership/link', 'routes/membership-link.ts'),
  route('membership/verify', 'routes/membership-verify.ts'),
  route('membership/cc-signup', 'routes/membership-cc-signup.ts'),
  // checkout (issue 10)
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/delivery-timeslots', 'routes/checkout-delivery-timeslots.tsx'),
  // addresses and pickup inside checkout (issue 28)
  route('checkout/delivery-address', 'routes/checkout-delivery-address.tsx'),
  route('checkout/pickup-details', 'routes/checkout-pickup-details.tsx'),
  route('checkout-payment-method', 'routes/checkout-payment-method.tsx'),
  // the provider's page inside the store's frame, for the app's webview (issue 28, decision 027)
  route('checkout/payment-webview', 'routes/checkout-payment-webview.tsx'),
  route('checkout/onepage/success', 'routes/checkout-success.tsx'),
  route('checkout/onepage/failure', 'routes/checkout-failure.tsx'),
  ...samePageAt('routes/checkout-step-alias.ts', {
    'checkout-shipping-details': 'checkout/shipping-details',
    'checkout-delivery': 'checkout-delivery',
    'checkout-payment': 'checkout/payment',
  }),
  // lists and alerts (issue 15)
  route('shopping-list', 'routes/shopping-list.tsx'),
  route('shopping-list/list', 'routes/shopping-list-detail.tsx'),
  route('shopping-list/all-products', 'routes/shopping-list-all-products.tsx'),
  route('notification', 'routes/notification.tsx'),
  ...samePageAt('routes/alert-subscriptions.tsx', {
    'price-subscription': 'price-subscription',
    'out-of-stock-subscription': 'out-of-stock-subscription',
  }),
  // orders after the sale (issue 12)
  route('sales/order/history', 'routes/sales-order-history.tsx'),
  route('sales/order/view/order_id/:orderId/:shopId', 'routes/sales-order-view.tsx'),
  // editing an order until picking starts (issue 36, decision 040)
  route('sales/order/edit/order_id/:orderId', 'routes/sales-order-edit.tsx'),
  // seller chat (issue 33): the spec's contact-seller page, and the inbox every participant reads
  route('sales/order/view/order_id/:orderId/:sellerId/contact-seller', 'routes/contact-seller.tsx'),
  route('customer/messages', 'routes/customer-messages.tsx'),
  route('customer/messages/:threadId', 'routes/customer-messages-thread.tsx'),
  ...samePageAt('routes/sales-order-invoice.tsx', {
    'order-invoice': 'sales/order/invoice/order_id/:orderId',
    'order-print': 'sales/order/print/order_id/:orderId',
    'order-print-invoice': 'sales/order/printInvoice/order_id/:orderId',
  }),
  route('track-and-trace', 'routes/track-and-trace.tsx'),
  ...samePageAt('routes/track-and-trace-detail.tsx', {
    'track-own': 'track-and-trace/track/:number',
    'track-seller': 'track-and-trace/trace/:number',
    'track-package': 'track-and-trace/package/:number',
  }),
  // reviews and the wishlist (issue 31): Magento's paths, as the spec shows none
  route('review/customer', 'routes/review-customer.tsx'),
  route('review/customer/write/:orderItemId', 'routes/review-write.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  // help centre, sellers' shops and the directory (issue 14)
  route('help-center', 'routes/help-center.tsx'),
  route('help-center/faq/:slug', 'routes/help-center-faq.tsx'),
  route('help-center/contact-us', 'routes/help-center-contact-us.tsx'),
  route('shop/:seller', 'routes/shop.tsx'),
  route('shop/:seller/info', 'routes/shop-info.tsx'),
  route('shop/:seller/:category', 'routes/shop-category.tsx'),
  route('market-place/directory', 'routes/market-place-directory.tsx'),
  // the operator console (issue 35): its own route modules under /ops, so none of its code is in a shopper's page
  route('ops/sign-in', 'routes/ops-sign-in.tsx'),
  route('ops', 'routes/ops.tsx', [
    index('routes/ops-home.tsx'),
    route('orders', 'routes/ops-orders.tsx'),
    route('orders/:number', 'routes/ops-order.tsx'),
    route('picking', 'routes/ops-picking.tsx'),
    route('picking/:number', 'routes/ops-picking-order.tsx'),
    route('slots', 'routes/ops-slots.tsx'),
    route('staff', 'routes/ops-staff.tsx'),
    route('cases', 'routes/ops-cases.tsx'),
    route('cases/:reference', 'routes/ops-case.tsx'),
    route('faqs', 'routes/ops-faqs.tsx'),
    route('stock', 'routes/ops-stock.tsx'),
    route('sellers', 'routes/ops-sellers.tsx'),
    route('sellers/:id', 'routes/ops-seller.tsx'),
    route('campaigns', 'routes/ops-campaigns.tsx'),
    route('vouchers', 'routes/ops-vouchers.tsx'),
    route('banners', 'routes/ops-banners.tsx'),
    route('home-page', 'routes/ops-home-page.tsx'),
    route('discount-ids', 'routes/ops-discount-ids.tsx'),
    route('discount-goods', 'routes/ops-discount-goods.tsx'),
  ]),
  // Anything else is resolved by slug (category, product, CMS page); unknown paths get the 404 page.
  route('*', 'routes/catalog-path.tsx', { id: 'catalog-path' }),
] satisfies RouteConfig;
