import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../schema';
import type { OutboxEmailTable } from './customer-tables';

/** The e-mail outbox: every message the shop sends, kept for the dev outbox page and delivery. */
export function createOutboxRepository(db: Kysely<DB>) {
  return {
    async addToOutbox(row: Insertable<OutboxEmailTable>): Promise<void> {
      await db.insertInto('outbox_emails').values(row).execute();
    },

    async outbox(limit: number) {
      return db.selectFrom('outbox_emails').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
