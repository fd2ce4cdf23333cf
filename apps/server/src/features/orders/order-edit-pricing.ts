import {
  type Adjustment,
  type CartLine,
  DomainError,
  type MoneyTotals,
  type Order,
  type OrderLine,
  orderAdjustments,
  orderTotals,
  fitRebate,
  rebateAdjustment,
  rebateSpentBy,
} from '@sulit/domain';
import type { OrdersDeps } from './orders-deps';

const NO_LONGER_SOLD = 'Some items in this order are no longer sold, so it cannot be changed online.';

/** The edited order's money: every line priced, its adjustments and the totals, all from the sale's functions. */
export interface EditedMoney {
  lines: (OrderLine & { qty: number })[];
  adjustments: Adjustment[];
  totals: { order: MoneyTotals; sellers: Map<string, MoneyTotals> };
  /** each product's stock pool now (its open campaign's id, else null), for the units an edit adds */
  campaigns: ReadonlyMap<number, number | null>;
}

/**
 * The edited lines priced as the order's cart would be now (the cart's one pricing pass, through the port), the
 * order's adjustments from it as at checkout (`orderAdjustments`: the delivery fee only for a delivery, the
 * non-member fee when the order carried it) and the totals from `orderTotals`. Membership cards keep their price;
 * lines the edit adds (negative ids) are priced with the rest.
 */
export async function priceEditedOrder(
  deps: OrdersDeps,
  order: Order,
  stored: readonly Adjustment[],
  lines: readonly (OrderLine & { qty: number })[],
): Promise<EditedMoney> {
  const goods = lines.filter((l) => l.product_id > 0);
  const cartLines: CartLine[] = goods.map((l) => ({
    line_id: String(l.id),
    sku: l.sku,
    product_id: l.product_id,
    qty: l.qty,
    specialInstruction: l.special_instruction,
  }));
  const priced = await deps.editPricing.price(order, cartLines, order.voucher_id !== null);
  const byLine = new Map(priced.cartData.items.flatMap((g) => g.products).map((p) => [p.line_id, p]));
  const repriced = lines.map((line) => {
    if (line.product_id <= 0) return line;
    const p = byLine.get(String(line.id));
    if (!p) throw new DomainError('conflict', NO_LONGER_SOLD, { reason: 'not_sold' });
    return {
      ...line,
      // a line the edit adds (negative id) takes its kind from the catalogue, as checkout's lines do
      ...(line.id < 0 ? { product_type: p.product_type } : {}),
      unit_price: p.final_price,
      row_total: p.row_total,
      discount_amount: (p.promotion?.promotion_row_saved ?? 0) + (p.discount_amount ?? 0),
    };
  });
  const others = orderAdjustments(priced.adjustments, {
    fulfilment: order.delivery_type,
    nonMemberFee: stored.some((a) => a.kind === 'non_member_fee'),
  }).filter((a) => a.kind !== 'rebate');
  // the rebate the order spent stays, within what there is to pay now (decision 028's fitRebate); the edit gives
  // back what no longer fits, never spends more
  const adjustments = fitRebate(
    [...others, ...rebateAdjustment(rebateSpentBy(stored))],
    orderTotals(repriced, others).order.subtotal,
  );
  return { lines: repriced, adjustments, totals: orderTotals(repriced, adjustments), campaigns: priced.campaigns };
}
