/** The console's picking of one order (issue 36): its lines and choices, and a swap or refund per line. */
import type { PickingOrder, PickLineBody } from '@sulit/contracts/substitutions';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function getPickingOrder(api: ApiClient, number: string): Promise<PickingOrder> {
  return api.json(`/api/ops/picking/${encodeURIComponent(number)}`);
}

export function pickLine(
  api: ApiClient,
  number: string,
  lineId: number,
  body: PickLineBody,
): Promise<ApiResult<PickingOrder>> {
  return api.send(`/api/ops/picking/${encodeURIComponent(number)}/lines/${lineId}`, { body });
}
