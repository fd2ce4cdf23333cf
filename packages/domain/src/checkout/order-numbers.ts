/**
 * Order numbers (spec §3 Order: increment_id, sub_increment_id). Decided: the increment id is the
 * order's row id offset into nine digits (100000001, 100000002, …); each third-party seller's goods form a
 * sub-order numbered `<increment_id>-<n>` in seller order, so a seller sees only its own number. The own
 * store's goods stay under the main number.
 */
import { OWN_SELLER_ID } from '../shared/store-constants';

const ORDER_NUMBER_OFFSET = 100_000_000;

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
