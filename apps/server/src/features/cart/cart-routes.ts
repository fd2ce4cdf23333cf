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
  SyncCartMgtBody,
  TotalsInformationBody,
  ValidateCartBody,
  ValidateCartQuery,
  ValidateCartResponse,
} from '@sulit/contracts/cart';
import { StoreViewCode } from '@sulit/contracts/catalog';
import { CART_MASK_HEADER, GUEST_CART_COOKIE } from '@sulit/contracts/wire-names';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CustomerAuth, CustomerSession } from '../../http/customer-auth';
import { customerOf } from '../../http/customer-route';
import { routeRegistrar } from '../../http/route';
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
  const route = routeRegistrar(app, tags, auth, { errors: Errors, access: 'guest', cacheControl: 'no-store' });

  const shopperOf = (session: CustomerSession | null): Shopper => ({ customerId: session?.customer.id ?? null });
  async function resolve(session: CustomerSession | null, ref: string | number) {
    const shopper = shopperOf(session);
    return { shopper, ...(await service.find(ref, shopper)) };
  }

  route(
    {
      method: 'POST',
      url: '/api/cart/guest-carts',
      summary: 'Create a guest cart; answers its unguessable mask (also kept in the sulit_cart cookie)',
      response: GuestCartCreated,
      access: 'public',
    },
    async ({ request, reply }) => {
      const mask = await service.createGuestCart(shopperSource(request));
      reply.setCookie(GUEST_CART_COOKIE, mask, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
        maxAge: 30 * 24 * 60 * 60,
      });
      return { cartMaskId: mask };
    },
  );

  route(
    {
      method: 'GET',
      url: '/api/cart/v2/cached/guest/:mask',
      summary: 'A guest cart by its mask, priced at the shopper’s source',
      params: GuestCartParams.shape,
      querystring: GuestCartQuery,
      response: CartResponse,
    },
    async ({ request, session, params }) => {
      const { cart, mask, shopper } = await resolve(session, params.mask);
      return service.view(cart, mask, shopperSource(request), shopper);
    },
  );

  route(
    {
      method: 'GET',
      url: '/api/carts/badge',
      summary:
        'The header badge: units in the caller’s active cart (customer session, else the sulit_cart cookie or x-cart-mask header); never creates a cart',
      querystring: z.object({}).strict(),
      response: CartBadgeResponse,
    },
    async ({ request, session }) => cartBadgeFor(service, request, shopperOf(session).customerId),
  );

  route(
    {
      method: 'GET',
      url: '/api/cart/v2/stores/:store/mine',
      summary: 'The customer’s one active cart (created on demand)',
      access: 'customer',
      params: CartMineParams.shape,
      querystring: CartQuery,
      response: CartResponse,
    },
    async ({ request, session }) => {
      const customerId = customerOf(session).id;
      const source = shopperSource(request);
      const cart = await service.mine(customerId, source);
      return service.view(cart, null, source, { customerId });
    },
  );

  route(
    {
      method: 'POST',
      url: '/api/cart/stores/v2/:store/:cartId/sync',
      summary: 'Set quantities (0 removes); answers the server-priced cart with per-item failures and its totals',
      params: CartSyncParams.shape,
      body: CartSyncBody,
      response: CartSyncResponse,
    },
    async ({ request, session, params, body }) => {
      const { cart, mask, shopper } = await resolve(session, params.cartId);
      return service.sync(cart, mask, body.cart_items, shopperSource(request), shopper);
    },
  );

  route(
    {
      method: 'POST',
      url: '/api/cart/sync',
      summary:
        'Sync into the caller’s cart: the customer’s active cart, else the guest cart of the sulit_cart cookie or x-cart-mask header; answers the cart and its totals',
      body: CartSyncBody,
      response: CartSyncResponse,
    },
    async ({ request, session, body }) => {
      const source = shopperSource(request);
      const shopper = shopperOf(session);
      if (shopper.customerId !== null) {
        const cart = await service.mine(shopper.customerId, source);
        return service.sync(cart, null, body.cart_items, source, shopper);
      }
      const mask = guestMaskOf(request);
      if (!mask) throw new DomainError('not_found', CART_NOT_FOUND);
      const found = await service.find(mask, shopper);
      return service.sync(found.cart, found.mask, body.cart_items, source, shopper);
    },
  );

  route(
    {
      method: 'DELETE',
      url: '/api/cart/carts/:cartId',
      summary: 'Empty the cart (lines and voucher)',
      params: CartParams.shape,
      response: CartResponse,
    },
    async ({ request, session, params }) => {
      const { cart, mask, shopper } = await resolve(session, params.cartId);
      return service.clear(cart, mask, shopperSource(request), shopper);
    },
  );

  route(
    {
      method: 'DELETE',
      url: '/api/cart/carts/:cartId/items/:productId',
      summary: 'Remove every line of one product',
      params: CartItemParams.shape,
      response: CartResponse,
    },
    async ({ request, session, params }) => {
      const { cart, mask, shopper } = await resolve(session, params.cartId);
      return service.removeProduct(cart, mask, params.productId, shopperSource(request), shopper);
    },
  );

  route(
    {
      method: 'DELETE',
      url: '/api/cart/deactivate/mgtId/:cartId',
      summary: 'Switch a cart off (after an order); a customer gets a fresh cart on the next read',
      params: CartParams.shape,
      response: CartResponse,
    },
    async ({ request, session, params }) => {
      const { cart, mask, shopper } = await resolve(session, params.cartId);
      return service.deactivate(cart, mask, shopperSource(request), shopper);
    },
  );

  route(
    {
      method: 'POST',
      url: '/api/product/v2/validate-cart',
      summary: 'Stock check at a source → invalid_qty and invalid_sku (spec §4 checkout step 5)',
      querystring: ValidateCartQuery,
      body: ValidateCartBody,
      response: ValidateCartResponse,
      access: 'public',
    },
    async ({ body }) => service.validate(body.products, body.source),
  );

  const totalsRoute = {
    method: 'POST',
    summary: 'Cart totals computed by the server (fees, discounts, per-seller rows, free-delivery percent)',
    body: TotalsInformationBody,
    response: CartTotalsResponse,
  } as const;
  const totals = async (request: FastifyRequest, session: CustomerSession | null, ref: string | number) => {
    const { cart, shopper } = await resolve(session, ref);
    return service.totals(cart, shopperSource(request), shopper);
  };
  route(
    { ...totalsRoute, url: '/api/cart/v2/:cartId/totals-information', params: CartParams.shape },
    async ({ request, session, params }) => totals(request, session, params.cartId),
  );
  route(
    { ...totalsRoute, url: '/api/cart/v2/guest-carts/:id/totals-information', params: GuestTotalsParams.shape },
    async ({ request, session, params }) => totals(request, session, params.id),
  );

  route(
    {
      method: 'PUT',
      url: '/api/cart/carts/:cartId/coupons/:code',
      summary: 'Apply a voucher: an invalid one is a 200 with applied false and the invalid notification',
      params: CouponParams.shape,
      response: CouponApplyResponse,
    },
    async ({ request, session, params }) => {
      const { cart, shopper } = await resolve(session, params.cartId);
      return service.applyCoupon(cart, params.code, shopperSource(request), shopper);
    },
  );

  route(
    {
      method: 'DELETE',
      url: '/api/cart/carts/:cartId/coupons/:code',
      summary: 'Remove the voucher',
      params: CouponParams.shape,
      response: CouponApplyResponse,
    },
    async ({ request, session, params }) => {
      const { cart, shopper } = await resolve(session, params.cartId);
      return service.removeCoupon(cart, shopperSource(request), shopper);
    },
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('coupon/:code'),
      summary: 'What a voucher is, without a cart',
      params: { ...CouponLookupParams.shape, store: StoreViewCode.optional() },
      response: CouponLookupResponse,
      access: 'public',
    },
    async ({ params }) => service.lookupCoupon(params.code),
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('minicart/mine/didyouforgetit'),
      summary: '“Did you forget it?”: best sellers at the shopper’s source that are not in the cart',
      params: { store: StoreViewCode.optional() },
      response: DidYouForgetItResponse,
      access: 'customer',
    },
    async ({ request, session }) => {
      const source = shopperSource(request);
      return service.suggestions(await service.mine(customerOf(session).id, source), source);
    },
  );

  route(
    {
      method: 'GET',
      url: '/rest/V1/minicart/guest/:mask/didyouforgetit',
      summary: '“Did you forget it?” for a guest cart',
      params: GuestDidYouForgetItParams.shape,
      response: DidYouForgetItResponse,
    },
    async ({ request, session, params }) => {
      const { cart } = await resolve(session, params.mask);
      return service.suggestions(cart, shopperSource(request));
    },
  );

  route(
    {
      method: 'POST',
      url: legacyPaths('sync-cart/mgt'),
      summary:
        'Spec §7 sync-cart/mgt {cart_id}: re-read the customer’s own cart against the store now (prices, stock, lines no longer sold) and answer it with its totals; another customer’s cart is a 404',
      access: 'customer',
      params: { store: StoreViewCode.optional() },
      body: SyncCartMgtBody,
      response: CartSyncResponse,
    },
    async ({ request, session, body }) => {
      const { cart, shopper } = await resolve(session, body.cart_id);
      // an empty payload changes no quantity: the sync's one locked pass re-prices and reconciles the lines
      return service.sync(cart, null, [], shopperSource(request), shopper);
    },
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('carts/mine/restore-quote'),
      summary:
        'Restore the last inactive cart after a failed payment (merged with any newer active cart). A GET that changes state, kept for the spec’s clients: it needs a bearer token, or with the session cookie the x-csrf-token header (equal to the sulit_csrf cookie), which a cross-site page cannot send; otherwise 403 csrf_failed.',
      params: { store: StoreViewCode.optional() },
      response: CartResponse,
      // the session is read below with the CSRF check a state-changing GET needs
      access: 'public',
    },
    async ({ request }) => {
      const session = await auth.requireForStateChangingGet(request);
      const cart = await service.restore(session.customer.id);
      return service.view(cart, null, shopperSource(request), { customerId: session.customer.id });
    },
  );
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
