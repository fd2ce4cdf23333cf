/** POST /rest/V1/share-data: share my list with another customer by e-mail. */
import type { ApiClient } from '../../../lib/http/client';

export function shareListByEmail(api: ApiClient, listId: number, email: string) {
  return api.send<{ message: string }>('/rest/V1/share-data', { body: { list_id: listId, customer_email: email } });
}
