import {
  type Cart,
  type CheckoutSession,
  type DeliverySlot,
  type SlotHold,
  CANCELLATION_OPTIONS,
  CHECKOUT_MESSAGES,
  DEFAULT_CANCELLATION_OPTION_KEY,
  DomainError,
  fitRebate,
  formatSlot,
  isSourceCode,
  type Adjustment,
  type Fulfilment,
  type MoneyTotals,
  nonMemberFeeApplies,
  orderAdjustments,
  orderTotals,
  skipsTimeslot,
  slotPeriod,
  type Customer,
  type SpecialDiscountQuote,
} from '@sulit/domain';
import type { CartProduct } from '@sulit/contracts/cart';
import type { CheckoutDeps } from './checkout-deps';

/** Everything a checkout step knows about the caller's cart, priced by the server now. */
export interface CheckoutContext {
  now: Date;
  customer: Customer;
  cart: Cart;
  session: CheckoutSession | undefined;
  /** the stock source the order ships from (pickup store or the one serving the address) */
  source: string | null;
  lines: (CartProduct & { discount_amount?: number })[];
  priced: Awaited<ReturnType<CheckoutDeps['pricing']['priced']>>;
  hasActiveMembership: boolean;
  isMembershipOnly: boolean;
  /** the membership bought alone from a cart that keeps its groceries (decision 026) */
  membershipAlone: boolean;
  skipsTimeslot: boolean;
  nonMemberFee: boolean;
  /** how the order would reach the shopper with today's choices */
  fulfilment: Fulfilment;
  /** the senior/PWD special discount of a verified holder (null for anyone else or nothing qualifying) */
  specialDiscount: SpecialDiscountQuote | null;
  /** the order's adjustments (the cart's, the special discount, for this fulfilment, and the non-member fee) */
  adjustments: Adjustment[];
  /** `orderTotals` over the lines and adjustments: what the order costs, and each seller's part */
  totals: { order: MoneyTotals; sellers: Map<string, MoneyTotals> };
  hold: { row: SlotHold; slot: DeliverySlot } | null;
}

/** What the same lines cost with another fulfilment (the pickup page's summary before pickup is chosen). */
export function totalsIf(ctx: CheckoutContext, fulfilment: Fulfilment): MoneyTotals {
  const adjustments = adjustmentsFor(ctx.priced.adjustments, ctx.lines, {
    membershipAlone: ctx.membershipAlone,
    fulfilment: ctx.isMembershipOnly ? 'none' : fulfilment,
    nonMemberFee: ctx.nonMemberFee,
  });
  return orderTotals(ctx.lines, adjustments).order;
}

/**
 * The order's adjustments: the cart's (its special discount among them; none for a membership bought alone) for
 * this fulfilment, and the fee; the rebate applied to the cart pays no more than the order then owes (a pickup
 * drops the delivery fee).
 */
function adjustmentsFor(
  cartAdjustments: readonly Adjustment[],
  lines: readonly { row_total: number }[],
  options: { membershipAlone: boolean; fulfilment: Fulfilment; nonMemberFee: boolean },
): Adjustment[] {
  return fitRebate(
    orderAdjustments(options.membershipAlone ? [] : cartAdjustments, options),
    lines.reduce((t, l) => t + l.row_total, 0),
  );
}

/** The out-of-stock option by its key (the default one when none is chosen or the key is unknown). */
export function cancellationOf(chosenKey: string | null | undefined): { key: string; value: string } {
  const key = chosenKey ?? DEFAULT_CANCELLATION_OPTION_KEY;
  const option = CANCELLATION_OPTIONS.find((o) => o.key === key) ?? CANCELLATION_OPTIONS[0]!;
  return { key: option.key, value: option.value };
}

export function timeslotView(slot: DeliverySlot) {
  return {
    date: slot.slot_date,
    period: periodOf(slot),
    intervalId: slot.interval_id,
    value: formatSlot(slot.starts_at, slot.ends_at),
  };
}

const manilaHour = (iso: string) => (new Date(iso).getUTCHours() + 8) % 24;
export function periodOf(slot: DeliverySlot): string {
  const end = manilaHour(slot.ends_at);
  return slotPeriod(manilaHour(slot.starts_at), end === 0 ? 24 : end);
}

/** The customer's cart for checkout: a given id (their own, still open) or their active cart. */
export async function loadCheckout(deps: CheckoutDeps, customerId: number, cartId?: number): Promise<CheckoutContext> {
  const now = deps.clock();
  const customer = await deps.customers.byId(customerId);
  if (!customer) throw new DomainError('unauthorized', CHECKOUT_MESSAGES.loginRequired);
  const cart =
    cartId !== undefined
      ? await deps.carts.customerCartById(cartId, customerId)
      : await deps.carts.activeCustomerCart(customerId);
  if (!cart || !cart.is_active) throw new DomainError('not_found', CHECKOUT_MESSAGES.noCartFound);
  return contextFor(deps, customer, cart, now);
}

export async function contextFor(
  deps: CheckoutDeps,
  customer: Customer,
  cart: Cart,
  now: Date,
  /** buying the membership alone (decision 026): its lines only — no voucher, fees or slot of the groceries */
  membershipAlone = false,
): Promise<CheckoutContext> {
  const session = await deps.checkout.session(cart.id);
  const candidates = [
    session?.delivery_type === 'pickup' ? session.pickup_source_code : session?.source_code,
    cart.source_code,
    customer.location_source_code,
  ];
  const source = candidates.find((c): c is string => typeof c === 'string' && isSourceCode(c)) ?? null;
  const [priced, membership, hold] = await Promise.all([
    deps.pricing.priced(cart, source, customer.id),
    deps.membership(customer, now),
    deps.checkout.liveHoldOfCart(cart.id, now.toISOString()),
  ]);
  const inCart = priced.cartData.items.flatMap((group) => group.products);
  const lines = membershipAlone ? inCart.filter((l) => l.is_membership) : inCart;
  // the one pricing pass gave the special discount (decision 038); a membership bought alone takes none
  const special = membershipAlone ? null : priced.specialDiscount;
  const isMembershipOnly = lines.length > 0 && lines.every((l) => l.is_membership);
  const nonMemberFee = nonMemberFeeApplies({
    hasActiveMembership: membership.hasActiveMembership,
    hasGoods: lines.some((l) => !l.is_membership),
    hasMembershipItem: lines.some((l) => l.is_membership),
  });
  const fulfilment: Fulfilment = isMembershipOnly
    ? 'none'
    : session?.delivery_type === 'pickup'
      ? 'pickup'
      : 'delivery';
  const adjustments = adjustmentsFor(priced.adjustments, lines, { membershipAlone, fulfilment, nonMemberFee });
  return {
    now,
    customer,
    cart: membershipAlone ? { ...cart, coupon_code: null } : cart,
    session,
    source,
    lines,
    priced,
    hasActiveMembership: membership.hasActiveMembership,
    isMembershipOnly,
    membershipAlone,
    skipsTimeslot: skipsTimeslot(lines),
    nonMemberFee,
    fulfilment,
    specialDiscount: special,
    adjustments,
    totals: orderTotals(lines, adjustments),
    hold: hold && !membershipAlone ? hold : null,
  };
}
