import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Uploaded files are found by a random key, never by a counting id or their name (issue 27 item 10):
 * - enquiry_attachments.storage_key: 16 random bytes, base64url (22 characters, 128 bits), unique. Files stored
 *   before this migration get a key here. The column stays nullable in SQL only because SQLite cannot add a
 *   NOT NULL column without a default; every row has one and the repository always writes one.
 * Frozen once merged.
 */
export function uploadStorageKeys() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('enquiry_attachments').addColumn('storage_key', 'text').execute();
      const rows = (await db.selectFrom('enquiry_attachments').select('id').execute()) as { id: number }[];
      for (const row of rows) {
        await db
          .updateTable('enquiry_attachments')
          .set({ storage_key: randomBytes(16).toString('base64url') })
          .where('id', '=', row.id)
          .execute();
      }
      await db.schema
        .createIndex('enquiry_attachments_storage_key_idx')
        .unique()
        .on('enquiry_attachments')
        .column('storage_key')
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('enquiry_attachments_storage_key_idx').execute();
      await db.schema.alterTable('enquiry_attachments').dropColumn('storage_key').execute();
    },
  };
}
