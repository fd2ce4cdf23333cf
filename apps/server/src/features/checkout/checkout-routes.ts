import {
  AddressInformationBody,
  CartIdParams,
  CheckoutStepResponse,
  DeliveryDateValidateBody,
  DeliveryDateValidateResponse,
  DeliveryScheduleBody,
  DeliveryScheduleResponse,
  DeliverySlotsQuery,
  DeliverySlotsResponse,
  DeviceType,
  EstimateShippingBody,
  PaymentErrorBody,
  PaymentInformationBody,
  PaymentMethodsResponse,
  PlaceOrderBody,
  PlaceOrderResponse,
  OrderNumberParams,
  RetryPaymentBody,
  PaymentStateView,
  ShippingInformationBody,
  ShippingMethodsResponse,
  StoreCartParams,
  StoreParams,
} from '@sulit/contracts/checkout';
import {
  DEFAULT_SOURCE_CODE,
  CHECKOUT_MESSAGES,
  DELIVERY_SLOTS_CACHE_SECONDS,
  DomainError,
  GUEST_DELIVERY_SLOTS_CACHE_SECONDS,
  isSourceCode,
  SHIPPING_CARRIER_CODE,
  SHIPPING_METHOD_CODE,
  redactCardData,
} from '@sulit/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CustomerAuth, CustomerSession } from '../../http/customer-auth';
import { customerOf as sessionCustomer } from '../../http/customer-route';
import { routeRegistrar } from '../../http/route';
import { shopperSource } from '../../http/shopper-source';
import { loadCheckout } from './checkout-context';
import type { CheckoutDeps } from './checkout-deps';
import { holdSlot } from './hold-slot';
import { idempotent } from './idempotency';
import { listSlots, slotView, validateSlot } from './list-slots';
import { listPaymentMethods, savePaymentMethod } from './payment-step';
import { placeOrder } from './place-order';
import { paymentState } from './payment-state';
import { giveUpPaymentHold, retryPayment } from './retry-payment';
import { checkoutState, saveShipping } from './save-shipping';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths } from '../../http/read-route';

const tags = ['checkout'];
const Errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
const truthy = (v: string | undefined) => v === '1' || v === 'true';
/** What the handlers shared by several routes read of the registrar's input. */
type CallInput = { request: FastifyRequest; reply: FastifyReply; session: CustomerSession | null };

