import { DomainError } from '@sulit/domain';
import type { PaymentGateway, PaymentResult, StartedPayment, StartPaymentInput } from './payment-gateway';

/**
 * The store's client of the sandbox provider: implements the PaymentGateway port over the provider's
 * HTTP API (secret key, Idempotency-Key), plus the card-vault calls saved cards need. It knows the
 * provider only by its base URL and keys, as it would know a real one.
 */

interface HttpRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
}
interface HttpResponse {
  status: number;
  body: string;
}
/** One HTTP exchange. Production uses fetch; the composition root may pass one that injects in-process. */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

const fetchTransport: HttpTransport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
};

interface VaultCard {
  token: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
}

/** A non-2xx answer from the provider, with its error code. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

interface ProviderPayment {
  id: string;
  merchant_reference: string;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'authorised' | 'captured' | 'voided';
  amount: number;
  currency: string;
  failure_reason: string | null;
  redirect_url: string | null;
  saved_card_token?: string | null;
}

/** The provider's word on a settled payment (its API answer or its webhook) as the store's PaymentResult. */
export function settledPaymentResult(payment: {
  id: string;
  merchant_reference: string;
  status: 'paid' | 'failed' | 'expired' | 'authorised';
  amount: number;
  currency: string;
  failure_reason?: string | null;
}): PaymentResult {
  return {
    paymentId: payment.id,
    orderRef: payment.merchant_reference,
    status: payment.status,
    amountCentavos: payment.amount,
    currency: payment.currency as 'PHP',
    ...(payment.failure_reason ? { reason: payment.failure_reason } : {}),
  };
}

export interface SandboxGateway extends PaymentGateway {
  /** Vaults a card the store received; the number and CVC pass through memory only. */
  tokenizeCard(card: { number: string; exp_month: number; exp_year: number; cvc: string }): Promise<VaultCard>;
  vaultCard(token: string): Promise<VaultCard | null>;
  /** the card the shopper saved while paying this payment (vaulted by the provider), else null */
  savedCardOf(paymentId: string): Promise<VaultCard | null>;
  deleteVaultCard(token: string): Promise<void>;
}

export function createSandboxGateway(deps: {
  /** e.g. https://shop.example/gateway/sandbox */
  baseUrl: string;
  secretKey: string;
  transport?: HttpTransport;
}): SandboxGateway {
  const transport = deps.transport ?? fetchTransport;

  async function call<T>(
    method: HttpRequest['method'],
    path: string,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${deps.secretKey}`, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const response = await transport({
      method,
      url: `${deps.baseUrl}/api/v1${path}`,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    let parsed: unknown = null;
    try {
      parsed = response.body ? JSON.parse(response.body) : null;
    } catch {
      parsed = null;
    }
    if (response.status >= 200 && response.status < 300) return parsed as T;
    const error = (parsed as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ProviderError(
      response.status,
      error?.code ?? 'provider_error',
      error?.message ?? `payment provider answered ${response.status}`,
    );
  }

  function toResult(payment: ProviderPayment): PaymentResult | { paymentId: string; status: 'pending' } {
    if (payment.status === 'pending') return { paymentId: payment.id, status: 'pending' };
    // a hold captured or voided since was authorised first: that is the result the store applies
    const status = payment.status === 'captured' || payment.status === 'voided' ? 'authorised' : payment.status;
    return settledPaymentResult({ ...payment, status });
  }

  return {
    async startPayment(input: StartPaymentInput): Promise<StartedPayment> {
      try {
        const payment = await call<ProviderPayment>('POST', '/payments', {
          idempotencyKey: input.idempotencyKey,
          body: {
            merchant_reference: input.orderRef,
            amount: input.amountCentavos,
            currency: input.currency,
            method: input.method,
            ...(input.cardToken ? { vault_token: input.cardToken } : {}),
            return_url: input.returnUrl,
            ...(input.capture === 'manual' ? { capture_method: 'manual' } : {}),
          },
        });
        return {
          paymentId: payment.id,
          status: payment.status,
          ...(payment.redirect_url ? { redirectUrl: payment.redirect_url } : {}),
        };
      } catch (error) {
        if (error instanceof ProviderError && error.status === 422) {
          throw new DomainError('unprocessable', 'This Idempotency-Key was already used for another payment.');
        }
        throw error;
      }
    },

    async queryPayment(paymentId: string) {
      return toResult(await call<ProviderPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`));
    },

    async refund(input) {
      try {
        await call('POST', `/payments/${encodeURIComponent(input.paymentId)}/refunds`, {
          idempotencyKey: input.idempotencyKey,
          body: { amount: input.amountCentavos },
        });
        return { refunded: true };
      } catch (error) {
        if (error instanceof ProviderError && (error.status === 409 || error.status === 404))
          return { refunded: false };
        throw error;
      }
    },

    async capture(input) {
      try {
        await call('POST', `/payments/${encodeURIComponent(input.paymentId)}/capture`, {
          idempotencyKey: input.idempotencyKey,
          body: { amount: input.amountCentavos },
        });
        return { captured: true };
      } catch (error) {
        if (error instanceof ProviderError && (error.status === 409 || error.status === 404))
          return { captured: false };
        throw error;
      }
    },

    async cancelPayment(paymentId: string) {
      try {
        const payment = await call<ProviderPayment>('POST', `/payments/${encodeURIComponent(paymentId)}/cancel`);
        return { cancelled: payment.status === 'failed' };
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return { cancelled: false };
        throw error;
      }
    },

    async tokenizeCard(card) {
      return call<VaultCard>('POST', '/vault/tokens', { body: card });
    },

    async vaultCard(token: string) {
      try {
        return await call<VaultCard>('GET', `/vault/tokens/${encodeURIComponent(token)}`);
      } catch (error) {
        if (error instanceof ProviderError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },

    async savedCardOf(paymentId: string) {
      const payment = await call<ProviderPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`);
      return payment.saved_card_token ? this.vaultCard(payment.saved_card_token) : null;
    },

    async deleteVaultCard(token: string) {
      try {
        await call('DELETE', `/vault/tokens/${encodeURIComponent(token)}`);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return;
        throw error;
      }
    },
  };
}
