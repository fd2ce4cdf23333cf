import {
  CardIdParams,
  CreateCustomerCardBody,
  PaymentErrorReportBody,
  PaymentErrorReportResponse,
  PaymentPageParams,
  PaymentPageView,
  PaymentReturnQuery,
  SavedCard,
  SavedCardList,
  StoreParams,
  WebhookReceived,
} from '@sulit/contracts/payments';
import { CSRF_HEADER } from '@sulit/contracts/wire-names';
import { DomainError, WEBHOOK_SIGNATURE_HEADER } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FORM_BODY, JSON_BODY } from '../../http/content-types';
import type { CustomerAuth } from '../../http/customer-auth';
import { customerOf } from '../../http/customer-route';
import type { PaymentsService } from './payments-service';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths } from '../../http/read-route';
import { routeRegistrar } from '../../http/route';
import { allowFramingBy, newCspNonce } from '../../http/security-headers';
import { leaveTheFramePage } from './leave-the-frame';
import { returnPageFor, type ReturnPages } from './payment-page';

const ResolverForm = z.object({
  orderId: z.union([z.string().min(1).max(64), z.number().int().positive()]),
  customerId: z.union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()]).optional(),
  csrf_token: z.string().max(200).optional(),
});

const Errors = errorResponses(400, 401, 403, 404, 409);

