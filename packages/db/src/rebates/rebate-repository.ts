import {
  capLeft,
  earnsWithinCap,
  type RebateBalance,
  type RebateEntry,
  type RebateEntryKind,
  rebateEntryKeys,
  type RebateHistorySort,
  rebateOnAmount,
  type RebateTerms,
  rebateYearOf,
} from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import { countedRows } from '../counted-rows';
import { deletedAny } from '../affected-rows';
import { insertedRow } from '../inserted-row';
import type { DB } from '../schema';
import type { RebateEntryTable } from './rebate-tables';
import { appendEntry, balanceIn, reverseEarnsOfOrder, takeTurn } from './rebate-steps';
import { memberRebateFacts } from './cart-rebate-facts';

/** A delivered line to earn on (the orders feature's read, restated so the packages stay apart). */
export interface LineToEarn {
  line_id: number;
  order_id: number;
  order_number: string;
  order_type: string;
  paid: number;
  delivered_at: string;
  available_at: string;
}

export interface RebateHistoryFilter {
  transactionType?: RebateEntryKind;
  orderType?: string;
  orderBy: RebateHistorySort;
  page: number;
  limit: number;
}

/** An earn with where it stands: still pending, available, or reversed. */
export type RebateEarnStatus = 'pending' | 'available' | 'reversed';

function entryOf(row: Selectable<RebateEntryTable>): RebateEntry {
  return {
    id: row.id,
    customer_id: row.customer_id,
    kind: row.kind as RebateEntryKind,
    entry_key: row.entry_key,
    order_id: row.order_id,
    order_number: row.order_number,
    order_line_id: row.order_line_id,
    order_type: row.order_type,
    amount: Number(row.amount),
    pending_delta: Number(row.pending_delta),
    available_delta: Number(row.available_delta),
    year: row.year,
    available_at: row.available_at,
    created_at: row.created_at,
  };
}

