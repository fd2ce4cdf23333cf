/** PUT /rest/V1/crud-product-to-list/{list}/{product}: an item's quantity and note. */
import type { ApiClient } from '../../../lib/http/client';

export function updateListItem(
  api: ApiClient,
  listId: number,
  productId: number,
  body: { qty: number; note: string | null },
) {
  return api.send<{ message: string }>(`/rest/V1/crud-product-to-list/${listId}/${productId}`, { method: 'PUT', body });
}
