/** GET /rest/V1/shared-list?tk=…: a list opened by its share link, read-only (guests too). */
import { ListDetail } from '@sulit/contracts/lists';
import type { ApiClient } from '../../../lib/http/client';

export function getSharedList(api: ApiClient, tk: string, filter: URLSearchParams): Promise<ListDetail> {
  const query = new URLSearchParams(filter);
  query.set('tk', tk);
  return api.json(`/rest/V1/shared-list?${query}`, { parse: ListDetail });
}
