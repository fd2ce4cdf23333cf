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
  PasswordResetRequest,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  SaveAddressRequest,
  SaveAddressResponse,
  SocialLoginRequest,
  TokenRefreshRequest,
  UpdateCustomerRequest,
  UpdateCustomerResponse,
  ValidateEmailRequest,
  ValidateEmailResponse,
} from '@sulit/contracts/customers';
import { ACCOUNT_MESSAGES, CUSTOMER_CACHE_SECONDS, type Customer as Account } from '@sulit/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CustomerAuth } from '../../http/customer-auth';
import type { Captcha } from './captcha';
import { type CustomerService, type IssuedSession, RateLimitedError } from './customer-service';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths } from '../../http/read-route';
import { customerOf } from '../../http/customer-route';
import { routeRegistrar } from '../../http/route';
import { privateCacheFor } from '../../http/caching';

/** The location feature's port: at sign-in the account's location wins, else the guest's choice is saved. */
export interface LocationAtSignIn {
  startSession(request: FastifyRequest, reply: FastifyReply, customer: Account): Promise<void>;
}

export interface CustomerRouteDeps {
  service: CustomerService;
  auth: CustomerAuth;
  captcha: Captcha;
  secureCookies: boolean;
  /** the shopper's location at sign-in (the location feature's, wired by app.ts) */
  location: LocationAtSignIn;
  /** called after every log-in or sign-up (the cart feature merges the guest cart here) */
  onSessionStarted?: ((request: FastifyRequest, reply: FastifyReply, customerId: number) => Promise<void>) | undefined;
}

/** 503: password work is queued; a login storm beyond the queue is told to retry (Retry-After). */
const Errors = errorResponses(400, 401, 403, 404, 409, 429, 503);

