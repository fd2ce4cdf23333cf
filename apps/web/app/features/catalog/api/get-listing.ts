import { ProductFacets, ProductListResponse } from '@sulit/contracts/catalog';
import type { ApiClient } from '../../../lib/http/client';
import { facetsApiQuery, type ListingState, listingApiQuery } from '../listing-params';

export type ListingMode = 'listing' | 'search';

const PATHS: Record<ListingMode, string> = {
  listing: '/rest/V1/sulit/product-list-page',
  search: '/rest/V1/sulit/search-result',
};

/** One page of a listing or search with its facets, fetched side by side. */
export async function getListing(
  api: ApiClient,
  mode: ListingMode,
  state: ListingState,
  extra: Record<string, string>,
): Promise<{ results: ProductListResponse; facets: ProductFacets }> {
  const [results, facets] = await Promise.all([
    api.json(`${PATHS[mode]}?${listingApiQuery(state, extra)}`, { parse: ProductListResponse }),
    api.json(`${PATHS[mode]}-filter?${facetsApiQuery(state, extra)}`, { parse: ProductFacets }),
  ]);
  return { results, facets };
}

/** A first page of hot offers for the home carousel. */
export async function getHotOffers(api: ApiClient, limit: number): Promise<ProductListResponse> {
  const q = new URLSearchParams({ hot_offers: '1', pageSize: String(limit), order: 'best_selling', dir: 'desc' });
  return api.json(`${PATHS.listing}?${q}`, { parse: ProductListResponse });
}
