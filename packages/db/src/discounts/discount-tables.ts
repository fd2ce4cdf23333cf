import type { Generated } from 'kysely';

/**
 * The special discount's tables (migration 0036-special-discount, decision 038), added to the one `DB` interface by
 * declaration merging. Times are ISO-8601 UTC text, money integer centavos.
 */
declare module '../schema' {
  interface DB {
    special_discount_products: SpecialDiscountProductTable;
    discount_ids: DiscountIdTable;
    special_discount_uses: SpecialDiscountUseTable;
  }
}

/** A product an operator marked as a basic necessity or prime commodity. */
export interface SpecialDiscountProductTable {
  product_id: number;
  category: string;
  marked_by: number | null;
  marked_at: string;
}

/** A shopper's senior citizen or PWD ID (domain DiscountId) and its photo. */
export interface DiscountIdTable {
  id: Generated<number>;
  customer_id: number;
  kind: string;
  id_number: string;
  holder_name: string;
  status: string;
  reason: string | null;
  file_name: string;
  media_type: string;
  storage_key: string;
  content: Uint8Array;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
}

/** What one order took of its holder's weekly cap. */
export interface SpecialDiscountUseTable {
  order_id: number;
  customer_id: number;
  discount_id: number;
  week_start: string;
  purchase_amount: number;
  discount_amount: number;
  kind: string;
  id_number: string;
  holder_name: string;
  created_at: string;
  released_at: string | null;
}
