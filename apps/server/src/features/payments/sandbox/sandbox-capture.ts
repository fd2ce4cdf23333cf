import type { SandboxRepository } from '@sulit/db';
import { SandboxApiError } from './sandbox-api';

/** What the provider answers a capture: what was taken of the hold and what was released. */
export interface SandboxCaptureView {
  id: string;
  status: 'captured' | 'voided';
  captured_amount: number;
  released_amount: number;
}

/**
 * The provider's manual capture (decision 043): a payment created with `capture_method: 'manual'` is authorised
 * (held) when the shopper approves it; the merchant then captures at most the held amount once per payment (the
 * rest released) or voids it by capturing 0. A replay with the same Idempotency-Key and amount answers the same;
 * another key or amount for a payment already captured is refused.
 */
export function createSandboxCapture(deps: { repo: SandboxRepository; clock: () => Date }) {
  return async function capture(id: string, idempotencyKey: string, amount: number): Promise<SandboxCaptureView> {
    const before = await deps.repo.paymentById(id);
    if (!before) throw new SandboxApiError(404, 'payment_not_found', 'No such payment.');
    if (before.capture_method !== 'manual')
      throw new SandboxApiError(409, 'not_capturable', 'Only a payment created for manual capture can be captured.');
    if (amount > before.amount)
      throw new SandboxApiError(409, 'amount_too_large', 'A capture cannot exceed the authorised amount.');
    await deps.repo.capture({ id, idempotencyKey, amount, now: deps.clock().toISOString() });
    const after = (await deps.repo.paymentById(id)) ?? before;
    if (after.status === 'captured' || after.status === 'voided') {
      if (after.capture_key !== idempotencyKey || after.captured_amount !== amount)
        throw new SandboxApiError(409, 'already_captured', 'This payment was already captured.');
      return {
        id,
        status: after.status,
        captured_amount: after.captured_amount,
        released_amount: after.amount - after.captured_amount,
      };
    }
    throw new SandboxApiError(409, 'not_capturable', 'Only an authorised payment can be captured.');
  };
}
