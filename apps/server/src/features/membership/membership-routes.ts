import {
  CcSignupRequest,
  ExpiryPromptResponse,
  MembershipInformationRequest,
  MembershipInformationResponse,
  MembershipLinkRequest,
  MembershipProductsResponse,
  MessageResult,
  MyMembership,
  PromoVerbiage,
  StickyNudge,
  VerifyMembershipRequest,
  VerifyMembershipResponse,
} from '@sulit/contracts/membership';
import {
  MEMBERSHIP_PRODUCTS_CACHE_SECONDS,
  normalisePhone,
  phoneRule,
  VERIFY_MEMBERSHIP_TYPES,
  DomainError,
} from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cacheFor } from '../../http/caching';
import type { CustomerAuth } from '../../http/customer-auth';
import { customerOf } from '../../http/customer-route';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths } from '../../http/read-route';
import { routeRegistrar } from '../../http/route';
import type { MembershipService } from './membership-service';

const LinkResponse = z.object({
  error: z.boolean(),
  message: z.string(),
  status: z.enum(['active', 'inactive', 'none']),
});

const PackageParam = z.enum(['premium', 'business', 'executive']);

export function registerMembershipRoutes(
  app: FastifyInstance,
  deps: { service: MembershipService; auth: CustomerAuth },
) {
  const { service } = deps;
  const route = routeRegistrar(app, ['membership'], deps.auth, {
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  route(
    {
      method: 'POST',
      url: '/api/membership-link',
      summary: 'Link an existing membership card (dashes stripped; 16 digits = partner fuel card) to my account',
      body: MembershipLinkRequest,
      response: LinkResponse,
      access: 'customer',
      cacheControl: 'no-store',
    },
    async ({ session, body }) => service.link(customerOf(session).id, body),
  );

  route(
    {
      method: 'POST',
      url: ['/api/membership-information-sf', ...legacyPaths('membership-information-sf')],
      summary: 'The membership info record of a code; the first item carries the credit-card-applied flag',
      body: MembershipInformationRequest,
      response: MembershipInformationResponse,
      access: 'guest',
      cacheControl: 'no-store',
    },
    async ({ session, body }) => service.information(body.code, session?.customer.id ?? null),
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('membership-products'),
      summary: 'Membership packages for sale (spec §9: cached 3600 s)',
      response: MembershipProductsResponse,
      errors: {},
    },
    async ({ reply }) => {
      cacheFor(reply, MEMBERSHIP_PRODUCTS_CACHE_SECONDS);
      return { items: await service.products() };
    },
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('membership-page-sticky-nudge'),
      summary: 'The sticky nudge on the membership page',
      response: StickyNudge,
      errors: {},
      access: 'guest',
      cacheControl: 'private, no-store',
    },
    async ({ session }) => service.stickyNudge(session?.customer.id ?? null),
  );

  route(
    {
      method: 'POST',
      url: legacyPaths('cc-signup'),
      summary: 'Apply for Premium with the Sulit Club credit card (PREMIUM_WITH_SULIT_CCARD)',
      body: CcSignupRequest,
      response: MessageResult,
      access: 'customer',
    },
    async ({ session, body }) => {
      const problem = phoneRule(body.phone);
      if (problem) throw new DomainError('validation_failed', problem, { fields: { phone: problem } });
      return service.ccSignup(customerOf(session), { ...body, phone: normalisePhone(body.phone) ?? body.phone });
    },
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('cc-signup/promo-verbiage'),
      summary: 'The credit-card membership promotion text',
      response: PromoVerbiage,
      errors: errorResponses(404),
    },
    async ({ reply }) => {
      cacheFor(reply, MEMBERSHIP_PRODUCTS_CACHE_SECONDS);
      return service.promoVerbiage();
    },
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('membership/mine'),
      summary: 'My membership: card, package, expiry and status',
      response: MyMembership,
      access: 'customer',
      cacheControl: 'private, no-store',
    },
    async ({ session }) => service.mine(customerOf(session).id),
  );

  route(
    {
      method: 'GET',
      url: legacyPaths(':package-membership/mine'),
      summary: 'My membership of one package (premium, business or executive); 404 when it is another',
      params: { package: PackageParam },
      response: MyMembership,
      access: 'customer',
      cacheControl: 'private, no-store',
    },
    async ({ session, params }) => service.mine(customerOf(session).id, params.package.toUpperCase()),
  );

  route(
    {
      method: 'POST',
      url: legacyPaths('verify-membership/:type'),
      summary: "Renewal, extension or business lookup by code; 404 'Membership code {code} does not exists.'",
      params: { type: z.enum(VERIFY_MEMBERSHIP_TYPES) },
      body: VerifyMembershipRequest,
      response: VerifyMembershipResponse,
      access: 'guest',
      cacheControl: 'no-store',
    },
    async ({ session, params, body }) => service.verify(params.type, body.code, session?.customer.id ?? null),
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('membership-expiry-prompt'),
      summary: 'The expired / about-to-expire prompt, days remaining floored at 0',
      response: ExpiryPromptResponse,
      access: 'customer',
      cacheControl: 'private, no-store',
    },
    async ({ session }) => service.expiryPrompt(customerOf(session).id),
  );
}
