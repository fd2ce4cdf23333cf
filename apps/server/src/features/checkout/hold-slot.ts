import type { DeliveryScheduleBody } from '@sulit/contracts/checkout';
import {
  bookableStartsAfter,
  CHECKOUT_MESSAGES,
  DomainError,
  holdExpiresAt,
  holdSecondsLeft,
  isSlotDate,
  isSourceCode,
} from '@sulit/domain';
import { loadCheckout, timeslotView } from './checkout-context';
import type { CheckoutDeps } from './checkout-deps';
import { validateSlot } from './list-slots';

/**
 * POST cart/checkout/delivery-schedule: the shopper picks a slot. The server checks it (known, open,
 * before cutoff, room left) and holds a place for SLOT_HOLD_MINUTES; the payment method resets (spec §4:
 * changing the slot resets the payment method).
 */
export async function holdSlot(deps: CheckoutDeps, customerId: number, body: DeliveryScheduleBody) {
  const ctx = await loadCheckout(deps, customerId, body.cart_id);
  if (!isSlotDate(body.date)) throw new DomainError('bad_request', CHECKOUT_MESSAGES.validateDeliveryDateFailed);
  const source = ctx.source ?? body.sourceCode ?? null;
  if (!source || !isSourceCode(source) || (body.sourceCode && body.sourceCode !== source))
    throw new DomainError('conflict', CHECKOUT_MESSAGES.timeslotInvalid, { reason: 'other_store' });
  const isStorePickup = body.isStorePickup ?? ctx.session?.delivery_type === 'pickup';
  if (ctx.skipsTimeslot) throw new DomainError('conflict', CHECKOUT_MESSAGES.timeslotInvalid, { reason: 'not_needed' });
  const { slot, state } = await validateSlot(deps, {
    date: body.date,
    intervalId: body.intervalId,
    source,
    isStorePickup,
  });
  if (!slot) throw new DomainError('bad_request', CHECKOUT_MESSAGES.validateDeliveryDateFailed);
  const holdsIt = ctx.hold?.slot.id === slot.id;
  if (state !== 'available' && !(holdsIt && state === 'full'))
    throw new DomainError('conflict', CHECKOUT_MESSAGES.timeslotInvalid, { reason: state });
  const now = ctx.now;
  const hold = await deps.checkout.holdSlot({
    slot_id: slot.id,
    customer_id: customerId,
    cart_id: ctx.cart.id,
    now: now.toISOString(),
    expires_at: holdExpiresAt(now).toISOString(),
    cutoff_after: bookableStartsAfter(now, slot.cutoff_minutes),
    cutoff_minutes: slot.cutoff_minutes,
  });
  if (!hold) throw new DomainError('conflict', CHECKOUT_MESSAGES.timeslotInvalid, { reason: 'full' });
  await deps.checkout.saveSession(
    ctx.cart.id,
    customerId,
    {
      slot_hold_id: hold.id,
      payment_method: null,
      saved_card_id: null,
      ...(body.comment !== undefined ? { delivery_instruction: body.comment?.trim() || null } : {}),
      ...(body.shippingTypes ? { shipping_types: JSON.stringify(body.shippingTypes) } : {}),
      ...(body.shippingZoneCode !== undefined ? { shipping_zone_code: body.shippingZoneCode } : {}),
    },
    now.toISOString(),
  );
  return {
    success: true as const,
    selectedTimeslot: timeslotView(slot),
    hold_expires_at: hold.expires_at,
    hold_seconds_left: holdSecondsLeft(hold.expires_at, now),
    selectedPaymentMethod: null,
  };
}
