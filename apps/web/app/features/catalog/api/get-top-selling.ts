import { ProductCardList } from '@sulit/contracts/catalog';
import type { ApiClient } from '../../../lib/http/client';
import { type Tile, toTile } from '../tile';

/** Spec §9: best sellers limit 20 (over 90 days, the API's default window). */
const BEST_SELLERS_LIMIT = 20;

/** The best sellers as tiles. */
export async function getTopSelling(api: ApiClient, limit = BEST_SELLERS_LIMIT): Promise<Tile[]> {
  return (await api.json(`/api/product/top-selling?limit=${limit}`, { parse: ProductCardList })).items.map(toTile);
}
