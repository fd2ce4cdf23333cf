import { IDEMPOTENCY_RECORD_TTL_MS, PAYMENT_RECONCILE_AFTER_MS } from '@sulit/domain';
import type { CheckoutDeps } from './checkout-deps';
import { createPaymentResultHandler } from './payment-result';

/**
 * Checkout's scheduled jobs as plain `(now) => Promise<void>` use-cases; the server's scheduler
 * (`scheduler.register({ name, everyMs, run })`) runs them.
 */
export function createCheckoutJobs(deps: CheckoutDeps) {
  const handle = createPaymentResultHandler(deps);
  return {
    /** every minute: expired slot holds give their place back */
    async expireSlotHolds(now: Date): Promise<void> {
      const released = await deps.checkout.expireHolds(now.toISOString());
      if (released > 0) deps.log.info({ released }, 'expired slot holds released');
    },

    /** every hour: slots exist for today and the next days */
    async rollSlotsForward(now: Date): Promise<void> {
      const added = await deps.checkout.rollForwardSlots(now);
      if (added > 0) deps.log.info({ added }, 'delivery slots added');
    },

    /**
     * every few minutes: online payments pending longer than PAYMENT_RECONCILE_AFTER_MS are asked of the
     * provider; a final answer is applied once (paid, or failed/expired giving everything back). An order
     * that never reached the provider expires.
     */
    async reconcilePayments(now: Date): Promise<void> {
      const before = new Date(now.getTime() - PAYMENT_RECONCILE_AFTER_MS).toISOString();
      for (const order of await deps.checkout.stalePendingPayments(before, 100)) {
        if (!deps.payments || !order.payment_ref) continue;
        try {
          const result = await deps.payments.queryPayment(order.payment_ref);
          if (result.status !== 'pending') await handle(result);
        } catch (error) {
          deps.log.warn({ err: error, order: order.increment_id }, 'payment reconciliation failed; will retry');
        }
      }
      for (const order of await deps.checkout.pendingWithoutPayment(before, 100)) {
        await handle({
          paymentId: 'not-started',
          orderRef: order.increment_id,
          status: 'expired',
          amountCentavos: 0,
          currency: 'PHP',
        });
      }
    },

    /** daily: idempotency records older than a day are forgotten */
    async purgeIdempotencyKeys(now: Date): Promise<void> {
      await deps.checkout.purgeIdempotencyKeys(new Date(now.getTime() - IDEMPOTENCY_RECORD_TTL_MS).toISOString());
    },
  };
}

export type CheckoutJobs = ReturnType<typeof createCheckoutJobs>;
