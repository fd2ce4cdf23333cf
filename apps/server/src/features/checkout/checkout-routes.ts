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
} from '@sulit/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerAuth } from '../../http/customer-auth';
import { shopperSource } from '../../http/shopper-source';
import { loadCheckout } from './checkout-context';
import type { CheckoutDeps } from './checkout-deps';
import { holdSlot } from './hold-slot';
import { idempotent } from './idempotency';
import { listSlots, slotView, validateSlot } from './list-slots';
import { listPaymentMethods, savePaymentMethod } from './payment-step';
import { placeOrder } from './place-order';
import { checkoutState, saveShipping } from './save-shipping';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths } from '../../http/read-route';

const tags = ['checkout'];
const Errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
const truthy = (v: string | undefined) => v === '1' || v === 'true';

/** The checkout calls of spec §7 (paths and shapes in @sulit/contracts/checkout). */
export function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutDeps, auth: CustomerAuth): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const customerOf = async (request: FastifyRequest) => (await auth.require(request)).customer.id;
  const sourceFrom = (request: FastifyRequest, fromQuery?: string) => {
    const source = shopperSource(request, fromQuery);
    if (!source)
      throw new DomainError('bad_request', CHECKOUT_MESSAGES.validateDeliveryDateFailed, { reason: 'no_source' });
    return source as Parameters<typeof listSlots>[1]['source'];
  };

  async function slots(
    request: FastifyRequest<{ Querystring: z.infer<typeof DeliverySlotsQuery> }>,
    reply: FastifyReply,
  ) {
    const session = await auth.optional(request);
    const query = request.query;
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
  }
  const slotSchema = { tags, querystring: DeliverySlotsQuery, response: { 200: DeliverySlotsResponse, ...Errors } };
  r.get(
    '/api/cart/checkout/delivery-slots',
    { schema: { ...slotSchema, summary: 'Delivery or pickup slots of a store, 7 days' } },
    slots,
  );
  for (const url of [
    ...legacyPaths('ldmultistores/deliverydate'),
    ...legacyPaths('ldmultistores/deliverydate-anonymous'),
  ])
    r.get(
      url,
      { schema: { ...slotSchema, params: StoreParams, summary: 'Slots by the sourcecode header (legacy)' } },
      slots,
    );

  r.post(
    '/api/cart/checkout/delivery-schedule',
    {
      schema: {
        tags,
        summary: 'Choose a slot: holds a place for 20 minutes',
        body: DeliveryScheduleBody,
        response: { 200: DeliveryScheduleResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      noStore(reply);
      return holdSlot(deps, customerId, request.body);
    },
  );

  for (const url of legacyPaths('ldmultistores/deliverydate/validate'))
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'Is a slot still bookable',
          params: StoreParams,
          body: DeliveryDateValidateBody,
          response: { 200: DeliveryDateValidateResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const { slot, state } = await validateSlot(deps, {
          date: b.date,
          intervalId: b.time_id,
          source: b.location_store,
          isStorePickup: b.isStorePickup ?? false,
        });
        if (!slot) throw new DomainError('bad_request', CHECKOUT_MESSAGES.validateDeliveryDateFailed);
        if (state !== 'available')
          throw new DomainError('conflict', CHECKOUT_MESSAGES.timeslotInvalid, { reason: state });
        noStore(reply);
        return { valid: true as const, value: slotView(slot, deps.clock()).value };
      },
    );

  for (const url of ['/api/cart/carts/mine/shipping-information', ...legacyPaths('carts/mine/shipping-information')]) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'The checkout choices so far (address or store, slot, payment method) and the totals',
          params: StoreParams,
          response: { 200: CheckoutStepResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const customerId = await customerOf(request);
        noStore(reply);
        return checkoutState(deps, customerId);
      },
    );
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'Delivery address or pickup store, cancellation option, instruction',
          params: StoreParams,
          body: ShippingInformationBody,
          response: { 200: CheckoutStepResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const customerId = await customerOf(request);
        noStore(reply);
        return saveShipping(deps, customerId, request.body);
      },
    );
  }
  r.post(
    '/api/checkout/:cartId/save-address-information',
    {
      schema: {
        tags,
        summary: 'Quote-scoped shipping information',
        params: CartIdParams,
        body: ShippingInformationBody,
        response: { 200: CheckoutStepResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      noStore(reply);
      return saveShipping(deps, customerId, request.body, request.params.cartId);
    },
  );

  for (const url of ['/api/cart/:cartId/address-information', '/api/checkout/:cartId/save-payment-information'])
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'Choose the payment method (header device-type)',
          params: CartIdParams,
          body: AddressInformationBody,
          response: { 200: CheckoutStepResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const customerId = await customerOf(request);
        const device = DeviceType.safeParse(request.headers['device-type']);
        noStore(reply);
        return savePaymentMethod(
          deps,
          customerId,
          request.params.cartId,
          request.body,
          device.success ? device.data : null,
        );
      },
    );

  for (const url of legacyPaths('carts/mine/payment-methods'))
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'Payment methods with availability and the preselection',
          params: StoreParams,
          response: { 200: PaymentMethodsResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const customerId = await customerOf(request);
        noStore(reply);
        return listPaymentMethods(deps, customerId);
      },
    );

  async function shippingMethods(customerId: number, cartId?: number) {
    const ctx = await loadCheckout(deps, customerId, cartId);
    return [
      {
        carrier_code: SHIPPING_CARRIER_CODE as 'tablerate',
        method_code: SHIPPING_METHOD_CODE as 'bestway',
        carrier_title: 'Sulit Club Delivery',
        method_title: ctx.session?.delivery_type === 'pickup' ? 'Store pickup' : 'Best way',
        amount: ctx.amounts.shipping_amount,
        available: !ctx.isMembershipOnly,
      },
    ];
  }
  for (const url of [
    ...legacyPaths('estimate-shipping-methods'),
    ...legacyPaths('carts/mine/estimate-shipping-methods'),
  ])
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'Shipping methods (carrier tablerate, method bestway) with the amount',
          params: StoreParams,
          body: EstimateShippingBody,
          response: { 200: ShippingMethodsResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const customerId = await customerOf(request);
        noStore(reply);
        return shippingMethods(customerId, request.body.cart_id);
      },
    );
  for (const url of legacyPaths('carts/:cartId/shipping-methods'))
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'Shipping methods of a cart',
          params: StoreCartParams,
          response: { 200: ShippingMethodsResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const customerId = await customerOf(request);
        noStore(reply);
        return shippingMethods(customerId, request.params.cartId);
      },
    );

  const place = async (request: FastifyRequest, reply: FastifyReply, body: PlaceOrderBody) => {
    const customerId = await customerOf(request);
    noStore(reply);
    return idempotent(request, reply, { repo: deps.checkout, customerId, scope: 'place-order', now: deps.clock }, () =>
      placeOrder(deps, customerId, body),
    );
  };
  const placeSchema = { tags, body: PlaceOrderBody, response: { 200: PlaceOrderResponse, ...Errors } };
  r.post(
    '/api/transaction/orders',
    { schema: { ...placeSchema, summary: 'Place the order (Idempotency-Key)' } },
    (request, reply) => place(request, reply, request.body),
  );
  r.post(
    '/api/checkout/:cartId/pay-placeorder',
    {
      schema: {
        ...placeSchema,
        params: CartIdParams,
        body: PlaceOrderBody.omit({ cart_id: true }),
        summary: 'Place the order of a cart (Idempotency-Key)',
      },
    },
    (request, reply) => place(request, reply, { ...request.body, cart_id: request.params.cartId }),
  );
  for (const url of legacyPaths('carts/mine/payment-information'))
    r.post(
      url,
      {
        schema: {
          tags,
          summary: 'Payment information and place the order (Idempotency-Key)',
          params: StoreParams,
          body: PaymentInformationBody,
          response: { 200: PlaceOrderResponse, ...Errors },
        },
      },
      (request, reply) => {
        const m = request.body.payment_method;
        return place(request, reply, {
          cart_id: request.body.cart_id,
          payment: { method: typeof m === 'string' ? m : m.method },
        });
      },
    );

  // GET /api/transaction/orders/{n} (the order view per shop) is the orders feature's (issue 12).

  r.post(
    '/api/checkout/payment-error-handling',
    {
      schema: {
        tags,
        summary: 'The web reports a failed pay-placeorder (cart_id, message, status)',
        body: PaymentErrorBody,
        response: { 204: z.null(), ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      const cart = await deps.carts.customerCartById(request.body.cart_id, customerId);
      if (!cart) throw new DomainError('not_found', CHECKOUT_MESSAGES.noCartFound);
      deps.log.warn(
        { customerId, cartId: cart.id, status: request.body.status, message: request.body.message },
        'client reported a failed place order',
      );
      return reply.status(204).send(null);
    },
  );
}
