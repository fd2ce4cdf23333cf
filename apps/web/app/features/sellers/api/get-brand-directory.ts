import { BrandDirectoryResponse } from '@sulit/contracts/sellers';
import type { ApiClient } from '../../../lib/http/client';

/** Every brand on sale with its product count (the directory's ?brands view). */
export function getBrandDirectory(api: ApiClient): Promise<BrandDirectoryResponse> {
  return api.json('/api/market-place/directory/brands', { parse: BrandDirectoryResponse });
}
