/** An order's goods sold by weight (issue 36, decision 043): ordered, weighed, the card hold and its capture. */
import type { WeighedLines } from '@sulit/contracts/weighed-goods';
import type { ApiClient } from '../../../lib/http/client';

export function getOrderWeights(api: ApiClient, orderNumber: string): Promise<WeighedLines> {
  return api.json(`/api/transaction/orders/${encodeURIComponent(orderNumber)}/weights`);
}
