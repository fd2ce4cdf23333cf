import type { PaymentCapture } from '@sulit/db';
import type { OrdersDeps } from './orders-deps';
import { askProvider } from './provider-money';

/** The provider's idempotency key of an order's one capture (or void). */
export const holdCaptureKey = (orderId: number) => `picking-capture-${orderId}`;

/** A held card's one capture (or, at 0, its void), asked of the provider (again by the scheduled job). */
export const sendCapture = (deps: OrdersDeps, capture: PaymentCapture) =>
  askProvider(
    deps,
    { kind: 'capture', key: capture.idempotency_key, payment_ref: capture.payment_ref, amount: capture.amount },
    (done) =>
      deps.weighing.finishCapture(capture.idempotency_key, done ? 'captured' : 'failed', deps.clock().toISOString()),
  );

/**
 * A settled order whose card was held for goods sold by weight (decision 043): the capture the settling
 * transaction claimed (the settled total, never above the hold: the domain's `captureOf`) is sent by the caller
 * that settled; one left requested is sent by the scheduled job.
 */
export async function captureHold(deps: OrdersDeps, orderId: number): Promise<void> {
  const capture = await deps.weighing.capture(orderId);
  if (capture?.status === 'requested') await sendCapture(deps, capture);
}
