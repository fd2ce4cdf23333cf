/** POST /api/checkout/payment-error-handling (spec §4: after a failed place order, cart_id, message, status). */
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function reportPaymentError(
  api: ApiClient,
  report: { cart_id: number; message: string; status: string | number },
): Promise<ApiResult> {
  return api.send('/api/checkout/payment-error-handling', { body: report });
}
