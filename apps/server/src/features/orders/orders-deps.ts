import type { Order } from '@sulit/domain';
import type { CheckoutOrderView } from '@sulit/contracts/checkout';
import type { OrderRepository } from '@sulit/db';
import type { MailPort } from '../../mail/outgoing-mail';

/**
 * The payments feature's refund (idempotent per key): one refund however often it is asked; and the cancel of a
 * payment still open when its order is closed, so the provider's page takes no card (issue 27.7).
 */
interface OrdersRefundPort {
  refund(input: { paymentId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ refunded: boolean }>;
  cancelPayment?(paymentId: string): Promise<{ cancelled: boolean }>;
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
 * checkout's order view, the mailer, the payments refund, the cart, and the customer's first name.
 */
export interface OrdersDeps {
  orders: OrderRepository;
  orderView: (order: Order) => Promise<CheckoutOrderView>;
  mailer: MailPort;
  refunds: OrdersRefundPort | null;
  cart: OrdersCartPort;
  firstName: (customerId: number) => Promise<string | null>;
  clock: () => Date;
  publicUrl: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}
