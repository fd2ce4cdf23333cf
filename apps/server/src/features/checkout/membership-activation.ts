import { type Order, MEMBERSHIP_PRODUCT_TYPE } from '@sulit/domain';
import type { CheckoutDeps } from './checkout-deps';

/**
 * A paid order's membership card lines become the customer's membership (decisions 010 and 013). The
 * membership feature records each (order, sku) it applied, so this may run any number of times and applies
 * each line once: when a payment settles the order, when a paid result arrives again (a crash between the
 * settlement and the activation is repaired by the next delivery), for a free order right after it is
 * placed, and from the reconcile job for orders paid in the last hours. Answers how many lines failed.
 */
export async function activateMembershipLines(deps: CheckoutDeps, order: Order, paidAt: Date): Promise<number> {
  const lines = (await deps.checkout.orderLines(order.id)).filter((l) => l.product_type === MEMBERSHIP_PRODUCT_TYPE);
  let failed = 0;
  for (const line of lines) {
    try {
      await deps.activateMembership(order.customer_id, line.sku, paidAt, { orderRef: order.increment_id });
    } catch (error) {
      failed++;
      deps.log.error(
        { err: error, order: order.increment_id, sku: line.sku },
        'membership activation failed; the reconcile job tries again',
      );
    }
  }
  return failed;
}

/** When the order was paid: its paid_at, else (a free order) when it was placed. */
export const paidAtOf = (order: Order): Date => new Date(order.paid_at ?? order.created_at);
