/**
 * Third-party sellers' parts of an order (sub-orders `<number>-<k>`) in the operator console (issue 35, decision
 * 037): each moves along its own table, the spec's seller codes (SELLER_TRANSITIONS), one step at a time. Cancelling
 * a part is not one of the console's moves: the order's cancellation gives back and refunds it with the rest.
 */
import type { SellerOrderStatus } from '../checkout/order-status';
import { isSellerOrderStatus, SELLER_TRANSITIONS } from '../orders/order-progress';

export const SELLER_PART_LABELS: Readonly<Record<SellerOrderStatus, string>> = {
  created: 'Created',
  ov_in_progress: 'Verifying',
  hold: 'On hold',
  resolved: 'Accepted',
  handled_by_warehouse: 'At the warehouse',
  handled_by_warehouse_next: 'Packed at the warehouse',
  shipped: 'Shipped',
  shipped_next: 'Shipped again',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The codes a part at `status` may move to from the console: its table's next codes but cancelled. */
export function consolePartMoves(status: string): SellerOrderStatus[] {
  if (!isSellerOrderStatus(status)) return [];
  return SELLER_TRANSITIONS[status].filter((next) => next !== 'cancelled');
}

export function sellerPartLabel(status: string): string {
  return isSellerOrderStatus(status) ? SELLER_PART_LABELS[status] : status;
}
