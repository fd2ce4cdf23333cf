import type { PaymentCapture } from '@sulit/db';
import type { OrdersDeps } from './orders-deps';

/** The provider's idempotency key of an order's one capture (or void). */
export const holdCaptureKey = (orderId: number) => `picking-capture-${orderId}`;

/** Asks the provider to capture (or, at 0, void) a recorded capture, with the same key each time. */
export async function sendCapture(deps: OrdersDeps, capture: PaymentCapture): Promise<void> {
  if (!deps.captures) return;
  try {
    const { captured } = await deps.captures.capture({
      paymentId: capture.payment_ref,
      amountCentavos: capture.amount,
      idempotencyKey: capture.idempotency_key,
    });
    await deps.weighing.finishCapture(
      capture.idempotency_key,
      captured ? 'captured' : 'failed',
      deps.clock().toISOString(),
    );
  } catch (error) {
    // left requested: the scheduled job asks again with the same key
    deps.log.error({ err: error, key: capture.idempotency_key }, 'capture failed; will retry');
  }
}

/**
 * A settled order whose card was held for goods sold by weight (decision 043): the capture the settling
 * transaction claimed (the settled total, never above the hold: the domain's `captureOf`) is sent by the caller
 * that settled; one left requested is sent by the scheduled job.
 */
export async function captureHold(deps: OrdersDeps, orderId: number): Promise<void> {
  const capture = await deps.weighing.capture(orderId);
  if (capture?.status === 'requested') await sendCapture(deps, capture);
}

/** The scheduler's job: captures the provider has not confirmed yet. */
export async function sendPendingCaptures(deps: OrdersDeps): Promise<void> {
  for (const capture of await deps.weighing.capturesToSend(50)) await sendCapture(deps, capture);
}
