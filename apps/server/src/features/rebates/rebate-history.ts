import type { RebateHistory, RebateHistoryQuery } from '@sulit/contracts/rebates';
import { REBATE_ENTRY_LABELS } from '@sulit/domain';
import type { RebatesContext } from './rebates-context';

/** Spec §7 GET transaction/rebates/history: the member's own entries, filtered and sorted, page size 15. */
export async function rebateHistory(
  context: RebatesContext,
  customerId: number,
  query: RebateHistoryQuery,
): Promise<RebateHistory> {
  const { rows, total } = await context.rebates.history(customerId, {
    transactionType: query.transactionType,
    orderType: query.orderType,
    orderBy: query.orderBy,
    page: query.page,
    limit: query.limit,
  });
  return {
    data: rows.map((row) => ({
      rebateId: row.id,
      transactionType: row.kind,
      label: REBATE_ENTRY_LABELS[row.kind],
      amount: row.amount,
      order_number: row.order_number,
      order_type: row.order_type,
      available_at: row.available_at,
      status: row.status,
      created_at: row.created_at,
    })),
    total_count: total,
  };
}
