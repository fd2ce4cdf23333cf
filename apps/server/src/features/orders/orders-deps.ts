import type { Adjustment, CartLine, Order } from '@sulit/domain';
import type { CartResponse } from '@sulit/contracts/cart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutOrderView } from '@sulit/contracts/checkout';
import type { ProductCard } from '@sulit/contracts/catalog';
import type {
  DiscountRepository,
  InvoiceRepository,
  OrderEditRepository,
  OrderRepository,
  PickingRepository,
  WeighedLinesRepository,
} from '@sulit/db';

/**
 * The payments feature's refund (idempotent per key): one refund however often it is asked; and the cancel of a
 * payment still open when its order is closed, so the provider's page takes no card (issue 27.7).
 */
interface OrdersRefundPort {
  refund(input: { paymentId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ refunded: boolean }>;
  cancelPayment?(paymentId: string): Promise<{ cancelled: boolean }>;
}

/** The payments feature's capture of a held card: once per key, never above the hold, 0 voids it. */
interface OrdersCapturePort {
  capture(input: { paymentId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ captured: boolean }>;
}

/** The cart feature, for reorder: set lines into the shopper's cart; answers the skus it could not add. */
export interface OrdersCartPort {
  addLines(
    customerId: number,
    lines: readonly { sku: string; qty: number }[],
    source: string | null,
  ): Promise<{ failedSkus: string[] }>;
}

/**
 * What the orders feature needs from outside, as ports app.ts fills in (features never import each other):
 * checkout's order view, the payments refund, the cart, the customer's names and membership. Status mails are
 * written to the outbox by the repository, in the move's transaction.
 */
export interface OrdersDeps {
  orders: OrderRepository;
  orderView: (order: Order) => Promise<CheckoutOrderView>;
  refunds: OrdersRefundPort | null;
  cart: OrdersCartPort;
  firstName: (customerId: number) => Promise<string | null>;
  /** the customer's full name, for an invoice without a delivery address (a pickup) */
  customerName: (customerId: number) => Promise<string | null>;
  /** the membership feature: does the customer hold a Business card (buyer's TIN on invoices) */
  isBusinessMember: (customerId: number) => Promise<boolean>;
  invoices: InvoiceRepository;
  /** the senior/PWD special discount an order took (its invoice prints the ID), decision 038 */
  discounts: DiscountRepository;
  /** substitutions and the settlement at picking (issue 36) */
  picking: PickingRepository;
  /** goods sold by weight: the scale's readings and the one capture of a held card (decision 043) */
  weighing: WeighedLinesRepository;
  /** the payments feature's capture of a held card (idempotent per key; 0 voids the hold) */
  captures: OrdersCapturePort | null;
  /** the catalogue's cards of products at the shopper's store, in the order asked; unsold ones left out */
  productCards: (productIds: readonly number[], source: string | null) => Promise<ProductCard[]>;
  /** the operator console's policy: may this staff member move orders of that store (null: not found yet) */
  staffMayMove: (customerId: number, sourceCode: string | null) => Promise<boolean>;
  /** order edits before picking (decision 040): the repository, the cart's pricing, the Idempotency-Key */
  edits: OrderEditRepository;
  editPricing: OrderEditPricingPort;
  idempotent: IdempotentCall;
  clock: () => Date;
  publicUrl: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * The cart feature's one pricing pass over an order's edited lines (decision 040), as its cart would be priced
 * now; the voucher use the order already made does not count against it.
 */
export interface OrderEditPricingPort {
  price(
    order: Order,
    lines: CartLine[],
    voucherUsedByIt: boolean,
  ): Promise<{
    cartData: CartResponse;
    adjustments: Adjustment[];
    /** the stock pool each priced product's units come from now: its open campaign, else the store (null) */
    campaigns: ReadonlyMap<number, number | null>;
  }>;
}

/** Checkout's Idempotency-Key handling (one answer per key and customer), for the order edit. */
export type IdempotentCall = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  scope: string,
  work: () => Promise<T>,
) => Promise<T>;
