import type { PlaceOrderBody, PlaceOrderResponse } from '@sulit/contracts/checkout';
import {
  CHECKOUT_MESSAGES,
  type Customer,
  DEFAULT_SOURCE_CODE,
  DISCOUNT_ID_MESSAGES,
  DomainError,
  goesToSuccessPage,
  initialOrderStatus,
  isOnlineMethod,
  mayBuyGoods,
  normalizePaymentMethodCode,
  OUT_OF_STOCK_MESSAGE,
  type PaymentMethodCode,
  paymentStepChoices,
  REBATE_MESSAGES,
  voucherFailureMessage,
} from '@sulit/domain';
import { type CheckoutContext, contextFor } from './checkout-context';
import type { CheckoutDeps } from './checkout-deps';
import { activateMembershipLines } from './membership-activation';
import { orderInputOf } from './order-input';
import { orderConfirmation } from './payment-result';
import { methodsFor } from './payment-step';
import { answerFor, startOnlinePayment } from './start-payment';

/**
 * The payment method to charge: the one sent, else the one chosen at the payment step; offered and available. The
 * saved cards decide only whether the vault is available, so they are read for a vault payment alone (whose
 * token comes from them); any other method's availability does not depend on them.
 */
async function chosenMethod(deps: CheckoutDeps, ctx: CheckoutContext, body: PlaceOrderBody) {
  const method: PaymentMethodCode | null =
    body.payment?.method ??
    (ctx.session?.payment_method ? normalizePaymentMethodCode(ctx.session.payment_method) : null);
  if (!method) throw new DomainError('bad_request', CHECKOUT_MESSAGES.choosePaymentMethod);
  const cards = method === 'sulit_vault' && deps.savedCards ? await deps.savedCards.list(ctx.customer.id) : [];
  const methods = await methodsFor(deps, ctx, cards);
  const chosen = methods.find((m) => m.code === method);
  if (!chosen?.is_available || !paymentStepChoices(methods).offered.includes(method))
    throw new DomainError('bad_request', `${chosen?.title ?? 'This payment method'} is not available for this order.`, {
      reason: chosen?.reason ?? 'unknown',
    });
  return { method, title: chosen.title, cards };
}

/** The vault token of the saved card to charge (the customer's own, among `cards`), for the saved-card method. */
function savedCardToken(
  cards: readonly { id: string; last4: string; token: string }[],
  ctx: CheckoutContext,
  body: PlaceOrderBody,
): string {
  const wanted = body.savedCardId ?? ctx.session?.saved_card_id ?? null;
  const card = wanted
    ? cards.find((c) => c.id === wanted)
    : body.lastFourDigits
      ? cards.find((c) => c.last4 === body.lastFourDigits)
      : undefined;
  if (!card) throw new DomainError('bad_request', CHECKOUT_MESSAGES.chooseSavedCard);
  return card.token;
}

/**
 * The order a parallel submit of this cart placed (the cart switched off, the order not given back), if any: a
 * submit that read the cart before that order was written may then find the hold booked or the cart closed, and
 * must answer the order that was placed, never a refusal (issue 27).
 */
async function orderOfClosedCart(deps: CheckoutDeps, customerId: number, cartId: number) {
  const cart = await deps.carts.customerCartById(cartId, customerId);
  if (!cart || cart.is_active) return null;
  const previous = await deps.checkout.latestOrderOfCart(cart.id);
  return previous && previous.released_at === null ? previous : null;
}

const NO_MEMBERSHIP_IN_CART = 'There is no membership in your cart to buy.';

/** Refusals a submit that lost the race to a parallel one may meet (slot, stock, voucher, cart gone). */
const LOST_RACE_CODES = new Set(['conflict', 'not_found', 'bad_request']);

