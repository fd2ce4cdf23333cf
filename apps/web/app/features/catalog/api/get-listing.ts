import { ProductFacets, ProductListResponse } from '@sulit/contracts/catalog';
import type { ApiClient } from '../../../lib/http/client';
import { facetsApiQuery, type ListingState, listingApiQuery } from '../listing-params';
import { type Tile, toTile } from '../tile';

export type ListingMode = 'listing' | 'search';

const PATHS: Record<ListingMode, string> = {
  listing: '/rest/V1/sulit/product-list-page',
  search: '/rest/V1/sulit/search-result',
};

/** A page of a listing with its products as tiles (see tile.ts). */
export type TileListing = Omit<ProductListResponse, 'items' | 'alternatives'> & {
  items: Tile[];
  alternatives?: Tile[];
};

/** One page of a listing or search with its facets, fetched side by side; the products come as tiles. */
export async function getListing(
  api: ApiClient,
  mode: ListingMode,
  state: ListingState,
  extra: Record<string, string>,
): Promise<{ results: TileListing; facets: ProductFacets }> {
  const [results, facets] = await Promise.all([
    api.json(`${PATHS[mode]}?${listingApiQuery(state, extra)}`, { parse: ProductListResponse }),
    api.json(`${PATHS[mode]}-filter?${facetsApiQuery(state, extra)}`, { parse: ProductFacets }),
  ]);
  const { items, alternatives, ...page } = results;
  return {
    results: { ...page, items: items.map(toTile), ...(alternatives ? { alternatives: alternatives.map(toTile) } : {}) },
    facets,
  };
}

/** A first page of hot offers for the home carousel, as tiles. */
export async function getHotOffers(api: ApiClient, limit: number): Promise<Tile[]> {
  const q = new URLSearchParams({ hot_offers: '1', pageSize: String(limit), order: 'best_selling', dir: 'desc' });
  return (await api.json(`${PATHS.listing}?${q}`, { parse: ProductListResponse })).items.map(toTile);
}
