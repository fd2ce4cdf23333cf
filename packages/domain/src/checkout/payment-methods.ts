/**
 * Payment methods (spec §3 "Payment methods": a set keyed by code, each with is_available; spec §4
 * Payment step preselection). Codes: cashondelivery (also seen as cash), free, a mobile wallet, a
 * saved-card vault, a hosted checkout and a card gateway.
 */
import { CASH_ON_DELIVERY_MAX_TOTAL, WALLET_MAX_TOTAL } from './checkout-constants';

export const PAYMENT_METHOD_CODES = [
  'cashondelivery',
  'free',
  'sulit_wallet',
  'sulit_vault',
  'sulit_hosted',
  'sulit_card',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** Spec §3: cashondelivery is "also seen as cash". */
export function normalizePaymentMethodCode(raw: string): PaymentMethodCode | null {
  const code = raw.trim().toLowerCase();
  if (code === 'cash') return 'cashondelivery';
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(code) ? (code as PaymentMethodCode) : null;
}

export const PAYMENT_METHOD_TITLES: Record<PaymentMethodCode, string> = {
  cashondelivery: 'Cash on Delivery',
  free: 'No Payment Information Required',
  sulit_wallet: 'Mobile Wallet',
  sulit_vault: 'Saved Card',
  sulit_hosted: 'Online Checkout',
  sulit_card: 'Credit / Debit Card',
};

/** Methods paid at a provider, with the gateway's name for them (the payment-gateway port). */
export const ONLINE_METHOD_OF: Partial<Record<PaymentMethodCode, 'wallet' | 'hosted' | 'card' | 'saved_card'>> = {
  sulit_wallet: 'wallet',
  sulit_vault: 'saved_card',
  sulit_hosted: 'hosted',
  sulit_card: 'card',
};

export function isOnlineMethod(code: PaymentMethodCode): boolean {
  return ONLINE_METHOD_OF[code] !== undefined;
}

/** Spec §4 Place order: cash or free goes straight to the success page. */
export function goesToSuccessPage(code: PaymentMethodCode): boolean {
  return code === 'cashondelivery' || code === 'free';
}

/** Why cash on delivery is not offered for a cart holding a membership card. */
const MEMBERSHIP_PAID_ONLINE = 'A membership is paid online.';

export interface PaymentContext {
  /** what the order comes to, centavos, fees included */
  grandTotal: number;
  /** a membership card is among the lines (alone or with goods): it is activated only once paid */
  hasMembershipItem: boolean;
  /** the shopper collects at a store */
  isStorePickup: boolean;
  /** the customer has at least one saved card in the vault */
  savedCardCount: number;
}

export interface PaymentMethodAvailability {
  code: PaymentMethodCode;
  title: string;
  is_available: boolean;
  /** why not, when unavailable */
  reason: string | null;
}

/**
 * Decided availability rules:
 * - free: only when the order comes to ₱0.00; then nothing else is available.
 * - cashondelivery: goods to deliver or collect up to ₱20,000.00, and no membership card among them: a
 *   card is issued when its price is received, which cash on delivery cannot promise (decision 013).
 * - sulit_wallet: up to ₱100,000.00.
 * - sulit_vault: the customer has a saved card.
 * - sulit_hosted, sulit_card: always, when there is something to pay.
 */
export function paymentMethodAvailability(context: PaymentContext): PaymentMethodAvailability[] {
  const nothingToPay = context.grandTotal <= 0;
  const rule = (code: PaymentMethodCode): string | null => {
    if (code === 'free') return nothingToPay ? null : 'There is an amount to pay.';
    if (nothingToPay) return 'Nothing to pay.';
    switch (code) {
      case 'cashondelivery':
        if (context.hasMembershipItem) return MEMBERSHIP_PAID_ONLINE;
        if (context.grandTotal > CASH_ON_DELIVERY_MAX_TOTAL) return 'Cash on delivery is limited to ₱20,000.00.';
        return null;
      case 'sulit_wallet':
        return context.grandTotal > WALLET_MAX_TOTAL ? 'Wallet payments are limited to ₱100,000.00.' : null;
      case 'sulit_vault':
        return context.savedCardCount > 0 ? null : 'No saved card.';
      default:
        return null;
    }
  };
  return PAYMENT_METHOD_CODES.map((code) => {
    const reason = rule(code);
    return { code, title: PAYMENT_METHOD_TITLES[code], is_available: reason === null, reason };
  });
}

/**
 * Spec §4 Payment step: "One available method is preselected. A free method, if available, is the only
 * one offered. A saved-card method, if present, is preselected. With several methods and no saved-card
 * method, none is preselected."
 */
export function paymentStepChoices(methods: readonly { code: PaymentMethodCode; is_available: boolean }[]): {
  offered: PaymentMethodCode[];
  preselected: PaymentMethodCode | null;
} {
  const available = methods.filter((m) => m.is_available).map((m) => m.code);
  const offered: PaymentMethodCode[] = available.includes('free') ? ['free'] : available;
  if (offered.length === 1) return { offered, preselected: offered[0] ?? null };
  if (offered.includes('sulit_vault')) return { offered, preselected: 'sulit_vault' };
  return { offered, preselected: null };
}

/**
 * The non-member extra fee (spec §3 extrafeeNoneMember): charged when the customer has no active membership
 * and the order holds goods. A membership card bought in the same order makes the shopper a member for it
 * (issue 26), so that order pays no fee.
 */
export function nonMemberFeeApplies(input: {
  hasActiveMembership: boolean;
  hasGoods: boolean;
  hasMembershipItem?: boolean;
}): boolean {
  return !input.hasActiveMembership && !input.hasMembershipItem && input.hasGoods;
}
