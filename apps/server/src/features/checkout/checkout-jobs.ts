import { IDEMPOTENCY_RECORD_TTL_MS, MEMBERSHIP_PRODUCT_TYPE, PAYMENT_RECONCILE_AFTER_MS } from '@sulit/domain';
import type { CheckoutDeps } from './checkout-deps';
import { activateMembershipLines, paidAtOf } from './membership-activation';
import { createPaymentResultHandler } from './payment-result';

/** How far back the membership repair looks (payments started that long ago; it runs every few minutes). */
const MEMBERSHIP_REPAIR_WINDOW_MS = 2 * 3_600_000;

/**
 * Checkout's scheduled jobs as plain `(now) => Promise<void>` use-cases; the server's scheduler
 * (`scheduler.register({ name, everyMs, run })`) runs them.
 */
export function createCheckoutJobs(deps: CheckoutDeps) {
  const handle = createPaymentResultHandler(deps);
  /**
   * Orders paid online in the last MEMBERSHIP_REPAIR_WINDOW_MS that hold a membership card apply it again:
   * a no-op when applied, a repair when the process died between the settlement and the activation.
   */
  async function repairMembershipActivations(now: Date): Promise<void> {
    const since = new Date(now.getTime() - MEMBERSHIP_REPAIR_WINDOW_MS).toISOString();
    for (const order of await deps.checkout.paidOrdersHolding(MEMBERSHIP_PRODUCT_TYPE, since, 200)) {
      await activateMembershipLines(deps, order, paidAtOf(order));
    }
  }
  return {
    /** every minute: expired slot holds and payment retry holds give their places back */
    async expireSlotHolds(now: Date): Promise<void> {
      const released = await deps.checkout.expireHolds(now.toISOString());
      if (released > 0) deps.log.info({ released }, 'expired slot holds released');
      // declined orders whose retry hold ran out give back their stock, slot and voucher (issue 28)
      for (const order of await deps.checkout.expiredPaymentHolds(now.toISOString(), 200)) {
        if (await deps.checkout.releasePaymentHold(order.id, now.toISOString()))
          deps.log.info({ order: order.increment_id }, 'payment retry hold expired: reservations given back');
      }
    },

    /** every hour: slots exist for today and the next days */
    async rollSlotsForward(now: Date): Promise<void> {
      const added = await deps.checkout.rollForwardSlots(now);
      if (added > 0) deps.log.info({ added }, 'delivery slots added');
    },

    /**
     * every few minutes: online payments pending longer than PAYMENT_RECONCILE_AFTER_MS are asked of the
     * provider; a final answer is applied once (paid, or failed/expired giving everything back). An order
     * that never reached the provider expires. Then the membership repair runs.
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
      await repairMembershipActivations(now);
    },

    /** daily: idempotency records older than a day are forgotten */
    async purgeIdempotencyKeys(now: Date): Promise<void> {
      await deps.checkout.purgeIdempotencyKeys(new Date(now.getTime() - IDEMPOTENCY_RECORD_TTL_MS).toISOString());
    },
  };
}

export type CheckoutJobs = ReturnType<typeof createCheckoutJobs>;
