import { createCartRepository, createPaymentRepository, createSandboxRepository, type Database } from '@sulit/db';
import { CHECKOUT_MESSAGES, DomainError } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import type { PaymentResultHandler } from './payment-gateway';
import { DEFAULT_RETURN_PAGES, type ReturnPages } from './payment-page';
import { registerPaymentsRoutes } from './payments-routes';
import { createPaymentsService, type PaymentsService } from './payments-service';
import { createSandboxGateway, type HttpTransport } from './sandbox-gateway';
import { deriveSandboxKeys, type DeliverWebhook } from './sandbox/sandbox-api';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { queuedWebhooks } from './sandbox/webhook-job';
import type { JobWorker } from '../../jobs/job-worker';
import { registerSandboxRoutes } from './sandbox/sandbox-routes';

export interface PaymentsFeatureOptions {
  database: Database;
  /**
   * false: the sandbox provider is not mounted (its test cards pay nothing) and every call the store would make to
   * a provider answers 503 "Online payment is not available right now." (production without PAYMENTS_SANDBOX)
   */
  providerLive: boolean;
  /** absolute origin the provider sends the shopper and its webhooks back to (env PUBLIC_URL) */
  publicUrl: string;
  /** checkout's handler: marks the order paid, or releases stock, slot and voucher; must be idempotent */
  onPaymentResult: PaymentResultHandler;
  auth: CustomerAuth;
  /** keys of the sandbox provider are derived from it (SESSION_SECRET), so every instance agrees */
  secret: string;
  clock: () => Date;
  returnPages?: ReturnPages;
  /** how often pending payments are reconciled with the provider (ms); 0 turns the timer off */
  reconcileEveryMs?: number;
  /** the job queue: the sandbox's webhooks are jobs (decision 033) */
  jobs: Pick<JobWorker, 'register' | 'enqueue'>;
  /** tests: how the sandbox delivers webhooks (delay, replay, drop) and how the store reaches the provider */
  sandbox?: { deliverWebhook?: DeliverWebhook; transport?: HttpTransport };
}

export interface PaymentsFeature {
  /** start / query / refund payments, saved cards, reconcile (see payments-service.ts) */
  service: PaymentsService;
  /** give this as StartPaymentInput.returnUrl */
  returnUrl: string;
  /** the origin of the provider's shopper pages: the one origin the payment webview may frame (decision 027) */
  pageOrigin: string;
}

/** The transport when no provider is live: saved cards, refunds and queries answer 503 instead of reaching nothing. */
const noProvider: HttpTransport = async () => {
  throw new DomainError('unavailable', CHECKOUT_MESSAGES.onlinePaymentUnavailable);
};

/** A payment still pending this long after it started is asked about (its webhook may have been lost). */
const RECONCILE_AFTER_MINUTES = 2;

/**
 * Registers the store's payment routes and the sandbox provider (DESIGN §4). The provider reaches the
 * store only by redirects and signed webhooks; the store reaches it only over its HTTP API. Both go
 * through `app.inject` by default, the same HTTP routes without a socket, because the sandbox is mounted
 * in this very server; a real provider would use `fetchTransport`.
 */
export function registerPaymentsFeature(app: FastifyInstance, options: PaymentsFeatureOptions): PaymentsFeature {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const storeOrigin = new URL(origin).origin;
  const providerBaseUrl = `${origin}/gateway/sandbox`;
  const pageOrigin = new URL(providerBaseUrl).origin;
  const keys = deriveSandboxKeys(options.secret);

  const inject: HttpTransport = async (request) => {
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: request.headers,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };

  if (options.providerLive) {
    const provider = createSandboxProvider({
      repo: createSandboxRepository(options.database.db),
      clock: options.clock,
      keys,
      baseUrl: providerBaseUrl,
      // the merchant's origin, as a provider registers it, is the only one that may frame its pages
      frameAncestors: [storeOrigin],
      webhookUrl: `${origin}/gateway/webhook/sandbox`,
      deliverWebhook: options.sandbox?.deliverWebhook ?? queuedWebhooks(options.jobs, inject),
    });
    registerSandboxRoutes(app, provider);
  }

  const carts = createCartRepository(options.database.db, options.database.engine);
  const gateway = createSandboxGateway({
    baseUrl: providerBaseUrl,
    secretKey: keys.secretKey,
    transport: options.providerLive ? (options.sandbox?.transport ?? inject) : noProvider,
  });
  const service = createPaymentsService({
    repo: createPaymentRepository(options.database.db),
    gateway,
    webhookSecret: keys.webhookSecret,
    onPaymentResult: options.onPaymentResult,
    clock: options.clock,
    ownsCart: async (customerId, cartId) => (await carts.customerCartById(cartId, customerId)) !== undefined,
  });
  registerPaymentsRoutes(app, {
    service,
    auth: options.auth,
    returnPages: options.returnPages ?? DEFAULT_RETURN_PAGES,
    storeOrigin,
    pageOrigin,
  });
  // The scheduler: lost webhooks and abandoned payments end in one result (the provider expires the latter).
  const every = options.reconcileEveryMs ?? 60_000;
  if (every > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      service
        .reconcilePending(RECONCILE_AFTER_MINUTES)
        .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  return { service, returnUrl: `${origin}/gateway/return/sandbox`, pageOrigin };
}
