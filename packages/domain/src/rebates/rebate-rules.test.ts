import { describe, expect, it } from 'vitest';
import { summarizeCart } from '../cart/cart-totals';
import { testProductFacts } from '../cart/test-product-facts';
import { totalsOf } from '../shared/adjustments';
import type { MembershipFacts } from '../membership/membership-status';
import {
  capLeft,
  cartEarnedRebate,
  centavosFromPesoInput,
  earnsWithinCap,
  fitRebate,
  REBATE_HISTORY_PAGE_SIZE,
  rebateAvailableAt,
  rebateOnAmount,
  rebatePaidIn,
  rebateRequestKind,
  rebateTermsOf,
  rebateToApply,
  rebateYearOf,
} from './rebate-rules';

const today = '2026-11-21';
const card = (pkg: string, card_type: string, expires_on = '2027-06-30'): MembershipFacts => ({
  code: '1234-56789012-34',
  card_type,
  package: pkg,
  expires_on,
});

describe('who earns and at what rate (spec §6, the packages’ terms)', () => {
  it('Business earns 1 % with no cap, Executive 2 % up to ₱10,000.00 a year', () => {
    expect(rebateTermsOf(card('BUSINESS', 'NEW_BUSINESS_CARD'), today)).toEqual({
      package: 'BUSINESS',
      rate_basis_points: 100,
      yearly_cap: null,
    });
    expect(rebateTermsOf(card('EXECUTIVE', 'UPGRADE_RENEW_EXECUTIVE_CARD'), today)).toEqual({
      package: 'EXECUTIVE',
      rate_basis_points: 200,
      yearly_cap: 1_000_000,
    });
  });

  it('Premium, an expired card and no card earn nothing', () => {
    expect(rebateTermsOf(card('PREMIUM', 'NEW_PREMIUM_CARD'), today)).toBeNull();
    expect(rebateTermsOf(card('BUSINESS', 'NEW_BUSINESS_CARD', '2026-11-21'), today)).toBeNull();
    expect(rebateTermsOf(null, today)).toBeNull();
  });
});

describe('earning', () => {
  it('rounds each line down to the centavo', () => {
    expect(rebateOnAmount(12_345, 100)).toBe(123);
    expect(rebateOnAmount(12_399, 200)).toBe(247);
    expect(rebateOnAmount(0, 200)).toBe(0);
    expect(rebateOnAmount(-500, 200)).toBe(0);
  });

  it('the line that crosses the cap earns only the part up to it, the ones after it nothing', () => {
    expect(earnsWithinCap([400, 500, 300], 700)).toEqual([400, 300, 0]);
    expect(earnsWithinCap([400, 500], null)).toEqual([400, 500]);
    expect(capLeft(1_000_000, 999_500)).toBe(500);
    expect(capLeft(1_000_000, 1_200_000)).toBe(0);
    expect(capLeft(null, 5)).toBeNull();
  });

  it('the cap year is the Manila calendar year', () => {
    expect(rebateYearOf('2026-12-31T15:59:59.000Z')).toBe(2026);
    expect(rebateYearOf('2026-12-31T16:00:00.000Z')).toBe(2027);
  });

  it('stays pending for the 7-day return window after delivery', () => {
    expect(rebateAvailableAt('2026-11-21T04:00:00.000Z')).toBe('2026-11-28T04:00:00.000Z');
  });

  it('a cart earns on its goods, not on membership cards', () => {
    const terms = { rate_basis_points: 200 };
    const lines = [
      { paid: 100_000, is_membership: false },
      { paid: 350_000, is_membership: true },
    ];
    expect(cartEarnedRebate(lines, terms, null)).toBe(2_000);
    expect(cartEarnedRebate(lines, terms, 500)).toBe(500);
    expect(cartEarnedRebate(lines, null, null)).toBe(0);
  });
});

