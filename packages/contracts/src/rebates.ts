import { z } from 'zod';
import { REBATE_ENTRY_KINDS, REBATE_HISTORY_PAGE_SIZE, REBATE_HISTORY_SORTS } from '@sulit/domain';
import { IdParam } from './common';

/**
 * Member rebates (spec §3 Rebate, §4 Rebate, §7 the rebates family and cart/carts/mine/rebates, §9 page size 15;
 * issue 31, decision 028). Money is integer centavos; times ISO-8601 UTC.
 *
 *   GET    /api/transaction/rebates                                    → RebateSummary
 *   GET    /api/transaction/rebates/not-seen                           → RebatesNotSeen
 *   PUT    /api/transaction/rebates/seen  {rebateId}                   → RebateSeenResponse
 *   GET    /api/transaction/rebates/history ?transactionType&orderType&orderBy&page&limit → RebateHistory
 *   PUT    /api/cart/carts/mine/rebates   {quote_id, rebate}           → CartRebateResponse (rebate above 0)
 *   DELETE /api/cart/carts/mine/rebates   ?quote_id                    → CartRebateResponse
 */

const Centavos = z.number().int().min(0);
const SignedCentavos = z.number().int();
const Iso = z.string();

export const RebateSummary = z.object({
  can_use_rebates: z.boolean(),
  /** BUSINESS | EXECUTIVE, null when rebates do not apply */
  package: z.enum(['BUSINESS', 'EXECUTIVE']).nullable(),
  rate_percent: z.number().min(0),
  /** the ledger's sums */
  available: SignedCentavos,
  pending: SignedCentavos,
  earned_this_year: Centavos,
  /** centavos a year, null for no cap */
  yearly_cap: Centavos.nullable(),
  cap_left: Centavos.nullable(),
  /** released rebates the shopper has not seen yet */
  not_seen_count: z.number().int().min(0),
});
export type RebateSummary = z.infer<typeof RebateSummary>;

export const RebateEntryKind = z.enum(REBATE_ENTRY_KINDS);

export const RebateHistoryRow = z.object({
  rebateId: z.number().int(),
  transactionType: RebateEntryKind,
  label: z.string(),
  amount: SignedCentavos,
  order_number: z.string().nullable(),
  order_type: z.string(),
  /** earn: when the return window closes */
  available_at: Iso.nullable(),
  /** earn: pending | available | reversed */
  status: z.enum(['pending', 'available', 'reversed']).nullable(),
  created_at: Iso,
});
export type RebateHistoryRow = z.infer<typeof RebateHistoryRow>;

export const RebateHistory = z.object({ data: z.array(RebateHistoryRow), total_count: z.number().int().min(0) });
export type RebateHistory = z.infer<typeof RebateHistory>;

export const RebateHistoryQuery = z
  .object({
    transactionType: RebateEntryKind.optional(),
    orderType: z.enum(['delivery', 'pickup', 'none']).optional(),
    orderBy: z.enum(REBATE_HISTORY_SORTS).default('created_at DESC'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(REBATE_HISTORY_PAGE_SIZE),
  })
  .strict();
export type RebateHistoryQuery = z.infer<typeof RebateHistoryQuery>;

export const RebateNotSeenItem = z.object({
  rebateId: z.number().int(),
  amount: Centavos,
  order_number: z.string().nullable(),
  available_at: Iso.nullable(),
});
export const RebatesNotSeen = z.object({ data: z.array(RebateNotSeenItem), total_count: z.number().int().min(0) });
export type RebatesNotSeen = z.infer<typeof RebatesNotSeen>;

export const RebateSeenBody = z.object({ rebateId: IdParam }).strict();
export const RebateSeenResponse = z.object({ rebateId: z.number().int(), seen: z.literal(true) });

/** Spec §7 cart/carts/mine/rebates {quote_id, rebate when above 0}: the rebate in centavos. */
export const CartRebateBody = z
  .object({ quote_id: IdParam, rebate: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict();
export const CartRebateRemoveQuery = z.object({ quote_id: IdParam }).strict();
export const CartRebateResponse = z.object({
  quote_id: z.number().int(),
  /** what the shopper asked to apply (0 after DELETE) */
  rebate: Centavos,
  available: SignedCentavos,
  message: z.string(),
});
export type CartRebateResponse = z.infer<typeof CartRebateResponse>;
