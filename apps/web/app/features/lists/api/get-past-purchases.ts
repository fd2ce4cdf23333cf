/** GET /rest/V1/past-purchase/mine: products I bought through checkout, latest first. */
import { PastPurchasesResponse } from '@sulit/contracts/lists';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/client';

export function getPastPurchases(api: ApiClient): Promise<z.infer<typeof PastPurchasesResponse>> {
  return api.json('/rest/V1/past-purchase/mine', { parse: PastPurchasesResponse });
}
