import { ErrorResponse, text } from '@sulit/contracts/common';
import {
  AltchaChallenge,
  ChangeEmailRequest,
  ChangePasswordRequest,
  Customer,
  CustomerMeQuery,
  DeleteAddressRequest,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  MessageResponse,
  OutboxResponse,
  PasswordResetRequest,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  SaveAddressRequest,
  SaveAddressResponse,
  SocialLoginRequest,
  SupportLoginRequest,
  TokenRefreshRequest,
  UpdateCustomerRequest,
  UpdateCustomerResponse,
  ValidateEmailRequest,
  ValidateEmailResponse,
} from '@sulit/contracts/customers';
import type { CustomerRow, OutboxRepository } from '@sulit/db';
import { ACCOUNT_MESSAGES } from '@sulit/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerAuth } from '../../http/customer-auth';
import type { AddressService } from './address-service';
import type { Captcha } from './captcha';
import { type CustomerService, type IssuedSession, RateLimitedError } from './customer-service';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths } from '../../http/read-route';

/** The location feature's port: at sign-in the account's location wins, else the guest's choice is saved. */
export interface LocationAtSignIn {
  startSession(request: FastifyRequest, reply: FastifyReply, customer: CustomerRow): Promise<void>;
}

export interface CustomerRouteDeps {
  service: CustomerService;
  addresses: AddressService;
  auth: CustomerAuth;
  captcha: Captcha;
  outbox: OutboxRepository;
  secureCookies: boolean;
  /** false in production: the development outbox route is not registered at all */
  exposeOutbox: boolean;
  /** the shopper's location at sign-in (the location feature's, wired by app.ts) */
  location: LocationAtSignIn;
  /** called after every log-in or sign-up (the cart feature merges the guest cart here) */
  onSessionStarted?: ((request: FastifyRequest, reply: FastifyReply, customerId: number) => Promise<void>) | undefined;
}

const StoreCode = text().regex(/^[a-z0-9_]{1,32}$/);
const WithStore = z.object({ store: StoreCode }).strict();

/** 503: password work is queued; a login storm beyond the queue is told to retry (Retry-After). */
const Errors = errorResponses(400, 401, 403, 404, 409, 429, 503);

