import { ErrorResponse } from '@sulit/contracts/common';
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
import { MEMBERSHIP_PRODUCTS_CACHE_SECONDS, normalisePhone, phoneRule, VERIFY_MEMBERSHIP_TYPES } from '@sulit/domain';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheFor } from '../../http/caching';
import type { CustomerAuth } from '../../http/customer-auth';
import type { MembershipService } from './membership-service';

const StoreCode = z.string().regex(/^[a-z0-9_]{1,32}$/);

/** Legacy calls answer under /rest/V1 and /rest/{store}/V1 alike. */
function legacyPaths(path: string): { url: string; params: z.ZodType }[] {
  return [
    { url: `/rest/V1${path}`, params: z.object({}).strict() },
    { url: `/rest/:store/V1${path}`, params: z.object({ store: StoreCode }).strict() },
  ];
}

const Errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

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
  const { service, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['membership'];

  r.post(
    '/api/membership-link',
    {
      schema: {
        tags,
        summary: 'Link an existing membership card (dashes stripped; 16 digits = partner fuel card) to my account',
        body: MembershipLinkRequest,
        response: { 200: LinkResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const session = await auth.require(request);
      reply.header('cache-control', 'no-store');
      return service.link(session.customer.id, request.body);
    },
  );

  for (const url of [
    '/api/membership-information-sf',
    ...legacyPaths('/membership-information-sf').map((p) => p.url),
  ]) {
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'The membership info record of a code; the first item carries the credit-card-applied flag',
          params: url.includes(':store') ? z.object({ store: StoreCode }).strict() : z.object({}).strict(),
          body: MembershipInformationRequest,
          response: { 200: MembershipInformationResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const session = await auth.optional(request);
        reply.header('cache-control', 'no-store');
        return service.information(request.body.code, session?.customer.id ?? null);
      },
    );
  }

  for (const { url, params } of legacyPaths('/membership-products')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'Membership packages for sale (spec §9: cached 3600 s)',
          params,
          response: { 200: MembershipProductsResponse },
        },
      },
      async (_request, reply) => {
        cacheFor(reply, MEMBERSHIP_PRODUCTS_CACHE_SECONDS);
        return { items: await service.products() };
      },
    );
  }

  for (const { url, params } of legacyPaths('/membership-page-sticky-nudge')) {
    r.get(
      url,
      { schema: { tags, summary: 'The sticky nudge on the membership page', params, response: { 200: StickyNudge } } },
      async (request, reply) => {
        const session = await auth.optional(request);
        reply.header('cache-control', 'private, no-store');
        return service.stickyNudge(session?.customer.id ?? null);
      },
    );
  }

  for (const { url, params } of legacyPaths('/cc-signup')) {
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'Apply for Premium with the Sulit Club credit card (PREMIUM_WITH_SULIT_CCARD)',
          params,
          body: CcSignupRequest,
          response: { 200: MessageResult, ...Errors },
        },
      },
      async (request) => {
        const session = await auth.require(request);
        const problem = phoneRule(request.body.phone);
        if (problem) throw new DomainError('validation_failed', problem, { fields: { phone: problem } });
        return service.ccSignup(session.customer, {
          ...request.body,
          phone: normalisePhone(request.body.phone) ?? request.body.phone,
        });
      },
    );
  }

  for (const { url, params } of legacyPaths('/cc-signup/promo-verbiage')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'The credit-card membership promotion text',
          params,
          response: { 200: PromoVerbiage, 404: ErrorResponse },
        },
      },
      async (_request, reply) => {
        cacheFor(reply, MEMBERSHIP_PRODUCTS_CACHE_SECONDS);
        return service.promoVerbiage();
      },
    );
  }

  for (const { url, params } of legacyPaths('/membership/mine')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'My membership: card, package, expiry and status',
          params,
          response: { 200: MyMembership, ...Errors },
        },
      },
      async (request, reply) => {
        const session = await auth.require(request);
        reply.header('cache-control', 'private, no-store');
        return service.mine(session.customer.id);
      },
    );
  }

  for (const { url } of legacyPaths('/:package-membership/mine')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'My membership of one package (premium, business or executive); 404 when it is another',
          params: url.includes(':store')
            ? z.object({ store: StoreCode, package: PackageParam }).strict()
            : z.object({ package: PackageParam }).strict(),
          response: { 200: MyMembership, ...Errors },
        },
      },
      async (request, reply) => {
        const session = await auth.require(request);
        reply.header('cache-control', 'private, no-store');
        return service.mine(session.customer.id, request.params.package.toUpperCase());
      },
    );
  }

  for (const { url } of legacyPaths('/verify-membership/:type')) {
    r.post(
      url,
      {
        schema: {
          tags,
          summary: "Renewal, extension or business lookup by code; 404 'Membership code {code} does not exists.'",
          params: url.includes(':store')
            ? z.object({ store: StoreCode, type: z.enum(VERIFY_MEMBERSHIP_TYPES) }).strict()
            : z.object({ type: z.enum(VERIFY_MEMBERSHIP_TYPES) }).strict(),
          body: VerifyMembershipRequest,
          response: { 200: VerifyMembershipResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const session = await auth.optional(request);
        reply.header('cache-control', 'no-store');
        return service.verify(request.params.type, request.body.code, session?.customer.id ?? null);
      },
    );
  }

  for (const { url, params } of legacyPaths('/membership-expiry-prompt')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'The expired / about-to-expire prompt, days remaining floored at 0',
          params,
          response: { 200: ExpiryPromptResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const session = await auth.require(request);
        reply.header('cache-control', 'private, no-store');
        return service.expiryPrompt(session.customer.id);
      },
    );
  }
}