export function registerPaymentsRoutes(
  app: FastifyInstance,
  deps: {
    service: PaymentsService;
    auth: CustomerAuth;
    returnPages: ReturnPages;
    /** the store's origin (PUBLIC_URL): the only one that may frame the way back from the provider */
    storeOrigin: string;
    /** the provider's pages' origin (its configuration): the only one the payment webview frames */
    pageOrigin: string;
  },
): void {
  const { service, auth } = deps;
  const tags = ['payments'];
  // The saved cards and the error report are the customer's own JSON calls; the webhook, the resolver and
  // the return below are the provider's and the browser's, each with its own body or answer (a redirect).
  const route = routeRegistrar(app, tags, auth, { errors: Errors, access: 'customer' });

  route(
    {
      method: 'GET',
      url: legacyPaths('customer-card'),
      summary: "The customer's saved cards (token-backed: brand, last four, expiry, default flag)",
      params: StoreParams.shape,
      response: SavedCardList,
      cacheControl: 'no-store',
    },
    async ({ session }) => service.cards(customerOf(session).id),
  );

  route(
    {
      method: 'POST',
      url: legacyPaths('createCustomerCard'),
      summary: 'Save a card: a provider vault token, or card fields forwarded to the vault (never stored)',
      params: StoreParams.shape,
      body: CreateCustomerCardBody,
      response: SavedCard,
      cacheControl: 'no-store',
    },
    async ({ session, body }) => {
      const customerId = customerOf(session).id;
      if ('cardToken' in body)
        return service.addCard(customerId, { cardToken: body.cardToken, isDefault: body.isDefault });
      const { isDefault, ...card } = body.card;
      return service.addCard(customerId, { card, isDefault });
    },
  );

  route(
    {
      method: 'PUT',
      url: legacyPaths('customer-card/:id/default'),
      summary: 'Make a saved card the default (another customer’s card is a 404)',
      params: CardIdParams.shape,
      response: SavedCardList,
    },
    async ({ session, params }) => service.setDefaultCard(customerOf(session).id, params.id),
  );

  route(
    {
      method: 'DELETE',
      url: legacyPaths('customer-card/:id'),
      summary: 'Remove a saved card (and its vault token); another customer’s card is a 404',
      params: CardIdParams.shape,
      response: z.object({ deleted: z.literal(true) }),
    },
    async ({ session, params }) => {
      await service.removeCard(customerOf(session).id, params.id);
      return { deleted: true as const };
    },
  );

  route(
    {
      method: 'POST',
      url: legacyPaths('payment-error-handling'),
      summary: 'The web reports a failed pay-placeorder (cart_id, message, status) for support',
      params: StoreParams.shape,
      body: PaymentErrorReportBody,
      response: PaymentErrorReportResponse,
    },
    async ({ session, body }) =>
      service.reportPaymentError(customerOf(session).id, {
        cartId: String(body.cart_id),
        message: body.message,
        status: String(body.status),
      }),
  );

  // The webhook receiver reads the body as raw text: the signature covers the exact bytes sent.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    routeRegistrar(scope, tags, undefined, { errors: Errors })(
      {
        method: 'POST',
        url: '/gateway/webhook/sandbox',
        summary: 'Signed webhook from the sandbox provider (HMAC-SHA256, t=…,v1=…); applied once per payment',
        response: WebhookReceived,
      },
      async ({ request }) => {
        if (typeof request.body !== 'string') throw new DomainError('bad_request', 'Webhook body must be JSON.');
        const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
        return service.receiveWebhook(request.body, typeof header === 'string' ? header : undefined);
      },
    );
  });

  const pageFor = (outcome: { orderRef: string; status: string; reason: string | null }) =>
    returnPageFor(deps.returnPages, outcome);

  route(
    {
      method: 'GET',
      url: '/api/payments/orders/:orderNumber/page',
      summary: "The payment webview's order: the provider's page to frame while it waits, else where to go",
      description:
        'Only the caller’s own order (another’s is a 404); page_url is always on the provider’s configured origin.',
      params: PaymentPageParams.shape,
      response: PaymentPageView,
      cacheControl: 'no-store',
    },
    async ({ session, params }) =>
      service.paymentPage(customerOf(session).id, params.orderNumber, {
        pageOrigin: deps.pageOrigin,
        returnPages: deps.returnPages,
      }),
  );

  /**
   * spec §4 Place order: "Other methods post a hidden form with orderId and customerId to a gateway
   * resolver at /gateway/resolver/index". A browser form cannot send the CSRF header, so the form may carry
   * the token as the field `csrf_token` (double submit in the body); bearer clients need none.
   */
  route(
    {
      method: 'POST',
      url: '/gateway/resolver/index',
      summary: 'Gateway resolver: sends the shopper to the provider page of their order’s payment (303)',
      description:
        'Form fields (urlencoded or JSON): orderId, customerId (optional, must be the caller), csrf_token (cookie sessions).',
      response: null,
      redirects: true,
      // the session is read below, once the form's csrf_token is where the CSRF check looks for it
      access: 'public',
      config: { accepts: [...FORM_BODY, ...JSON_BODY] },
    },
    async ({ request, reply }) => {
      const raw = request.body;
      const fields =
        typeof raw === 'string'
          ? Object.fromEntries(new URLSearchParams(raw.slice(0, 2000)))
          : raw && typeof raw === 'object'
            ? (raw as Record<string, unknown>)
            : {};
      const parsed = ResolverForm.safeParse(fields);
      if (!parsed.success) throw new DomainError('validation_failed', 'Invalid orderId or customerId.');
      const { orderId, customerId, csrf_token } = parsed.data;
      if (csrf_token && request.headers[CSRF_HEADER] === undefined) request.headers[CSRF_HEADER] = csrf_token;
      const session = await auth.require(request);
      if (customerId !== undefined && Number(customerId) !== session.customer.id) {
        throw new DomainError('not_found', 'No payment for this order.');
      }
      const target = await service.resolve(session.customer.id, String(orderId));
      reply.header('cache-control', 'no-store');
      return reply.redirect(target.redirectUrl ?? pageFor(target), 303);
    },
  );

  route(
    {
      method: 'GET',
      url: '/gateway/return/sandbox',
      summary: 'The shopper back from the provider: the store asks the provider, applies the result, redirects',
      description:
        'Inside the payment webview’s frame (Sec-Fetch-Dest: iframe) the answer is a small page that takes the whole ' +
        'window to the outcome page, which never renders in a frame (decision 027).',
      querystring: PaymentReturnQuery,
      response: { media: ['text/html'] },
      redirects: true,
      access: 'public',
      cacheControl: 'no-store',
      errors: errorResponses(400, 404),
    },
    async ({ request, query, reply }) => {
      const outcome = await service.browserReturn(query.payment_id);
      const target = pageFor(outcome);
      if (request.headers['sec-fetch-dest'] !== 'iframe') return reply.redirect(target, 303);
      const nonce = newCspNonce();
      allowFramingBy(reply, [deps.storeOrigin], deps.storeOrigin, nonce);
      return reply.type('text/html; charset=utf-8').send(leaveTheFramePage(target, nonce));
    },
  );
}
