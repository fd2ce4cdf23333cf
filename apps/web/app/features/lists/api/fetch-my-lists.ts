/**
 * GET /rest/V1/get-shopping-lists/mine from the browser (the add-to-list dialog): the contract's type only, so
 * zod stays out of every page's JavaScript (the root carries this dialog). Loaders use getMyLists, which checks.
 */
import type { MyListsResponse } from '@sulit/contracts/lists';
import type { ApiClient } from '../../../lib/http/client';

export function fetchMyLists(api: ApiClient): Promise<MyListsResponse> {
  return api.json<MyListsResponse>('/rest/V1/get-shopping-lists/mine');
}
