import type { Generated } from 'kysely';

/**
 * The checkout tables (issue 10, migration 0007-checkout): delivery slots and their holds, the shopper's
 * checkout choices and idempotency keys. Booleans are 0/1, times ISO-8601 UTC.
 */

/** Issue 10 (migration 0007-checkout). */
export interface DeliverySlotTable {
  id: Generated<number>;
  source_code: string;
  is_store_pickup: number;
  /** Asia/Manila date YYYY-MM-DD */
  slot_date: string;
  interval_id: number;
  starts_at: string;
  ends_at: string;
  capacity: number;
  /** bookings plus live holds */
  used_count: number;
  is_closed: number;
  created_at: string;
}

export interface SlotHoldTable {
  id: Generated<number>;
  slot_id: number;
  customer_id: number;
  cart_id: number;
  /** held | booked | released */
  status: string;
  order_id: number | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface CheckoutSessionTable {
  cart_id: number;
  customer_id: number;
  /** delivery | pickup */
  delivery_type: string;
  address_id: number | null;
  pickup_source_code: string | null;
  source_code: string | null;
  shipping_zone_code: string | null;
  slot_hold_id: number | null;
  payment_method: string | null;
  saved_card_id: string | null;
  cancellation_key: string | null;
  delivery_instruction: string | null;
  /** JSON {seller_id: type} */
  shipping_types: string | null;
  device_type: string | null;
  allow_go_green: number;
  po_number: string | null;
  updated_at: string;
}

export interface IdempotencyKeyTable {
  id: Generated<number>;
  customer_id: number;
  idem_key: string;
  scope: string;
  request_hash: string;
  /** in_flight | done */
  state: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
  updated_at: string;
}
