/** PUT /rest/V1/crud-shopping-list/mine/{id}: rename my list. */
import type { ApiClient } from '../../../lib/http/client';

export function renameList(api: ApiClient, listId: number, listName: string) {
  return api.send<{ message: string }>(`/rest/V1/crud-shopping-list/mine/${listId}`, {
    method: 'PUT',
    body: { list_name: listName },
  });
}
