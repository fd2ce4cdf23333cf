import type { Kysely } from 'kysely';

/**
 * Retrying a failed payment (issue 28): a declined order keeps its reservations until `payment_hold_until`,
 * and `payment_attempt` numbers its tries so each new attempt has its own provider idempotency key.
 */
export function paymentRetry() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('payment_hold_until', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('payment_attempt', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('orders_payment_hold_idx')
        .on('orders')
        .columns(['status', 'payment_hold_until'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('orders_payment_hold_idx').execute();
      await db.schema.alterTable('orders').dropColumn('payment_attempt').execute();
      await db.schema.alterTable('orders').dropColumn('payment_hold_until').execute();
    },
  };
}
