import type { RebateHistoryQuery } from '@sulit/contracts/rebates';
import { applyRebate, removeRebate } from './apply-rebate';
import { earnRebates } from './earn-rebates';
import { rebateHistory } from './rebate-history';
import { rebateSummary } from './rebate-summary';
import type { RebatesContext } from './rebates-context';
import { markRebateSeen, rebatesNotSeen } from './rebates-seen';
import { releaseRebates } from './release-rebates';

/** The rebates feature's use-cases, one file each, bound to their dependencies (routes and the scheduler). */
export function createRebatesService(context: RebatesContext) {
  return {
    summary: (customerId: number) => rebateSummary(context, customerId),
    history: (customerId: number, query: RebateHistoryQuery) => rebateHistory(context, customerId, query),
    notSeen: (customerId: number) => rebatesNotSeen(context, customerId),
    markSeen: (customerId: number, rebateId: number) => markRebateSeen(context, customerId, rebateId),
    apply: (customerId: number, body: { quote_id: number; rebate: number }) => applyRebate(context, customerId, body),
    remove: (customerId: number, cartId: number) => removeRebate(context, customerId, cartId),
    jobs: {
      /** delivered lines earn (pending), then what the return window let go becomes available */
      async settle(now: Date): Promise<void> {
        await earnRebates(context, now);
        await releaseRebates(context, now);
      },
    },
  };
}

export type RebatesService = ReturnType<typeof createRebatesService>;
