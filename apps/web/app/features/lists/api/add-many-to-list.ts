/** POST /rest/V1/add-to-my-list: several products (the cart's lines) or a past order into my list. */
import type { ApiClient } from '../../../lib/http/client';

export function addManyToList(
  api: ApiClient,
  body: { list_id?: number; items?: { product_id: number; qty: number }[]; order_increment_id?: string },
) {
  return api.send<{ message: string }>('/rest/V1/add-to-my-list', { body });
}
