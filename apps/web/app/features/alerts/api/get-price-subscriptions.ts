/** GET /rest/V1/price-subscriptions: my price watch. */
import { PriceSubscriptionsResponse } from '@sulit/contracts/lists';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/client';

export function getPriceSubscriptions(api: ApiClient): Promise<z.infer<typeof PriceSubscriptionsResponse>> {
  return api.json('/rest/V1/price-subscriptions', { parse: PriceSubscriptionsResponse });
}
