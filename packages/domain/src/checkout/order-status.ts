/**
 * The order lifecycle (spec §3 "Order statuses (machine)", spec §4 Order tracking) as a transition table,
 * so the orders feature extends it rather than re-deciding it. Payment outcomes: paid → processing;
 * declined → holded ("holded (means payment failed)"); abandoned or expired → canceled.
 */

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'out_for_delivery',
  'complete',
  'completed',
  'closed',
  'canceled',
  'cancelled',
  'holded',
  'fraud',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec §3 third-party-seller codes (sub-orders). */
export const SELLER_ORDER_STATUSES = [
  'created',
  'ov_in_progress',
  'hold',
  'resolved',
  'handled_by_warehouse',
  'handled_by_warehouse_next',
  'shipped',
  'shipped_next',
  'cancelled',
  'completed',
] as const;
export type SellerOrderStatus = (typeof SELLER_ORDER_STATUSES)[number];

export type OrderEvent =
  | 'payment_succeeded'
  | 'payment_failed'
  | 'payment_expired'
  | 'cancel'
  | 'dispatch'
  | 'deliver'
  | 'close'
  | 'flag_fraud';

/** Decided transitions: from → event → to. Anything missing is refused. */
const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  pending: {
    payment_succeeded: 'processing',
    payment_failed: 'holded',
    payment_expired: 'canceled',
    cancel: 'canceled',
    flag_fraud: 'fraud',
  },
  processing: { dispatch: 'out_for_delivery', deliver: 'complete', cancel: 'canceled', flag_fraud: 'fraud' },
  out_for_delivery: { deliver: 'complete', cancel: 'canceled' },
  complete: { close: 'closed' },
  completed: { close: 'closed' },
  closed: {},
  canceled: {},
  cancelled: {},
  holded: { cancel: 'canceled' },
  fraud: { cancel: 'canceled' },
};

export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[from][event] ?? null;
}

/** The first status of a new order: cash and free orders go straight to processing. */
export function initialOrderStatus(paysOnline: boolean): OrderStatus {
  return paysOnline ? 'pending' : 'processing';
}

/** Orders whose stock, slot and voucher are given back (nothing will be delivered). */
export function releasesReservations(status: OrderStatus): boolean {
  return status === 'canceled' || status === 'cancelled' || status === 'holded' || status === 'fraud';
}

export type OrderStatusLabel =
  'Pending' | 'Processing' | 'Out for Delivery' | 'Delivered' | 'Cancelled' | 'Payment Failed';

/** Spec §3: "Display: Pending, Processing, Out for Delivery, Delivered, Cancelled, Payment Failed". */
export function orderStatusLabel(status: OrderStatus | SellerOrderStatus): OrderStatusLabel {
  switch (status) {
    case 'pending':
    case 'created':
      return 'Pending';
    case 'processing':
    case 'ov_in_progress':
    case 'hold':
    case 'resolved':
    case 'handled_by_warehouse':
    case 'handled_by_warehouse_next':
      return 'Processing';
    case 'out_for_delivery':
    case 'shipped':
    case 'shipped_next':
      return 'Out for Delivery';
    case 'complete':
    case 'completed':
      return 'Delivered';
    case 'holded':
      return 'Payment Failed';
    default:
      return 'Cancelled';
  }
}

/** Spec §3: the label is "shown uppercased". */
export function orderStatusDisplay(status: OrderStatus | SellerOrderStatus): string {
  return orderStatusLabel(status).toUpperCase();
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
