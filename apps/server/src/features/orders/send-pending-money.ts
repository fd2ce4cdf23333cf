import { sendCancelRefund } from './cancel-order';
import { sendEditRefund } from './edit-order';
import type { OrdersDeps } from './orders-deps';
import { sendPickingRefund } from './picking-settlement';
import { sendCapture } from './weighed-capture';

/**
 * The scheduler's one job for money the provider has not confirmed yet: cancels' refunds, edits' refunds, picking's
 * refunds and held cards' captures left `requested` (the process stopped after recording them, or the provider
 * was down), each asked again with its own key, so a retry never moves money twice.
 */
export async function sendPendingMoney(deps: OrdersDeps): Promise<void> {
  for (const refund of await deps.orders.refundsToSend(50)) await sendCancelRefund(deps, refund);
  for (const edit of await deps.edits.refundsToSend(50)) await sendEditRefund(deps, edit.id, edit.refund);
  for (const refund of await deps.picking.refundsToSend(50)) await sendPickingRefund(deps, refund);
  for (const capture of await deps.weighing.capturesToSend(50)) await sendCapture(deps, capture);
}
