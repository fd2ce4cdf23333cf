/** DELETE /rest/V1/crud-product-to-list/{list}/{product}: take an item off my list. */
import type { ApiClient } from '../../../lib/http/client';

export function removeListItem(api: ApiClient, listId: number, productId: number) {
  return api.send<{ message: string }>(`/rest/V1/crud-product-to-list/${listId}/${productId}`, { method: 'DELETE' });
}
