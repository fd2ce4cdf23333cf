import { DomainError } from '@sulit/domain';
import type { PaymentsContext } from './payments-context';

/**
 * The gateway resolver (spec §4: the hidden form posts orderId and customerId): where the shopper's
 * browser goes for the latest payment of one of their own orders. Another customer's order is a 404.
 */
export async function resolvePayment(context: PaymentsContext, customerId: number, orderRef: string) {
  const attempts = (await context.repo.attemptsForOrder(orderRef)).filter((a) => a.customer_id === customerId);
  const latest = attempts.at(-1);
  if (!latest) throw new DomainError('not_found', 'No payment for this order.');
  return {
    orderRef: latest.order_ref,
    status: latest.status,
    reason: latest.failure_reason,
    redirectUrl: latest.status === 'pending' ? latest.redirect_url : null,
  };
}
