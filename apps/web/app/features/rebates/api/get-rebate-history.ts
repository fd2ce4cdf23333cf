/** GET /api/transaction/rebates/history (spec §7: transactionType, orderType, orderBy, page, limit 15). */
import { RebateHistory } from '@sulit/contracts/rebates';
import type { RebateHistorySort } from '@sulit/domain/rebates/rebate-ledger';
import { REBATE_HISTORY_PAGE_SIZE } from '@sulit/domain/rebates/rebate-rules';
import type { ApiClient } from '../../../lib/http/client';

export interface RebateHistoryFilters {
  transactionType: string | null;
  orderType: string | null;
  orderBy: RebateHistorySort;
  page: number;
}

export function getRebateHistory(api: ApiClient, filters: RebateHistoryFilters): Promise<RebateHistory> {
  const query = new URLSearchParams({
    orderBy: filters.orderBy,
    page: String(filters.page),
    limit: String(REBATE_HISTORY_PAGE_SIZE),
  });
  if (filters.transactionType) query.set('transactionType', filters.transactionType);
  if (filters.orderType) query.set('orderType', filters.orderType);
  return api.json(`/api/transaction/rebates/history?${query}`, { parse: RebateHistory });
}
