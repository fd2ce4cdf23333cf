import type { OrderRefund, OrderStatusChange } from '@sulit/domain';
import type { Generated } from 'kysely';

/**
 * The orders tables (migration 0010-orders), added to the one `DB` interface by declaration merging so
 * this feature's types live beside its repository. Times are ISO-8601 UTC text, money integer centavos.
 */
declare module '../schema' {
  interface DB {
    order_status_changes: OrderStatusChangeTable;
    order_ratings: OrderRatingTable;
    order_refunds: OrderRefundTable;
    order_adjustments: OrderAdjustmentTable;
  }
  interface OrderTable {
    /** the own store's fulfilment step (migration 0010); null reads as Order Created */
    tracking_step: string | null;
  }
}

/** One step an order passed (domain OrderStatusChange) as stored. */
export interface OrderStatusChangeTable extends Omit<OrderStatusChange, 'id'> {
  id: Generated<number>;
}

/** What an order's totals add to or take off its lines (domain Adjustment), migration 0014. */
export interface OrderAdjustmentTable {
  id: Generated<number>;
  order_id: number;
  seller_id: string | null;
  kind: string;
  label: string;
  /** centavos, signed: a discount is negative */
  amount: number;
}

export interface OrderRatingTable {
  order_id: number;
  customer_id: number;
  /** rated | dismissed */
  status: string;
  rating: number | null;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** A cancelled paid order's refund (domain OrderRefund) as stored. */
export interface OrderRefundTable extends Omit<OrderRefund, 'status'> {
  /** requested | refunded | failed */
  status: string;
  created_at: string;
  updated_at: string;
}
