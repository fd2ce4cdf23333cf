import { timingSafeEqual } from 'node:crypto';
import { ErrorResponse } from '@sulit/contracts/common';
import type { SandboxPayment } from '@sulit/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hmacSha256Hex, SandboxApiError } from './sandbox-api';
import type { SandboxProvider } from './sandbox-provider';
import { FORM_BODY } from '../../../http/content-types';
import { routeRegistrar } from '../../../http/route';
import { allowFramingBy } from '../../../http/security-headers';
import { cardPage, challengePage, finishedPage, notFoundPage, walletPage } from './sandbox-pages';

/**
 * The sandbox provider's HTTP surface under /gateway/sandbox/:
 * - /api/v1/… JSON, for the merchant's server (secret key) and, for vault tokens only, its pages
 *   (publishable key). Idempotency-Key is required on every POST that moves money.
 * - /pay/… the shopper's pages (hosted checkout, card form, wallet approval, 3-D Secure challenge).
 *   Their forms carry a per-payment token (HMAC of the payment id) so another site cannot post them.
 */

const tags = ['sandbox provider'];
/** The provider's own error shape; request validation failures answer the server's common one. */
const ApiError = z.union([z.object({ error: z.object({ code: z.string(), message: z.string() }) }), ErrorResponse]);
const IdempotencyKey = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\w.:-]+$/);
const PaymentId = z
  .string()
  .min(1)
  .max(80)
  .regex(/^pay_[\w-]+$/);
const TokenId = z
  .string()
  .min(1)
  .max(80)
  .regex(/^tok_[\w-]+$/);

const CreatePayment = z
  .object({
    merchant_reference: z.string().min(1).max(64),
    amount: z.number().int().positive().max(100_000_000_00),
    currency: z.string().length(3),
    method: z.enum(['wallet', 'hosted', 'card', 'saved_card']),
    vault_token: TokenId.optional(),
    return_url: z.url({ protocol: /^https?$/ }).max(500),
    /** manual: approved means held (authorised), captured later for at most that amount (decision 043) */
    capture_method: z.enum(['automatic', 'manual']).optional(),
  })
  .strict();
const PaymentView = z.object({
  id: z.string(),
  merchant_reference: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'authorised', 'captured', 'voided']),
  amount: z.number(),
  currency: z.string(),
  method: z.string(),
  failure_reason: z.string().nullable(),
  refunded_amount: z.number(),
  captured_amount: z.number().nullable(),
  redirect_url: z.string().nullable(),
  saved_card_token: z.string().nullable(),
});
const CreateCapture = z.object({ amount: z.number().int().min(0).max(100_000_000_00) }).strict();
const CreateRefund = z.object({ amount: z.number().int().positive().max(100_000_000_00) }).strict();
const TokenizeCard = z
  .object({
    number: z.string().min(1).max(30),
    exp_month: z.number().int().min(0).max(99),
    exp_year: z.number().int().min(0).max(9999),
    cvc: z.string().min(1).max(4),
  })
  .strict();
const TokenView = z.object({
  token: z.string(),
  brand: z.string(),
  last_four: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
});

function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return typeof header === 'string' && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : '';
}

/** The provider's own error shape (not the store's): {error: {code, message}}. */
async function api<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SandboxApiError) {
      reply.status(error.status).send({ error: { code: error.code, message: error.message } });
      return undefined;
    }
    throw error;
  }
}

