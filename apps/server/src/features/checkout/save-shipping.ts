import type { CheckoutStepResponse, ShippingInformationBody } from '@sulit/contracts/checkout';
import {
  DomainError,
  deliverySourceFor,
  isSourceCode,
  normalisePhone,
  normalizePaymentMethodCode,
  specialDiscountIn,
  VALIDATION_MESSAGES,
} from '@sulit/domain';
import {
  cancellationOf,
  type CheckoutContext,
  contextFor,
  loadCheckout,
  timeslotView,
  totalsIf,
} from './checkout-context';
import type { CheckoutDeps } from './checkout-deps';

/** The view every checkout step answers with: the choices so far and the server's totals. */
export function stepView(ctx: CheckoutContext): CheckoutStepResponse {
  const method = ctx.session?.payment_method ? normalizePaymentMethodCode(ctx.session.payment_method) : null;
  return {
    cart_id: ctx.cart.id,
    delivery_type: ctx.session?.delivery_type === 'pickup' ? 'pickup' : 'delivery',
    source_code: ctx.source,
    address_id: ctx.session?.address_id ?? null,
    pickup_source_code: ctx.session?.pickup_source_code ?? null,
    selectedTimeslot: ctx.hold ? timeslotView(ctx.hold.slot) : null,
    selectedPaymentMethod: method,
    cancellationOption: cancellationOf(ctx.session?.cancellation_key),
    deliveryInstruction: ctx.session?.delivery_instruction ?? null,
    pickup_person:
      ctx.session?.delivery_type === 'pickup' && ctx.session.pickup_person_name && ctx.session.pickup_person_phone
        ? { name: ctx.session.pickup_person_name, telephone: ctx.session.pickup_person_phone }
        : null,
    skips_timeslot: ctx.skipsTimeslot,
    hold_expires_at: ctx.hold ? ctx.hold.row.expires_at : null,
    // the senior citizen / PWD discount on its own line (decision 038); a pickup changes only the delivery fee
    totals: { ...ctx.totals.order, special_discount: specialDiscountIn(ctx.adjustments) },
    pickup_totals: { ...totalsIf(ctx, 'pickup'), special_discount: specialDiscountIn(ctx.adjustments) },
  };
}

/** GET shipping-information: the caller's checkout choices so far and the server's totals. */
export async function checkoutState(deps: CheckoutDeps, customerId: number): Promise<CheckoutStepResponse> {
  return stepView(await loadCheckout(deps, customerId));
}

/**
 * shipping-information / save-address-information: delivery to one of the customer's saved addresses
 * (the store serving it becomes the source) or pickup at a store; the cancellation option, delivery
 * instruction and per-seller shipping types. A changed address, store or delivery type resets the slot
 * and the payment method (spec §4 Address change).
 */
export async function saveShipping(
  deps: CheckoutDeps,
  customerId: number,
  body: ShippingInformationBody,
  cartIdFromPath?: number,
): Promise<CheckoutStepResponse> {
  const ctx = await loadCheckout(deps, customerId, cartIdFromPath ?? body.cart_id);
  const pickup = body.store_pickup === true;
  let addressId: number | null = null;
  let source: string;
  if (pickup) {
    if (!body.store_source_code) throw new DomainError('validation_failed', `Store: ${VALIDATION_MESSAGES.required}`);
    source = body.store_source_code;
  } else {
    const addresses = await deps.addresses.addressesOf(customerId);
    const chosen =
      body.address_id !== undefined && body.address_id !== null
        ? addresses.find((a) => a.id === body.address_id)
        : (addresses.find((a) => a.is_default_shipping === 1 && a.is_store_pickup === 0) ??
          addresses.find((a) => a.is_store_pickup === 0));
    if (!chosen || chosen.is_store_pickup === 1) throw new DomainError('not_found', 'Address not found');
    const serving = deliverySourceFor({
      provinceAllowsShipping: chosen.province_allow_shipping === 1,
      provinceIsPickup: chosen.province_is_pickup === 1,
      provinceSource: chosen.province_source,
      citySource: chosen.city_source,
    });
    if (!serving || !isSourceCode(serving)) throw new DomainError('bad_request', VALIDATION_MESSAGES.notDelivering);
    addressId = chosen.id;
    source = serving;
  }
  const now = ctx.now.toISOString();
  const before = ctx.session;
  const moved =
    !before ||
    (before.delivery_type === 'pickup') !== pickup ||
    before.address_id !== addressId ||
    (pickup ? before.pickup_source_code : before.source_code) !== source;
  if (moved) await deps.checkout.releaseHoldOfCart(ctx.cart.id, now);
  await deps.checkout.saveSession(
    ctx.cart.id,
    customerId,
    {
      delivery_type: pickup ? 'pickup' : 'delivery',
      address_id: addressId,
      pickup_source_code: pickup ? source : null,
      source_code: source,
      ...(moved ? { slot_hold_id: null, payment_method: null, saved_card_id: null } : {}),
      ...(body.cancellationOption ? { cancellation_key: body.cancellationOption.key } : {}),
      ...(body.deliveryInstruction !== undefined
        ? { delivery_instruction: body.deliveryInstruction?.trim() || null }
        : {}),
      ...(body.shippingTypes ? { shipping_types: JSON.stringify(body.shippingTypes) } : {}),
      ...(body.shippingZoneCode !== undefined ? { shipping_zone_code: body.shippingZoneCode } : {}),
      ...pickupPersonChanges(pickup, body.pickup_person),
    },
    now,
  );
  return stepView(await contextFor(deps, ctx.customer, ctx.cart, ctx.now));
}

/** Who collects a pickup order: kept while pickup is chosen (and not named again), cleared for delivery. */
function pickupPersonChanges(pickup: boolean, person: ShippingInformationBody['pickup_person']) {
  if (!pickup) return { pickup_person_name: null, pickup_person_phone: null };
  if (person === undefined) return {};
  return {
    pickup_person_name: person ? person.name.trim().replace(/\s+/g, ' ') : null,
    pickup_person_phone: person ? normalisePhone(person.telephone) : null,
  };
}
