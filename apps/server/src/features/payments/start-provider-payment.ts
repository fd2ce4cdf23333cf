import { createHash } from 'node:crypto';
import { CURRENCY, DomainError, isFinalPaymentStatus, type PaymentAttempt } from '@sulit/domain';
import type { StartedPayment, StartPaymentInput } from './payment-gateway';
import { reconcilePayment } from './apply-payment-result';
import { checkIdempotencyKey, nowIso, type PaymentsContext, PROVIDER } from './payments-context';

const KEY_REUSED = 'This Idempotency-Key was already used for another payment.';

function startedFrom(attempt: PaymentAttempt): StartedPayment {
  return {
    paymentId: attempt.provider_payment_id,
    status: attempt.status,
    ...(attempt.status === 'pending' && attempt.redirect_url ? { redirectUrl: attempt.redirect_url } : {}),
  };
}

/**
 * Starts (or, for a repeated Idempotency-Key, replays) one payment. The same key with a different
 * order, amount, method or card is refused (422). Parallel calls with one key reach the provider with
 * that key, which answers them all with one payment; the unique key here keeps one attempt row.
 */
export async function startProviderPayment(
  context: PaymentsContext,
  input: StartPaymentInput,
): Promise<StartedPayment> {
  const { repo, gateway } = context;
  checkIdempotencyKey(input.idempotencyKey);
  if (!Number.isInteger(input.amountCentavos) || input.amountCentavos <= 0) {
    throw new DomainError('validation_failed', 'Invalid payment amount.');
  }
  if (input.currency !== CURRENCY) throw new DomainError('validation_failed', 'Invalid payment currency.');
  if (input.method === 'saved_card') {
    const card = input.cardToken ? await repo.cardByToken(input.customerId, input.cardToken) : undefined;
    if (!card) throw new DomainError('validation_failed', 'Please choose a saved card.');
  }
  const requestHash = createHash('sha256')
    .update(
      JSON.stringify([
        input.orderRef,
        input.customerId,
        input.amountCentavos,
        input.currency,
        input.method,
        input.cardToken ?? null,
        ...(input.capture === 'manual' ? ['manual'] : []),
      ]),
    )
    .digest('hex');
  const existing = await repo.attemptByKey(input.idempotencyKey);
  if (existing) {
    if (existing.request_hash !== requestHash) throw new DomainError('unprocessable', KEY_REUSED);
    return startedFrom(existing);
  }
  const started = await gateway.startPayment(input);
  const attempt = await repo.insertAttempt({
    idempotency_key: input.idempotencyKey,
    request_hash: requestHash,
    order_ref: input.orderRef,
    customer_id: input.customerId,
    provider: PROVIDER,
    provider_payment_id: started.paymentId,
    method: input.method,
    amount: input.amountCentavos,
    currency: input.currency,
    status: 'pending',
    failure_reason: null,
    redirect_url: started.redirectUrl ?? null,
    now: nowIso(context),
  });
  if (attempt.request_hash !== requestHash) throw new DomainError('unprocessable', KEY_REUSED);
  // A saved card may be charged at once: apply that result now (the webhook will find it applied).
  if (isFinalPaymentStatus(started.status)) return startedFrom(await reconcilePayment(context, started.paymentId));
  return startedFrom(attempt);
}
