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

export interface PaymentAttemptTable {
  id: Generated<number>;
  idempotency_key: string;
  request_hash: string;
  order_ref: string;
  customer_id: number | null;
  provider: string;
  provider_payment_id: string;
  method: string;
  amount: number;
  currency: string;
  status: string;
  failure_reason: string | null;
  redirect_url: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface PaymentWebhookEventTable {
  provider: string;
  event_id: string;
  provider_payment_id: string;
  event_type: string;
  received_at: string;
}

export interface CustomerCardTable {
  id: Generated<number>;
  customer_id: number;
  provider: string;
  provider_token: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  is_default: number;
  created_at: string;
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

export interface SandboxPaymentTable {
  id: string;
  idempotency_key: string;
  request_hash: string;
  merchant_reference: string;
  method: string;
  amount: number;
  currency: string;
  status: string;
  failure_reason: string | null;
  vault_token: string | null;
  card_brand: string | null;
  card_last_four: string | null;
  return_url: string;
  refunded_amount: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SandboxRefundTable {
  id: string;
  payment_id: string;
  idempotency_key: string;
  amount: number;
  created_at: string;
}
