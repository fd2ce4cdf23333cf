import { CHECKOUT_MESSAGES, DomainError, redactCardData } from '@sulit/domain';
import { nowIso, type PaymentsContext } from './payments-context';

/** A cart id as the web sends it (a number, or its digits as text); anything else names no cart. */
function cartIdOf(ref: string): number | null {
  return /^\d{1,10}$/.test(ref) ? Number(ref) : null;
}

/**
 * The web's report after a failed pay-placeorder (spec §4: cart_id, message, status), kept for support. The cart
 * must be the caller's own (another customer's or none: 404, nothing kept); card numbers and security codes are
 * scrubbed before the message is kept (issue 27).
 */
export async function reportPaymentError(
  context: PaymentsContext,
  customerId: number,
  report: { cartId: string; message: string; status: string },
) {
  const cartId = cartIdOf(report.cartId);
  if (cartId === null || !(await context.ownsCart(customerId, cartId)))
    throw new DomainError('not_found', CHECKOUT_MESSAGES.noCartFound);
  const id = await context.repo.insertErrorReport({
    customer_id: customerId,
    cart_ref: String(cartId),
    message: redactCardData(report.message),
    status: report.status,
    created_at: nowIso(context),
  });
  return { success: true as const, id };
}
