import { DomainError } from '@sulit/domain';
import { checkIdempotencyKey, type PaymentsContext } from './payments-context';

/**
 * Captures a held card for the weighed amount (decision 043): the provider is asked with the caller's key, so a
 * repeated call never captures twice; the caller records the outcome (the orders feature's payment_captures).
 */
export async function capturePayment(
  context: PaymentsContext,
  input: { paymentId: string; amountCentavos: number; idempotencyKey: string },
): Promise<{ captured: boolean }> {
  checkIdempotencyKey(input.idempotencyKey);
  if (!Number.isInteger(input.amountCentavos) || input.amountCentavos < 0)
    throw new DomainError('validation_failed', 'Invalid capture amount.');
  if (!context.gateway.capture) throw new DomainError('conflict', 'This payment provider cannot capture a hold.');
  return context.gateway.capture(input);
}
