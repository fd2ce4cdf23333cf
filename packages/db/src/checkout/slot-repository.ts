import { type DeliverySlot, isHoldLive, SLOT_DAYS_AHEAD, type SlotHold, type SlotHoldStatus } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import { lockCart } from '../cart/cart-steps';
import type { DatabaseEngine } from '../connection';
import { isUniqueViolation } from '../input-errors';
import type { DB } from '../schema';
import type { DeliverySlotTable, SlotHoldTable } from './checkout-tables';
import { slotRowsFor } from './slot-rows';
import { freePlacesOf, releaseHold, takeSlotPlace } from './slot-steps';

const slotOf = ({ created_at: _c, ...row }: Selectable<DeliverySlotTable>): DeliverySlot => ({
  ...row,
  is_store_pickup: row.is_store_pickup === 1,
  is_closed: row.is_closed === 1,
});
const holdOf = ({ created_at: _c, updated_at: _u, ...row }: Selectable<SlotHoldTable>): SlotHold => ({
  ...row,
  status: row.status as SlotHoldStatus,
});

/**
 * Slots and the holds on them (issue 10). A hold takes a place with the same conditional update a booking
 * does (slot-steps), so holds and orders together never overbook.
 */
export function createSlotRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  const tx = <T>(work: (trx: Kysely<DB>) => Promise<T>) => db.transaction().execute(work);
  const calendarOf = (calendar: { source_code: string; is_store_pickup: boolean }) =>
    db
      .selectFrom('delivery_slots')
      .selectAll()
      .where('source_code', '=', calendar.source_code)
      .where('is_store_pickup', '=', calendar.is_store_pickup ? 1 : 0);

  return {
    /**
     * Makes sure today and the next days have slots for every store (missing rows only; existing rows and
     * their capacity, use and closures stay). Idempotent; the scheduler and the seed call it.
     */
    async rollForwardSlots(now: Date, days: number = SLOT_DAYS_AHEAD): Promise<number> {
      const sources = (await db.selectFrom('stores').select('source_code').orderBy('sort_order').execute()).map(
        (s) => s.source_code,
      );
      const rows = slotRowsFor(sources, now, days);
      let inserted = 0;
      for (let i = 0; i < rows.length; i += 500) {
        const result = await db
          .insertInto('delivery_slots')
          .values(rows.slice(i, i + 500))
          .onConflict((oc) => oc.columns(['source_code', 'is_store_pickup', 'slot_date', 'interval_id']).doNothing())
          .executeTakeFirst();
        inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return inserted;
    },

    async slots(filter: {
      source_code: string;
      is_store_pickup: boolean;
      from_date: string;
      to_date: string;
    }): Promise<DeliverySlot[]> {
      const rows = await calendarOf(filter)
        .where('slot_date', '>=', filter.from_date)
        .where('slot_date', '<=', filter.to_date)
        .orderBy('slot_date')
        .orderBy('interval_id')
        .execute();
      return rows.map(slotOf);
    },

    async slotById(id: number): Promise<DeliverySlot | undefined> {
      const row = await db.selectFrom('delivery_slots').selectAll().where('id', '=', id).executeTakeFirst();
      return row && slotOf(row);
    },

    async slotAt(key: {
      source_code: string;
      is_store_pickup: boolean;
      slot_date: string;
      interval_id: number;
    }): Promise<DeliverySlot | undefined> {
      const row = await calendarOf(key)
        .where('slot_date', '=', key.slot_date)
        .where('interval_id', '=', key.interval_id)
        .executeTakeFirst();
      return row && slotOf(row);
    },

    /** Operators' knobs (and tests): capacity and closure of one slot. */
    async setSlotCapacity(id: number, changes: { capacity?: number; is_closed?: boolean }): Promise<void> {
      const { is_closed, ...rest } = changes;
      await db
        .updateTable('delivery_slots')
        .set({ ...rest, ...(is_closed !== undefined ? { is_closed: is_closed ? 1 : 0 } : {}) })
        .where('id', '=', id)
        .execute();
    },

    /** The cart's live hold and the slot it holds, in one read. */
    async liveHoldOfCart(cartId: number, nowIso: string): Promise<{ row: SlotHold; slot: DeliverySlot } | undefined> {
      const found = await db
        .selectFrom('slot_holds as h')
        .innerJoin('delivery_slots as s', 's.id', 'h.slot_id')
        .selectAll('s')
        .select([
          'h.id as hold_id',
          'h.customer_id as hold_customer_id',
          'h.status as hold_status',
          'h.order_id as hold_order_id',
          'h.expires_at as hold_expires_at',
        ])
        .where('h.cart_id', '=', cartId)
        .where('h.status', '=', 'held')
        .where('h.expires_at', '>', nowIso)
        .executeTakeFirst();
      if (!found) return undefined;
      const { hold_id, hold_customer_id, hold_status, hold_order_id, hold_expires_at, ...slot } = found;
      return {
        row: {
          id: hold_id,
          slot_id: slot.id,
          customer_id: hold_customer_id,
          cart_id: cartId,
          status: hold_status as SlotHoldStatus,
          order_id: hold_order_id,
          expires_at: hold_expires_at,
        },
        slot: slotOf(slot),
      };
    },

    /**
     * Holds a place in a slot for a cart until `expires_at`. Choosing the slot the cart already holds
     * renews the hold; choosing another releases the old one. Null when the slot has no room (or is
     * closed or past `cutoffAfter`). One cart's choices take turns on its row lock (a shopper clicking many slots
     * at once ends holding the last one); should two still meet on the one-live-hold-per-cart index, the loser
     * is told the slot could not be held (null), never a 500.
     */
    async holdSlot(input: {
      slot_id: number;
      customer_id: number;
      cart_id: number;
      now: string;
      expires_at: string;
      cutoff_after: string;
      cutoff_minutes: number | null;
    }): Promise<SlotHold | null> {
      return tx(async (trx) => {
        await lockCart(trx, input.cart_id, engine);
        const current = await trx
          .selectFrom('slot_holds')
          .selectAll()
          .where('cart_id', '=', input.cart_id)
          .where('status', '=', 'held')
          .executeTakeFirst();
        if (current && current.slot_id === input.slot_id && isHoldLive(current.expires_at, new Date(input.now))) {
          await trx
            .updateTable('slot_holds')
            .set({ expires_at: input.expires_at, updated_at: input.now })
            .where('id', '=', current.id)
            .execute();
          return holdOf({ ...current, expires_at: input.expires_at });
        }
        if (!(await takeSlotPlace(trx, input.slot_id, input))) return null;
        if (current) await releaseHold(trx, current, input.now);
        const hold = await trx
          .insertInto('slot_holds')
          .values({
            slot_id: input.slot_id,
            customer_id: input.customer_id,
            cart_id: input.cart_id,
            status: 'held',
            order_id: null,
            expires_at: input.expires_at,
            created_at: input.now,
            updated_at: input.now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return holdOf(hold);
      }).catch((error: unknown) => {
        if (isUniqueViolation(error, 'slot_holds_one_per_cart')) return null;
        throw error;
      });
    },

    /** Releases the cart's live hold (a changed address or delivery type resets the slot). */
    async releaseHoldOfCart(cartId: number, now: string): Promise<void> {
      await tx(async (trx) => {
        const released = await trx
          .updateTable('slot_holds')
          .set({ status: 'released', updated_at: now })
          .where('cart_id', '=', cartId)
          .where('status', '=', 'held')
          .returning(['slot_id'])
          .execute();
        await freePlacesOf(trx, released);
      });
    },

    /** The scheduler's job: releases every hold whose time ran out. Answers how many went back. */
    async expireHolds(nowIso: string): Promise<number> {
      return tx(async (trx) => {
        const expired = await trx
          .updateTable('slot_holds')
          .set({ status: 'released', updated_at: nowIso })
          .where('status', '=', 'held')
          .where('expires_at', '<=', nowIso)
          .returning(['slot_id'])
          .execute();
        await freePlacesOf(trx, expired);
        return expired.length;
      });
    },
  };
}
