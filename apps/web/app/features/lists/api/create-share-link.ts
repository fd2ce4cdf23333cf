/** POST /rest/V1/share-data/link: a read-only link (tk) to my list. */
import type { ApiClient } from '../../../lib/http/client';

export function createShareLink(api: ApiClient, listId: number) {
  return api.send<{ tk: string; url: string }>('/rest/V1/share-data/link', { body: { list_id: listId } });
}
