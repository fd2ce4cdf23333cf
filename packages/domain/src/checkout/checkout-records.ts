/**
 * What checkout keeps between its steps, as the checkout repositories answer it (issue 26: repositories answer
 * domain types; SQL's 0/1 flags are booleans here).
 */

/** One delivery or pickup slot of a store (spec §3 Delivery slot). */
export interface DeliverySlot {
  id: number;
  source_code: string;
  is_store_pickup: boolean;
  /** Asia/Manila date YYYY-MM-DD */
  slot_date: string;
  interval_id: number;
  starts_at: string;
  ends_at: string;
  capacity: number;
  /** bookings plus live holds */
  used_count: number;
  is_closed: boolean;
  /** issue 35: minutes before the start that bookings close; null = SLOT_CUTOFF_MINUTES */
  cutoff_minutes: number | null;
}

export type SlotHoldStatus = 'held' | 'booked' | 'released';

/** A place in a slot held for a cart while the shopper pays (issue 10), or booked for its order. */
export interface SlotHold {
  id: number;
  slot_id: number;
  customer_id: number;
  cart_id: number;
  status: SlotHoldStatus;
  order_id: number | null;
  expires_at: string;
}

/** The shopper's checkout choices for one cart (spec §3 Checkout state). */
export interface CheckoutSession {
  cart_id: number;
  customer_id: number;
  delivery_type: 'delivery' | 'pickup';
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
  allow_go_green: boolean;
  po_number: string | null;
  /** store pickup: who collects the order (spec §2 pickup details), phone normalised as +639… */
  pickup_person_name: string | null;
  pickup_person_phone: string | null;
}

export type CheckoutSessionChanges = Partial<Omit<CheckoutSession, 'cart_id' | 'customer_id'>>;
