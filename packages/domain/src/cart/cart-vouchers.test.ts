import { describe, expect, it } from 'vitest';
import {
  type Voucher,
  type VoucherLine,
  evaluateVoucher,
  normalizeVoucherCode,
  voucherAtOrder,
  voucherDiscount,
  voucherFailureMessage,
} from './cart-vouchers';

const now = new Date('2026-11-21T04:00:00Z');
const ctx = { now, customer_id: 42, customer_times_used: 0 };
const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  code: 'SULIT100',
  discount_type: 'fixed',
  discount_value: 10_000,
  max_discount: null,
  min_spend: 50_000,
  starts_at: '2026-11-01T00:00:00Z',
  ends_at: '2026-12-01T00:00:00Z',
  is_active: true,
  usage_limit: 100,
  times_used: 3,
  usage_limit_per_customer: 1,
  seller_id: null,
  ...over,
});
const lines: VoucherLine[] = [
  { line_id: 'A', seller_id: 'sulit', is_membership: false, amount: 40_000 },
  { line_id: 'B', seller_id: 'kusina', is_membership: false, amount: 20_000 },
  { line_id: 'M', seller_id: 'sulit', is_membership: true, amount: 80_000 },
];

describe('vouchers (spec §4: success shows the valid notification, failure the invalid one)', () => {
  it('a valid fixed voucher takes its amount and says so', () => {
    const result = evaluateVoucher(' sulit100 ', voucher(), lines, ctx);
    expect(result).toMatchObject({
      ok: true,
      code: 'SULIT100',
      discount: 10_000,
      eligible_subtotal: 60_000,
      message: 'You used voucher code "SULIT100".',
    });
    if (result.ok) expect([...result.line_discounts.values()].reduce((a, b) => a + b, 0)).toBe(10_000);
  });
  it('a percent voucher rounds half away from zero and respects its cap', () => {
    expect(voucherDiscount({ discount_type: 'percent', discount_value: 5, max_discount: null }, 12_350)).toBe(618); // 617.5
    expect(voucherDiscount({ discount_type: 'percent', discount_value: 20, max_discount: 5_000 }, 60_000)).toBe(5_000);
  });
  it('never takes more than the eligible subtotal', () => {
    expect(voucherDiscount({ discount_type: 'fixed', discount_value: 99_999, max_discount: null }, 60_000)).toBe(
      60_000,
    );
    expect(voucherDiscount({ discount_type: 'percent', discount_value: 150, max_discount: null }, 60_000)).toBe(60_000);
  });
  it('membership cards are never discounted and a seller voucher only counts that seller', () => {
    const result = evaluateVoucher('SULIT100', voucher({ seller_id: 'kusina', min_spend: 0 }), lines, ctx);
    expect(result.ok && [result.eligible_subtotal, Object.fromEntries(result.line_discounts)]).toEqual([
      20_000,
      { B: 10_000 },
    ]);
  });
  it.each([
    ['not_found', null, ctx, 'The voucher code "SULIT100" is not valid.'],
    ['inactive', voucher({ is_active: false }), ctx, 'The voucher code "SULIT100" is not valid.'],
    [
      'not_started',
      voucher({ starts_at: '2026-11-21T04:00:01Z' }),
      ctx,
      'The voucher code "SULIT100" is not valid yet.',
    ],
    ['expired', voucher({ ends_at: '2026-11-21T04:00:00Z' }), ctx, 'The voucher code "SULIT100" has expired.'],
    ['usage_limit_reached', voucher({ times_used: 100 }), ctx, 'The voucher code "SULIT100" has been fully redeemed.'],
    ['login_required', voucher(), { ...ctx, customer_id: null }, 'Please log in to use the voucher code "SULIT100".'],
    [
      'customer_usage_limit_reached',
      voucher(),
      { ...ctx, customer_times_used: 1 },
      'You have already used the voucher code "SULIT100".',
    ],
    [
      'not_applicable',
      voucher({ seller_id: 'nobody' }),
      ctx,
      'The voucher code "SULIT100" does not apply to the items in your cart.',
    ],
  ] as const)('%s gives the invalid notification', (reason, record, context, message) => {
    expect(evaluateVoucher('sulit100', record, lines, context)).toEqual({
      ok: false,
      code: 'SULIT100',
      reason,
      message,
    });
  });
  it('minimum spend not met says how much is missing', () => {
    const result = evaluateVoucher('SULIT100', voucher({ min_spend: 75_000 }), lines, ctx);
    expect(result).toEqual({
      ok: false,
      code: 'SULIT100',
      reason: 'min_spend_not_met',
      missing_amount: 15_000,
      message: 'Spend ₱750.00 or more to use the voucher code "SULIT100". Add ₱150.00 more.',
    });
  });
  it('guests may use a voucher without a per-customer limit', () => {
    expect(
      evaluateVoucher('SULIT100', voucher({ usage_limit_per_customer: null }), lines, { ...ctx, customer_id: null }).ok,
    ).toBe(true);
  });
  it('codes are not case-sensitive', () => {
    expect(normalizeVoucherCode('  pasko2026 ')).toBe('PASKO2026');
  });
});

describe('the voucher at place order (issue 27)', () => {
  it('a cart without a voucher orders without one', () => {
    expect(voucherAtOrder(null, null)).toEqual({ use: false });
  });
  it('a voucher that still applies is used', () => {
    expect(voucherAtOrder('RICE10', { valid_notif: 'You used voucher code "RICE10".', invalid_notif: null })).toEqual({
      use: true,
    });
  });
  it('a voucher that stopped applying refuses the order with its own message', () => {
    const message = voucherFailureMessage('RICE10', 'usage_limit_reached');
    expect(message).toBe('The voucher code "RICE10" has been fully redeemed.');
    expect(voucherAtOrder('RICE10', { valid_notif: null, invalid_notif: message })).toEqual({ refuse: message });
    expect(voucherAtOrder('RICE10', null)).toEqual({ refuse: 'The voucher code "RICE10" is not valid.' });
  });
});
