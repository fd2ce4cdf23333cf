/** POST /rest/V1/crud-product-to-list: a product into my list (the default one unless named). */
import type { ApiClient } from '../../../lib/http/client';

export function addProductToList(api: ApiClient, body: { list_id?: number; product_id: number; qty?: number }) {
  return api.send<{ message: string }>('/rest/V1/crud-product-to-list', { body });
}
