/** Spec §9 constants of the orders pages and calls. */

/** Order list page size (GET /transaction/orders limit 5). */
export const ORDER_PAGE_SIZE = 5;
/** Order history for tracking (GET /transaction/orders/track-and-trace limit 200). */
export const TRACKING_PAGE_SIZE = 200;
/** "a one-second wait for order pages past 5" (the web waits before showing page 6 and later). */
export const ORDER_PAGE_WAIT_MS = 1000;
export const ORDER_PAGE_WAIT_AFTER = 5;
/** Rating bounds are not shown in the spec; decided (decision 012): one to five stars. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  notCancellable: 'This order is already being fulfilled and can no longer be cancelled.',
  cancelled: 'Your order has been cancelled.',
  notRateable: 'Only a delivered order can be rated.',
  alreadyRated: 'This order has already been rated.',
  staffOnly: 'Only staff with a role can change an order status.',
  reorderSkipped: (names: readonly string[]) =>
    `Some items are no longer available and were not added: ${names.join(', ')}.`,
  reorderAdded: 'The items of your order were added to your cart.',
  reorderNothing: 'None of the items of this order are available any more.',
} as const;

/**
 * Spec §9 "Cache lifetimes (seconds): customer me 7200; … order detail 3600; orders 300; order summary 600".
 * Every one is one customer's own answer, so only that browser may keep it (never a shared cache).
 */
export const CUSTOMER_CACHE_SECONDS = {
  customerMe: 7200,
  orderDetail: 3600,
  orders: 300,
  orderSummary: 600,
} as const;
