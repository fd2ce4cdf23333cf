import type { Adjustment } from '../shared/adjustments';
import type { Fulfilment } from '../checkout/order-adjustments';
import type { OrderStatus } from '../checkout/order-status';

/**
 * An order as the store knows it (spec §3 Order), the shape the orders repository answers: money in
 * centavos, times ISO-8601 UTC. Its totals are `totalsOf` over its lines and adjustments, stored with it.
 */
export interface Order {
  id: number;
  increment_id: string;
  customer_id: number;
  customer_email: string;
  cart_id: number;
  status: OrderStatus;
  /** the own store's fulfilment step; null reads as Order Created */
  tracking_step: string | null;
  payment_method: string;
  payment_title: string;
  /** the provider's payment id once the payment started */
  payment_ref: string | null;
  payment_redirect_url: string | null;
  payment_started_at: string | null;
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  fee: number;
  grand_total: number;
  coupon_code: string | null;
  voucher_id: number | null;
  delivery_type: Fulfilment;
  /** the address as it was when ordered (JSON), or the pickup store */
  shipping_address: string | null;
  pickup_source_code: string | null;
  source_code: string;
  slot_id: number | null;
  slot_date: string | null;
  slot_period: string | null;
  slot_label: string | null;
  cancellation_key: string | null;
  cancellation_value: string | null;
  delivery_instruction: string | null;
  device_type: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** when its stock, slot and voucher were given back (held, cancelled), else null */
  released_at: string | null;
  /** a declined order may be paid again until then (payment-retry.ts; migration 0018), else null */
  payment_hold_until: string | null;
  /** which payment attempt the order is on: 1, then one more per retry (the provider's idempotency key) */
  payment_attempt: number;
}

/** One seller's part of an order (its sub-order number; the own store's part keeps the order's number). */
export interface SubOrder {
  id: number;
  order_id: number;
  seller_id: string;
  shop_name: string;
  sub_increment_id: string;
  status: string;
  shipping_type: string | null;
  items_qty: number;
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  grand_total: number;
}

export interface OrderLine {
  id: number;
  order_id: number;
  seller_id: string;
  product_id: number;
  sku: string;
  name: string;
  product_type: string;
  qty: number;
  unit_price: number;
  row_total: number;
  discount_amount: number;
  special_instruction: string | null;
  /** where its units came from: the source's stock or a campaign's (null for membership cards) */
  stock_source_code: string | null;
  campaign_id: number | null;
}

/** An order's adjustment as stored. */
export interface OrderAdjustment extends Adjustment {
  order_id: number;
}

/** A cancelled paid order's refund: one per order, its key is the provider's idempotency key. */
export interface OrderRefund {
  order_id: number;
  payment_ref: string;
  amount: number;
  idempotency_key: string;
  status: 'requested' | 'refunded' | 'failed';
}

/** A shopper's rating of a delivered order, or their dismissal of the prompt. */
export interface OrderRating {
  order_id: number;
  customer_id: number;
  status: 'rated' | 'dismissed';
  rating: number | null;
  comment: string | null;
  created_at: string;
}

/** One step an order (or a seller's part) passed, with who moved it and when. */
export interface OrderStatusChange {
  id: number;
  order_id: number;
  sub_increment_id: string;
  seller_id: string;
  from_status: string | null;
  to_status: string;
  step: string;
  actor: string;
  created_at: string;
}

/** One line of a shopper's order history. */
export type OrderSummary = Pick<Order, 'id' | 'increment_id' | 'status' | 'created_at' | 'grand_total'>;
