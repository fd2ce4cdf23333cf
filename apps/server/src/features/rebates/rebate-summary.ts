import type { RebateSummary } from '@sulit/contracts/rebates';
import { capLeft } from '@sulit/domain';
import { memberOf, type RebatesContext } from './rebates-context';

/** Spec §7 GET transaction/rebates: the member's balances (the ledger's sums), terms and the cap left. */
export async function rebateSummary(context: RebatesContext, customerId: number): Promise<RebateSummary> {
  const { facts, terms } = await memberOf(context, customerId);
  const notSeen = terms ? await context.rebates.notSeen(customerId, 100) : [];
  return {
    can_use_rebates: terms !== null,
    package: terms?.package ?? null,
    rate_percent: terms ? terms.rate_basis_points / 100 : 0,
    available: facts.available,
    pending: facts.pending,
    earned_this_year: Math.max(0, facts.earned_this_year),
    yearly_cap: terms?.yearly_cap ?? null,
    cap_left: terms ? capLeft(terms.yearly_cap, facts.earned_this_year) : null,
    not_seen_count: notSeen.length,
  };
}
