/** The console's weighing of one order's goods sold by weight (issue 36, decision 043). */
import type { WeighedLines, WeighLineBody } from '@sulit/contracts/weighed-goods';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function getPickingWeights(api: ApiClient, number: string): Promise<WeighedLines> {
  return api.json(`/api/ops/picking/${encodeURIComponent(number)}/weights`);
}

export function weighLine(
  api: ApiClient,
  number: string,
  lineId: number,
  body: WeighLineBody,
): Promise<ApiResult<WeighedLines>> {
  return api.send(`/api/ops/picking/${encodeURIComponent(number)}/weights/${lineId}`, { body });
}
