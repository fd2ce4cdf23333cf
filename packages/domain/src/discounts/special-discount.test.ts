import { describe, expect, it } from 'vitest';
import { totalsOf } from '../shared/adjustments';
import {
  manilaWeekOf,
  SPECIAL_DISCOUNT_WEEKLY_DISCOUNT_CAP,
  SPECIAL_DISCOUNT_WEEKLY_PURCHASE_CAP,
  specialDiscount,
  type SpecialDiscountLine,
  weeklyCapLeft,
} from './special-discount';
import { DISCOUNT_ID_TRANSITIONS, mayMoveDiscountId } from './discount-id-status';

const line = (id: string, regular: number, over: Partial<SpecialDiscountLine> = {}): SpecialDiscountLine => ({
  line_id: id,
  seller_id: 'own',
  qualifies: true,
  row_total_regular: regular,
  row_total_after_discount: regular,
  ...over,
});

describe('the special discount (DTI–DA–DOE JAO 24-02)', () => {
  it('is 5 % of the regular retail price: ₱1,000.00 of rice and sardines saves ₱50.00', () => {
    const result = specialDiscount([line('rice', 80_000), line('sardines', 20_000)], 0);
    expect(result.discount).toBe(5_000);
    expect(result.purchase).toBe(100_000);
    expect(result.adjustments).toEqual([
      { kind: 'special_discount', seller_id: 'own', amount: -5_000, label: 'Senior citizen / PWD discount (5%)' },
    ]);
  });

  it('counts at most ₱2,500.00 of purchases a week, so at most ₱125.00 of discount', () => {
    expect(SPECIAL_DISCOUNT_WEEKLY_PURCHASE_CAP).toBe(250_000);
    expect(SPECIAL_DISCOUNT_WEEKLY_DISCOUNT_CAP).toBe(12_500);
    const result = specialDiscount([line('rice', 300_000)], 0);
    expect(result).toMatchObject({ purchase: 250_000, discount: 12_500 });
  });

  it('gives only what is left of the week: ₱2,000.00 used leaves ₱500.00, ₱25.00 of discount', () => {
    expect(specialDiscount([line('milk', 100_000)], 200_000)).toMatchObject({ purchase: 50_000, discount: 2_500 });
    expect(specialDiscount([line('milk', 100_000)], 250_000).discount).toBe(0);
    expect(weeklyCapLeft(200_000)).toEqual({ purchase: 50_000, discount: 2_500 });
  });

  it('leaves out goods that do not qualify', () => {
    expect(specialDiscount([line('chips', 50_000, { qualifies: false })], 0).discount).toBe(0);
  });

  it('never doubles a discount: a promotion of 5 % or more is the better one and stays alone', () => {
    const onSale = line('coffee', 10_000, { row_total_after_discount: 9_000 });
    expect(specialDiscount([onSale], 0)).toMatchObject({ purchase: 0, discount: 0 });
  });

  it('tops a smaller saving up to 5 %, never past it (whichever is higher)', () => {
    const twoPercentOff = line('oil', 10_000, { row_total_after_discount: 9_800 });
    expect(specialDiscount([twoPercentOff], 0)).toMatchObject({ purchase: 10_000, discount: 300 });
  });

  it('spends the cap on full-price lines first and never rounds past ₱125.00', () => {
    const lines = [
      line('a', 999, { row_total_after_discount: 990 }),
      ...Array.from({ length: 30 }, (_, i) => line(`l${i}`, 8_333)),
    ];
    const result = specialDiscount(lines, 0);
    expect(result.discount).toBeLessThanOrEqual(12_500);
    expect(result.lines[0]!.line_id).toBe('l0');
  });

  it('is a discount in the one totals function', () => {
    const { adjustments } = specialDiscount([line('rice', 100_000)], 0);
    expect(totalsOf(100_000, adjustments)).toMatchObject({ discount_amount: 5_000, grand_total: 95_000 });
  });
});

describe('the Asia/Manila week (Monday to Sunday)', () => {
  it('starts on Monday 00:00 Manila, which is Sunday 16:00 UTC', () => {
    expect(manilaWeekOf(new Date('2026-11-29T15:59:59Z'))).toBe('2026-11-23'); // Sunday 23:59:59 Manila
    expect(manilaWeekOf(new Date('2026-11-29T16:00:00Z'))).toBe('2026-11-30'); // Monday 00:00 Manila
    expect(manilaWeekOf(new Date('2026-12-06T15:59:59Z'))).toBe('2026-11-30');
  });
});

describe('the ID transition table', () => {
  it('verifies or rejects only a pending ID; any current ID may be replaced', () => {
    expect(mayMoveDiscountId('pending', 'verify')).toBe(true);
    expect(mayMoveDiscountId('rejected', 'verify')).toBe(false);
    expect(mayMoveDiscountId('verified', 'reject')).toBe(false);
    expect(mayMoveDiscountId('verified', 'replace')).toBe(true);
    expect(DISCOUNT_ID_TRANSITIONS.replace.from).not.toContain('replaced');
  });
});
