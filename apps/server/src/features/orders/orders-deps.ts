import type { Order } from '@sulit/domain';
import type { CheckoutOrderView } from '@sulit/contracts/checkout';
import type { OrderRepository } from '@sulit/db';

/** The payments feature's refund (idempotent per key): one refund however often it is asked. */
interface OrdersRefundPort {
  refund(input: { paymentId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ refunded: boolean }>;
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
 * checkout's order view, the payments refund, the cart, and the customer's first name. Status mails are written
 * to the outbox by the repository, in the move's transaction.
 */
export interface OrdersDeps {
  orders: OrderRepository;
  orderView: (order: Order) => Promise<CheckoutOrderView>;
  refunds: OrdersRefundPort | null;
  cart: OrdersCartPort;
  firstName: (customerId: number) => Promise<string | null>;
  clock: () => Date;
  publicUrl: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}
