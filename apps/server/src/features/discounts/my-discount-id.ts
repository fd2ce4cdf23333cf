import type { MyDiscountId } from '@sulit/contracts/discounts';
import {
  type DiscountId,
  DISCOUNT_ID_KIND_LABELS,
  discountIdStatusText,
  manilaWeekOf,
  weeklyCapLeft,
} from '@sulit/domain';
import type { DiscountsDeps } from './discounts-deps';

/** The account page's view: the shopper's current ID (never its photo) and what is left of this week's cap. */
export function discountIdView(id: DiscountId | undefined, weekStart: string, used: number): MyDiscountId {
  const left = weeklyCapLeft(used);
  return {
    id: id
      ? {
          kind: id.kind,
          kind_label: DISCOUNT_ID_KIND_LABELS[id.kind],
          id_number: id.id_number,
          holder_name: id.holder_name,
          status: id.status,
          status_text: discountIdStatusText(id.status, id.reason),
          submitted_at: id.created_at,
        }
      : null,
    week_start: weekStart,
    purchase_left: left.purchase,
    discount_left: left.discount,
  };
}

/** GET /api/customer/discount-id: the caller's own ID only (the session decides whose). */
export async function myDiscountId(deps: DiscountsDeps, customerId: number): Promise<MyDiscountId> {
  const weekStart = manilaWeekOf(deps.clock());
  const [id, used] = await Promise.all([
    deps.discounts.currentId(customerId),
    deps.discounts.weekUse(customerId, weekStart),
  ]);
  return discountIdView(id, weekStart, used);
}