/**
 * Place order (spec §4): needs a cart, a payment method (and a saved card for the vault), shipping details and a
 * slot unless skipped. The sale's steps run in one transaction (the repository's `placeOrder`), which also writes
 * the confirmation of cash and free orders to the outbox; online orders start their one payment. A repeated
 * submit of an ordered cart answers the first order as it now stands and never starts a second charge.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  /** the signed-in shopper, as their session read them */
  customer: Customer,
  body: PlaceOrderBody,
): Promise<PlaceOrderResponse> {
  try {
    return await placeOrderOnce(deps, customer, body);
  } catch (error) {
    if (!(error instanceof DomainError) || !LOST_RACE_CODES.has(error.code)) throw error;
    const placed = await orderOfClosedCart(deps, customer.id, body.cart_id);
    if (placed) return answerFor(placed);
    throw error;
  }
}

async function placeOrderOnce(deps: CheckoutDeps, customer: Customer, body: PlaceOrderBody) {
  const now = deps.clock();
  const cart = await deps.carts.customerCartById(body.cart_id, customer.id);
  if (!cart || !cart.is_active) throw new DomainError('not_found', CHECKOUT_MESSAGES.noCartFound);
  const ctx = await contextFor(deps, customer, cart, now, body.membershipOnly === true);
  if (ctx.lines.length === 0)
    throw new DomainError('not_found', body.membershipOnly ? NO_MEMBERSHIP_IN_CART : CHECKOUT_MESSAGES.noCartFound);
  const hasMembershipItem = ctx.lines.some((l) => l.is_membership);
  if (
    ctx.lines.some((l) => !l.is_membership) &&
    !mayBuyGoods({ hasActiveMembership: ctx.hasActiveMembership, hasMembershipItemInCart: hasMembershipItem })
  )
    throw new DomainError('forbidden', CHECKOUT_MESSAGES.membershipRequired, { reason: 'membership_required' });
  const { method, title, cards } = await chosenMethod(deps, ctx, body);
  const cardToken = method === 'sulit_vault' ? savedCardToken(cards, ctx, body) : undefined;
  if (!ctx.isMembershipOnly && (!ctx.session || !ctx.source))
    throw new DomainError('bad_request', 'Please select a delivery address or a pickup store.', {
      step: 'shipping-details',
    });

  const online = isOnlineMethod(method);
  const input = await orderInputOf(deps, ctx, {
    source: ctx.source ?? customer.location_source_code ?? cart.source_code ?? DEFAULT_SOURCE_CODE,
    status: initialOrderStatus(online),
    method,
    methodTitle: title,
    cancellationKey: body.cancellationOption?.key,
    deliveryInstruction: body.deliveryInstruction,
    confirmation: goesToSuccessPage(method) ? orderConfirmation(deps) : null,
  });
  const outcome = await deps.checkout.placeOrder(
    body.membershipOnly ? { ...input, membership_apart: ctx.lines.map((l) => l.line_id) } : input,
  );
  switch (outcome.kind) {
    case 'out_of_stock':
      throw new DomainError('conflict', OUT_OF_STOCK_MESSAGE, { invalid_qty: outcome.skus, invalid_sku: [] });
    case 'slot_unavailable':
      throw new DomainError('conflict', CHECKOUT_MESSAGES.timeslotInvalid, { step: 'delivery-timeslots' });
    case 'voucher_used_up':
      throw new DomainError('conflict', voucherFailureMessage(cart.coupon_code ?? '', 'usage_limit_reached'));
    case 'rebate_unavailable':
      throw new DomainError('conflict', REBATE_MESSAGES.usedMeanwhile, { reason: 'rebate' });
    case 'special_discount_changed':
      throw new DomainError('conflict', DISCOUNT_ID_MESSAGES.capChanged, { reason: 'special_discount' });
    case 'already_ordered':
      if (!outcome.order) throw new DomainError('conflict', CHECKOUT_MESSAGES.failedToPlaceOrder);
      return answerFor(outcome.order);
    case 'placed':
      if (!goesToSuccessPage(method)) return startOnlinePayment(deps, outcome.order, cardToken);
      // Nothing to pay online (cash is not offered for membership cards): the card is the customer's now.
      // Its confirmation mail is in the outbox already, written with the order.
      if (method === 'free') await activateMembershipLines(deps, outcome.order, now);
      return answerFor(outcome.order);
  }
}
