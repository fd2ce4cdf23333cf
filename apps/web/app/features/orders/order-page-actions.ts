import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { errorMessage } from '../../lib/http/client';
import { serverApi } from '../../lib/http/server-client';
import { cancelOrder } from './api/cancel-order';
import { rateOrder } from './api/rate-order';
import { reorderOrder } from './api/reorder-order';
import { rejectSubstitute } from './api/order-substitutions';
import { isOrderNumber } from './order-paths';

export type OrderActionResult = { intent: string; ok: boolean; message: string };

/**
 * The order pages' one action (a form's `intent`): cancel, reorder, rate or dismiss the rating prompt.
 * Answers the notice to show; the server's own message on failure (spec §8).
 */
export async function orderPageAction(context: AppLoadContext, request: Request, orderNumber?: string) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const number = orderNumber ?? String(form.get('orderNumber') ?? '');
  if (!isOrderNumber(number)) return data<OrderActionResult>({ intent, ok: false, message: 'Order not found' }, 404);
  const api = serverApi(context, request);
  const answer = (ok: boolean, message: string, status = 200) =>
    data<OrderActionResult>({ intent, ok, message }, { status });
  const failed = (res: { status: number; body: unknown }) =>
    answer(false, errorMessage(res.body) ?? 'Something went wrong. Please try again.', res.status || 500);
  switch (intent) {
    case 'cancel': {
      const res = await cancelOrder(api, number);
      return res.ok ? answer(true, 'Your order has been cancelled.') : failed(res);
    }
    case 'reorder': {
      const res = await reorderOrder(api, number);
      if (!res.ok || !res.body) return failed(res);
      if (res.body.skipped.length === 0) throw redirect('/checkout/cart');
      return answer(res.body.added.length > 0, res.body.message);
    }
    case 'rate':
    case 'dismiss': {
      const rating = Number(form.get('rating'));
      const res = await rateOrder(
        api,
        number,
        intent === 'rate' ? { status: 'rated', rating } : { status: 'dismissed' },
      );
      return res.ok
        ? answer(true, intent === 'rate' ? 'Thank you for rating your order!' : 'We won’t ask about this order again.')
        : failed(res);
    }
    case 'reject-substitute': {
      const res = await rejectSubstitute(api, number, Number(form.get('line_id')));
      return res.ok ? answer(true, 'Done: we took the swap off your order.') : failed(res);
    }
    default:
      return answer(false, 'Unknown action.', 400);
  }
}
