/** DELETE /rest/V1/price-subscriptions/{product}: remove a product from price watch. */
import type { ApiClient } from '../../../lib/http/client';

export function unwatchPrice(api: ApiClient, productId: number) {
  return api.send<{ message: string }>(`/rest/V1/price-subscriptions/${productId}`, { method: 'DELETE' });
}
