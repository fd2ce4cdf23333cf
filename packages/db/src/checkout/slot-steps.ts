import { type Kysely, sql } from 'kysely';
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

/**
 * Books the order's slot: the cart's live hold on that slot becomes the booking, else (no hold, or a hold on
 * another slot, which is released) a place is taken directly. False when the slot has no room left, and then
 * the caller rolls back (the booking rows written first go with it). The slot's row is locked by the step's last
 * statement, so a popular slot stays locked only from there to the commit.
 */
export async function bookSlot(
  trx: Kysely<DB>,
  booking: SlotCutoffBound & {
    slot_id: number;
    cart_id: number;
    customer_id: number;
    order_id: number;
    now: string;
  },
): Promise<boolean> {
  // the cart's live hold on this slot becomes the booking (one statement: the common case)
  const booked = await trx
    .updateTable('slot_holds')
    .set({ status: 'booked', order_id: booking.order_id, updated_at: booking.now })
    .where('cart_id', '=', booking.cart_id)
    .where('slot_id', '=', booking.slot_id)
    .where('status', '=', 'held')
    .where('expires_at', '>', booking.now)
    .returning('id')
    .execute();
  if (booked.length > 0) {
    // A hold keeps its place, but not a slot staff closed since (issue 35): the check is an update on the slot's
    // row (its lock), so a closing that commits first is seen, and one that comes after waits for this sale.
    const stillOpen = await updatedRows(
      trx
        .updateTable('delivery_slots')
        .set({ used_count: sql`used_count` })
        .where('id', '=', booking.slot_id)
        .where('is_closed', '=', 0),
    );
    return stillOpen === 1;
  }
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
