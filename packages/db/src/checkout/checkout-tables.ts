import type { CheckoutSession, DeliverySlot, SlotHold } from '@sulit/domain';
import type { Generated } from 'kysely';

/**
 * The checkout tables (issue 10, migration 0007-checkout): delivery slots and their holds, the shopper's
 * checkout choices and idempotency keys. Booleans are 0/1, times ISO-8601 UTC.
 */

/** Issue 10 (migration 0007-checkout). */
export interface DeliverySlotTable extends Omit<DeliverySlot, 'id' | 'is_store_pickup' | 'is_closed'> {
  id: Generated<number>;
  is_store_pickup: number;
  is_closed: number;
  created_at: string;
}

export interface SlotHoldTable extends Omit<SlotHold, 'id' | 'status'> {
  id: Generated<number>;
  /** held | booked | released */
  status: string;
  created_at: string;
  updated_at: string;
}

/** The shopper's checkout choices (domain CheckoutSession) as stored: flags as 0/1, types as text. */
export interface CheckoutSessionTable extends Omit<CheckoutSession, 'delivery_type' | 'allow_go_green'> {
  /** delivery | pickup */
  delivery_type: string;
  allow_go_green: number;
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
  /** while in flight: the lease of the request that holds the key (migration 0017) */
  lease_until: string | null;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
  updated_at: string;
}
