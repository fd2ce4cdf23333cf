import type { PaymentAttempt, SandboxPayment, SavedCardRecord } from '@sulit/domain';
import type { Generated } from 'kysely';

/**
 * The payments tables (migration 0008-payments), added to the one `DB` interface by declaration merging
 * so this feature's types live beside its repositories. Money is integer centavos, times ISO-8601 UTC.
 */
declare module '../schema' {
  interface DB {
    payment_attempts: PaymentAttemptTable;
    payment_webhook_events: PaymentWebhookEventTable;
    customer_cards: CustomerCardTable;
    payment_refunds: PaymentRefundTable;
    payment_error_reports: PaymentErrorReportTable;
    sandbox_vault_tokens: SandboxVaultTokenTable;
    sandbox_payments: SandboxPaymentTable;
    sandbox_refunds: SandboxRefundTable;
  }
}

/** A payment attempt (domain PaymentAttempt) as stored: a generated id, its status as text. */
export interface PaymentAttemptTable extends Omit<PaymentAttempt, 'id' | 'status'> {
  id: Generated<number>;
  status: string;
}

export interface PaymentWebhookEventTable {
  provider: string;
  event_id: string;
  provider_payment_id: string;
  event_type: string;
  received_at: string;
}

/** A saved card (domain SavedCardRecord) as stored: the default flag as 0/1. */
export interface CustomerCardTable extends Omit<SavedCardRecord, 'id' | 'is_default'> {
  id: Generated<number>;
  is_default: number;
}

export interface PaymentRefundTable {
  id: Generated<number>;
  idempotency_key: string;
  provider_payment_id: string;
  amount: number;
  status: string;
  provider_refund_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentErrorReportTable {
  id: Generated<number>;
  customer_id: number | null;
  cart_ref: string;
  message: string;
  status: string;
  created_at: string;
}

export interface SandboxVaultTokenTable {
  token: string;
  behaviour: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
  deleted_at: string | null;
}

/** The sandbox provider's payment (domain SandboxPayment) as stored: its status as text. */
export interface SandboxPaymentTable extends Omit<SandboxPayment, 'status' | 'refunded_amount'> {
  status: string;
  refunded_amount: Generated<number>;
}

export interface SandboxRefundTable {
  id: string;
  payment_id: string;
  idempotency_key: string;
  amount: number;
  created_at: string;
}
