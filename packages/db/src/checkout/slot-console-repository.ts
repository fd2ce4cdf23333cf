import type { DeliverySlot } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import { writeOpsAudit } from '../ops/ops-audit';
import type { DB } from '../schema';
import type { DeliverySlotTable } from './checkout-tables';

/** What staff change on a slot: its capacity, whether it is closed, its cut-off. */
export interface SlotChange {
  capacity?: number | undefined;
  is_closed?: boolean | undefined;
  /** null: back to the store-wide SLOT_CUTOFF_MINUTES */
  cutoff_minutes?: number | null | undefined;
}

export type SlotChangeOutcome =
  | { kind: 'changed'; before: DeliverySlot; after: DeliverySlot }
  | { kind: 'not_found' }
  | { kind: 'below_use'; used: number };

/**
 * The console's slot calendar (issue 35): every slot of a store for some dates (delivery and pickup), and staff
 * changes to one slot. The listing the shopper sees (checkout's list-slots) reads these same rows, and place order
 * and holds take places with `takeSlotPlace`, which refuses a closed slot: there is one calendar, not a copy.
 */
export function createSlotConsoleRepository(db: Kysely<DB>) {
  const slotOf = ({ created_at: _c, ...row }: Selectable<DeliverySlotTable>): DeliverySlot => ({
    ...row,
    is_store_pickup: row.is_store_pickup === 1,
    is_closed: row.is_closed === 1,
  });

  return {
    async calendar(filter: { stores: readonly string[] | 'every'; from_date: string; to_date: string }) {
      if (filter.stores !== 'every' && filter.stores.length === 0) return [];
      const { stores } = filter;
      const rows = await db
        .selectFrom('delivery_slots')
        .selectAll()
        .$if(stores !== 'every', (q) => q.where('source_code', 'in', [...stores]))
        .where('slot_date', '>=', filter.from_date)
        .where('slot_date', '<=', filter.to_date)
        .orderBy('source_code')
        .orderBy('slot_date')
        .orderBy('is_store_pickup')
        .orderBy('interval_id')
        .limit(1000)
        .execute();
      return rows.map(slotOf);
    },

    async slotById(id: number): Promise<DeliverySlot | undefined> {
      const row = await db.selectFrom('delivery_slots').selectAll().where('id', '=', id).executeTakeFirst();
      return row && slotOf(row);
    },

    /**
     * Changes one slot with its audit row in one transaction. The capacity never goes below the places already
     * taken (a conditional update on used_count), so a change never overbooks what holds and orders hold.
     */
    async change(id: number, change: SlotChange, staffId: number, now: string): Promise<SlotChangeOutcome> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('delivery_slots').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return { kind: 'not_found' as const };
        const updated = await trx
          .updateTable('delivery_slots')
          .set({
            ...(change.capacity !== undefined ? { capacity: change.capacity } : {}),
            ...(change.is_closed !== undefined ? { is_closed: change.is_closed ? 1 : 0 } : {}),
            ...(change.cutoff_minutes !== undefined ? { cutoff_minutes: change.cutoff_minutes } : {}),
          })
          .where('id', '=', id)
          .$if(change.capacity !== undefined, (q) => q.where('used_count', '<=', change.capacity!))
          .returningAll()
          .executeTakeFirst();
        if (!updated) {
          const now = await trx
            .selectFrom('delivery_slots')
            .select('used_count')
            .where('id', '=', id)
            .executeTakeFirst();
          return { kind: 'below_use' as const, used: now?.used_count ?? before.used_count };
        }
        const pick = (s: typeof before) => ({
          capacity: s.capacity,
          is_closed: s.is_closed === 1,
          cutoff_minutes: s.cutoff_minutes,
        });
        await writeOpsAudit(
          trx,
          {
            staff_id: staffId,
            action: 'slots.update',
            entity: `slot:${id}`,
            before: pick(before),
            after: pick(updated),
          },
          now,
        );
        return { kind: 'changed' as const, before: slotOf(before), after: slotOf(updated) };
      });
    },
  };
}

export type SlotConsoleRepository = ReturnType<typeof createSlotConsoleRepository>;
