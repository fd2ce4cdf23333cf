import { MarketplaceSellersResponse } from '@sulit/contracts/catalog';
import type { AppLoadContext } from 'react-router';
import { apiFetchJson } from '../../../lib/api';

export async function getMarketplaceSellers(
  context: AppLoadContext,
  productsPerSeller: number,
): Promise<MarketplaceSellersResponse> {
  return apiFetchJson(
    context,
    `/rest/V1/sulit/web2case/get-marketplace-sellers?productsPerSeller=${productsPerSeller}`,
    MarketplaceSellersResponse,
  );
}
