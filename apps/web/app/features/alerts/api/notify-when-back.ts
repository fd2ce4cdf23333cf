/** POST /rest/V1/ld-productnotifyme/notify: tell me when this out-of-stock product is back at my store. */
import type { ApiClient } from '../../../lib/http/client';

export function notifyWhenBack(api: ApiClient, productId: number) {
  return api.send<{ message: string; already_subscribed: boolean }>('/rest/V1/ld-productnotifyme/notify', {
    body: { product_id: productId },
  });
}
