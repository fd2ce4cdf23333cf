import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** The e-mail outbox: every message the shop sends, kept for the dev outbox page and delivery. */
export function createOutboxRepository(db: Kysely<DB>) {
  return {
    async addToOutbox(row: {
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
      link: string | null;
      created_at: string;
    }): Promise<void> {
      await db.insertInto('outbox_emails').values(row).execute();
    },

    async outbox(limit: number) {
      return db.selectFrom('outbox_emails').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