export function registerSandboxRoutes(app: FastifyInstance, provider: SandboxProvider): void {
  const { keys } = provider;

  function requireKey(request: FastifyRequest, reply: FastifyReply, allowPublishable = false): boolean {
    const key = bearer(request);
    const ok = sameSecret(key, keys.secretKey) || (allowPublishable && sameSecret(key, keys.publishableKey));
    if (!ok) reply.status(401).send({ error: { code: 'unauthorized', message: 'Invalid API key.' } });
    return ok;
  }
  function idempotencyKey(request: FastifyRequest, reply: FastifyReply): string | null {
    const parsed = IdempotencyKey.safeParse(request.headers['idempotency-key']);
    if (parsed.success) return parsed.data;
    reply.status(400).send({ error: { code: 'idempotency_key_required', message: 'Send an Idempotency-Key header.' } });
    return null;
  }
  /** A merchant API call: the key checked, then the provider's work, its errors in the provider's shape. */
  async function merchantCall<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
    if (!requireKey(request, reply)) return reply;
    return api(reply, work);
  }
  /** A call that moves money: the secret key and an Idempotency-Key, which the work receives. */
  async function idempotentCall<T>(request: FastifyRequest, reply: FastifyReply, work: (key: string) => Promise<T>) {
    if (!requireKey(request, reply)) return reply;
    const key = idempotencyKey(request, reply);
    if (!key) return reply;
    return api(reply, () => work(key));
  }
  const apiErrors = { 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };
  const route = routeRegistrar(app, tags, undefined, { errors: apiErrors });

  route(
    {
      method: 'POST',
      url: '/gateway/sandbox/api/v1/payments',
      summary: 'Create a payment (merchant server, secret key, Idempotency-Key)',
      body: CreatePayment,
      response: PaymentView,
    },
    async ({ request, reply, body }) => idempotentCall(request, reply, (key) => provider.createPayment(key, body)),
  );

  route(
    {
      method: 'GET',
      url: '/gateway/sandbox/api/v1/payments/:id',
      summary: "A payment's current state",
      params: { id: PaymentId },
      response: PaymentView,
    },
    async ({ request, reply, params }) => merchantCall(request, reply, () => provider.payment(params.id)),
  );

  route(
    {
      method: 'POST',
      url: '/gateway/sandbox/api/v1/payments/:id/cancel',
      summary: 'Cancel an open payment (the merchant closed its order): its page then takes no card',
      params: { id: PaymentId },
      response: PaymentView,
    },
    async ({ request, reply, params }) => merchantCall(request, reply, () => provider.cancelForMerchant(params.id)),
  );

  route(
    {
      method: 'POST',
      url: '/gateway/sandbox/api/v1/payments/:id/refunds',
      summary: 'Refund (part of) a paid payment, once per Idempotency-Key',
      params: { id: PaymentId },
      body: CreateRefund,
      response: z.object({ id: z.string(), status: z.literal('succeeded'), amount: z.number() }),
    },
    async ({ request, reply, params, body }) =>
      idempotentCall(request, reply, (key) => provider.refund(params.id, key, body.amount)),
  );

  route(
    {
      method: 'POST',
      url: '/gateway/sandbox/api/v1/payments/:id/capture',
      summary: 'Capture at most the held amount of an authorised payment, once (0 voids it); the rest is released',
      params: { id: PaymentId },
      body: CreateCapture,
      response: z.object({
        id: z.string(),
        status: z.enum(['captured', 'voided']),
        captured_amount: z.number(),
        released_amount: z.number(),
      }),
    },
    async ({ request, reply, params, body }) =>
      idempotentCall(request, reply, (key) => provider.capture(params.id, key, body.amount)),
  );

  route(
    {
      method: 'POST',
      url: '/gateway/sandbox/api/v1/vault/tokens',
      summary: 'Vault a card: answers a token, brand, last four and expiry (publishable or secret key)',
      body: TokenizeCard,
      response: TokenView,
    },
    async ({ request, reply, body }) => {
      if (!requireKey(request, reply, true)) return reply;
      reply.header('cache-control', 'no-store');
      return api(reply, () => provider.tokenize(body));
    },
  );

  route(
    {
      method: 'GET',
      url: '/gateway/sandbox/api/v1/vault/tokens/:token',
      summary: 'A vaulted card (secret key)',
      params: { token: TokenId },
      response: TokenView,
    },
    async ({ request, reply, params }) => merchantCall(request, reply, () => provider.token(params.token)),
  );

  route(
    {
      method: 'DELETE',
      url: '/gateway/sandbox/api/v1/vault/tokens/:token',
      summary: 'Forget a vaulted card (secret key)',
      params: { token: TokenId },
      response: z.object({ deleted: z.literal(true) }),
    },
    async ({ request, reply, params }) =>
      merchantCall(request, reply, async () => {
        await provider.deleteToken(params.token);
        return { deleted: true as const };
      }),
  );

  // ---- the shopper's pages (kept out of the OpenAPI document: they are the provider's, not the store's) ----

  const formTokenOf = (paymentId: string) => hmacSha256Hex(keys.formSecret, paymentId).slice(0, 32);
  const page = { params: { id: z.string().max(80) }, response: { media: ['text/html'] }, hide: true } as const;

  /** A shopper page: framable only by the merchant origins registered with the provider (decision 027). */
  function html(reply: FastifyReply, status: number, page: string) {
    allowFramingBy(reply, provider.framing.ancestors, provider.framing.ownOrigin);
    return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  }

  /** Reads an urlencoded form and checks its per-payment token; null (and a 403 page) when it is wrong. */
  function form(request: FastifyRequest, reply: FastifyReply, paymentId: string): URLSearchParams | null {
    const body = typeof request.body === 'string' ? request.body : '';
    const fields = new URLSearchParams(body.length <= 4000 ? body : '');
    if (!sameSecret(fields.get('form_token') ?? '', formTokenOf(paymentId))) {
      void html(reply, 403, notFoundPage());
      return null;
    }
    return fields;
  }

  route(
    { ...page, method: 'GET', url: '/gateway/sandbox/pay/:id', summary: 'The payment page', redirects: true },
    async ({ reply, params }) => {
      const payment = await provider.pagePayment(params.id);
      if (!payment) return html(reply, 404, notFoundPage());
      const token = formTokenOf(payment.id);
      if (payment.status === 'requires_action')
        return reply.redirect(`/gateway/sandbox/pay/${payment.id}/authenticate`, 303);
      if (payment.status !== 'pending') return html(reply, 200, finishedPage(payment, provider.returnUrlFor(payment)));
      if (payment.method === 'wallet') return html(reply, 200, walletPage(payment, token));
      return html(reply, 200, cardPage(payment, token));
    },
  );

  route(
    {
      ...page,
      method: 'POST',
      url: '/gateway/sandbox/pay/:id/card',
      summary: 'The card form',
      redirects: true,
      config: { accepts: FORM_BODY },
    },
    async ({ request, reply, params }) => {
      const fields = form(request, reply, params.id);
      if (!fields) return reply;
      const outcome = await api(reply, () =>
        provider.submitCard(params.id, {
          number: (fields.get('number') ?? '').slice(0, 30),
          expiry: (fields.get('expiry') ?? '').slice(0, 10),
          cvc: (fields.get('cvc') ?? '').slice(0, 6),
          name: (fields.get('name') ?? '').slice(0, 100),
          save: fields.get('save_card') === '1',
        }),
      );
      if (!outcome) return reply;
      if (outcome.kind === 'challenge') return reply.redirect(`/gateway/sandbox/pay/${params.id}/authenticate`, 303);
      if (outcome.kind === 'invalid') {
        const payment = await provider.pagePayment(params.id);
        if (!payment) return html(reply, 404, notFoundPage());
        return html(reply, 422, cardPage(payment, formTokenOf(payment.id), outcome.errors, fields.get('name') ?? ''));
      }
      return reply.redirect(provider.returnUrlFor(outcome.payment), 303);
    },
  );

  route(
    { ...page, method: 'GET', url: '/gateway/sandbox/pay/:id/authenticate', summary: 'The 3-D Secure challenge' },
    async ({ reply, params }) => {
      const payment = await provider.pagePayment(params.id);
      if (!payment) return html(reply, 404, notFoundPage());
      if (payment.status !== 'requires_action') {
        return html(reply, 200, finishedPage(payment, provider.returnUrlFor(payment)));
      }
      return html(reply, 200, challengePage(payment, formTokenOf(payment.id)));
    },
  );

  /** A page's form that decides the payment, then sends the shopper back to the merchant. */
  function decisionForm(
    action: string,
    decide: (paymentId: string, fields: URLSearchParams) => Promise<SandboxPayment>,
  ) {
    route(
      {
        ...page,
        method: 'POST',
        url: `/gateway/sandbox/pay/:id/${action}`,
        summary: `The ${action} form`,
        redirects: true,
        config: { accepts: FORM_BODY },
      },
      async ({ request, reply, params }) => {
        const fields = form(request, reply, params.id);
        if (!fields) return reply;
        const payment = await api(reply, () => decide(params.id, fields));
        if (!payment) return reply;
        return reply.redirect(provider.returnUrlFor(payment), 303);
      },
    );
  }
  decisionForm('wallet', (id, fields) => provider.walletDecision(id, fields.get('decision') === 'approve'));
  decisionForm('authenticate', (id, fields) => provider.authenticate(id, fields.get('decision') === 'approve'));
  decisionForm('cancel', (id) => provider.cancel(id));
}
