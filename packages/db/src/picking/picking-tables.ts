import type { ColumnType } from 'kysely';

/** A column a row may leave out when inserted (null then): the choice columns of migration 0037. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * Substitutions per item (migration 0037-picking-substitutions, decision 039), added to the one `DB` interface
 * and to the cart, order line and customer rows by declaration merging. Money integer centavos, times UTC text.
 */
declare module '../schema' {
  interface DB {
    order_line_picks: OrderLinePickTable;
    order_settlements: OrderSettlementTable;
    picking_refunds: PickingRefundTable;
  }
  interface OrderLineTable {
    /** similar | specific | refund, copied from the cart line when the order was placed */
    substitution: Optional<string>;
    substitute_product_id: Optional<number>;
  }
}
declare module '../cart/cart-tables' {
  interface CartItemTable {
    substitution: Optional<string>;
    substitute_product_id: Optional<number>;
  }
}
declare module '../customers/customer-tables' {
  interface CustomerTable {
    substitution_default: Optional<string>;
  }
}

export interface OrderLinePickTable {
  order_line_id: number;
  order_id: number;
  /** substituted | refunded */
  outcome: string;
  substitute_product_id: number | null;
  substitute_sku: string | null;
  substitute_name: string | null;
  substitute_qty: number;
  substitute_unit_price: number;
  consent: number;
  staff_id: number;
  created_at: string;
  rejected_at: string | null;
}

export interface OrderSettlementTable {
  order_id: number;
  original_total: number;
  final_total: number;
  staff_id: number;
  settled_at: string;
}

export interface PickingRefundTable {
  idempotency_key: string;
  order_id: number;
  payment_ref: string;
  amount: number;
  /** settlement | rejection */
  reason: string;
  /** requested | refunded | failed */
  status: string;
  created_at: string;
  updated_at: string;
}
