import type { Generated } from 'kysely';

/** The order edit tables (migration 0038-order-edits), merged into the one `DB` interface. */
declare module '../schema' {
  interface DB {
    order_edits: OrderEditTable;
  }
  interface OrderTable {
    /** the optimistic version an edit names (migration 0038); 0 until the first edit */
    edit_version: Generated<number>;
  }
}

/** One edit of an order: who, what, the money it moved and its refund. */
export interface OrderEditTable {
  id: Generated<number>;
  order_id: number;
  version: number;
  actor: string;
  /** JSON: OrderEditChanges */
  changes: string;
  total_before: number;
  total_after: number;
  refund_amount: number;
  /** none | requested | refunded | failed */
  refund_status: string;
  refund_key: string | null;
  payment_ref: string | null;
  created_at: string;
}
