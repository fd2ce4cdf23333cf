import type { MembershipFacts } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { balanceSums } from './rebate-steps';

/** A member's rebate facts: their card (for the terms), the ledger's balances and what they earned this year. */
export interface MemberRebateFacts {
  card: MembershipFacts | null;
  available: number;
  pending: number;
  earned_this_year: number;
}

/** What pricing a member's cart needs besides: what they applied to it. */
export interface CartRebateFacts extends MemberRebateFacts {
  applied: number;
}

/**
 * The member's rebate facts in one statement, and the cart's applied rebate when `cartId` is given: the card is
 * read as the cart's membership prices read it (decision 010, the active card row), the balance as `balanceSums`
 * sums it, and this year's earnings, each a subquery of the customer's row.
 */
async function rebateFacts(db: Kysely<DB>, customerId: number, year: number, cartId: number | null) {
  const entries = () => db.selectFrom('rebate_entries').where('customer_id', '=', customerId);
  return db
    .selectFrom('customers as c')
    .leftJoin('customer_memberships as m', (join) =>
      join.onRef('m.customer_id', '=', 'c.id').on('m.status', '=', 'active'),
    )
    .select(['m.code', 'm.card_type', 'm.package', 'm.expires_on', 'm.starts_on'])
    .select((eb) => [
      entries()
        .select((e) => balanceSums(e).pending)
        .as('pending'),
      entries()
        .select((e) => balanceSums(e).available)
        .as('available'),
      entries()
        .select((e) => e.fn.coalesce(e.fn.sum<number | string>('amount'), e.lit(0)).as('earned'))
        .where('kind', 'in', ['earn', 'reverse'])
        .where('year', '=', year)
        .as('earned'),
      cartId === null
        ? eb.lit(0).as('applied')
        : db.selectFrom('cart_rebates').select('amount').where('cart_id', '=', cartId).as('applied'),
    ])
    .where('c.id', '=', customerId)
    .executeTakeFirst();
}

/** The member's rebate facts, on this connection or transaction. */
export async function memberRebateFacts(db: Kysely<DB>, customerId: number, year: number): Promise<MemberRebateFacts> {
  const { applied: _applied, ...facts } = await cartRebateFacts(db, null, customerId, year);
  return facts;
}

/** The rebate facts of a customer's cart (the cart repository hands this to pricing). */
export async function cartRebateFacts(
  db: Kysely<DB>,
  cartId: number | null,
  customerId: number,
  year: number,
): Promise<CartRebateFacts> {
  const row = await rebateFacts(db, customerId, year, cartId);
  // the card's columns are null exactly when the member has no active card (the left join found none)
  const card =
    row && row.code !== null && row.card_type !== null && row.package !== null && row.expires_on !== null
      ? {
          code: row.code,
          card_type: row.card_type,
          package: row.package,
          expires_on: row.expires_on,
          starts_on: row.starts_on,
        }
      : null;
  return {
    card,
    available: Number(row?.available ?? 0),
    pending: Number(row?.pending ?? 0),
    earned_this_year: Number(row?.earned ?? 0),
    applied: Number(row?.applied ?? 0),
  };
}
