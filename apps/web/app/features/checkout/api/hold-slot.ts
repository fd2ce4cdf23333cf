/** POST /api/cart/checkout/delivery-schedule (spec §7): choose a slot; the server holds it for 20 minutes. */
import type { DeliveryScheduleBody } from '@sulit/contracts/checkout';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function holdSlot(api: ApiClient, body: DeliveryScheduleBody): Promise<ApiResult> {
  return api.send('/api/cart/checkout/delivery-schedule', { body });
}