export function registerCustomerRoutes(app: FastifyInstance, deps: CustomerRouteDeps): void {
  const { service, auth } = deps;
  const route = routeRegistrar(app, ['customers'], auth);

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

  route(
    {
      method: 'GET',
      url: '/api/altcha/challenge',
      summary: 'A proof-of-work challenge for the sign-up captcha (ALTCHA)',
      response: AltchaChallenge,
      errors: {},
      cacheControl: 'no-store',
    },
    async () => (await deps.captcha.challenge()) as z.infer<typeof AltchaChallenge>,
  );

  route(
    {
      method: 'POST',
      url: '/api/customer/login',
      summary: "Log in with e-mail and password → access_token (also sets the web's session cookie)",
      body: LoginRequest,
      response: LoginResponse,
      errors: Errors,
    },
    async ({ request, reply, body }) =>
      throttled(reply, async () => {
        const issued = await service.login(body.username, body.password, request.ip);
        return startWebSession(request, reply, issued);
      }),
  );

  route(
    {
      method: 'POST',
      url: '/api/register',
      summary: 'Sign up (ALTCHA payload in recaptcha_response) → access_token',
      body: RegisterRequest,
      response: RegisterResponse,
      errors: Errors,
    },
    async ({ request, reply, body }) => {
      const issued = await service.register(body.customer);
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

  route(
    {
      method: 'POST',
      url: '/api/user/login',
      summary: 'Renew a session: a valid token and its e-mail → a fresh token (the old one stops working)',
      body: TokenRefreshRequest,
      response: LoginResponse,
      errors: Errors,
    },
    async ({ request, reply, body }) => startWebSession(request, reply, await service.refresh(body.access, body.email)),
  );

  route(
    {
      method: 'POST',
      url: '/api/user/customers/validate-email',
      summary: 'Is this e-mail well formed and still free?',
      body: ValidateEmailRequest,
      response: ValidateEmailResponse,
      errors: errorResponses(400),
      cacheControl: 'no-store',
    },
    async ({ body }) => service.validateEmail(body.email),
  );

  route(
    {
      method: 'POST',
      url: '/api/ld-social-token-login',
      summary: 'Log in with a signed social-provider token (JWT verified against configured keys)',
      body: SocialLoginRequest,
      response: LoginResponse,
      errors: Errors,
    },
    async ({ request, reply, body }) =>
      startWebSession(request, reply, await service.socialLogin(body.type, body.socialToken)),
  );

  route(
    {
      method: 'POST',
      url: '/api/customer/logout',
      summary:
        'Log out: revokes the token and clears the session cookies (the location cookie stays); a support session ends and the staff session is restored',
      response: LogoutResponse,
      errors: errorResponses(403),
      access: 'guest',
      cacheControl: 'no-store',
    },
    async ({ session, reply }) => {
      // A support session ends alone (spec §4: the staff member's own session is restored); any other is revoked.
      if (session && !session.acting) await service.logout(session.tokenHash);
      await auth.loggedOut(reply, session);
      return { success: true as const };
    },
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('customers/me'),
      summary: 'The signed-in customer with addresses and membership (spec §3 Customer)',
      querystring: CustomerMeQuery,
      response: Customer,
      errors: Errors,
      access: 'customer',
      // spec §9 "customer me 7200": this browser's own copy, never a shared cache's
      cacheControl: privateCacheFor(CUSTOMER_CACHE_SECONDS.customerMe),
    },
    async ({ session }) => service.view(customerOf(session).id, session!.expiresAt),
  );

  route(
    {
      method: 'PUT',
      url: legacyPaths('customers/me'),
      summary: 'Update names, birthday, phone and subscription',
      body: UpdateCustomerRequest,
      response: UpdateCustomerResponse,
      errors: Errors,
      access: 'customer',
    },
    async ({ session, reply, body }) => {
      const customer = customerOf(session);
      await service.update(customer, body.customer);
      reply.header('cache-control', 'no-store');
      return {
        success: true,
        message: ACCOUNT_MESSAGES.accountUpdated,
        customer: await service.view(customer.id, session!.expiresAt),
      };
    },
  );

  route(
    {
      method: 'PUT',
      url: legacyPaths('ld-customers/me/email'),
      summary: 'Change the e-mail (needs the current password)',
      body: ChangeEmailRequest,
      response: MessageResponse,
      errors: Errors,
      access: 'customer',
    },
    async ({ session, reply, body }) =>
      throttled(reply, async () => {
        await service.changeEmail(customerOf(session), body);
        return { success: true, message: ACCOUNT_MESSAGES.emailUpdated };
      }),
  );

  route(
    {
      method: 'PUT',
      url: legacyPaths('ld-customers/me/password'),
      summary: 'Change the password (needs the current one; clears a temporary-password flag)',
      body: ChangePasswordRequest,
      response: MessageResponse,
      errors: Errors,
      access: 'customer',
    },
    async ({ session, reply, body }) =>
      throttled(reply, async () => {
        await service.changePassword(customerOf(session), session!.tokenHash, body);
        return { success: true, message: ACCOUNT_MESSAGES.passwordUpdated };
      }),
  );

  route(
    {
      method: 'PUT',
      url: legacyPaths('customers/password'),
      summary: 'Request a password-reset e-mail; the same answer whether or not the account exists',
      body: PasswordResetRequest,
      response: MessageResponse,
      errors: errorResponses(400, 429),
    },
    async ({ request, reply, body }) =>
      throttled(reply, async () => {
        const message = await service.requestPasswordReset(body.email, request.ip);
        reply.header('cache-control', 'no-store');
        return { success: true, message };
      }),
  );

  route(
    {
      method: 'POST',
      url: legacyPaths('customers/resetPassword'),
      summary: 'Set a new password with the e-mailed token (15 minutes, single use)',
      body: ResetPasswordRequest,
      response: MessageResponse,
      errors: errorResponses(400),
    },
    async ({ body }) => ({ success: true, message: await service.resetPassword(body) }),
  );

  route(
    {
      method: 'POST',
      url: legacyPaths('ld-customer-address'),
      summary: 'Create (no id) or update (id) one of my addresses',
      body: SaveAddressRequest,
      response: SaveAddressResponse,
      errors: Errors,
      access: 'customer',
    },
    async ({ session, body }) => {
      const { created, address } = await service.saveAddress(customerOf(session).id, body.address);
      return {
        success: true,
        message: created ? ACCOUNT_MESSAGES.addressCreated : ACCOUNT_MESSAGES.addressUpdated,
        address,
      };
    },
  );

  route(
    {
      method: 'POST',
      url: legacyPaths('ld-customer-delete-address'),
      summary: 'Delete one of my addresses (another customer’s is not found)',
      body: DeleteAddressRequest,
      response: MessageResponse,
      errors: Errors,
      access: 'customer',
    },
    async ({ session, body }) => {
      await service.deleteAddress(customerOf(session).id, body.address.id);
      return { success: true, message: ACCOUNT_MESSAGES.addressDeleted };
    },
  );
}
