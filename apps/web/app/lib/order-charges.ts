import { SPECIAL_DISCOUNT_LABEL } from '@sulit/domain/discounts/special-discount';
import { rebatePaidIn } from '@sulit/domain/rebates/rebate-rules';

/**
 * The charges a placed order lists above its grand total, as the success page and the invoice show them:
 * the subtotal, a discount (negative) when there was one, the delivery fee, and the non-member fee when
 * it was charged, and the member's rebate when one paid part of it (decision 028). The senior citizen / PWD
 * discount has its own line when the view carries it (decision 038).
 */
export function orderCharges(order: {
  subtotal: number;
  discount_amount: number;
  special_discount?: number;
  shipping_amount: number;
  fee: number;
  grand_total: number;
}): [label: string, amount: number][] {
  const rebate = rebatePaidIn(order);
  const special = order.special_discount ?? 0;
  const other = order.discount_amount - special;
  return [
    ['Subtotal', order.subtotal],
    ...(other > 0 ? [['Discount', -other] as [string, number]] : []),
    ...(special > 0 ? [[SPECIAL_DISCOUNT_LABEL, -special] as [string, number]] : []),
    ['Delivery fee', order.shipping_amount],
    ...(order.fee > 0 ? [['Non-member fee', order.fee] as [string, number]] : []),
    ...(rebate > 0 ? [['Rebate', -rebate] as [string, number]] : []),
  ];
}