describe('spending (spec §4 Rebate)', () => {
  it('an amount above 0 applies it (PUT), otherwise it is removed (DELETE)', () => {
    expect(rebateRequestKind(1)).toBe('apply');
    expect(rebateRequestKind(0)).toBe('remove');
    expect(rebateRequestKind(-5)).toBe('remove');
    expect(rebateRequestKind(null)).toBe('remove');
  });

  it('never more than the balance nor than what there is to pay', () => {
    expect(rebateToApply(50_000, 20_000, 90_000)).toBe(20_000);
    expect(rebateToApply(50_000, 90_000, 30_000)).toBe(30_000);
    expect(rebateToApply(50_000, -100, 30_000)).toBe(0);
  });

  it('is an adjustment of the one totals function, and a pickup keeps it within what the order owes', () => {
    const adjustments = [
      { kind: 'delivery_fee' as const, seller_id: 'sulit', amount: 9_900, label: 'Delivery fee' },
      { kind: 'rebate' as const, seller_id: null, amount: -60_000, label: 'Rebate' },
    ];
    expect(totalsOf(55_000, adjustments).grand_total).toBe(4_900);
    const pickup = fitRebate(
      adjustments.filter((a) => a.kind !== 'delivery_fee'),
      55_000,
    );
    expect(pickup).toEqual([{ kind: 'rebate', seller_id: null, amount: -55_000, label: 'Rebate' }]);
    expect(totalsOf(55_000, pickup).grand_total).toBe(0);
    expect(rebatePaidIn({ ...totalsOf(55_000, adjustments), grand_total: 4_900 })).toBe(60_000);
  });

  it('reads typed peso amounts', () => {
    expect(centavosFromPesoInput('150')).toBe(15_000);
    expect(centavosFromPesoInput('1,150.5')).toBe(115_050);
    expect(centavosFromPesoInput('₱ 0.05')).toBe(5);
    expect(centavosFromPesoInput('1.234')).toBeNull();
    expect(centavosFromPesoInput('-3')).toBeNull();
    expect(centavosFromPesoInput('abc')).toBeNull();
  });
});

describe('cartTotals.earned_rebate and the applied rebate', () => {
  const rice = testProductFacts({ product_id: 1, sku: 'RICE', name: 'Rice', price: 100_000 });
  const input = {
    lines: [{ line_id: 'RICE', sku: 'RICE', product_id: 1, qty: 2, specialInstruction: null }],
    products: new Map([[1, rice]]),
    promotions: [],
    now: new Date('2026-11-21T04:00:00Z'),
  };
  const executive = { package: 'EXECUTIVE' as const, rate_basis_points: 200, yearly_cap: 1_000_000 };

  it('is 0 for a shopper without a qualifying membership (as before)', () => {
    expect(summarizeCart(input).cartTotals.earned_rebate).toBe(0);
    expect(summarizeCart({ ...input, rebate: null }).cartTotals.rebate_applied).toBe(0);
  });

  it('shows what the cart would earn and takes the applied rebate off the grand total', () => {
    const { cartTotals, adjustments } = summarizeCart({
      ...input,
      rebate: { terms: executive, cap_left: 1_000_000, applied: 30_000, available: 25_000 },
    });
    expect(cartTotals.earned_rebate).toBe(4_000);
    expect(cartTotals.rebate_applied).toBe(25_000);
    expect(cartTotals.grand_total).toBe(200_000 + cartTotals.shipping_amount - 25_000);
    expect(adjustments.filter((a) => a.kind === 'rebate')).toEqual([
      { kind: 'rebate', seller_id: null, amount: -25_000, label: 'Rebate' },
    ]);
  });

  it('a shopper who no longer qualifies spends nothing though a rebate was applied', () => {
    const { cartTotals } = summarizeCart({
      ...input,
      rebate: { terms: null, cap_left: null, applied: 30_000, available: 25_000 },
    });
    expect(cartTotals.rebate_applied).toBe(0);
  });

  it('spec §9: rebate history page size 15', () => {
    expect(REBATE_HISTORY_PAGE_SIZE).toBe(15);
  });
});
