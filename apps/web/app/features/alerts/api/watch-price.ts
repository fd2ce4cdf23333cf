/** POST /rest/V1/subscribe-sale: save a product to price watch at my store. */
import type { ApiClient } from '../../../lib/http/client';

export function watchPrice(api: ApiClient, productId: number) {
  return api.send<{ message: string }>('/rest/V1/subscribe-sale', { body: { product_id: productId } });
}
