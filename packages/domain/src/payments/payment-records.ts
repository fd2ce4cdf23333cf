import type { PaymentAttemptStatus } from './payment-lifecycle';

/**
 * The payments feature's records as its repositories answer them (migration 0008): money in centavos, times
 * ISO-8601 UTC, statuses as their unions.
 */

/** One try at paying an order with the provider, recorded once per Idempotency-Key. */
export interface PaymentAttempt {
  id: number;
  idempotency_key: string;
  /** SHA-256 of what the key was first used for: the same key for another payment is refused */
  request_hash: string;
  order_ref: string;
  customer_id: number | null;
  provider: string;
  provider_payment_id: string;
  method: string;
  amount: number;
  currency: string;
  status: PaymentAttemptStatus;
  failure_reason: string | null;
  redirect_url: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** A customer's saved card: only the provider's vault token, brand, last four and expiry are kept. */
export interface SavedCardRecord {
  id: number;
  customer_id: number;
  provider: string;
  provider_token: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
  created_at: string;
}

/**
 * The sandbox provider's own states; its API shows requires_action and processing as pending. A manual-capture
 * payment is authorised (held) instead of paid, then captured once or voided (decision 043).
 */
export type SandboxPaymentStatus =
  'pending' | 'requires_action' | 'processing' | 'paid' | 'failed' | 'expired' | 'authorised' | 'captured' | 'voided';

/** A payment as the sandbox provider keeps it (its own sandbox_* tables, never read by the store). */
export interface SandboxPayment {
  id: string;
  idempotency_key: string;
  request_hash: string;
  merchant_reference: string;
  method: string;
  amount: number;
  currency: string;
  status: SandboxPaymentStatus;
  failure_reason: string | null;
  vault_token: string | null;
  card_brand: string | null;
  card_last_four: string | null;
  return_url: string;
  /** automatic (charged when approved) | manual (held when approved, captured later) */
  capture_method: string;
  /** what a manual payment captured (the rest of the hold released); null until then */
  captured_amount: number | null;
  /** the merchant's Idempotency-Key of the capture */
  capture_key: string | null;
  refunded_amount: number;
  created_at: string;
  updated_at: string;
}
