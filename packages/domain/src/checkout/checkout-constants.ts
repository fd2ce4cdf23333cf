/**
 * Numbers, codes, messages and presets of checkout (spec §2, §3, §4, §5, §8, §9; issue 10). Money is
 * integer centavos. Every figure the checkout API and its pages use lives here, named, once.
 */
import { SELLER_DELIVERY_RANGE } from '../cart/cart-constants';

/** Spec §5 and §8, word for word. */
export const CHECKOUT_MESSAGES = {
  /** a delivery slot is required (the older delivery step) */
  selectDeliveryTimeslot: 'Please select delivery timeslot',
  /** a slot is required (the newer timeslot step) */
  selectTimeslot: 'Please select timeslot',
  /** the server refused the chosen slot (full, past cutoff, closed, unknown, another store) */
  timeslotInvalid: 'Delivery timeslot invalid',
  /** the slot could not be validated at all (bad date, unknown interval) */
  validateDeliveryDateFailed: 'Validate delivery date failed',
  choosePaymentMethod: 'Please choose payment method',
  failedToPlaceOrder: 'Failed to place order',
  noCartFound: 'No cart found',
  /** spec §4 Place order: the full-screen loader */
  orderProcessing: 'Your order is being processed. Please do not refresh this page.',
  /** decided: the hold ran out (issue 10 slot holds); the shopper is asked to choose again */
  slotHoldExpired: 'Your timeslot reservation has expired. Please select timeslot',
  /** decided: place order with a saved-card method and no card chosen */
  chooseSavedCard: 'Please choose a saved card',
  /** decided: a customer reaches the checkout calls only signed in (spec §6: guests must log in) */
  loginRequired: 'Please log in to continue to checkout.',
  /** decided: goods need a membership (spec §6 Member) */
  membershipRequired: 'A membership is required to buy these items. Please buy or link a membership first.',
  /** decided: an Idempotency-Key reused with another request body */
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  /** decided: the first request with this Idempotency-Key is still running */
  idempotencyInFlight: 'A request with this Idempotency-Key is still being processed. Please wait and retry.',
  /** decided: an order already paid, cancelled or failed cannot change payment state again */
  orderNotPending: 'This order is no longer waiting for payment.',
  /** decided: a cash-on-delivery order is paid to the rider, never marked paid by a customer */
  cashOnDeliveryNotPayable: 'A cash-on-delivery order is paid on delivery.',
  /** decided: no payment provider is live (production without one): only cash on delivery and free orders */
  onlinePaymentUnavailable: 'Online payment is not available right now.',
} as const;

/** Issue 10: choosing a slot holds a place for this long; the payment step shows the countdown. */
export const SLOT_HOLD_MINUTES = 20;
export const SLOT_HOLD_MS = SLOT_HOLD_MINUTES * 60_000;

/** Decided: a slot closes for new bookings this long before it starts (the store picks and packs). */
export const SLOT_CUTOFF_MINUTES = 180;

/** Decided: slots are generated for today and the next 6 days (issue 10: "seeded for the next 7 days"). */
export const SLOT_DAYS_AHEAD = 7;

/**
 * Decided delivery intervals (Asia/Manila hours, inside the online service hours 7am-9pm of spec §2);
 * the intervalId is stable so a client can send it back.
 */
export const DELIVERY_INTERVALS: readonly { intervalId: number; startHour: number; endHour: number }[] = [
  { intervalId: 1, startHour: 8, endHour: 11 },
  { intervalId: 2, startHour: 11, endHour: 14 },
  { intervalId: 3, startHour: 14, endHour: 17 },
  { intervalId: 4, startHour: 17, endHour: 20 },
];

/**
 * Decided pickup intervals per store: inside the store hours of spec §2 (9am-6pm; Cebu 9am-8pm).
 */
export const PICKUP_INTERVALS: readonly { intervalId: number; startHour: number; endHour: number }[] = [
  { intervalId: 11, startHour: 9, endHour: 12 },
  { intervalId: 12, startHour: 12, endHour: 15 },
  { intervalId: 13, startHour: 15, endHour: 18 },
];
export const CEBU_EVENING_PICKUP_INTERVAL = { intervalId: 14, startHour: 18, endHour: 20 } as const;

/** Decided default capacities (orders per slot) that operators change in data. */
export const DEFAULT_DELIVERY_SLOT_CAPACITY = 30;
export const DEFAULT_PICKUP_SLOT_CAPACITY = 20;

