import type { Generated } from 'kysely';

/**
 * The rebates tables (migration 0026-rebates), added to the one `DB` interface by declaration merging so this
 * feature's types live beside its repository. Times are ISO-8601 UTC text, money integer centavos.
 */
declare module '../schema' {
  interface DB {
    rebate_entries: RebateEntryTable;
    rebate_accounts: RebateAccountTable;
    rebate_seen: RebateSeenTable;
    cart_rebates: CartRebateTable;
  }
}

/** One append-only ledger entry (domain RebateEntry). */
export interface RebateEntryTable {
  id: Generated<number>;
  customer_id: number;
  /** earn | release | reverse | spend | give_back */
  kind: string;
  entry_key: string;
  /** release and reverse: the earn they settle */
  earn_id: number | null;
  order_id: number | null;
  order_number: string | null;
  order_line_id: number | null;
  order_type: string;
  amount: number;
  pending_delta: number;
  available_delta: number;
  year: number | null;
  available_at: string | null;
  created_at: string;
}

/** The member's lock row: a write of theirs bumps `turn` first, so their writes take turns. No money here. */
export interface RebateAccountTable {
  customer_id: number;
  turn: number;
}

export interface RebateSeenTable {
  entry_id: number;
  customer_id: number;
  seen_at: string;
}

/** What the shopper applied to a cart (spec §7 PUT cart/carts/mine/rebates); the order spends it. */
export interface CartRebateTable {
  cart_id: number;
  customer_id: number;
  amount: number;
  updated_at: string;
}
