import type { PlaceOrderBody, PlaceOrderResponse } from '@sulit/contracts/checkout';
import type { OrderRow, PlaceOrderInput } from '@sulit/db';
import {
  DEFAULT_SOURCE_CODE,
  CHECKOUT_FAILURE_PATH,
  CHECKOUT_MESSAGES,
  CHECKOUT_SUCCESS_PATH,
  DomainError,
  GATEWAY_RESOLVER_PATH,
  initialOrderStatus,
  isOnlineMethod,
  mayBuyGoods,
  normalizePaymentMethodCode,
  ONLINE_METHOD_OF,
  orderIncrementId,
  OUT_OF_STOCK_MESSAGE,
  OWN_SELLER_ID,
  type PaymentMethodCode,
  paymentStepChoices,
  SLOT_CUTOFF_MINUTES,
  subOrderNumbers,
  voucherFailureMessage,
} from '@sulit/domain';
import { cancellationOf, type CheckoutContext, contextFor, periodOf, timeslotView } from './checkout-context';
import type { CheckoutDeps } from './checkout-deps';
import { methodsFor } from './payment-step';
import { activateMembershipLines } from './membership-activation';
import { createPaymentResultHandler, sendConfirmation } from './payment-result';

function successNext(order: OrderRow): PlaceOrderResponse['next'] {
  return { type: 'success', url: `${CHECKOUT_SUCCESS_PATH}?orderId=${order.increment_id}` };
}

function answer(order: OrderRow, next: PlaceOrderResponse['next']): PlaceOrderResponse {
  return {
    orderId: order.increment_id,
    order_id: order.id,
    increment_id: order.increment_id,
    status: order.status,
    grand_total: order.grand_total,
    next,
  };
}

/** The order's shipping address as it was when ordered (later edits of the address book do not move it). */
async function addressSnapshot(deps: CheckoutDeps, ctx: CheckoutContext): Promise<string | null> {
  const session = ctx.session;
  if (!session) return null;
  if (session.delivery_type === 'pickup')
    return JSON.stringify({ store_pickup: true, source_code: session.pickup_source_code });
  if (session.address_id === null) return null;
  const address = await deps.addresses.addressOf(ctx.customer.id, session.address_id);
  if (!address) return null;
  return JSON.stringify({
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: [address.street],
    building_name: address.building_name,
    landmark: address.landmark,
    telephone: address.telephone,
    township: address.barangay_name,
    township_id: address.barangay_id,
    city: address.city_name,
    city_id: address.city_id,
    region: address.province_name,
    region_id: address.province_id,
    postcode: address.postcode,
    country_id: address.country_id,
  });
}

/**
 * Creates a pending online order's payment at the provider, or settles it at once when the provider
 * answers at once. The provider's idempotency key is the order number, so asking again (a repeated
 * submit) returns the same payment: never a second charge.
 */
async function startOnlinePayment(
  deps: CheckoutDeps,
  order: OrderRow,
  cardToken?: string,
): Promise<PlaceOrderResponse> {
  const payments = deps.payments;
  const method = normalizePaymentMethodCode(order.payment_method);
  const gatewayMethod = method ? ONLINE_METHOD_OF[method] : undefined;
  if (!payments || !gatewayMethod) throw new DomainError('unavailable', CHECKOUT_MESSAGES.failedToPlaceOrder);
  const handle = createPaymentResultHandler(deps);
  let started;
  try {
    started = await payments.startPayment({
      orderRef: order.increment_id,
      customerId: order.customer_id,
      amountCentavos: order.grand_total,
      currency: 'PHP',
      method: gatewayMethod,
      ...(cardToken ? { cardToken } : {}),
      returnUrl: deps.paymentReturnUrl,
      idempotencyKey: `order-${order.increment_id}`,
    });
  } catch (error) {
    deps.log.error({ err: error, order: order.increment_id }, 'starting the payment failed');
    await handle({
      paymentId: 'not-started',
      orderRef: order.increment_id,
      status: 'failed',
      amountCentavos: 0,
      currency: 'PHP',
    });
    throw new DomainError('unavailable', CHECKOUT_MESSAGES.failedToPlaceOrder);
  }
  if (order.payment_ref === null) {
    await deps.checkout.recordPaymentStarted(order.id, {
      payment_ref: started.paymentId,
      redirect_url: started.redirectUrl ?? null,
      now: deps.clock().toISOString(),
    });
  }
  if (started.status === 'paid' || started.status === 'failed' || started.status === 'expired') {
    await handle({
      paymentId: started.paymentId,
      orderRef: order.increment_id,
      status: started.status,
      amountCentavos: order.grand_total,
      currency: 'PHP',
    });
    const settled = (await deps.checkout.orderById(order.id)) ?? order;
    return answer(
      settled,
      started.status === 'paid'
        ? successNext(settled)
        : { type: 'success', url: `${CHECKOUT_FAILURE_PATH}?orderId=${settled.increment_id}` },
    );
  }
  return answer(order, {
    type: 'gateway',
    action: GATEWAY_RESOLVER_PATH,
    fields: { orderId: order.increment_id, customerId: String(order.customer_id) },
    redirectUrl: started.redirectUrl ?? null,
  });
}

