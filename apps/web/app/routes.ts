import { type RouteConfig, index, route } from '@react-router/dev/routes';

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
  route('customer/address', 'routes/customer-address-book.tsx'),
  route('customer/address/new', 'routes/customer-address-form.tsx', { id: 'address-new' }),
  route('customer/address/:id', 'routes/customer-address-form.tsx', { id: 'address-edit' }),
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  // catalogue and content (issue 3)
  route('catalogsearch', 'routes/search-results.tsx', { id: 'catalogsearch' }),
  route('catalogsearch/result', 'routes/search-results.tsx', { id: 'search-results' }),
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
  route('checkout-payment-method', 'routes/checkout-payment-method.tsx'),
  route('checkout/onepage/success', 'routes/checkout-success.tsx'),
  route('checkout/onepage/failure', 'routes/checkout-failure.tsx'),
  route('checkout/shipping-details', 'routes/checkout-step-alias.ts', { id: 'checkout-shipping-details' }),
  route('checkout-delivery', 'routes/checkout-step-alias.ts', { id: 'checkout-delivery' }),
  route('checkout/payment', 'routes/checkout-step-alias.ts', { id: 'checkout-payment' }),
  // lists and alerts (issue 15)
  route('shopping-list', 'routes/shopping-list.tsx'),
  route('shopping-list/list', 'routes/shopping-list-detail.tsx'),
  route('shopping-list/all-products', 'routes/shopping-list-all-products.tsx'),
  route('notification', 'routes/notification.tsx'),
  route('price-subscription', 'routes/price-subscription.tsx'),
  route('out-of-stock-subscription', 'routes/out-of-stock-subscription.tsx'),
  // orders after the sale (issue 12)
  route('sales/order/history', 'routes/sales-order-history.tsx'),
  route('sales/order/view/order_id/:orderId/:shopId', 'routes/sales-order-view.tsx'),
  route('sales/order/invoice/order_id/:orderId', 'routes/sales-order-invoice.tsx', { id: 'order-invoice' }),
  route('sales/order/print/order_id/:orderId', 'routes/sales-order-invoice.tsx', { id: 'order-print' }),
  route('sales/order/printInvoice/order_id/:orderId', 'routes/sales-order-invoice.tsx', { id: 'order-print-invoice' }),
  route('track-and-trace', 'routes/track-and-trace.tsx'),
  route('track-and-trace/track/:number', 'routes/track-and-trace-detail.tsx', { id: 'track-own' }),
  route('track-and-trace/trace/:number', 'routes/track-and-trace-detail.tsx', { id: 'track-seller' }),
  route('track-and-trace/package/:number', 'routes/track-and-trace-detail.tsx', { id: 'track-package' }),
  // help centre, sellers' shops and the directory (issue 14)
  route('help-center', 'routes/help-center.tsx'),
  route('help-center/faq/:slug', 'routes/help-center-faq.tsx'),
  route('help-center/contact-us', 'routes/help-center-contact-us.tsx'),
  route('shop/:seller', 'routes/shop.tsx'),
  route('shop/:seller/info', 'routes/shop-info.tsx'),
  route('shop/:seller/:category', 'routes/shop-category.tsx'),
  route('market-place/directory', 'routes/market-place-directory.tsx'),
  // Anything else is resolved by slug (category, product, CMS page); unknown paths get the 404 page.
  route('*', 'routes/catalog-path.tsx', { id: 'catalog-path' }),
] satisfies RouteConfig;
