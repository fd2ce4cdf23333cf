import { DomainError } from '@sulit/domain';
import { checkIdempotencyKey, nowIso, type PaymentsContext } from './payments-context';

/** Refunds once per key: a repeated key never refunds twice, the provider is asked with the same key. */
export async function refundPayment(
  context: PaymentsContext,
  input: { paymentId: string; amountCentavos: number; idempotencyKey: string },
): Promise<{ refunded: boolean }> {
  const { repo, gateway } = context;
  checkIdempotencyKey(input.idempotencyKey);
  const attempt = await repo.attemptByPaymentId(input.paymentId);
  if (!attempt) throw new DomainError('not_found', 'Unknown payment.');
  if (!Number.isInteger(input.amountCentavos) || input.amountCentavos <= 0 || input.amountCentavos > attempt.amount) {
    throw new DomainError('validation_failed', 'Invalid refund amount.');
  }
  await repo.claimRefund({
    idempotency_key: input.idempotencyKey,
    provider_payment_id: input.paymentId,
    amount: input.amountCentavos,
    now: nowIso(context),
  });
  const claimed = await repo.refundByKey(input.idempotencyKey);
  if (!claimed || claimed.provider_payment_id !== input.paymentId || claimed.amount !== input.amountCentavos) {
    throw new DomainError('unprocessable', 'This Idempotency-Key was already used for another refund.');
  }
  if (claimed.status === 'succeeded') return { refunded: true };
  if (claimed.status === 'failed') return { refunded: false };
  const { refunded } = await gateway.refund(input);
  await repo.finishRefund(input.idempotencyKey, {
    status: refunded ? 'succeeded' : 'failed',
    provider_refund_id: null,
    now: nowIso(context),
  });
  if (refunded && input.amountCentavos === attempt.amount) await repo.markRefunded(input.paymentId, nowIso(context));
  return { refunded };
}
