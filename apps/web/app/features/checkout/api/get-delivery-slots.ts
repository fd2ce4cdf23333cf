/** GET /api/cart/checkout/delivery-slots (spec §7): a store's delivery or pickup slots for 7 days. */
import type { DeliverySlotsResponse } from '@sulit/contracts/checkout';
import type { ApiClient } from '../../../lib/http/client';

export function getDeliverySlots(
  api: ApiClient,
  query: { sourceCode: string; isStorePickup: boolean },
): Promise<DeliverySlotsResponse> {
  const params = new URLSearchParams({ sourceCode: query.sourceCode, isStorePickup: query.isStorePickup ? '1' : '0' });
  return api.json(`/api/cart/checkout/delivery-slots?${params.toString()}`);
}
