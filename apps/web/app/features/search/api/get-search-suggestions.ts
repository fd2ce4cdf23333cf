/** GET /api/product/search-suggest?q=…: products and categories as the shopper types. */
import type { SearchSuggestResponse } from '@sulit/contracts/catalog';
import { browserApi } from '../../../lib/http/browser-client';
import type { ApiClient } from '../../../lib/http/client';
import { queryOptions, STALE_TIME } from '../../../lib/http/query';

/** Longest query the search box takes and sends. */
export const MAX_SUGGEST_QUERY = 100;

function getSearchSuggestions(api: ApiClient, q: string, signal?: AbortSignal): Promise<SearchSuggestResponse> {
  const query = new URLSearchParams({ q: q.slice(0, MAX_SUGGEST_QUERY) });
  return api.json(`/api/product/search-suggest?${query}`, { signal });
}

/** Suggestions are product answers: spec §9 product lifetime, so retyping a query asks nothing again. */
export const searchSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['search-suggest', q.slice(0, MAX_SUGGEST_QUERY)],
    queryFn: () => getSearchSuggestions(browserApi, q),
    staleTime: STALE_TIME.product,
  });