/** The rebate ledger's reads and writes (decision 028); the sale's steps are in rebate-steps.ts. */
export function createRebateRepository(db: Kysely<DB>) {
  /** Earned in a cap year: earns less their reversals. */
  async function earnedInYear(trx: Kysely<DB>, customerId: number, year: number): Promise<number> {
    const row = await trx
      .selectFrom('rebate_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('earned'))
      .where('customer_id', '=', customerId)
      .where('kind', 'in', ['earn', 'reverse'])
      .where('year', '=', year)
      .executeTakeFirstOrThrow();
    return Number(row.earned);
  }

  /** How each earn stands, by earn id (its settle entry, and a reversal after release). */
  async function earnStatuses(earnIds: readonly number[]): Promise<Map<number, RebateEarnStatus>> {
    const statuses = new Map<number, RebateEarnStatus>(earnIds.map((id) => [id, 'pending']));
    if (earnIds.length === 0) return statuses;
    const moves = await db
      .selectFrom('rebate_entries')
      .select(['earn_id', 'kind'])
      .where('earn_id', 'in', [...earnIds])
      .orderBy('id')
      .execute();
    for (const move of moves)
      if (move.earn_id !== null) statuses.set(move.earn_id, move.kind === 'release' ? 'available' : 'reversed');
    return statuses;
  }

  return {
    async balance(customerId: number): Promise<RebateBalance> {
      return balanceIn(db, customerId);
    },

    earnedInYear: (customerId: number, year: number) => earnedInYear(db, customerId, year),

    /** The member's card, balances and the year's earn (the summary and the earn job read this). */
    memberFacts: (customerId: number, year: number) => memberRebateFacts(db, customerId, year),

    /** Which of these lines have an earn already. */
    async linesEarned(lineIds: readonly number[]): Promise<Set<number>> {
      if (lineIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('rebate_entries')
        .select('order_line_id')
        .where('kind', '=', 'earn')
        .where('order_line_id', 'in', [...lineIds])
        .execute();
      return new Set(rows.flatMap((r) => (r.order_line_id === null ? [] : [r.order_line_id])));
    },

    /**
     * One member's delivered lines earn, once each, in one transaction: the cap left this year is read after
     * taking their turn, so two runs cannot both earn the last of it; the line that crosses the cap earns only
     * the part up to it. Answers the centavos earned.
     */
    async earn(customerId: number, terms: RebateTerms, lines: readonly LineToEarn[], now: string): Promise<number> {
      if (lines.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        await takeTurn(trx, customerId);
        let total = 0;
        const byYear = new Map<number, LineToEarn[]>();
        for (const line of lines) {
          const year = rebateYearOf(line.delivered_at);
          byYear.set(year, [...(byYear.get(year) ?? []), line]);
        }
        for (const [year, yearLines] of byYear) {
          const left = capLeft(terms.yearly_cap, await earnedInYear(trx, customerId, year));
          const earns = earnsWithinCap(
            yearLines.map((l) => rebateOnAmount(l.paid, terms.rate_basis_points)),
            left,
          );
          for (const [i, line] of yearLines.entries()) {
            const value = earns[i] ?? 0;
            if (value <= 0) continue;
            const added = await appendEntry(trx, {
              customer_id: customerId,
              kind: 'earn',
              entry_key: rebateEntryKeys.earn(line.line_id),
              order_id: line.order_id,
              order_number: line.order_number,
              order_line_id: line.line_id,
              order_type: line.order_type,
              value,
              year,
              available_at: line.available_at,
              created_at: now,
            });
            if (added) total += value;
          }
        }
        return total;
      });
    },

    /** Earns whose return window has closed become available, once each (the scheduler's job). */
    async releaseDue(nowIso: string, limit: number): Promise<number> {
      const due = await db
        .selectFrom('rebate_entries as e')
        .selectAll('e')
        .where('e.kind', '=', 'earn')
        .where('e.available_at', '<=', nowIso)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('rebate_entries as s')
                .select('s.id')
                .whereRef('s.earn_id', '=', 'e.id')
                .where('s.kind', 'in', ['release', 'reverse']),
            ),
          ),
        )
        .orderBy('e.available_at')
        .limit(limit)
        .execute();
      let released = 0;
      for (const earn of due) {
        if (earn.order_line_id === null) continue;
        const lineId = earn.order_line_id;
        const added = await db.transaction().execute(async (trx) => {
          await takeTurn(trx, earn.customer_id);
          return appendEntry(trx, {
            customer_id: earn.customer_id,
            kind: 'release',
            entry_key: rebateEntryKeys.settle(lineId),
            earn_id: earn.id,
            order_id: earn.order_id,
            order_number: earn.order_number,
            order_line_id: lineId,
            order_type: earn.order_type,
            value: Number(earn.amount),
            year: null,
            available_at: null,
            created_at: nowIso,
          });
        });
        if (added) released += 1;
      }
      return released;
    },

    /** The order's earns reversed (refund or cancellation), in a transaction of their own. */
    async reverseOrder(orderId: number, nowIso: string): Promise<number> {
      return db.transaction().execute((trx) => reverseEarnsOfOrder(trx, orderId, nowIso));
    },

    /** Spec §7 history: filtered, sorted, one page, and how many match. */
    async history(
      customerId: number,
      filter: RebateHistoryFilter,
    ): Promise<{ rows: (RebateEntry & { status: RebateEarnStatus | null })[]; total: number }> {
      let query = db.selectFrom('rebate_entries').where('customer_id', '=', customerId);
      if (filter.transactionType) query = query.where('kind', '=', filter.transactionType);
      if (filter.orderType) query = query.where('order_type', '=', filter.orderType);
      const [column, direction] = filter.orderBy.split(' ') as ['created_at' | 'amount', 'DESC' | 'ASC'];
      const order = direction === 'DESC' ? 'desc' : 'asc';
      const rows = await query
        .selectAll()
        .orderBy(column, order)
        .orderBy('id', order)
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute();
      const entries = rows.map(entryOf);
      const statuses = await earnStatuses(entries.filter((e) => e.kind === 'earn').map((e) => e.id));
      return {
        rows: entries.map((e) => ({ ...e, status: e.kind === 'earn' ? (statuses.get(e.id) ?? 'pending') : null })),
        total: await countedRows(query),
      };
    },

    /** Earns released and not seen yet (spec §7 not-seen), newest first. */
    async notSeen(customerId: number, limit: number): Promise<RebateEntry[]> {
      const rows = await db
        .selectFrom('rebate_entries as e')
        .innerJoin('rebate_entries as r', (join) => join.onRef('r.earn_id', '=', 'e.id').on('r.kind', '=', 'release'))
        .leftJoin('rebate_seen as s', 's.entry_id', 'e.id')
        .selectAll('e')
        .where('e.customer_id', '=', customerId)
        .where('e.kind', '=', 'earn')
        .where('s.entry_id', 'is', null)
        .orderBy('r.created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(entryOf);
    },

    /** Spec §7 PUT seen {rebateId}: the member's own earn only; false when it is not theirs. */
    async markSeen(customerId: number, entryId: number, nowIso: string): Promise<boolean> {
      const entry = await db
        .selectFrom('rebate_entries')
        .select('id')
        .where('id', '=', entryId)
        .where('customer_id', '=', customerId)
        .where('kind', '=', 'earn')
        .executeTakeFirst();
      if (!entry) return false;
      await insertedRow(
        db
          .insertInto('rebate_seen')
          .values({ entry_id: entryId, customer_id: customerId, seen_at: nowIso })
          .onConflict((oc) => oc.column('entry_id').doNothing()),
      );
      return true;
    },

    /** What the shopper applied to their cart (0 when nothing). */
    async cartRebate(cartId: number): Promise<number> {
      const row = await db.selectFrom('cart_rebates').select('amount').where('cart_id', '=', cartId).executeTakeFirst();
      return row ? Number(row.amount) : 0;
    },

    async applyToCart(cartId: number, customerId: number, amount: number, nowIso: string): Promise<void> {
      await db
        .insertInto('cart_rebates')
        .values({ cart_id: cartId, customer_id: customerId, amount, updated_at: nowIso })
        .onConflict((oc) => oc.column('cart_id').doUpdateSet({ amount, updated_at: nowIso }))
        .execute();
    },

    async removeFromCart(cartId: number): Promise<boolean> {
      return deletedAny(db.deleteFrom('cart_rebates').where('cart_id', '=', cartId));
    },
  };
}

export type RebateRepository = ReturnType<typeof createRebateRepository>;
