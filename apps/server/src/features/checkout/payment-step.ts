import type { AddressInformationBody, CheckoutStepResponse, PaymentMethodsResponse } from '@sulit/contracts/checkout';
import {
  CHECKOUT_MESSAGES,
  DomainError,
  NON_MEMBER_EXTRA_FEE,
  NON_MEMBER_EXTRA_FEE_TITLE,
  type PaymentMethodAvailability,
  isOnlineMethod,
  paymentMethodAvailability,
  paymentStepChoices,
  normalizePaymentMethodCode,
} from '@sulit/domain';
import { type CheckoutContext, contextFor, loadCheckout } from './checkout-context';
import type { CheckoutDeps } from './checkout-deps';
import { stepView } from './save-shipping';

/** The methods for this order: the domain's rules, plus "no provider configured" for online ones. */
export async function methodsFor(
  deps: CheckoutDeps,
  ctx: CheckoutContext,
  /** the customer's saved cards when the caller has read them */
  savedCards?: readonly unknown[],
): Promise<PaymentMethodAvailability[]> {
  const cards = savedCards ?? (deps.savedCards ? await deps.savedCards.list(ctx.customer.id) : []);
  return paymentMethodAvailability({
    grandTotal: ctx.totals.order.grand_total,
    hasMembershipItem: ctx.lines.some((l) => l.is_membership),
    isStorePickup: ctx.session?.delivery_type === 'pickup',
    savedCardCount: cards.length,
  }).map((m) =>
    m.is_available && isOnlineMethod(m.code) && !deps.payments
      ? { ...m, is_available: false, reason: CHECKOUT_MESSAGES.onlinePaymentUnavailable }
      : m,
  );
}

/** GET carts/mine/payment-methods (spec §3 Payment methods; §4 Payment step preselection). */
export async function listPaymentMethods(
  deps: CheckoutDeps,
  customerId: number,
  cartId?: number,
): Promise<PaymentMethodsResponse> {
  const ctx = await loadCheckout(deps, customerId, cartId);
  const methods = await methodsFor(deps, ctx);
  const choice = paymentStepChoices(methods);
  const selected = ctx.session?.payment_method ? normalizePaymentMethodCode(ctx.session.payment_method) : null;
  return {
    payment_methods: Object.fromEntries(
      methods.map((m) => [m.code, { ...m, mediapath: `/media/payment/${m.code}.svg` }]),
    ),
    offered: choice.offered,
    preselected: choice.preselected,
    selectedPaymentMethod: selected && choice.offered.includes(selected) ? selected : null,
    extrafeeNoneMember: {
      isEnableFeeNoneMember: ctx.nonMemberFee,
      title: NON_MEMBER_EXTRA_FEE_TITLE,
      amount: ctx.nonMemberFee ? NON_MEMBER_EXTRA_FEE : 0,
    },
    grand_total: ctx.totals.order.grand_total,
  };
}

/** address-information / save-payment-information: the chosen method, checked against the rules. */
export async function savePaymentMethod(
  deps: CheckoutDeps,
  customerId: number,
  cartId: number,
  body: AddressInformationBody,
  deviceType: string | null,
): Promise<CheckoutStepResponse> {
  const ctx = await loadCheckout(deps, customerId, cartId);
  const methods = await methodsFor(deps, ctx);
  const method = methods.find((m) => m.code === body.paymentMethod);
  if (!method?.is_available || !paymentStepChoices(methods).offered.includes(method.code)) {
    throw new DomainError('bad_request', `${method?.title ?? 'This payment method'} is not available for this order.`, {
      reason: method?.reason ?? 'unknown',
    });
  }
  await deps.checkout.saveSession(
    ctx.cart.id,
    customerId,
    {
      payment_method: method.code,
      saved_card_id: method.code === 'sulit_vault' ? (body.savedCardId ?? null) : null,
      ...(body.paymentPoNumber !== undefined ? { po_number: body.paymentPoNumber } : {}),
      ...(body.allowGoGreen !== undefined ? { allow_go_green: body.allowGoGreen } : {}),
      ...(deviceType ? { device_type: deviceType } : {}),
    },
    ctx.now.toISOString(),
  );
  return stepView(await contextFor(deps, ctx.customer, ctx.cart, ctx.now));
}
