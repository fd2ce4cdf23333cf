import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';
import { updatedRows } from '../affected-rows';

/**
 * A slot's places: every taking is a conditional update (`used_count < capacity`, open, before its cutoff),
 * every giving back one decrement, each inside the caller's transaction.
 */
async function freePlace(trx: Kysely<DB>, slotId: number): Promise<void> {
  await trx
    .updateTable('delivery_slots')
    .set({ used_count: sql`used_count - 1` })
    .where('id', '=', slotId)
    .where('used_count', '>', 0)
    .execute();
}

/**
 * Where a booking stands against a slot's cut-off: the slot must start after `cutoff_after` (the domain's
 * bookableStartsAfter of now and the slot's cut-off), and its cut-off must still be the `cutoff_minutes` that
 * bound was computed from (a manager who moved it meanwhile makes the taking fail rather than slip past it).
 */
export interface SlotCutoffBound {
  cutoff_after: string;
  cutoff_minutes: number | null;
}

/** Takes one place in a slot when it has room, is open and is before its cut-off. */
export async function takeSlotPlace(trx: Kysely<DB>, slotId: number, bound: SlotCutoffBound): Promise<boolean> {
  return (
    (await updatedRows(
      trx
        .updateTable('delivery_slots')
        .set({ used_count: sql`used_count + 1` })
        .where('id', '=', slotId)
        .where('is_closed', '=', 0)
        .where('starts_at', '>', bound.cutoff_after)
        .where((eb) =>
          bound.cutoff_minutes === null
            ? eb('cutoff_minutes', 'is', null)
            : eb('cutoff_minutes', '=', bound.cutoff_minutes),
        )
        .where((eb) => eb('used_count', '<', eb.ref('capacity'))),
    )) === 1
  );
}

/** Releases one hold and gives its place back to the slot. */
export async function releaseHold(trx: Kysely<DB>, hold: { id: number; slot_id: number }, now: string): Promise<void> {
  await trx.updateTable('slot_holds').set({ status: 'released', updated_at: now }).where('id', '=', hold.id).execute();
  await freePlace(trx, hold.slot_id);
}

/** Releases a set of holds already marked released (expired, reset): their places go back. */
export async function freePlacesOf(trx: Kysely<DB>, holds: readonly { slot_id: number }[]): Promise<void> {
  for (const hold of holds) await freePlace(trx, hold.slot_id);
}

/** A booking of an order's slot by a cart, against the slot's cut-off. */
export type SlotBooking = SlotCutoffBound & {
  slot_id: number;
  cart_id: number;
  customer_id: number;
  order_id: number;
  now: string;
};

/**
 * The first half of booking: the cart's live hold on this slot becomes the order's booking (the cart's own row,
 * nobody else's). True when there was one; `confirmSlot` then needs only the slot's row.
 */
export async function convertHold(trx: Kysely<DB>, booking: SlotBooking): Promise<boolean> {
  const booked = await trx
    .updateTable('slot_holds')
    .set({ status: 'booked', order_id: booking.order_id, updated_at: booking.now })
    .where('cart_id', '=', booking.cart_id)
    .where('slot_id', '=', booking.slot_id)
    .where('status', '=', 'held')
    .where('expires_at', '>', booking.now)
    .returning('id')
    .execute();
  return booked.length > 0;
}

/**
 * The second half, on the slot's row (shared by everyone delivering then, so a sale takes it last): a converted
 * hold keeps its place if the slot is still open; without one (no hold, or a hold on another slot, which is
 * released) a place is taken directly. False when the slot has no room left or was closed, and then the caller
 * rolls back (the booking rows written first go with it).
 */
export async function confirmSlot(
  trx: Kysely<DB>,
  booking: SlotBooking,
  held: boolean,
  engine: DatabaseEngine,
): Promise<boolean> {
  if (held) return stillOpen(trx, booking.slot_id, engine);
  const hold = await trx
    .selectFrom('slot_holds')
    .select(['id', 'slot_id'])
    .where('cart_id', '=', booking.cart_id)
    .where('status', '=', 'held')
    .where('expires_at', '>', booking.now)
    .executeTakeFirst();
  if (hold) await releaseHold(trx, hold, booking.now);
  await trx
    .insertInto('slot_holds')
    .values({
      slot_id: booking.slot_id,
      customer_id: booking.customer_id,
      cart_id: booking.cart_id,
      status: 'booked',
      order_id: booking.order_id,
      expires_at: booking.now,
      created_at: booking.now,
      updated_at: booking.now,
    })
    .execute();
  return takeSlotPlace(trx, booking.slot_id, booking);
}

/** Books the order's slot: `convertHold`, then `confirmSlot` (an edit's new slot, where nothing comes between). */
export async function bookSlot(trx: Kysely<DB>, booking: SlotBooking, engine: DatabaseEngine): Promise<boolean> {
  return confirmSlot(trx, booking, await convertHold(trx, booking), engine);
}

/**
 * A held place stays the booking's unless staff closed the slot since (issue 35). On PostgreSQL a share lock on
 * the slot's row: a closing that committed first is seen, one that comes after waits for this sale, and sales
 * keeping their held places neither wait for each other nor write a new version of the row. SQLite runs one write
 * transaction at a time: the sale holds it already.
 */
async function stillOpen(trx: Kysely<DB>, slotId: number, engine: DatabaseEngine): Promise<boolean> {
  const open = trx.selectFrom('delivery_slots').select('id').where('id', '=', slotId).where('is_closed', '=', 0);
  return (await (engine === 'postgres' ? open.forShare() : open).executeTakeFirst()) !== undefined;
}

/** Gives an order's booked place back (the caller gives back once: see `giveBackOrder`). */
export async function releaseSlot(trx: Kysely<DB>, order: { id: number; slot_id: number }, now: string): Promise<void> {
  await trx
    .updateTable('slot_holds')
    .set({ status: 'released', updated_at: now })
    .where('order_id', '=', order.id)
    .where('status', '=', 'booked')
    .execute();
  await freePlace(trx, order.slot_id);
}
