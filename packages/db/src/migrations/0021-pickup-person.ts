import type { Kysely } from 'kysely';

/**
 * Store pickup names who collects the order (issue 28, spec §2 /checkout/pickup-details): two nullable columns on
 * the shopper's checkout choices. Plain ALTER TABLE … ADD COLUMN, the same on SQLite and PostgreSQL.
 * Frozen once merged.
 */
export function pickupPerson() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('checkout_sessions').addColumn('pickup_person_name', 'text').execute();
      await db.schema.alterTable('checkout_sessions').addColumn('pickup_person_phone', 'text').execute();
    },
  };
}
