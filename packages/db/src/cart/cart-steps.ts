import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';
import { countedRows } from '../counted-rows';
import { updatedRows } from '../affected-rows';

/**
 * The cart's steps in a sale (the caller's transaction). Claiming is the sale's first write and switches the
 * cart off: only an active cart not ordered yet can be claimed, so a request that read the cart before its order
 * gave everything back (the cart stays off until the shopper restores it) cannot order it again. A rolled-back
 * sale leaves the cart as it was.
 */
export async function claimCart(
  trx: Kysely<DB>,
  claim: { cart_id: number; customer_id: number; now: string },
): Promise<boolean> {
  return (
    (await updatedRows(
      trx
        .updateTable('carts')
        .set({ ordered_at: claim.now, updated_at: claim.now, is_active: 0 })
        .where('id', '=', claim.cart_id)
        .where('customer_id', '=', claim.customer_id)
        .where('is_active', '=', 1)
        .where('ordered_at', 'is', null),
    )) === 1
  );
}

/**
 * Holds the cart's row lock until the caller's transaction ends (PostgreSQL), so two requests about one cart take
 * turns. SQLite runs one write transaction at a time already.
 */
export async function lockCart(trx: Kysely<DB>, cartId: number, engine: DatabaseEngine): Promise<void> {
  if (engine === 'postgres') await sql`select id from carts where id = ${cartId} for update`.execute(trx);
}

/**
 * The ordered cart's checkout choices are forgotten, except while its order waits for its payment: a failed
 * payment sends the shopper back with the address or store still chosen.
 */
export async function forgetCheckoutChoices(trx: Kysely<DB>, cartId: number): Promise<void> {
  await trx.deleteFrom('checkout_sessions').where('cart_id', '=', cartId).execute();
}

/**
 * Buying a membership alone (decision 026): the membership lines move from the shopper's active cart into a new
 * cart of the order's own, in the sale's transaction, so the groceries, their quantities and the voucher stay where
 * they are. The order's cart is born ordered and switched off (a customer has one active cart). Moving the lines
 * is the claim: a parallel submit finds them gone and gets null.
 */
export async function setMembershipApart(
  trx: Kysely<DB>,
  apart: { cart_id: number; customer_id: number; line_ids: readonly string[]; now: string },
): Promise<number | null> {
  // a write first: SQLite's write lock and PostgreSQL's row lock on the cart, so parallel submits take turns
  const touched = await updatedRows(
    trx
      .updateTable('carts')
      .set({ updated_at: apart.now })
      .where('id', '=', apart.cart_id)
      .where('customer_id', '=', apart.customer_id)
      .where('is_active', '=', 1)
      .where('ordered_at', 'is', null),
  );
  if (touched !== 1 || apart.line_ids.length === 0) return null;
  const from = await trx
    .selectFrom('carts')
    .select('source_code')
    .where('id', '=', apart.cart_id)
    .executeTakeFirstOrThrow();
  const own = await trx
    .insertInto('carts')
    .values({
      mask_hash: null,
      customer_id: apart.customer_id,
      is_active: 0,
      source_code: from.source_code,
      coupon_code: null,
      ordered_at: apart.now,
      created_at: apart.now,
      updated_at: apart.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const moved = await updatedRows(
    trx
      .updateTable('cart_items')
      .set({ cart_id: own.id })
      .where('cart_id', '=', apart.cart_id)
      .where('line_id', 'in', [...apart.line_ids]),
  );
  return moved === apart.line_ids.length ? own.id : null;
}

/** The order gave its goods back: the cart may be ordered again once the shopper restores it. */
export async function reopenCart(trx: Kysely<DB>, cartId: number, now: string): Promise<void> {
  await trx.updateTable('carts').set({ ordered_at: null, updated_at: now }).where('id', '=', cartId).execute();
}

/** Uses a voucher once for an order: within its overall and per-customer limits, else false (the caller rolls back). */
export async function useVoucher(
  trx: Kysely<DB>,
  use: {
    voucher_id: number;
    usage_limit_per_customer: number | null;
    customer_id: number;
    order_ref: string;
    now: string;
  },
): Promise<boolean> {
  if (use.usage_limit_per_customer !== null) {
    const used = await countedRows(
      trx
        .selectFrom('voucher_usages')
        .where('voucher_id', '=', use.voucher_id)
        .where('customer_id', '=', use.customer_id),
    );
    if (used >= use.usage_limit_per_customer) return false;
  }
  await trx
    .insertInto('voucher_usages')
    .values({ voucher_id: use.voucher_id, customer_id: use.customer_id, order_ref: use.order_ref, used_at: use.now })
    .execute();
  // the voucher's row (its lock, shared by every shopper using the code) is taken last, held until the commit
  const counted = await updatedRows(
    trx
      .updateTable('vouchers')
      .set({ times_used: sql`times_used + 1` })
      .where('id', '=', use.voucher_id)
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))])),
  );
  return counted === 1;
}

/** Gives an order's voucher use back (once: the usage row is the proof). */
export async function giveBackVoucher(trx: Kysely<DB>, voucherId: number, orderRef: string): Promise<void> {
  const usage = await trx
    .deleteFrom('voucher_usages')
    .where('voucher_id', '=', voucherId)
    .where('order_ref', '=', orderRef)
    .executeTakeFirst();
  if (Number(usage.numDeletedRows) === 0) return;
  await trx
    .updateTable('vouchers')
    .set({ times_used: sql`times_used - 1` })
    .where('id', '=', voucherId)
    .where('times_used', '>', 0)
    .execute();
}
