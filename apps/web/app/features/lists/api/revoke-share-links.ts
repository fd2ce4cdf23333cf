/** DELETE /rest/V1/share-data/link/{id}: the list's links stop working (404). */
import type { ApiClient } from '../../../lib/http/client';

export function revokeShareLinks(api: ApiClient, listId: number) {
  return api.send<{ message: string }>(`/rest/V1/share-data/link/${listId}`, { method: 'DELETE' });
}
