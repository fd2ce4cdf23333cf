import {
  type DiscountId,
  type DiscountIdKind,
  type DiscountIdMove,
  type DiscountIdStatus,
  DISCOUNT_ID_TRANSITIONS,
} from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import { updatedAny } from '../affected-rows';
import { writeOpsAudit } from '../ops/ops-audit';
import type { DB } from '../schema';
import type { DiscountIdTable } from './discount-tables';
import { weekUseIn } from './special-discount-steps';

export interface NewDiscountId {
  customer_id: number;
  kind: DiscountIdKind;
  id_number: string;
  holder_name: string;
  file_name: string;
  media_type: string;
  storage_key: string;
  content: Uint8Array;
  now: string;
}

/** What an order took of the cap, as its invoice prints it. */
export interface SpecialDiscountUse {
  kind: DiscountIdKind;
  id_number: string;
  holder_name: string;
  purchase_amount: number;
  discount_amount: number;
  week_start: string;
  released: boolean;
}

const ID_COLUMNS = [
  'id',
  'customer_id',
  'kind',
  'id_number',
  'holder_name',
  'status',
  'reason',
  'storage_key',
  'media_type',
  'created_at',
  'decided_at',
  'decided_by',
] as const;

function idOf(row: Omit<Selectable<DiscountIdTable>, 'content' | 'file_name'>): DiscountId {
  return { ...row, kind: row.kind as DiscountIdKind, status: row.status as DiscountIdStatus };
}

/**
 * The special discount's data (decision 038): the IDs shoppers upload and operators decide, the qualifying goods,
 * and each holder's use of the weekly cap. Console changes write their audit row in the same transaction.
 */
export function createDiscountRepository(db: Kysely<DB>) {
  return {
    /** the shopper's current ID (not replaced), without its photo */
    async currentId(customerId: number): Promise<DiscountId | undefined> {
      const row = await db
        .selectFrom('discount_ids')
        .select(ID_COLUMNS)
        .where('customer_id', '=', customerId)
        .where('status', '<>', 'replaced')
        .executeTakeFirst();
      return row ? idOf(row) : undefined;
    },

    async idById(id: number): Promise<DiscountId | undefined> {
      const row = await db.selectFrom('discount_ids').select(ID_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? idOf(row) : undefined;
    },

    /** the ID's photo, for staff only (the route's guard decides who) */
    async idPhoto(id: number): Promise<{ media_type: string; content: Uint8Array } | undefined> {
      return db.selectFrom('discount_ids').select(['media_type', 'content']).where('id', '=', id).executeTakeFirst();
    },

    /** A new upload stands in for the shopper's current ID (`replace` in the transition table), pending. */
    async submitId(input: NewDiscountId): Promise<DiscountId> {
      const { now, ...row } = input;
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('discount_ids')
          .set({ status: DISCOUNT_ID_TRANSITIONS.replace.to })
          .where('customer_id', '=', input.customer_id)
          .where('status', 'in', DISCOUNT_ID_TRANSITIONS.replace.from)
          .execute();
        const inserted = await trx
          .insertInto('discount_ids')
          .values({ ...row, status: 'pending', reason: null, created_at: now, decided_at: null, decided_by: null })
          .returning(ID_COLUMNS)
          .executeTakeFirstOrThrow();
        return idOf(inserted);
      });
    },

    /** IDs waiting for a decision (oldest first), or those of another status, for the console. */
    async listIds(status: DiscountIdStatus, limit: number): Promise<DiscountId[]> {
      const rows = await db
        .selectFrom('discount_ids')
        .select(ID_COLUMNS)
        .where('status', '=', status)
        .orderBy('id', status === 'pending' ? 'asc' : 'desc')
        .limit(limit)
        .execute();
      return rows.map(idOf);
    },

    /** An operator's verify or reject: a conditional update from the table's `from`, audited; false if decided. */
    async decideId(
      id: number,
      move: Exclude<DiscountIdMove, 'replace'>,
      decision: { staff_id: number; reason: string | null; now: string },
    ): Promise<DiscountId | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('discount_ids').select(ID_COLUMNS).where('id', '=', id).executeTakeFirst();
        if (!before) return undefined;
        const { from, to } = DISCOUNT_ID_TRANSITIONS[move];
        const changed = await updatedAny(
          trx
            .updateTable('discount_ids')
            .set({ status: to, reason: decision.reason, decided_at: decision.now, decided_by: decision.staff_id })
            .where('id', '=', id)
            .where('status', 'in', from),
        );
        if (!changed) return undefined;
        const after = { ...before, status: to, reason: decision.reason, decided_at: decision.now };
        await writeOpsAudit(
          trx,
          {
            staff_id: decision.staff_id,
            action: `discount-ids.${move}`,
            entity: `discount-id:${id}`,
            before: { status: before.status },
            after: { status: to, reason: decision.reason },
          },
          decision.now,
        );
        return idOf({ ...after, decided_by: decision.staff_id });
      });
    },

    /** the holder's purchases counted in the week (Monday's date) */
    weekUse: (customerId: number, weekStart: string) => weekUseIn(db, customerId, weekStart),

    /** which of these products qualify */
    async qualifying(productIds: readonly number[]): Promise<Set<number>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('special_discount_products')
        .select('product_id')
        .where('product_id', 'in', productIds)
        .execute();
      return new Set(rows.map((r) => r.product_id));
    },

    /** the order's use of its holder's cap, for the invoice and the order page */
    async useOfOrder(orderId: number): Promise<SpecialDiscountUse | undefined> {
      const row = await db
        .selectFrom('special_discount_uses')
        .select(['kind', 'id_number', 'holder_name', 'purchase_amount', 'discount_amount', 'week_start', 'released_at'])
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      if (!row) return undefined;
      const { released_at, ...rest } = row;
      return { ...rest, kind: rest.kind as DiscountIdKind, released: released_at !== null };
    },
  };
}

export type DiscountRepository = ReturnType<typeof createDiscountRepository>;
