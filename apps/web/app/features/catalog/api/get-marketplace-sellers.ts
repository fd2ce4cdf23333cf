import { MarketplaceSellersResponse } from '@sulit/contracts/catalog';
import type { ApiClient } from '../../../lib/http/client';

export async function getMarketplaceSellers(
  api: ApiClient,
  productsPerSeller: number,
): Promise<MarketplaceSellersResponse> {
  return api.json(`/rest/V1/sulit/web2case/get-marketplace-sellers?productsPerSeller=${productsPerSeller}`, {
    parse: MarketplaceSellersResponse,
  });
}
