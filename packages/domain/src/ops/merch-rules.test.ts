import { describe, expect, it } from 'vitest';
import {
  bannerProblem,
  campaignProblem,
  campaignState,
  endedCampaignWindow,
  isStorePath,
  MERCH_MESSAGES,
  voucherProblem,
} from './merch-rules';

const NOW = new Date('2026-11-28T08:00:00.000Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe('campaign prices an editor may save (issue 35)', () => {
  const base = { start_time: at(0), end_time: at(48), price: 9_900, stock: 50 };
  const facts = { regularPrice: 12_500, others: [] };

  it('states follow the storefront window: start inclusive, end exclusive', () => {
    expect(campaignState({ start_time: at(0), end_time: at(1) }, NOW)).toBe('active');
    expect(campaignState({ start_time: at(1), end_time: at(2) }, NOW)).toBe('scheduled');
    expect(campaignState({ start_time: at(-2), end_time: at(0) }, NOW)).toBe('ended');
    expect(campaignState({ start_time: at(3), end_time: at(3) }, NOW)).toBe('ended');
  });

  it('accepts ₱99.00 for a ₱125.00 product over two days', () => {
    expect(campaignProblem(base, facts, NOW)).toBeNull();
  });

  it('refuses a price of ₱0.00 or at the regular ₱125.00, quoting it', () => {
    expect(campaignProblem({ ...base, price: 0 }, facts, NOW)).toBe(
      'The campaign price must be above ₱0.00 and below the regular price of ₱125.00.',
    );
    expect(campaignProblem({ ...base, price: 12_500 }, facts, NOW)).toBe(MERCH_MESSAGES.campaignPrice(12_500));
  });

  it('refuses a window that ends before it starts or is already over', () => {
    expect(campaignProblem({ ...base, end_time: at(0) }, facts, NOW)).toBe('The campaign must end after it starts.');
    expect(campaignProblem({ ...base, start_time: at(-5), end_time: at(-1) }, facts, NOW)).toBe(
      'The campaign must end in the future.',
    );
  });

  it('refuses a window sharing a moment with another live campaign of the product, not with an ended one or itself', () => {
    const other = { id: 7, start_time: at(47), end_time: at(60), price: 9_000, stock: 5 };
    expect(campaignProblem(base, { ...facts, others: [other] }, NOW)).toBe(MERCH_MESSAGES.campaignOverlap);
    expect(campaignProblem(base, { ...facts, others: [{ ...other, start_time: at(48) }] }, NOW)).toBeNull();
    expect(campaignProblem({ ...base, id: 7 }, { ...facts, others: [other] }, NOW)).toBeNull();
    const ended = { ...other, start_time: at(-10), end_time: at(-1) };
    expect(campaignProblem({ ...base, start_time: at(-5) }, { ...facts, others: [ended] }, NOW)).toBeNull();
  });

  it('ending closes an active window now, a scheduled one at its start, and not an ended one', () => {
    expect(endedCampaignWindow({ start_time: at(-1), end_time: at(5) }, NOW)).toEqual({ end_time: at(0) });
    expect(endedCampaignWindow({ start_time: at(3), end_time: at(5) }, NOW)).toEqual({ end_time: at(3) });
    expect(endedCampaignWindow({ start_time: at(-3), end_time: at(-1) }, NOW)).toBeNull();
  });
});

describe('voucher terms an editor may save (issue 35)', () => {
  const terms = {
    discount_type: 'percent' as const,
    discount_value: 10,
    max_discount: 20_000,
    min_spend: 100_000,
    starts_at: null,
    ends_at: at(24),
    usage_limit: 100,
    usage_limit_per_customer: 1,
  };

  it('accepts 10% off up to ₱200.00 above ₱1,000.00, 100 uses, one per customer', () => {
    expect(voucherProblem(terms, NOW)).toBeNull();
  });

  it('refuses 0% and 101%, a ₱0.00 fixed voucher, and a cap on a fixed one', () => {
    expect(voucherProblem({ ...terms, discount_value: 0 }, NOW)).toBe(MERCH_MESSAGES.voucherPercent);
    expect(voucherProblem({ ...terms, discount_value: 101 }, NOW)).toBe(
      'A percent voucher takes more than 0 and at most 100 percent.',
    );
    expect(voucherProblem({ ...terms, discount_type: 'fixed', discount_value: 0, max_discount: null }, NOW)).toBe(
      MERCH_MESSAGES.voucherFixed,
    );
    expect(voucherProblem({ ...terms, discount_type: 'fixed', discount_value: 5_000 }, NOW)).toBe(
      MERCH_MESSAGES.voucherCapFixed,
    );
  });

  it('refuses a backwards or past window and more uses per customer than in total', () => {
    expect(voucherProblem({ ...terms, starts_at: at(24), ends_at: at(2) }, NOW)).toBe(MERCH_MESSAGES.voucherWindow);
    expect(voucherProblem({ ...terms, ends_at: at(-1) }, NOW)).toBe(MERCH_MESSAGES.voucherOver);
    expect(voucherProblem({ ...terms, usage_limit: 2, usage_limit_per_customer: 3 }, NOW)).toBe(
      MERCH_MESSAGES.voucherLimits,
    );
  });
});

describe('banner links stay in the store (issue 35)', () => {
  it('accepts store paths', () => {
    for (const link of ['/', '/special/hot-offers.html', '/fresh-produce?sort=price#top', '/lofcustomermembership/buy'])
      expect(isStorePath(link), link).toBe(true);
  });

  it('refuses other origins, schemes, backslashes and control characters', () => {
    for (const link of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'special/hot-offers.html',
      '/a b',
      '/a\u0000',
      '',
    ])
      expect(isStorePath(link), link).toBe(false);
  });

  it('a banner needs a store link and a schedule that ends after it starts', () => {
    const banner = { link: '/fresh-produce', schedule_start: at(0), schedule_end: at(24) };
    expect(bannerProblem(banner)).toBeNull();
    expect(bannerProblem({ ...banner, link: 'https://evil.example' })).toBe(MERCH_MESSAGES.bannerLink);
    expect(bannerProblem({ ...banner, schedule_end: at(0) })).toBe('The banner must end after it starts.');
    expect(bannerProblem({ ...banner, schedule_start: null })).toBeNull();
  });
});
