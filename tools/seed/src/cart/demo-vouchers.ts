import type { SeedWriter } from '@sulit/db';
import { MARKETPLACE_SELLERS } from '../catalog/seller-data';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo vouchers (issue 5): SULIT100 ₱100 off ₱1,500+, WELCOME10 10% off at most ₱200 (once per customer),
 * an expired one (SUMMER50) and one scoped to the first marketplace shop (SHOP50, ₱50 off ₱500+ of its goods).
 */
function demoVoucherRows(now: Date) {
  const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString();
  const created_at = now.toISOString();
  const shop = MARKETPLACE_SELLERS[0]?.id ?? null;
  const base = {
    max_discount: null,
    min_spend: 0,
    starts_at: at(-30),
    ends_at: at(365),
    is_active: 1,
    usage_limit: null,
    usage_limit_per_customer: null,
    times_used: 0,
    seller_id: null,
    created_at,
  };
  return [
    { ...base, id: 1, code: 'SULIT100', discount_type: 'fixed', discount_value: 10_000, min_spend: 150_000 },
    {
      ...base,
      id: 2,
      code: 'WELCOME10',
      discount_type: 'percent',
      discount_value: 10,
      max_discount: 20_000,
      usage_limit_per_customer: 1,
    },
    {
      ...base,
      id: 3,
      code: 'SUMMER50',
      discount_type: 'fixed',
      discount_value: 5_000,
      starts_at: at(-120),
      ends_at: at(-30),
    },
    {
      ...base,
      id: 4,
      code: 'SHOP50',
      discount_type: 'fixed',
      discount_value: 5_000,
      min_spend: 50_000,
      seller_id: shop,
    },
  ];
}

export async function insertDemoVouchers(w: SeedWriter, now: Date): Promise<void> {
  await w.insertMany('vouchers', demoVoucherRows(now));
}
