/** The console's enquiry case calls (issue 35, decision 037): the list, one case and its moves. */
import type { CaseDetail, CaseList } from '@sulit/contracts/ops-care';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function listCases(api: ApiClient, query: { status?: string; before?: string }): Promise<CaseList> {
  const search = new URLSearchParams({
    ...(query.status ? { status: query.status } : {}),
    ...(query.before ? { before: query.before } : {}),
  }).toString();
  return api.json(`/api/ops/cases${search ? `?${search}` : ''}`);
}

export function getCase(api: ApiClient, reference: string): Promise<CaseDetail> {
  return api.json(`/api/ops/cases/${encodeURIComponent(reference)}`);
}

export type CaseMove = 'assign' | 'reply' | 'close';

export function isCaseMove(value: string): value is CaseMove {
  return value === 'assign' || value === 'reply' || value === 'close';
}

export function moveCase(
  api: ApiClient,
  reference: string,
  move: CaseMove,
  reply?: string,
): Promise<ApiResult<CaseDetail>> {
  return api.send(`/api/ops/cases/${encodeURIComponent(reference)}/${move}`, {
    ...(move === 'reply' ? { body: { body: reply ?? '' } } : {}),
  });
}
