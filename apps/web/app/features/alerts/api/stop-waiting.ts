/** DELETE /rest/V1/out-of-stock-subscriptions/{product}: stop waiting for a product. */
import type { ApiClient } from '../../../lib/http/client';

export function stopWaiting(api: ApiClient, productId: number) {
  return api.send<{ message: string }>(`/rest/V1/out-of-stock-subscriptions/${productId}`, { method: 'DELETE' });
}