export function registerCustomerRoutes(app: FastifyInstance, deps: CustomerRouteDeps): void {
  const { service, auth, addresses } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];

  /** 429 answers carry Retry-After (spec §7: the client waits about 1.1 s and retries once). */
  async function throttled<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }

  /** Web session cookies, plus the saved location: the account's wins, else the guest's choice is kept. */
  async function startWebSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
    auth.setSessionCookies(reply, issued.token, issued.expiresAt);
    const c = issued.customer;
    await deps.location.startSession(request, reply, c);
    if (deps.onSessionStarted) await deps.onSessionStarted(request, reply, c.id);
    reply.header('cache-control', 'no-store');
    return { access_token: issued.access_token, expires_in: issued.expires_in, has_temp_pass: issued.has_temp_pass };
  }

  r.get(
    '/api/altcha/challenge',
    {
      schema: {
        tags,
        summary: 'A proof-of-work challenge for the sign-up captcha (ALTCHA)',
        response: { 200: AltchaChallenge },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await deps.captcha.challenge()) as z.infer<typeof AltchaChallenge>;
    },
  );

  r.post(
    '/api/customer/login',
    {
      schema: {
        tags,
        summary: "Log in with e-mail and password → access_token (also sets the web's session cookie)",
        body: LoginRequest,
        response: { 200: LoginResponse, ...Errors },
      },
    },
    async (request, reply) =>
      throttled(reply, async () => {
        const issued = await service.login(request.body.username, request.body.password, request.ip);
        return startWebSession(request, reply, issued);
      }),
  );

  r.post(
    '/api/register',
    {
      schema: {
        tags,
        summary: 'Sign up (ALTCHA payload in recaptcha_response) → access_token',
        body: RegisterRequest,
        response: { 200: RegisterResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const issued = await service.register(request.body.customer);
      const session = await startWebSession(request, reply, issued);
      return {
        error: false,
        message: issued.linkMessage
          ? `Thank you for registering with Sulit Club. ${issued.linkMessage}`
          : 'Thank you for registering with Sulit Club.',
        access_token: session.access_token,
        cart_id: null,
        has_temp_pass: session.has_temp_pass,
        expires_in: session.expires_in,
      };
    },
  );

  r.post(
    '/api/user/login',
    {
      schema: {
        tags,
        summary: 'Renew a session: a valid token and its e-mail → a fresh token (the old one stops working)',
        body: TokenRefreshRequest,
        response: { 200: LoginResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const issued = await service.refresh(request.body.access, request.body.email);
      return startWebSession(request, reply, issued);
    },
  );

  r.post(
    '/api/user/customers/validate-email',
    {
      schema: {
        tags,
        summary: 'Is this e-mail well formed and still free?',
        body: ValidateEmailRequest,
        response: { 200: ValidateEmailResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.validateEmail(request.body.email);
    },
  );

  r.post(
    '/api/ld-social-token-login',
    {
      schema: {
        tags,
        summary: 'Log in with a signed social-provider token (JWT verified against configured keys)',
        body: SocialLoginRequest,
        response: { 200: LoginResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const issued = await service.socialLogin(request.body.type, request.body.socialToken);
      return startWebSession(request, reply, issued);
    },
  );

  r.post(
    '/api/customer-support/login',
    {
      schema: {
        tags,
        summary:
          'Customer-support staff log in as a customer by e-mail (staff token required). The answer is the customer’s token only: the staff session and its cookies stay as they are.',
        body: SupportLoginRequest,
        response: { 200: LoginResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const staff = await auth.require(request);
      const issued = await service.supportLogin(staff.customer, request.body.email);
      reply.header('cache-control', 'no-store');
      return { access_token: issued.access_token, expires_in: issued.expires_in, has_temp_pass: issued.has_temp_pass };
    },
  );

  r.post(
    '/api/customer/logout',
    {
      schema: {
        tags,
        summary: 'Log out: revokes the token and clears the session cookies (the location cookie stays)',
        response: { 200: LogoutResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await auth.optional(request);
      if (session) await service.logout(session.tokenHash);
      auth.clearSessionCookies(reply);
      reply.header('cache-control', 'no-store');
      return { success: true as const };
    },
  );

  for (const url of legacyPaths('customers/me')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'The signed-in customer with addresses and membership (spec §3 Customer)',
          params: url.includes(':store') ? WithStore : z.object({}).strict(),
          querystring: CustomerMeQuery,
          response: { 200: Customer, ...Errors },
        },
      },
      async (request, reply) => {
        const session = await auth.require(request);
        reply.header('cache-control', 'private, no-store');
        return service.view(session.customer.id, session.expiresAt);
      },
    );

    r.put(
      url,
      {
        schema: {
          tags,
          summary: 'Update names, birthday, phone and subscription',
          params: url.includes(':store') ? WithStore : z.object({}).strict(),
          body: UpdateCustomerRequest,
          response: { 200: UpdateCustomerResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const session = await auth.require(request);
        await service.update(session.customer, request.body.customer);
        reply.header('cache-control', 'no-store');
        return {
          success: true,
          message: ACCOUNT_MESSAGES.accountUpdated,
          customer: await service.view(session.customer.id, session.expiresAt),
        };
      },
    );
  }

  for (const url of legacyPaths('ld-customers/me/email')) {
    r.put(
      url,
      {
        schema: {
          tags,
          summary: 'Change the e-mail (needs the current password)',
          params: url.includes(':store') ? WithStore : z.object({}).strict(),
          body: ChangeEmailRequest,
          response: { 200: MessageResponse, ...Errors },
        },
      },
      async (request, reply) =>
        throttled(reply, async () => {
          const session = await auth.require(request);
          await service.changeEmail(session.customer, request.body);
          return { success: true, message: ACCOUNT_MESSAGES.emailUpdated };
        }),
    );
  }

  for (const url of legacyPaths('ld-customers/me/password')) {
    r.put(
      url,
      {
        schema: {
          tags,
          summary: 'Change the password (needs the current one; clears a temporary-password flag)',
          params: url.includes(':store') ? WithStore : z.object({}).strict(),
          body: ChangePasswordRequest,
          response: { 200: MessageResponse, ...Errors },
        },
      },
      async (request, reply) =>
        throttled(reply, async () => {
          const session = await auth.require(request);
          await service.changePassword(session.customer, session.tokenHash, request.body);
          return { success: true, message: ACCOUNT_MESSAGES.passwordUpdated };
        }),
    );
  }

  for (const url of legacyPaths('customers/password')) {
    r.put(
      url,
      {
        schema: {
          tags,
          summary: 'Request a password-reset e-mail; the same answer whether or not the account exists',
          params: url.includes(':store') ? WithStore : z.object({}).strict(),
          body: PasswordResetRequest,
          response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request, reply) =>
        throttled(reply, async () => {
          const message = await service.requestPasswordReset(request.body.email, request.ip);
          reply.header('cache-control', 'no-store');
          return { success: true, message };
        }),
    );
  }

  for (const url of legacyPaths('customers/resetPassword')) {
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'Set a new password with the e-mailed token (15 minutes, single use)',
          params: url.includes(':store') ? WithStore : z.object({}).strict(),
          body: ResetPasswordRequest,
          response: { 200: MessageResponse, 400: ErrorResponse },
        },
      },
      async (request) => ({ success: true, message: await service.resetPassword(request.body) }),
    );
  }

  for (const url of legacyPaths('ld-customer-address')) {
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'Create (no id) or update (id) one of my addresses',
          params: url.includes(':store') ? WithStore : z.object({}).strict(),
          body: SaveAddressRequest,
          response: { 200: SaveAddressResponse, ...Errors },
        },
      },
      async (request) => {
        const session = await auth.require(request);
        const { created, address } = await addresses.save(session.customer.id, request.body.address);
        return {
          success: true,
          message: created ? ACCOUNT_MESSAGES.addressCreated : ACCOUNT_MESSAGES.addressUpdated,
          address,
        };
      },
    );
  }

  for (const url of legacyPaths('ld-customer-delete-address')) {
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'Delete one of my addresses (another customer’s is not found)',
          params: url.includes(':store') ? WithStore : z.object({}).strict(),
          body: DeleteAddressRequest,
          response: { 200: MessageResponse, ...Errors },
        },
      },
      async (request) => {
        const session = await auth.require(request);
        await addresses.remove(session.customer.id, request.body.address.id);
        return { success: true, message: ACCOUNT_MESSAGES.addressDeleted };
      },
    );
  }

  if (deps.exposeOutbox) {
    r.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'E-mails kept instead of sent (no SMTP_URL). Not available in production.',
          response: { 200: OutboxResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const rows = await deps.outbox.outbox(50);
        return {
          items: rows.map((m) => ({
            id: m.id,
            to: m.to_address,
            subject: m.subject,
            text: m.text_body,
            html: m.html_body,
            link: m.link,
            created_at: m.created_at,
          })),
        };
      },
    );
  }
}