/** The checkout calls of spec §7 (paths and shapes in @sulit/contracts/checkout). */
export function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutDeps, auth: CustomerAuth): void {
  const route = routeRegistrar(app, tags, auth, { errors: Errors, access: 'customer', cacheControl: 'no-store' });
  const me = (session: CustomerSession | null) => sessionCustomer(session).id;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const sourceFrom = (request: FastifyRequest, fromQuery?: string) => {
    const source = shopperSource(request, fromQuery);
    if (!source)
      throw new DomainError('bad_request', CHECKOUT_MESSAGES.validateDeliveryDateFailed, { reason: 'no_source' });
    return source as Parameters<typeof listSlots>[1]['source'];
  };

  /** Slots are the same for everyone at a source: a guest's answer may be shared, a customer's is private. */
  const slots = async ({
    request,
    reply,
    session,
    query,
  }: CallInput & { query: z.infer<typeof DeliverySlotsQuery> }) => {
    const source = sourceFrom(request, query.sourceCode);
    reply.header(
      'cache-control',
      session
        ? `private, max-age=${DELIVERY_SLOTS_CACHE_SECONDS}`
        : `public, max-age=${GUEST_DELIVERY_SLOTS_CACHE_SECONDS}`,
    );
    return listSlots(deps, {
      source: isSourceCode(source) ? source : DEFAULT_SOURCE_CODE,
      isStorePickup: truthy(query.isStorePickup),
      date: query.date,
      customerId: session?.customer.id ?? null,
    });
  };
  const slotRoute = {
    method: 'GET',
    querystring: DeliverySlotsQuery,
    response: DeliverySlotsResponse,
    access: 'guest',
    cacheControl: null,
  } as const;
  route(
    { ...slotRoute, url: '/api/cart/checkout/delivery-slots', summary: 'Delivery or pickup slots of a store, 7 days' },
    slots,
  );
  route(
    {
      ...slotRoute,
      url: [...legacyPaths('ldmultistores/deliverydate'), ...legacyPaths('ldmultistores/deliverydate-anonymous')],
      summary: 'Slots by the sourcecode header (legacy)',
      params: StoreParams.shape,
    },
    slots,
  );

  route(
    {
      method: 'POST',
      url: '/api/cart/checkout/delivery-schedule',
      summary: 'Choose a slot: holds a place for 20 minutes',
      body: DeliveryScheduleBody,
      response: DeliveryScheduleResponse,
    },
    async ({ session, body }) => holdSlot(deps, me(session), body),
  );

  route(
    {
      method: 'POST',
      url: legacyPaths('ldmultistores/deliverydate/validate'),
      summary: 'Is a slot still bookable',
      params: StoreParams.shape,
      body: DeliveryDateValidateBody,
      response: DeliveryDateValidateResponse,
      access: 'public',
      cacheControl: null,
    },
    async ({ reply, body }) => {
      const { slot, state } = await validateSlot(deps, {
        date: body.date,
        intervalId: body.time_id,
        source: body.location_store,
        isStorePickup: body.isStorePickup ?? false,
      });
      if (!slot) throw new DomainError('bad_request', CHECKOUT_MESSAGES.validateDeliveryDateFailed);
      if (state !== 'available')
        throw new DomainError('conflict', CHECKOUT_MESSAGES.timeslotInvalid, { reason: state });
      noStore(reply);
      return { valid: true as const, value: slotView(slot, deps.clock()).value };
    },
  );

  const shippingInformation = [
    '/api/cart/carts/mine/shipping-information',
    ...legacyPaths('carts/mine/shipping-information'),
  ];
  route(
    {
      method: 'GET',
      url: shippingInformation,
      summary: 'The checkout choices so far (address or store, slot, payment method) and the totals',
      params: StoreParams.shape,
      response: CheckoutStepResponse,
    },
    async ({ session }) => checkoutState(deps, me(session)),
  );
  route(
    {
      method: 'POST',
      url: shippingInformation,
      summary: 'Delivery address or pickup store, cancellation option, instruction',
      params: StoreParams.shape,
      body: ShippingInformationBody,
      response: CheckoutStepResponse,
    },
    async ({ session, body }) => saveShipping(deps, me(session), body),
  );
  route(
    {
      method: 'POST',
      url: '/api/checkout/:cartId/save-address-information',
      summary: 'Quote-scoped shipping information',
      params: CartIdParams.shape,
      body: ShippingInformationBody,
      response: CheckoutStepResponse,
    },
    async ({ session, params, body }) => saveShipping(deps, me(session), body, params.cartId),
  );

  route(
    {
      method: 'POST',
      url: ['/api/cart/:cartId/address-information', '/api/checkout/:cartId/save-payment-information'],
      summary: 'Choose the payment method (header device-type)',
      params: CartIdParams.shape,
      body: AddressInformationBody,
      response: CheckoutStepResponse,
    },
    async ({ session, request, params, body }) => {
      const device = DeviceType.safeParse(request.headers['device-type']);
      return savePaymentMethod(deps, me(session), params.cartId, body, device.success ? device.data : null);
    },
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('carts/mine/payment-methods'),
      summary: 'Payment methods with availability and the preselection',
      params: StoreParams.shape,
      response: PaymentMethodsResponse,
    },
    async ({ session }) => listPaymentMethods(deps, me(session)),
  );

  async function shippingMethods(customerId: number, cartId?: number) {
    const ctx = await loadCheckout(deps, customerId, cartId);
    return [
      {
        carrier_code: SHIPPING_CARRIER_CODE as 'tablerate',
        method_code: SHIPPING_METHOD_CODE as 'bestway',
        carrier_title: 'Sulit Club Delivery',
        method_title: ctx.session?.delivery_type === 'pickup' ? 'Store pickup' : 'Best way',
        amount: ctx.totals.order.shipping_amount,
        available: !ctx.isMembershipOnly,
      },
    ];
  }
  route(
    {
      method: 'POST',
      url: [...legacyPaths('estimate-shipping-methods'), ...legacyPaths('carts/mine/estimate-shipping-methods')],
      summary: 'Shipping methods (carrier tablerate, method bestway) with the amount',
      params: StoreParams.shape,
      body: EstimateShippingBody,
      response: ShippingMethodsResponse,
    },
    async ({ session, body }) => shippingMethods(me(session), body.cart_id),
  );
  route(
    {
      method: 'GET',
      url: legacyPaths('carts/:cartId/shipping-methods'),
      summary: 'Shipping methods of a cart',
      params: StoreCartParams.shape,
      response: ShippingMethodsResponse,
    },
    async ({ session, params }) => shippingMethods(me(session), params.cartId),
  );

  const place = async ({ request, reply, session }: CallInput, body: PlaceOrderBody) => {
    const customer = sessionCustomer(session);
    const key = { repo: deps.checkout, customerId: customer.id, scope: 'place-order', now: deps.clock };
    return idempotent(request, reply, key, () => placeOrder(deps, customer, body));
  };
  route(
    {
      method: 'POST',
      url: '/api/transaction/orders',
      summary: 'Place the order (Idempotency-Key)',
      body: PlaceOrderBody,
      response: PlaceOrderResponse,
    },
    async (input) => place(input, input.body),
  );
  route(
    {
      method: 'POST',
      url: '/api/checkout/:cartId/pay-placeorder',
      summary: 'Place the order of a cart (Idempotency-Key)',
      params: CartIdParams.shape,
      body: PlaceOrderBody.omit({ cart_id: true }),
      response: PlaceOrderResponse,
    },
    async (input) => place(input, { ...input.body, cart_id: input.params.cartId }),
  );
  route(
    {
      method: 'POST',
      url: legacyPaths('carts/mine/payment-information'),
      summary: 'Payment information and place the order (Idempotency-Key)',
      params: StoreParams.shape,
      body: PaymentInformationBody,
      response: PlaceOrderResponse,
    },
    async (input) => {
      const m = input.body.payment_method;
      return place(input, { cart_id: input.body.cart_id, payment: { method: typeof m === 'string' ? m : m.method } });
    },
  );

  route(
    {
      method: 'POST',
      url: '/api/transaction/orders/:orderNumber/retry-payment',
      summary: 'Pay a declined order again within its hold: another card, a saved card or cash (Idempotency-Key)',
      params: OrderNumberParams.shape,
      body: RetryPaymentBody,
      response: PlaceOrderResponse,
    },
    async ({ request, reply, session, params, body }) => {
      const customerId = me(session);
      const scope = `retry-payment:${params.orderNumber}`;
      return idempotent(request, reply, { repo: deps.checkout, customerId, scope, now: deps.clock }, () =>
        retryPayment(deps, customerId, params.orderNumber, body),
      );
    },
  );

  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/:orderNumber/payment-state',
      summary:
        "The caller's own order's payment (paid, held until, retry methods) for the failure page; another's is a 404",
      params: OrderNumberParams.shape,
      response: PaymentStateView,
    },
    async ({ session, params }) => paymentState(deps, me(session), params.orderNumber),
  );

  route(
    {
      method: 'POST',
      url: '/api/transaction/orders/:orderNumber/give-up-payment-hold',
      summary: "Give up a declined order's hold (its stock, slot and voucher go back) before restoring the cart",
      params: OrderNumberParams.shape,
      response: z.object({ released: z.boolean() }),
    },
    async ({ session, params }) => giveUpPaymentHold(deps, me(session), params.orderNumber),
  );

  // GET /api/transaction/orders/{n} (the order view per shop) is the orders feature's (issue 12).

  route(
    {
      method: 'POST',
      url: '/api/checkout/payment-error-handling',
      summary: 'The web reports a failed pay-placeorder (cart_id, message, status)',
      body: PaymentErrorBody,
      response: z.null(),
      status: 204,
    },
    async ({ reply, session, body }) => {
      const customerId = me(session);
      const cart = await deps.carts.customerCartById(body.cart_id, customerId);
      if (!cart) throw new DomainError('not_found', CHECKOUT_MESSAGES.noCartFound);
      deps.log.warn(
        { customerId, cartId: cart.id, status: body.status, message: redactCardData(body.message) },
        'client reported a failed place order',
      );
      return reply.status(204).send(null);
    },
  );
}
