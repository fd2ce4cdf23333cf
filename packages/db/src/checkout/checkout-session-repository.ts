import type { CheckoutSession, CheckoutSessionChanges } from '@sulit/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../schema';
import type { CheckoutSessionTable } from './checkout-tables';

const sessionOf = ({ updated_at: _u, ...row }: Selectable<CheckoutSessionTable>): CheckoutSession => ({
  ...row,
  delivery_type: row.delivery_type === 'pickup' ? 'pickup' : 'delivery',
  allow_go_green: row.allow_go_green === 1,
});

function columnsOf(changes: CheckoutSessionChanges): Partial<Insertable<CheckoutSessionTable>> {
  const { allow_go_green, ...rest } = changes;
  return { ...rest, ...(allow_go_green !== undefined ? { allow_go_green: allow_go_green ? 1 : 0 } : {}) };
}

/** The shopper's checkout choices, one row per cart, written step by step. */
export function createCheckoutSessionRepository(db: Kysely<DB>) {
  return {
    async session(cartId: number): Promise<CheckoutSession | undefined> {
      const row = await db.selectFrom('checkout_sessions').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
      return row && sessionOf(row);
    },

    async saveSession(cartId: number, customerId: number, changes: CheckoutSessionChanges, now: string) {
      const columns = columnsOf(changes);
      await db
        .insertInto('checkout_sessions')
        .values({
          cart_id: cartId,
          customer_id: customerId,
          delivery_type: 'delivery',
          allow_go_green: 0,
          ...columns,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('cart_id').doUpdateSet({ ...columns, updated_at: now }))
        .execute();
    },
  };
}
