import { CURRENCY, DomainError, type PaymentAttempt } from '@sulit/domain';
import type { PaymentResult } from './payment-gateway';
import { nowIso, type PaymentsContext } from './payments-context';
import { addCard } from './saved-cards';

type ApplyOutcome = 'applied' | 'already_applied';

/**
 * Applies a provider's final result once: checks it against the recorded attempt (order, amount,
 * currency), moves the attempt pending → final, and only the caller that made that move runs the
 * handler. If the handler fails the attempt goes back to pending so the next delivery retries.
 */
export async function applyPaymentResult(context: PaymentsContext, result: PaymentResult): Promise<ApplyOutcome> {
  const { repo } = context;
  const attempt = await repo.attemptByPaymentId(result.paymentId);
  if (!attempt) throw new DomainError('not_found', 'Unknown payment.');
  if (result.orderRef !== attempt.order_ref) throw new DomainError('bad_request', 'Payment order does not match.');
  if (result.currency !== attempt.currency) throw new DomainError('bad_request', 'Payment currency does not match.');
  if (result.amountCentavos !== attempt.amount) throw new DomainError('bad_request', 'Payment amount does not match.');
  const changed = await repo.settleAttempt(result.paymentId, {
    status: result.status,
    reason: result.reason ?? null,
    now: nowIso(context),
  });
  if (changed === 0) return 'already_applied';
  try {
    await context.onPaymentResult({
      paymentId: result.paymentId,
      orderRef: attempt.order_ref,
      status: result.status,
      amountCentavos: attempt.amount,
      currency: CURRENCY,
      ...(result.reason ? { reason: result.reason } : {}),
    });
  } catch (error) {
    await repo.reopenAttempt(result.paymentId, result.status, nowIso(context));
    throw error;
  }
  if (result.status === 'paid' && attempt.customer_id !== null) await keepCardSavedAtPayment(context, attempt);
  return 'applied';
}

/**
 * The shopper ticked "Save this card" on the provider's page (issue 28, toSave): the provider vaulted the paid
 * card and the store keeps its token, brand, last four and expiry — the first card saved becomes the default.
 * A save that fails never fails the payment (the shopper can save the card again next time).
 */
async function keepCardSavedAtPayment(context: PaymentsContext, attempt: PaymentAttempt): Promise<void> {
  if (attempt.customer_id === null || (attempt.method !== 'card' && attempt.method !== 'hosted')) return;
  try {
    const card = await context.gateway.savedCardOf(attempt.provider_payment_id);
    if (!card) return;
    const first = (await context.repo.cards(attempt.customer_id)).length === 0;
    await addCard(context, attempt.customer_id, { cardToken: card.token, isDefault: first });
  } catch {
    // the payment stands; only the convenience of a saved card is lost
  }
}

/** The provider's view, applied to the store if it is final. */
export async function queryPayment(context: PaymentsContext, paymentId: string) {
  const current = await context.gateway.queryPayment(paymentId);
  if (current.status !== 'pending') await applyPaymentResult(context, current);
  return current;
}

/** Asks the provider about a pending attempt and applies a final answer; answers the attempt as it now stands. */
export async function reconcilePayment(context: PaymentsContext, paymentId: string): Promise<PaymentAttempt> {
  const attempt = await context.repo.attemptByPaymentId(paymentId);
  if (!attempt) throw new DomainError('not_found', 'Unknown payment.');
  if (attempt.status === 'pending') await queryPayment(context, paymentId);
  return (await context.repo.attemptByPaymentId(paymentId)) ?? attempt;
}

/** The shopper's browser came back from the provider: never trust the query, ask the provider. */
export async function browserReturn(context: PaymentsContext, paymentId: string) {
  const attempt = await reconcilePayment(context, paymentId);
  return { orderRef: attempt.order_ref, status: attempt.status, reason: attempt.failure_reason };
}

/** For the scheduler: pending attempts older than the cut-off are reconciled with the provider. */
export async function reconcilePending(context: PaymentsContext, olderThanMinutes: number, limit = 50) {
  const before = new Date(context.clock().getTime() - olderThanMinutes * 60_000).toISOString();
  let settled = 0;
  for (const attempt of await context.repo.pendingAttemptsBefore(before, limit)) {
    const after = await reconcilePayment(context, attempt.provider_payment_id);
    if (after.status !== 'pending') settled++;
  }
  return settled;
}
