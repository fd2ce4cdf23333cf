import { manilaWeekOf, specialDiscount, type SpecialDiscountResult } from '@sulit/domain';
import type { CheckoutDeps } from './checkout-deps';

/** The special discount an order of a verified holder gets now, and what place order takes of the cap for it. */
export interface SpecialDiscountQuote {
  discount_id: number;
  week_start: string;
  result: SpecialDiscountResult;
}

/**
 * The senior citizen / PWD discount for these lines (decision 038): nothing unless the shopper's current ID is
 * verified; the qualifying goods are the operator's list; the week's earlier use is read now, and place order's
 * step checks it again inside the sale (a parallel order may take the cap meanwhile).
 */
export async function specialDiscountQuote(
  deps: Pick<CheckoutDeps, 'discounts'>,
  customerId: number,
  lines: readonly {
    line_id: string;
    seller_id: string;
    product_id: number;
    is_membership: boolean;
    row_total_regular: number;
    row_total_after_discount: number;
  }[],
  now: Date,
): Promise<SpecialDiscountQuote | null> {
  const id = await deps.discounts.currentId(customerId);
  if (id?.status !== 'verified') return null;
  const goods = lines.filter((l) => !l.is_membership);
  const weekStart = manilaWeekOf(now);
  const [qualifying, used] = await Promise.all([
    deps.discounts.qualifying(goods.map((l) => l.product_id)),
    deps.discounts.weekUse(customerId, weekStart),
  ]);
  const result = specialDiscount(
    goods.map((l) => ({ ...l, qualifies: qualifying.has(l.product_id) })),
    used,
  );
  return result.discount > 0 ? { discount_id: id.id, week_start: weekStart, result } : null;
}
