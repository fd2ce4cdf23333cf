import { createHmac } from 'node:crypto';
import type { CardField, SandboxPayment } from '@sulit/domain';

/** The sandbox provider's API as its callers see it: keys, webhook deliveries, payment views, card-form outcomes. */

export type SandboxMethod = 'wallet' | 'hosted' | 'card' | 'saved_card';

export interface SandboxWebhookDelivery {
  url: string;
  eventId: string;
  headers: Record<string, string>;
  body: string;
}
/** How the provider sends a webhook; tests swap it to delay, replay or drop deliveries. */
export type DeliverWebhook = (delivery: SandboxWebhookDelivery) => Promise<void>;

export class SandboxApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxApiError';
  }
}

export interface SandboxKeys {
  /** server-to-server secret key (Bearer) */
  secretKey: string;
  /** browser-side key: may only create vault tokens */
  publishableKey: string;
  /** signs webhooks */
  webhookSecret: string;
  /** signs the provider's own page forms */
  formSecret: string;
}

/** The provider's keys, derived from one secret so every instance behind a load balancer agrees. */
export function deriveSandboxKeys(secret: string): SandboxKeys {
  const derive = (label: string) => createHmac('sha256', secret).update(`sandbox:${label}`).digest('base64url');
  return {
    secretKey: `sk_sandbox_${derive('secret-key')}`,
    publishableKey: `pk_sandbox_${derive('publishable-key')}`,
    webhookSecret: `whsec_${derive('webhook-secret')}`,
    formSecret: derive('form-secret'),
  };
}

export const hmacSha256Hex = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

export interface CreatePaymentBody {
  merchant_reference: string;
  amount: number;
  currency: string;
  method: SandboxMethod;
  vault_token?: string | undefined;
  return_url: string;
  capture_method?: 'automatic' | 'manual' | undefined;
}

export interface SandboxPaymentView {
  id: string;
  merchant_reference: string;
  /** authorised, captured and voided only for a manual-capture payment (decision 043) */
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'authorised' | 'captured' | 'voided';
  amount: number;
  currency: string;
  method: string;
  failure_reason: string | null;
  refunded_amount: number;
  captured_amount: number | null;
  redirect_url: string | null;
  /** the vault token of the card the shopper saved while paying (a paid card payment), else null */
  saved_card_token: string | null;
}

export interface CardFormFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  /** the shopper ticked "Save this card": a paid card is vaulted and its token given to the merchant */
  save: boolean;
}

export type CardFormOutcome =
  | { kind: 'invalid'; errors: Partial<Record<CardField | 'name', string>> }
  | { kind: 'challenge' }
  | { kind: 'done'; payment: SandboxPayment };
