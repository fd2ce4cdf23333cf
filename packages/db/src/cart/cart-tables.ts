import type { Generated } from 'kysely';

/**
 * The cart tables (migrations 0001 and 0005-carts): carts and their lines, vouchers and their uses, and
 * the promotions a cart applies. Booleans are 0/1, money integer centavos, times ISO-8601 UTC.
 */
export interface CartTable {
  id: Generated<number>;
  /** SHA-256 (hex) of a guest cart's mask; null for a customer cart */
  mask_hash: string | null;
  customer_id: number | null;
  is_active: number;
  source_code: string | null;
  coupon_code: string | null;
  version: Generated<number>;
  /** set by order placement; restore-quote skips ordered carts */
  ordered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemTable {
  cart_id: number;
  line_id: string;
  sku: string;
  product_id: number;
  qty: number;
  special_instruction: string | null;
  position: number;
}

export interface VoucherTable {
  id: Generated<number>;
  code: string;
  /** percent | fixed */
  discount_type: string;
  discount_value: number;
  max_discount: number | null;
  min_spend: number;
  starts_at: string | null;
  ends_at: string | null;
  is_active: number;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  times_used: number;
  seller_id: string | null;
  created_at: string;
}

export interface VoucherUsageTable {
  id: Generated<number>;
  voucher_id: number;
  customer_id: number | null;
  order_ref: string | null;
  used_at: string;
}
