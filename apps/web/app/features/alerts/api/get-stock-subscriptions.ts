/** GET /rest/V1/out-of-stock-subscriptions: the products I wait for. */
import { StockSubscriptionsResponse } from '@sulit/contracts/lists';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/client';

export function getStockSubscriptions(api: ApiClient): Promise<z.infer<typeof StockSubscriptionsResponse>> {
  return api.json('/rest/V1/out-of-stock-subscriptions', { parse: StockSubscriptionsResponse });
}
