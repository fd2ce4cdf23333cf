/**
 * The rebate ledger (decision 028): append-only entries, each moving centavos into or out of the member's
 * pending and available balances. A balance is only ever the sum of its entries; nothing stores it.
 *
 * - earn: a delivered order line's rebate, pending until the return window closes (+pending)
 * - release: the window closed, the earn becomes spendable (−pending +available)
 * - reverse: the line was refunded or its order cancelled (−pending before release, −available after)
 * - spend: applied at checkout, written with the order (−available)
 * - give_back: that order was cancelled or its payment failed (+available)
 */
export const REBATE_ENTRY_KINDS = ['earn', 'release', 'reverse', 'spend', 'give_back'] as const;
export type RebateEntryKind = (typeof REBATE_ENTRY_KINDS)[number];

/** How the history names each kind (the spec's transactionType filter takes these kinds). */
export const REBATE_ENTRY_LABELS: Readonly<Record<RebateEntryKind, string>> = {
  earn: 'Earned',
  release: 'Now available',
  reverse: 'Reversed',
  spend: 'Used at checkout',
  give_back: 'Given back',
};

export interface RebateEntry {
  id: number;
  customer_id: number;
  kind: RebateEntryKind;
  /** what makes the entry unique: `earn:<line>`, `settle:<line>`, `spend:<order>`, `give_back:<order>` … */
  entry_key: string;
  order_id: number | null;
  order_number: string | null;
  order_line_id: number | null;
  /** delivery | pickup | none: how the order reached the shopper (the history's orderType filter) */
  order_type: string;
  /** the entry's own signed amount as the history shows it */
  amount: number;
  pending_delta: number;
  available_delta: number;
  /** earn: the cap's year (Asia/Manila) */
  year: number | null;
  /** earn: when the return window closes */
  available_at: string | null;
  created_at: string;
}

export interface RebateBalance {
  pending: number;
  available: number;
}

/** The balances are the ledger's sum, nothing else. */
export function balanceOf(entries: readonly Pick<RebateEntry, 'pending_delta' | 'available_delta'>[]): RebateBalance {
  return entries.reduce(
    (b, e) => ({ pending: b.pending + e.pending_delta, available: b.available + e.available_delta }),
    { pending: 0, available: 0 },
  );
}

/** The keys that make each money move happen once (a unique constraint holds them). */
export const rebateEntryKeys = {
  earn: (lineId: number) => `earn:${lineId}`,
  /** the one move that ends an earn's pending state: its release or its reversal while pending */
  settle: (lineId: number) => `settle:${lineId}`,
  /** a reversal after release */
  reverseAvailable: (lineId: number) => `reverse:${lineId}`,
  spend: (orderId: number) => `spend:${orderId}`,
  giveBack: (orderId: number) => `give_back:${orderId}`,
  /** the part of an order's spend an edit before picking gives back (decision 040): one per edit */
  editGiveBack: (orderId: number, version: number) => `give_back:${orderId}:v${version}`,
};

/** The deltas of each kind of entry for an amount (positive centavos). */
export function entryDeltas(
  kind: RebateEntryKind,
  amount: number,
  released = false,
): Pick<RebateEntry, 'amount' | 'pending_delta' | 'available_delta'> {
  switch (kind) {
    case 'earn':
      return { amount, pending_delta: amount, available_delta: 0 };
    case 'release':
      return { amount, pending_delta: 0 - amount, available_delta: amount };
    case 'reverse':
      return released
        ? { amount: 0 - amount, pending_delta: 0, available_delta: 0 - amount }
        : { amount: 0 - amount, pending_delta: 0 - amount, available_delta: 0 };
    case 'spend':
      return { amount: 0 - amount, pending_delta: 0, available_delta: 0 - amount };
    case 'give_back':
      return { amount, pending_delta: 0, available_delta: amount };
  }
}

/** Spec §7 history orderBy (default created_at DESC). */
export const REBATE_HISTORY_SORTS = ['created_at DESC', 'created_at ASC', 'amount DESC', 'amount ASC'] as const;
export type RebateHistorySort = (typeof REBATE_HISTORY_SORTS)[number];
