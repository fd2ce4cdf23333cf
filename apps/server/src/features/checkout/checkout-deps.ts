import type {
  Adjustment,
  Cart,
  Customer,
  PaymentAttemptStatus,
  ProductAtStore,
  SpecialDiscountQuote,
} from '@sulit/domain';
import type { CartResponse, CartTotalsResponse, ValidateCartResponse } from '@sulit/contracts/cart';
import type {
  AddressRepository,
  CartRepository,
  CheckoutRepository,
  CustomerRepository,
  DiscountRepository,
  WeighedLinesRepository,
} from '@sulit/db';

/** What the payments feature reports about a settled payment (its PaymentResult, restated so features stay apart). */
export interface CheckoutPaymentResult {
  paymentId: string;
  orderRef: string;
  /** authorised: the card is held for goods sold by weight (decision 043) */
  status: 'paid' | 'failed' | 'expired' | 'authorised';
  amountCentavos: number;
  currency: 'PHP';
  reason?: string;
}

/**
 * What checkout needs from outside, as ports the composition root (app.ts) fills in; features never import
 * each other. The payment port is the subset of payments' `PaymentGateway` that checkout calls (the
 * gateway satisfies it structurally), so a test passes a fake that implements the same shape.
 */
export interface CheckoutPaymentsPort {
  startPayment(input: {
    orderRef: string;
    customerId: number;
    amountCentavos: number;
    currency: 'PHP';
    method: 'wallet' | 'hosted' | 'card' | 'saved_card';
    cardToken?: string;
    returnUrl: string;
    idempotencyKey: string;
    capture?: 'manual';
  }): Promise<{
    paymentId: string;
    redirectUrl?: string;
    /** the payments lifecycle's states (a held card is authorised: decision 043) */
    status: PaymentAttemptStatus;
  }>;
  queryPayment(paymentId: string): Promise<CheckoutPaymentResult | { paymentId: string; status: 'pending' }>;
  /** refunds once per idempotency key (a payment that succeeded after its order was given up) */
  refund?(input: { paymentId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ refunded: boolean }>;
}

/** The customer's saved cards (the payments feature's vault): only token, brand, last four, expiry. */
export interface SavedCardsPort {
  list(customerId: number): Promise<{ id: string; last4: string; token: string; is_default: boolean }[]>;
}

/** The cart feature's pricing, so checkout totals are the cart's totals to the centavo. */
export interface CheckoutPricingPort {
  priced(
    cart: Cart,
    source: string | null,
    customerId: number,
  ): Promise<{
    cartData: CartResponse;
    totals: CartTotalsResponse;
    /** what the totals add to and take off the lines */
    adjustments: Adjustment[];
    /** the cart's products as priced (their campaign decides where stock is taken) */
    products: ReadonlyMap<number, ProductAtStore>;
    /** the senior citizen / PWD discount among the adjustments (decision 038), null when none is given */
    specialDiscount: SpecialDiscountQuote | null;
  }>;
  validate(products: readonly { sku: string; qty: number }[], source: string): Promise<ValidateCartResponse>;
}

/** Membership facts the checkout decisions take as inputs (the membership feature plugs in here). */
export type MembershipFactsPort = (customer: Customer, now: Date) => Promise<{ hasActiveMembership: boolean }>;

/**
 * The membership feature's `activateFromOrder`: a paid membership card line makes the customer's membership
 * active (decision 010). Idempotent per (orderRef, sku), so checkout may call it again after a crash or a replay.
 */
export type MembershipActivationPort = (
  customerId: number,
  sku: string,
  paidAt: Date,
  options: { orderRef: string },
) => Promise<unknown>;

export interface CheckoutDeps {
  checkout: CheckoutRepository;
  carts: CartRepository;
  customers: CustomerRepository;
  addresses: AddressRepository;
  /** the senior/PWD special discount's IDs, qualifying goods and weekly use (decision 038) */
  discounts: DiscountRepository;
  pricing: CheckoutPricingPort;
  membership: MembershipFactsPort;
  activateMembership: MembershipActivationPort;
  /** goods sold by weight (decision 043): an order's weighed lines, for the card hold */
  weighing: Pick<WeighedLinesRepository, 'lines'>;
  /** null until a provider is configured: online methods are then unavailable */
  payments: CheckoutPaymentsPort | null;
  savedCards: SavedCardsPort | null;
  clock: () => Date;
  publicUrl: string;
  /** where the provider sends the shopper back (the payments feature's return route, which then redirects
   * to the success or failure page) */
  paymentReturnUrl: string;
  log: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
  };
}