/** Spec §9 cache lifetimes of the slot lists, seconds. */
export const DELIVERY_SLOTS_CACHE_SECONDS = 300;
export const GUEST_DELIVERY_SLOTS_CACHE_SECONDS = 1800;

/** Spec §9 defaults. */
export const SHIPPING_CARRIER_CODE = 'tablerate';
export const SHIPPING_METHOD_CODE = 'bestway';
export const DEVICE_TYPES = ['m-site', 'desktop'] as const;

/** Decided: the sulit.ph gateway resolver of spec §4 Place order. */
export const GATEWAY_RESOLVER_PATH = '/gateway/resolver/index';
export const CHECKOUT_SUCCESS_PATH = '/checkout/onepage/success';
export const CHECKOUT_FAILURE_PATH = '/checkout/onepage/failure';
/** Spec §2 Payment webview: the provider's page inside the store's frame, for the app's webview (decision 027). */
export const PAYMENT_WEBVIEW_PATH = '/checkout/payment-webview';
export const CHECKOUT_SHIPPING_DETAILS_PATH = '/checkout/shipping-details';
export const CHECKOUT_PAYMENT_PATH = '/checkout/payment';
export const CART_PATH = '/checkout/cart';
export const BUY_MEMBERSHIP_PATH = '/lofcustomermembership/buy';

/** Spec §2: the delivery-instruction dropdown has 10 preset notes. */
export const DELIVERY_INSTRUCTION_PRESETS: readonly string[] = [
  'Please bring a valid ID',
  'Do not ring the doorbell',
  'Leave with the guard',
  'Send an SMS on arrival',
  'Call on arrival',
  'Leave at the front door',
  'Leave with the receptionist or concierge',
  'Deliver to the back entrance',
  'Beware of dogs',
  'Handle with care: fragile items',
];
/** Decided: a free-text instruction is kept up to this length. */
export const DELIVERY_INSTRUCTION_MAX_LENGTH = 255;
/** who collects a store-pickup order: the address form's name length (first and last name together) */
export const PICKUP_PERSON_NAME_MAX_LENGTH = 120;

/**
 * Decided: the shipping types a third-party seller's goods can go by (spec §3 selected3PShippingTypes,
 * "shippingTypes per seller"); the first is the default.
 */
export const THIRD_PARTY_SHIPPING_TYPES: readonly { code: string; label: string }[] = [
  { code: 'standard', label: `Standard delivery by the seller (${SELLER_DELIVERY_RANGE})` },
  { code: 'express', label: 'Express delivery by the seller (1-3 days)' },
];

/** Spec §3 cancellationOption {key, value}: what to do when an item turns out to be out of stock. */
export const CANCELLATION_OPTIONS: readonly { key: string; value: string }[] = [
  { key: 'remove_item', value: 'Remove the out-of-stock item and deliver the rest' },
  { key: 'replace_similar', value: 'Replace it with a similar item of the same or lower price' },
  { key: 'call_me', value: 'Call me to agree on a replacement' },
  { key: 'cancel_order', value: 'Cancel the whole order' },
];
export const DEFAULT_CANCELLATION_OPTION_KEY = 'remove_item';

/**
 * Decided: the non-member extra fee (spec §3 extrafeeNoneMember {isEnableFeeNoneMember, title}). A
 * shopper without an active membership who buys goods together with a membership card pays it once per
 * order; members and membership-only carts never do.
 */
export const NON_MEMBER_EXTRA_FEE = 10_000;
export const NON_MEMBER_EXTRA_FEE_TITLE = 'Non-member service fee';

/** Decided: the most a cash-on-delivery order may come to (a rider carries change for this much). */
export const CASH_ON_DELIVERY_MAX_TOTAL = 2_000_000;
/** Decided: the most one mobile-wallet payment may be (typical wallet limit). */
export const WALLET_MAX_TOTAL = 10_000_000;

/** Decided: an online payment still pending after this long is reconciled with the provider. */
export const PAYMENT_RECONCILE_AFTER_MS = 15 * 60_000;

/** Decided: idempotency keys are 8-128 visible characters; records are kept a day. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
export const IDEMPOTENCY_RECORD_TTL_MS = 24 * 3600_000;
/**
 * Decided (issue 27 item 2): a key in flight is leased this long. A first request that died (kill -9, a dropped
 * answer) leaves its key in flight; a retry after the lease takes the key over and answers as the first would have.
 */
export const IDEMPOTENCY_LEASE_MS = 30_000;
