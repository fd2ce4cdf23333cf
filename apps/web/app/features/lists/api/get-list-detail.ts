/** GET /rest/V1/get-detail-list: a list I own or that was shared with me, filtered as spec §3 says. */
import { ListDetail } from '@sulit/contracts/lists';
import type { ApiClient } from '../../../lib/http/client';

export function getListDetail(api: ApiClient, listId: number, filter: URLSearchParams): Promise<ListDetail> {
  const query = new URLSearchParams(filter);
  query.set('list_id', String(listId));
  return api.json(`/rest/V1/get-detail-list?${query}`, { parse: ListDetail });
}
