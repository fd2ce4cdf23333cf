/** A cart as the cart repository answers it (spec §3 Cart: a customer's by id, a guest's by its mask). */
export interface Cart {
  id: number;
  /** SHA-256 (hex) of a guest cart's mask; null for a customer cart */
  mask_hash: string | null;
  customer_id: number | null;
  /** false once ordered or replaced; restoring a cart switches it on again */
  is_active: boolean;
  source_code: string | null;
  coupon_code: string | null;
  updated_at: string;
}
