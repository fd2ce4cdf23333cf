import {
  type Fulfilment,
  isOrderStatus,
  type Order,
  type OrderAdjustment,
  type OrderLine,
  type OrderRating,
  type OrderRefund,
  type OrderStatus,
  type SubOrder,
} from '@sulit/domain';
import type { Selectable } from 'kysely';
import type { OrderLineTable, OrderSellerTable, OrderTable } from '../schema';
import type { OrderAdjustmentTable, OrderRatingTable, OrderRefundTable } from './order-tables';

/** An order status as stored: only the domain's statuses are ever written. */
export function orderStatusOf(status: string): OrderStatus {
  if (!isOrderStatus(status)) throw new Error(`unknown order status ${status}`);
  return status;
}

/** Rows of the order tables turned into the domain's order types, at the boundary (never past it). */
export function orderOf(row: Selectable<OrderTable>): Order {
  return {
    ...row,
    status: orderStatusOf(row.status),
    delivery_type: row.delivery_type as Fulfilment,
    tracking_step: row.tracking_step ?? null,
  };
}

export const subOrderOf = (row: Selectable<OrderSellerTable>): SubOrder => ({ ...row });
export const orderLineOf = (row: Selectable<OrderLineTable>): OrderLine => ({ ...row });

export function orderAdjustmentOf(row: Selectable<OrderAdjustmentTable>): OrderAdjustment {
  return {
    order_id: row.order_id,
    seller_id: row.seller_id,
    kind: row.kind as OrderAdjustment['kind'],
    label: row.label,
    amount: row.amount,
  };
}

export const orderRefundOf = ({
  created_at: _c,
  updated_at: _u,
  ...row
}: Selectable<OrderRefundTable>): OrderRefund => ({
  ...row,
  status: row.status as OrderRefund['status'],
});

export const orderRatingOf = ({ updated_at: _u, ...row }: Selectable<OrderRatingTable>): OrderRating => ({
  ...row,
  status: row.status === 'rated' ? 'rated' : 'dismissed',
});
