import { SPECIAL_DISCOUNT_WEEKLY_PURCHASE_CAP } from '@sulit/domain';
import type { Kysely } from 'kysely';
import { updatedAny } from '../affected-rows';
import type { DB } from '../schema';

/** What an order takes of its holder's weekly cap, as place order priced it. */
export interface SpecialDiscountTake {
  order_id: number;
  customer_id: number;
  discount_id: number;
  week_start: string;
  purchase_amount: number;
  discount_amount: number;
  now: string;
}

/** The week's purchases already counted for the holder (released uses give theirs back). */
export async function weekUseIn(trx: Kysely<DB>, customerId: number, weekStart: string): Promise<number> {
  const row = await trx
    .selectFrom('special_discount_uses')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('purchase_amount'), eb.lit(0)).as('used'))
    .where('customer_id', '=', customerId)
    .where('week_start', '=', weekStart)
    .where('released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/**
 * The sale's step (decision 038): check and take the holder's weekly cap in the place-order transaction. The ID row
 * is touched first (a conditional update that needs it still verified): PostgreSQL's row lock on it, SQLite's write
 * lock, so two orders of one holder take turns and the second reads the first's use. False when the ID is no
 * longer verified or the week's cap no longer covers this order's purchases: the sale rolls back.
 */
export async function takeSpecialDiscount(trx: Kysely<DB>, take: SpecialDiscountTake): Promise<boolean> {
  const id = await trx
    .selectFrom('discount_ids')
    .select(['kind', 'id_number', 'holder_name'])
    .where('id', '=', take.discount_id)
    .where('customer_id', '=', take.customer_id)
    .where('status', '=', 'verified')
    .executeTakeFirst();
  if (!id) return false;
  const locked = await updatedAny(
    trx
      .updateTable('discount_ids')
      .set({ status: 'verified' })
      .where('id', '=', take.discount_id)
      .where('status', '=', 'verified'),
  );
  if (!locked) return false;
  const used = await weekUseIn(trx, take.customer_id, take.week_start);
  if (used + take.purchase_amount > SPECIAL_DISCOUNT_WEEKLY_PURCHASE_CAP) return false;
  await trx
    .insertInto('special_discount_uses')
    .values({
      order_id: take.order_id,
      customer_id: take.customer_id,
      discount_id: take.discount_id,
      week_start: take.week_start,
      purchase_amount: take.purchase_amount,
      discount_amount: take.discount_amount,
      kind: id.kind,
      id_number: id.id_number,
      holder_name: id.holder_name,
      created_at: take.now,
      released_at: null,
    })
    .execute();
  return true;
}

/** A cancelled or failed order gives its use of the week's cap back, once (in `giveBackOrder`'s transaction). */
export async function giveBackSpecialDiscount(trx: Kysely<DB>, orderId: number, now: string): Promise<void> {
  await trx
    .updateTable('special_discount_uses')
    .set({ released_at: now })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .execute();
}
