import { rebatePaidIn } from '@sulit/domain/rebates/rebate-rules';

/**
 * The charges a placed order lists above its grand total, as the success page and the invoice show them:
 * the subtotal, a discount (negative) when there was one, the delivery fee, and the non-member fee when
 * it was charged, and the member's rebate when one paid part of it (decision 028).
 */
export function orderCharges(order: {
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  fee: number;
  grand_total: number;
}): [label: string, amount: number][] {
  const rebate = rebatePaidIn(order);
  return [
    ['Subtotal', order.subtotal],
    ...(order.discount_amount > 0 ? [['Discount', -order.discount_amount] as [string, number]] : []),
    ['Delivery fee', order.shipping_amount],
    ...(order.fee > 0 ? [['Non-member fee', order.fee] as [string, number]] : []),
    ...(rebate > 0 ? [['Rebate', -rebate] as [string, number]] : []),
  ];
}
