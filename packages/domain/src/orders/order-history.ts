/**
 * The order history's status filter (spec §7 "status filter default all"): the display statuses of spec §3
 * as filter values, each meaning the machine statuses and third-party codes that display so.
 */
import { ORDER_STATUSES, type OrderStatusLabel, orderStatusLabel } from '../checkout/order-status';

export const ORDER_STATUS_FILTERS = [
  'all',
  'pending',
  'processing',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const ORDER_FILTER_LABELS: Readonly<Record<Exclude<OrderStatusFilter, 'all'>, OrderStatusLabel>> = {
  pending: 'Pending',
  processing: 'Processing',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_failed: 'Payment Failed',
};

/** The machine statuses a filter selects (null: all). */
export function statusesOfFilter(filter: OrderStatusFilter): string[] | null {
  if (filter === 'all') return null;
  const label = ORDER_FILTER_LABELS[filter];
  return ORDER_STATUSES.filter((s) => orderStatusLabel(s) === label);
}

/** Pages of a list: at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
