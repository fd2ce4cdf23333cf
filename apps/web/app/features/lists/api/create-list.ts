/** POST /rest/V1/crud-shopping-list/mine: a new list, or a copy of one I can read (by id or share token). */
import type { ListSummary } from '@sulit/contracts/lists';
import type { ApiClient } from '../../../lib/http/client';

export function createList(
  api: ApiClient,
  body: { list_name: string; copy_from_list_id?: number; copy_from_tk?: string },
) {
  return api.send<{ message: string; list: ListSummary }>('/rest/V1/crud-shopping-list/mine', { body });
}
