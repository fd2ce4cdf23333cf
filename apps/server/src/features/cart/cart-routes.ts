import {
  CartBadgeResponse,
  CartItemParams,
  CartMineParams,
  CartParams,
  CartQuery,
  CartResponse,
  CartSyncBody,
  CartSyncParams,
  CartSyncResponse,
  CartTotalsResponse,
  CouponApplyResponse,
  CouponLookupParams,
  CouponLookupResponse,
  CouponParams,
  DidYouForgetItResponse,
  GuestCartCreated,
  GuestCartMask,
  GuestCartParams,
  GuestCartQuery,
  GuestDidYouForgetItParams,
  GuestTotalsParams,
  TotalsInformationBody,
  ValidateCartBody,
  ValidateCartQuery,
  ValidateCartResponse,
} from '@sulit/contracts/cart';
import { StoreViewCode } from '@sulit/contracts/catalog';
import { CART_MASK_HEADER, GUEST_CART_COOKIE } from '@sulit/contracts/wire-names';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerAuth } from '../../http/customer-auth';
import { shopperSource } from '../../http/shopper-source';
import { CART_NOT_FOUND, type CartService, type Shopper } from './cart-service';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths } from '../../http/read-route';

/**
 * The cart family (spec §7). A guest reaches a cart only by its mask; a customer reaches only carts of
 * their own (another shopper's id or mask is a 404). The guest mask is also kept in the httpOnly cookie
 * `sulit_cart` (set by POST /api/cart/guest-carts); at log-in the cookie or the `x-cart-mask` header names
 * the guest cart to merge into the customer's cart (see mergeOnLogin).
 */
const tags = ['cart'];
const Errors = errorResponses(400, 401, 403, 404);

export interface CartRouteDeps {
  service: CartService;
  auth: CustomerAuth;
  secureCookies: boolean;
}

