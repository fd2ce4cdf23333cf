/**
 * Order numbers (spec §3 Order: increment_id, sub_increment_id). Decided: the increment id is the
 * order's row id offset into nine digits (100000001, 100000002, …); each third-party seller's goods form a
 * sub-order numbered `<increment_id>-<n>` in seller order, so a seller sees only its own number. The own
 * store's goods stay under the main number.
 */
import { OWN_SELLER_ID } from '../shared/store-constants';
import { NON_MEMBER_EXTRA_FEE } from './checkout-constants';

export const ORDER_NUMBER_OFFSET = 100_000_000;

export function orderIncrementId(rowId: number): string {
  return String(ORDER_NUMBER_OFFSET + rowId);
}

/** Sub-order numbers for the sellers of an order, own store first (it keeps the main number). */
export function subOrderNumbers(incrementId: string, sellerIds: readonly string[]): Map<string, string> {
  const numbers = new Map<string, string>();
  let n = 0;
  for (const seller of sellerIds) {
    if (numbers.has(seller)) continue;
    numbers.set(seller, seller === OWN_SELLER_ID ? incrementId : `${incrementId}-${++n}`);
  }
  return numbers;
}

export interface OrderAmounts {
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  /** the non-member extra fee */
  fee: number;
  grand_total: number;
}

/** The order's totals from the cart's (server-priced) totals plus the non-member fee when it applies. */
export function orderAmounts(
  cart: { subtotal: number; discount_amount: number; shipping_amount: number; grand_total: number },
  nonMemberFee: boolean,
): OrderAmounts {
  const fee = nonMemberFee ? NON_MEMBER_EXTRA_FEE : 0;
  return {
    subtotal: cart.subtotal,
    discount_amount: cart.discount_amount,
    shipping_amount: cart.shipping_amount,
    fee,
    grand_total: cart.grand_total + fee,
  };
}
