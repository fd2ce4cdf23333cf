import { ProductCardList } from '@sulit/contracts/catalog';
import type { AppLoadContext } from 'react-router';
import { apiFetchJson } from '../../../lib/api';

/** Spec §9: best sellers limit 20 (over 90 days, the API's default window). */
export const BEST_SELLERS_LIMIT = 20;

export async function getTopSelling(context: AppLoadContext, limit = BEST_SELLERS_LIMIT): Promise<ProductCardList> {
  return apiFetchJson(context, `/api/product/top-selling?limit=${limit}`, ProductCardList);
}
