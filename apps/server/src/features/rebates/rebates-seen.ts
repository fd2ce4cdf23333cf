import type { RebatesNotSeen } from '@sulit/contracts/rebates';
import { DomainError, REBATE_MESSAGES } from '@sulit/domain';
import { memberOf, type RebatesContext } from './rebates-context';

/**
 * Spec §7 GET transaction/rebates/not-seen: rebates that became available and the member has not seen (the
 * loyalty rebate modal). Spec §4: the check runs only for members with a qualifying package.
 */
export async function rebatesNotSeen(context: RebatesContext, customerId: number): Promise<RebatesNotSeen> {
  const { terms } = await memberOf(context, customerId);
  if (!terms) return { data: [], total_count: 0 };
  const rows = await context.rebates.notSeen(customerId, 50);
  return {
    data: rows.map((r) => ({
      rebateId: r.id,
      amount: r.amount,
      order_number: r.order_number,
      available_at: r.available_at,
    })),
    total_count: rows.length,
  };
}

/** Spec §7 PUT transaction/rebates/seen {rebateId}: only the member's own rebate; another's is a 404. */
export async function markRebateSeen(context: RebatesContext, customerId: number, rebateId: number) {
  const found = await context.rebates.markSeen(customerId, rebateId, context.clock().toISOString());
  if (!found) throw new DomainError('not_found', REBATE_MESSAGES.notFound);
  return { rebateId, seen: true as const };
}
