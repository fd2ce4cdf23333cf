/** POST /api/product/v2/validate-cart (spec §7 {products, source}): lines short of stock or not sold at the store. */
import type { ValidateCartResponse } from '@sulit/contracts/cart';
import type { ApiClient } from '../../../lib/http/client';

export function validateCart(
  api: ApiClient,
  products: readonly { sku: string; qty: number }[],
  source: string,
): Promise<ValidateCartResponse> {
  return api.json('/api/product/v2/validate-cart', { method: 'POST', body: { products, source } });
}
