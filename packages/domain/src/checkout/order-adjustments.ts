import { type Adjustment, adjustmentsOfSeller, type MoneyTotals, totalsOf } from '../shared/adjustments';
import { NON_MEMBER_EXTRA_FEE, NON_MEMBER_EXTRA_FEE_TITLE } from './checkout-constants';

/** How an order reaches the shopper: brought to an address, collected at a store, or nothing to carry. */
export type Fulfilment = 'delivery' | 'pickup' | 'none';

/**
 * An order's adjustments from its cart's: a pickup (or a membership-only order) carries nothing, so it pays
 * no delivery fee (the help centre's promise); the non-member fee joins when it applies.
 */
export function orderAdjustments(
  cartAdjustments: readonly Adjustment[],
  options: { fulfilment: Fulfilment; nonMemberFee: boolean },
): Adjustment[] {
  const kept = cartAdjustments.filter((a) => a.kind !== 'delivery_fee' || options.fulfilment === 'delivery');
  if (options.nonMemberFee)
    kept.push({
      kind: 'non_member_fee',
      seller_id: null,
      amount: NON_MEMBER_EXTRA_FEE,
      label: NON_MEMBER_EXTRA_FEE_TITLE,
    });
  return kept;
}

/** An order's totals and each seller's sub-order totals, all from `totalsOf`. */
export function orderTotals(
  lines: readonly { seller_id: string; row_total: number }[],
  adjustments: readonly Adjustment[],
): { order: MoneyTotals; sellers: Map<string, MoneyTotals> } {
  const subtotalOf = (sellerId: string | null) =>
    lines.filter((l) => sellerId === null || l.seller_id === sellerId).reduce((t, l) => t + l.row_total, 0);
  const sellers = new Map<string, MoneyTotals>();
  for (const sellerId of new Set(lines.map((l) => l.seller_id)))
    sellers.set(sellerId, totalsOf(subtotalOf(sellerId), adjustmentsOfSeller(adjustments, sellerId)));
  return { order: totalsOf(subtotalOf(null), adjustments), sellers };
}
