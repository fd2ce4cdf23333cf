import { findCardNumberRuns } from '@sulit/domain';
import { nowIso, type PaymentsContext } from './payments-context';

/**
 * The web's report after a failed pay-placeorder (spec §4: cart_id, message, status), kept for support.
 * Anything that looks like a card number is scrubbed before it is stored.
 */
export async function reportPaymentError(
  context: PaymentsContext,
  customerId: number,
  report: { cartId: string; message: string; status: string },
) {
  const message = report.message.replace(/(?<!\d)\d(?:[ +-]?\d){12,18}(?!\d)/g, (run) =>
    findCardNumberRuns(run.replace(/\D/g, '')).length > 0 ? '[redacted]' : run,
  );
  const id = await context.repo.insertErrorReport({
    customer_id: customerId,
    cart_ref: report.cartId,
    message,
    status: report.status,
    created_at: nowIso(context),
  });
  return { success: true as const, id };
}
