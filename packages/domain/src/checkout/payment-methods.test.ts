import { describe, expect, it } from 'vitest';
import { NON_MEMBER_EXTRA_FEE } from './checkout-constants';
import { orderAdjustments, orderTotals } from './order-adjustments';
import type { Adjustment } from '../shared/adjustments';
import {
  goesToSuccessPage,
  nonMemberFeeApplies,
  normalizePaymentMethodCode,
  type PaymentContext,
  paymentMethodAvailability,
  paymentStepChoices,
} from './payment-methods';

const base: PaymentContext = { grandTotal: 150_000, hasMembershipItem: false, isStorePickup: false, savedCardCount: 0 };
const available = (ctx: PaymentContext) =>
  paymentMethodAvailability(ctx)
    .filter((m) => m.is_available)
    .map((m) => m.code);

describe('payment methods (spec §3: a set keyed by code, each with is_available)', () => {
  it('offers every code, cash also seen as cash', () => {
    expect(paymentMethodAvailability(base).map((m) => m.code)).toEqual([
      'cashondelivery',
      'free',
      'sulit_wallet',
      'sulit_vault',
      'sulit_hosted',
      'sulit_card',
    ]);
    expect(normalizePaymentMethodCode('cash')).toBe('cashondelivery');
    expect(normalizePaymentMethodCode('bitcoin')).toBeNull();
  });
  it('free only when nothing is to be paid, and then alone', () => {
    expect(available({ ...base, grandTotal: 0, savedCardCount: 2 })).toEqual(['free']);
    expect(available(base)).not.toContain('free');
  });
  it('cash on delivery up to ₱20,000.00 and never for a cart holding a membership card', () => {
    expect(available({ ...base, grandTotal: 2_000_000 })).toContain('cashondelivery');
    expect(available({ ...base, grandTotal: 2_000_001 })).not.toContain('cashondelivery');
    const withCard = paymentMethodAvailability({ ...base, hasMembershipItem: true });
    expect(withCard.find((m) => m.code === 'cashondelivery')).toMatchObject({
      is_available: false,
      reason: 'A membership is paid online.',
    });
    // A card alone or with goods is paid online (or is free when nothing is left to pay).
    expect(available({ ...base, hasMembershipItem: true })).toEqual(['sulit_wallet', 'sulit_hosted', 'sulit_card']);
    expect(available({ ...base, hasMembershipItem: true, grandTotal: 0 })).toEqual(['free']);
  });
  it('the saved-card vault only with a saved card; the wallet up to ₱100,000.00', () => {
    expect(available(base)).not.toContain('sulit_vault');
    expect(available({ ...base, savedCardCount: 1 })).toContain('sulit_vault');
    expect(available({ ...base, grandTotal: 10_000_001 })).not.toContain('sulit_wallet');
  });
  it('cash and free go straight to the success page; the others through the gateway', () => {
    expect(goesToSuccessPage('cashondelivery')).toBe(true);
    expect(goesToSuccessPage('free')).toBe(true);
    expect(goesToSuccessPage('sulit_card')).toBe(false);
  });
});

describe('Payment step preselection (spec §4)', () => {
  // the methods the server answered → what the payment step offers and preselects
  it.each<[string, Parameters<typeof paymentStepChoices>[0], ReturnType<typeof paymentStepChoices>]>([
    [
      '"One available method is preselected."',
      [{ code: 'sulit_card', is_available: true }],
      { offered: ['sulit_card'], preselected: 'sulit_card' },
    ],
    [
      '"A free method, if available, is the only one offered."',
      [
        { code: 'free', is_available: true },
        { code: 'sulit_vault', is_available: true },
        { code: 'cashondelivery', is_available: true },
      ],
      { offered: ['free'], preselected: 'free' },
    ],
    [
      'unavailable methods are never offered',
      [
        { code: 'free', is_available: false },
        { code: 'sulit_vault', is_available: false },
        { code: 'sulit_card', is_available: true },
      ],
      { offered: ['sulit_card'], preselected: 'sulit_card' },
    ],
  ])('%s', (_rule, methods, choice) => {
    expect(paymentStepChoices(methods)).toEqual(choice);
  });
  it('"A saved-card method, if present, is preselected."', () => {
    expect(paymentStepChoices(paymentMethodAvailability({ ...base, savedCardCount: 1 })).preselected).toBe(
      'sulit_vault',
    );
  });
  it('"With several methods and no saved-card method, none is preselected."', () => {
    const choice = paymentStepChoices(paymentMethodAvailability(base));
    expect(choice.offered.length).toBeGreaterThan(1);
    expect(choice.preselected).toBeNull();
  });
});

describe('the non-member extra fee', () => {
  it('applies to a non-member buying goods, never to members nor to an order that buys the membership too', () => {
    expect(nonMemberFeeApplies({ hasActiveMembership: false, hasGoods: true })).toBe(true);
    expect(nonMemberFeeApplies({ hasActiveMembership: true, hasGoods: true })).toBe(false);
    expect(nonMemberFeeApplies({ hasActiveMembership: false, hasGoods: false })).toBe(false);
    expect(nonMemberFeeApplies({ hasActiveMembership: false, hasGoods: true, hasMembershipItem: true })).toBe(false);
  });
  it('is added once to the grand total', () => {
    const cart: Adjustment[] = [
      { kind: 'promotion', seller_id: 'sulit', amount: -5_000, label: 'Promotions' },
      { kind: 'delivery_fee', seller_id: 'sulit', amount: 9_900, label: 'Delivery fee' },
    ];
    const lines = [{ seller_id: 'sulit', row_total: 100_000 }];
    const withFee = orderTotals(lines, orderAdjustments(cart, { fulfilment: 'delivery', nonMemberFee: true }));
    expect(withFee.order).toEqual({
      subtotal: 100_000,
      discount_amount: 5_000,
      shipping_amount: 9_900,
      fee: NON_MEMBER_EXTRA_FEE,
      grand_total: 104_900 + 10_000,
    });
    // the fee belongs to the whole order, not to a seller's sub-order
    expect(withFee.sellers.get('sulit')?.grand_total).toBe(104_900);
    expect(
      orderTotals(lines, orderAdjustments(cart, { fulfilment: 'delivery', nonMemberFee: false })).order.grand_total,
    ).toBe(104_900);
  });
  it('a pickup pays no delivery fee', () => {
    const cart: Adjustment[] = [{ kind: 'delivery_fee', seller_id: 'sulit', amount: 9_900, label: 'Delivery fee' }];
    const pickup = orderTotals(
      [{ seller_id: 'sulit', row_total: 54_900 }],
      orderAdjustments(cart, { fulfilment: 'pickup', nonMemberFee: false }),
    );
    expect(pickup.order).toMatchObject({ shipping_amount: 0, grand_total: 54_900 });
  });
});
