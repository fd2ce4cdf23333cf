import { MarketplaceSellersResponse } from '@sulit/contracts/catalog';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../lib/http/server-client';

export async function getMarketplaceSellers(
  context: AppLoadContext,
  productsPerSeller: number,
): Promise<MarketplaceSellersResponse> {
  return serverApi(context).json(
    `/rest/V1/sulit/web2case/get-marketplace-sellers?productsPerSeller=${productsPerSeller}`,
    { parse: MarketplaceSellersResponse },
  );
}
