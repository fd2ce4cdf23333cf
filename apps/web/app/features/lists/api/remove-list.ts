/** DELETE /rest/V1/crud-shopping-list/mine/{id}: remove my list. */
import type { ApiClient } from '../../../lib/http/client';

export function removeList(api: ApiClient, listId: number) {
  return api.send<{ message: string }>(`/rest/V1/crud-shopping-list/mine/${listId}`, { method: 'DELETE' });
}