export function registerCartRoutes(app: FastifyInstance, deps: CartRouteDeps): void {
  const { service, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function shopperOf(request: FastifyRequest): Promise<Shopper> {
    const session = await auth.optional(request);
    return { customerId: session?.customer.id ?? null };
  }
  async function resolve(request: FastifyRequest, ref: string | number) {
    const shopper = await shopperOf(request);
    return { shopper, ...(await service.find(ref, shopper)) };
  }
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  r.post(
    '/api/cart/guest-carts',
    {
      schema: {
        tags,
        summary: 'Create a guest cart; answers its unguessable mask (also kept in the sulit_cart cookie)',
        response: { 200: GuestCartCreated, ...Errors },
      },
    },
    async (request, reply) => {
      const mask = await service.createGuestCart(shopperSource(request));
      reply.setCookie(GUEST_CART_COOKIE, mask, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
        maxAge: 30 * 24 * 60 * 60,
      });
      noStore(reply);
      return { cartMaskId: mask };
    },
  );

  r.get(
    '/api/cart/v2/cached/guest/:mask',
    {
      schema: {
        tags,
        summary: 'A guest cart by its mask, priced at the shopper’s source',
        params: GuestCartParams,
        querystring: GuestCartQuery,
        response: { 200: CartResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const { cart, mask, shopper } = await resolve(request, request.params.mask);
      noStore(reply);
      return service.view(cart, mask, shopperSource(request), shopper);
    },
  );

  r.get(
    '/api/carts/badge',
    {
      schema: {
        tags,
        summary:
          'The header badge: units in the caller’s active cart (customer session, else the sulit_cart cookie or x-cart-mask header); never creates a cart',
        querystring: z.object({}).strict(),
        response: { 200: CartBadgeResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const shopper = await shopperOf(request);
      noStore(reply);
      return cartBadgeFor(service, request, shopper.customerId);
    },
  );

  r.get(
    '/api/cart/v2/stores/:store/mine',
    {
      schema: {
        tags,
        summary: 'The customer’s one active cart (created on demand)',
        params: CartMineParams,
        querystring: CartQuery,
        response: { 200: CartResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const session = await auth.require(request);
      const source = shopperSource(request);
      const cart = await service.mine(session.customer.id, source);
      noStore(reply);
      return service.view(cart, null, source, { customerId: session.customer.id });
    },
  );

  r.post(
    '/api/cart/stores/v2/:store/:cartId/sync',
    {
      schema: {
        tags,
        summary: 'Set quantities (0 removes); answers the server-priced cart with per-item failures and its totals',
        params: CartSyncParams,
        body: CartSyncBody,
        response: { 200: CartSyncResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const { cart, mask, shopper } = await resolve(request, request.params.cartId);
      noStore(reply);
      return service.sync(cart, mask, request.body.cart_items, shopperSource(request), shopper);
    },
  );

  r.post(
    '/api/cart/sync',
    {
      schema: {
        tags,
        summary:
          'Sync into the caller’s cart: the customer’s active cart, else the guest cart of the sulit_cart cookie or x-cart-mask header; answers the cart and its totals',
        body: CartSyncBody,
        response: { 200: CartSyncResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const source = shopperSource(request);
      const shopper = await shopperOf(request);
      noStore(reply);
      if (shopper.customerId !== null) {
        const cart = await service.mine(shopper.customerId, source);
        return service.sync(cart, null, request.body.cart_items, source, shopper);
      }
      const mask = guestMaskOf(request);
      if (!mask) throw new DomainError('not_found', CART_NOT_FOUND);
      const found = await service.find(mask, shopper);
      return service.sync(found.cart, found.mask, request.body.cart_items, source, shopper);
    },
  );

  r.delete(
    '/api/cart/carts/:cartId',
    {
      schema: {
        tags,
        summary: 'Empty the cart (lines and voucher)',
        params: CartParams,
        response: { 200: CartResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const { cart, mask, shopper } = await resolve(request, request.params.cartId);
      noStore(reply);
      return service.clear(cart, mask, shopperSource(request), shopper);
    },
  );

  r.delete(
    '/api/cart/carts/:cartId/items/:productId',
    {
      schema: {
        tags,
        summary: 'Remove every line of one product',
        params: CartItemParams,
        response: { 200: CartResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const { cart, mask, shopper } = await resolve(request, request.params.cartId);
      noStore(reply);
      return service.removeProduct(cart, mask, request.params.productId, shopperSource(request), shopper);
    },
  );

  r.delete(
    '/api/cart/deactivate/mgtId/:cartId',
    {
      schema: {
        tags,
        summary: 'Switch a cart off (after an order); a customer gets a fresh cart on the next read',
        params: CartParams,
        response: { 200: CartResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const { cart, mask, shopper } = await resolve(request, request.params.cartId);
      noStore(reply);
      return service.deactivate(cart, mask, shopperSource(request), shopper);
    },
  );

  r.post(
    '/api/product/v2/validate-cart',
    {
      schema: {
        tags,
        summary: 'Stock check at a source → invalid_qty and invalid_sku (spec §4 checkout step 5)',
        querystring: ValidateCartQuery,
        body: ValidateCartBody,
        response: { 200: ValidateCartResponse, ...Errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return service.validate(request.body.products, request.body.source);
    },
  );

  for (const [url, Params, key] of [
    ['/api/cart/v2/:cartId/totals-information', CartParams, 'cartId'],
    ['/api/cart/v2/guest-carts/:id/totals-information', GuestTotalsParams, 'id'],
  ] as const) {
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'Cart totals computed by the server (fees, discounts, per-seller rows, free-delivery percent)',
          params: Params as z.ZodType<Record<string, string | number>>,
          body: TotalsInformationBody,
          response: { 200: CartTotalsResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const ref = (request.params as Record<string, string | number>)[key];
        if (ref === undefined) throw new DomainError('not_found', CART_NOT_FOUND);
        const { cart, shopper } = await resolve(request, ref);
        noStore(reply);
        return service.totals(cart, shopperSource(request), shopper);
      },
    );
  }

  r.put(
    '/api/cart/carts/:cartId/coupons/:code',
    {
      schema: {
        tags,
        summary: 'Apply a voucher: an invalid one is a 200 with applied false and the invalid notification',
        params: CouponParams,
        response: { 200: CouponApplyResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const { cart, shopper } = await resolve(request, request.params.cartId);
      noStore(reply);
      return service.applyCoupon(cart, request.params.code, shopperSource(request), shopper);
    },
  );

  r.delete(
    '/api/cart/carts/:cartId/coupons/:code',
    {
      schema: {
        tags,
        summary: 'Remove the voucher',
        params: CouponParams,
        response: { 200: CouponApplyResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const { cart, shopper } = await resolve(request, request.params.cartId);
      noStore(reply);
      return service.removeCoupon(cart, shopperSource(request), shopper);
    },
  );

  for (const url of legacyPaths('coupon/:code')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'What a voucher is, without a cart',
          params: CouponLookupParams.extend({ store: StoreViewCode.optional() }),
          response: { 200: CouponLookupResponse, ...Errors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return service.lookupCoupon(request.params.code);
      },
    );
  }

  for (const url of legacyPaths('minicart/mine/didyouforgetit')) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: '“Did you forget it?”: best sellers at the shopper’s source that are not in the cart',
          params: z.object({ store: StoreViewCode.optional() }).strict(),
          response: { 200: DidYouForgetItResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const session = await auth.require(request);
        const source = shopperSource(request);
        const cart = await service.mine(session.customer.id, source);
        noStore(reply);
        return service.suggestions(cart, source);
      },
    );
  }

  r.get(
    '/rest/V1/minicart/guest/:mask/didyouforgetit',
    {
      schema: {
        tags,
        summary: '“Did you forget it?” for a guest cart',
        params: GuestDidYouForgetItParams,
        response: { 200: DidYouForgetItResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const { cart } = await resolve(request, request.params.mask);
      noStore(reply);
      return service.suggestions(cart, shopperSource(request));
    },
  );

  for (const url of ['/rest/V1/carts/mine/restore-quote', '/rest/:store/V1/carts/mine/restore-quote']) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary:
            'Restore the last inactive cart after a failed payment (merged with any newer active cart). A GET that changes state, kept for the spec’s clients: it needs a bearer token, or with the session cookie the x-csrf-token header (equal to the sulit_csrf cookie), which a cross-site page cannot send; otherwise 403 csrf_failed.',
          params: z.object({ store: StoreViewCode.optional() }).strict(),
          response: { 200: CartResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const session = await auth.requireForStateChangingGet(request);
        const cart = await service.restore(session.customer.id);
        noStore(reply);
        return service.view(cart, null, shopperSource(request), { customerId: session.customer.id });
      },
    );
  }
}

function guestMaskOf(request: FastifyRequest): string | null {
  const header = request.headers[CART_MASK_HEADER];
  const candidate = typeof header === 'string' ? header : request.cookies?.[GUEST_CART_COOKIE];
  return candidate && GuestCartMask.safeParse(candidate).success ? candidate : null;
}

/** The header badge for the caller (a customer by id, else the guest's mask): the badge route and the shell's answer. */
export function cartBadgeFor(service: CartService, request: FastifyRequest, customerId: number | null) {
  return service.badge({ customerId }, customerId === null ? guestMaskOf(request) : null, shopperSource(request));
}

/**
 * The customers feature calls this after every log-in and sign-up: a guest cart named by the
 * `x-cart-mask` header or the `sulit_cart` cookie merges into the customer's cart, and the cookie goes.
 */
export function mergeOnLogin(service: CartService) {
  return async (request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void> => {
    const mask = guestMaskOf(request);
    if (!mask) return;
    await service.mergeGuestIntoCustomer(mask, customerId);
    if (request.cookies?.[GUEST_CART_COOKIE]) reply.clearCookie(GUEST_CART_COOKIE, { path: '/' });
  };
}
