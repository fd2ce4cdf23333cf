import type { ColumnType } from 'kysely';

/** A column a row may leave out when inserted (null then): the weight columns of migration 0041. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * Goods sold by weight (migration 0041-goods-sold-by-weight, decision 043), added to the one `DB` interface and to
 * the product and order line rows by declaration merging. Money integer centavos, weights whole grams.
 */
declare module '../schema' {
  interface DB {
    order_line_weights: OrderLineWeightTable;
    payment_captures: PaymentCaptureTable;
  }
  interface OrderLineTable {
    /** centavos per kg when placed; null: sold by the piece */
    price_per_kg: Optional<number>;
    /** grams per ordered step (qty counts steps) */
    weight_step_grams: Optional<number>;
    weight_margin_percent: Optional<number>;
  }
}
declare module '../catalog/catalog-tables' {
  interface ProductTable {
    price_per_kg: Optional<number>;
    weight_step_grams: Optional<number>;
    weight_margin_percent: Optional<number>;
  }
}

export interface OrderLineWeightTable {
  order_line_id: number;
  order_id: number;
  grams: number;
  staff_id: number;
  weighed_at: string;
}

export interface PaymentCaptureTable {
  idempotency_key: string;
  order_id: number;
  payment_ref: string;
  held: number;
  amount: number;
  capped: number;
  /** requested | captured | failed */
  status: string;
  created_at: string;
  updated_at: string;
}