/** A repeated submit of an already ordered cart answers the first order (and its payment, unchanged). */
async function repeatAnswer(deps: CheckoutDeps, order: OrderRow): Promise<PlaceOrderResponse> {
  const method = normalizePaymentMethodCode(order.payment_method);
  if (order.status === 'pending' && method && isOnlineMethod(method)) return startOnlinePayment(deps, order);
  return answer(
    order,
    order.status === 'holded' || order.status === 'canceled'
      ? { type: 'success', url: `${CHECKOUT_FAILURE_PATH}?orderId=${order.increment_id}` }
      : successNext(order),
  );
}

/**
 * Place order (spec §4): needs a cart, a payment method (and a saved card for the vault), shipping
 * details and a slot unless skipped. Stock, slot and voucher are taken with the order in one
 * transaction (the repository); cash and free orders go to the success page and get their e-mail now,
 * online orders start a payment and go to the gateway resolver.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  customerId: number,
  body: PlaceOrderBody,
): Promise<PlaceOrderResponse> {
  const now = deps.clock();
  const customer = await deps.customers.byId(customerId);
  if (!customer) throw new DomainError('unauthorized', CHECKOUT_MESSAGES.loginRequired);
  const cart = await deps.carts.customerCartById(body.cart_id, customerId);
  if (!cart) throw new DomainError('not_found', CHECKOUT_MESSAGES.noCartFound);
  if (cart.is_active !== 1) {
    const previous = await deps.checkout.latestOrderOfCart(cart.id);
    if (previous && previous.released_at === null) return repeatAnswer(deps, previous);
    throw new DomainError('not_found', CHECKOUT_MESSAGES.noCartFound);
  }
  const ctx = await contextFor(deps, customer, cart, now);
  if (ctx.lines.length === 0) throw new DomainError('not_found', CHECKOUT_MESSAGES.noCartFound);
  const hasMembershipItem = ctx.lines.some((l) => l.is_membership);
  if (
    ctx.lines.some((l) => !l.is_membership) &&
    !mayBuyGoods({ hasActiveMembership: ctx.hasActiveMembership, hasMembershipItemInCart: hasMembershipItem })
  )
    throw new DomainError('forbidden', CHECKOUT_MESSAGES.membershipRequired, { reason: 'membership_required' });

  const method: PaymentMethodCode | null =
    body.payment?.method ??
    (ctx.session?.payment_method ? normalizePaymentMethodCode(ctx.session.payment_method) : null);
  if (!method) throw new DomainError('bad_request', CHECKOUT_MESSAGES.choosePaymentMethod);
  const methods = await methodsFor(deps, ctx);
  const chosen = methods.find((m) => m.code === method);
  if (!chosen?.is_available || !paymentStepChoices(methods).offered.includes(method))
    throw new DomainError('bad_request', `${chosen?.title ?? 'This payment method'} is not available for this order.`, {
      reason: chosen?.reason ?? 'unknown',
    });
  let cardToken: string | undefined;
  if (method === 'sulit_vault') {
    const cards = deps.savedCards ? await deps.savedCards.list(customerId) : [];
    const wanted = body.savedCardId ?? ctx.session?.saved_card_id ?? null;
    const card = wanted
      ? cards.find((c) => c.id === wanted)
      : body.lastFourDigits
        ? cards.find((c) => c.last4 === body.lastFourDigits)
        : undefined;
    if (!card) throw new DomainError('bad_request', CHECKOUT_MESSAGES.chooseSavedCard);
    cardToken = card.token;
  }

  const needsDelivery = !ctx.isMembershipOnly;
  if (needsDelivery && (!ctx.session || !ctx.source))
    throw new DomainError('bad_request', 'Please select a delivery address or a pickup store.', {
      step: 'shipping-details',
    });
  const source = ctx.source ?? customer.location_source_code ?? cart.source_code ?? DEFAULT_SOURCE_CODE;
  let slot: PlaceOrderInput['slot'] = null;
  if (!ctx.skipsTimeslot) {
    if (!ctx.hold) {
      const expired = (ctx.session?.slot_hold_id ?? null) !== null;
      throw new DomainError(
        expired ? 'conflict' : 'bad_request',
        expired ? CHECKOUT_MESSAGES.slotHoldExpired : CHECKOUT_MESSAGES.selectTimeslot,
        {
          step: 'delivery-timeslots',
        },
      );
    }
    const held = ctx.hold.slot;
    const pickup = ctx.session?.delivery_type === 'pickup';
    if (held.source_code !== source || (held.is_store_pickup === 1) !== pickup)
      throw new DomainError('conflict', CHECKOUT_MESSAGES.timeslotInvalid, { step: 'delivery-timeslots' });
    slot = {
      id: held.id,
      date: held.slot_date,
      period: periodOf(held),
      label: timeslotView(held).value,
      cutoff_after: new Date(now.getTime() + SLOT_CUTOFF_MINUTES * 60_000).toISOString(),
    };
  }

  let voucher: PlaceOrderInput['voucher'] = null;
  if (cart.coupon_code && ctx.priced.totals.voucherMessage?.valid_notif) {
    const record = await deps.carts.voucherByCode(cart.coupon_code);
    if (record) voucher = { id: record.id, usage_limit_per_customer: record.usage_limit_per_customer };
  }
  const online = isOnlineMethod(method);
  const status = initialOrderStatus(online);
  const outcome = await deps.checkout.placeOrder({
    cart_id: cart.id,
    customer_id: customerId,
    customer_email: customer.email,
    now: now.toISOString(),
    status,
    payment_method: method,
    payment_title: chosen.title,
    amounts: ctx.amounts,
    coupon_code: voucher ? cart.coupon_code : null,
    voucher,
    delivery_type: ctx.isMembershipOnly ? 'none' : ctx.session?.delivery_type === 'pickup' ? 'pickup' : 'delivery',
    shipping_address: await addressSnapshot(deps, ctx),
    pickup_source_code: ctx.session?.delivery_type === 'pickup' ? (ctx.session.pickup_source_code ?? null) : null,
    source_code: source,
    slot,
    cancellation: ctx.isMembershipOnly
      ? null
      : body.cancellationOption
        ? cancellationOf({ ...ctx.session!, cancellation_key: body.cancellationOption.key })
        : cancellationOf(ctx.session),
    delivery_instruction: body.deliveryInstruction?.trim() || ctx.session?.delivery_instruction || null,
    device_type: ctx.session?.device_type ?? null,
    lines: ctx.lines.map((l) => ({
      seller_id: l.seller_id,
      product_id: l.product_id,
      sku: l.sku,
      name: l.name,
      product_type: l.product_type,
      qty: l.qty,
      unit_price: l.final_price,
      row_total: l.row_total,
      discount_amount: (l.promotion?.promotion_row_saved ?? 0) + (l.discount_amount ?? 0),
      special_instruction: l.specialInstruction,
      stock_qty: l.is_membership ? 0 : l.qty,
    })),
    sellers: ctx.priced.totals.stores.map((s) => ({
      seller_id: s.seller_id,
      shop_name: s.shop_name,
      status: s.seller_id === OWN_SELLER_ID ? status : 'created',
      shipping_type: ctx.session?.shipping_types
        ? ((JSON.parse(ctx.session.shipping_types) as Record<string, string>)[s.seller_id] ?? null)
        : null,
      items_qty: s.items_qty,
      subtotal: s.subtotal,
      discount_amount: s.discount_amount,
      shipping_amount: s.shipping_incl_tax,
      grand_total: Math.max(0, s.subtotal - s.discount_amount + s.shipping_incl_tax),
    })),
    numbers: (rowId) => {
      const increment = orderIncrementId(rowId);
      return {
        increment_id: increment,
        sub: subOrderNumbers(
          increment,
          ctx.priced.totals.stores.map((s) => s.seller_id),
        ),
      };
    },
  });

  switch (outcome.kind) {
    case 'out_of_stock':
      throw new DomainError('conflict', OUT_OF_STOCK_MESSAGE, { invalid_qty: outcome.skus, invalid_sku: [] });
    case 'slot_unavailable':
      throw new DomainError('conflict', CHECKOUT_MESSAGES.timeslotInvalid, { step: 'delivery-timeslots' });
    case 'voucher_used_up':
      throw new DomainError('conflict', voucherFailureMessage(cart.coupon_code ?? '', 'usage_limit_reached'));
    case 'already_ordered':
      if (!outcome.order) throw new DomainError('conflict', CHECKOUT_MESSAGES.failedToPlaceOrder);
      return repeatAnswer(deps, outcome.order);
    case 'placed':
      if (online) return startOnlinePayment(deps, outcome.order, cardToken);
      // Nothing to pay (cash is not offered for membership cards): the card is the customer's now.
      if (method === 'free') await activateMembershipLines(deps, outcome.order, now);
      await sendConfirmation(deps, outcome.order);
      return answer(outcome.order, successNext(outcome.order));
  }
}
