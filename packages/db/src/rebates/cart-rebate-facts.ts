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
 * The member's rebate facts, on this connection or transaction. The card is read as the cart's membership
 * prices read it (decision 010): the active card row.
 */
export async function memberRebateFacts(db: Kysely<DB>, customerId: number, year: number): Promise<MemberRebateFacts> {
  const [card, sums] = await Promise.all([
    db
      .selectFrom('customer_memberships')
      .select(['code', 'card_type', 'package', 'expires_on', 'starts_on'])
      .where('customer_id', '=', customerId)
      .where('status', '=', 'active')
      .executeTakeFirst(),
    // the balance and this year's earnings in one pass over the member's entries
    db
      .selectFrom('rebate_entries')
      .select((eb) => [
        ...balanceSums(eb),
        eb.fn
          .coalesce(
            eb.fn.sum<number | string>(
              eb
                .case()
                .when(eb.and([eb('kind', 'in', ['earn', 'reverse']), eb('year', '=', year)]))
                .then(eb.ref('amount'))
                .else(eb.lit(0))
                .end(),
            ),
            eb.lit(0),
          )
          .as('earned'),
      ])
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    card: card ?? null,
    available: Number(sums.available),
    pending: Number(sums.pending),
    earned_this_year: Number(sums.earned),
  };
}

/** The rebate facts of a customer's cart (the cart repository hands this to pricing). */
export async function cartRebateFacts(
  db: Kysely<DB>,
  cartId: number,
  customerId: number,
  year: number,
): Promise<CartRebateFacts> {
  const [member, applied] = await Promise.all([
    memberRebateFacts(db, customerId, year),
    db.selectFrom('cart_rebates').select('amount').where('cart_id', '=', cartId).executeTakeFirst(),
  ]);
  return { ...member, applied: applied ? Number(applied.amount) : 0 };
}
