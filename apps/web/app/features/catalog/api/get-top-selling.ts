import { ProductCardList } from '@sulit/contracts/catalog';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/http/server-client';

/** Spec §9: best sellers limit 20 (over 90 days, the API's default window). */
export const BEST_SELLERS_LIMIT = 20;

export async function getTopSelling(context: AppLoadContext, limit = BEST_SELLERS_LIMIT): Promise<ProductCardList> {
  return serverApi(context).json(`/api/product/top-selling?limit=${limit}`, { parse: ProductCardList });
}
