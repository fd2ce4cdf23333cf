/** GET /rest/V1/get-shopping-lists/mine: my lists (default first) and the lists shared with me. */
import { MyListsResponse } from '@sulit/contracts/lists';
import type { ApiClient } from '../../../lib/http/client';

export function getMyLists(api: ApiClient): Promise<MyListsResponse> {
  return api.json('/rest/V1/get-shopping-lists/mine', { parse: MyListsResponse });
}
