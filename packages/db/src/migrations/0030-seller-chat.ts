import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Seller chat with attachments (issue 33, decision 032):
 * - seller_staff: which customer accounts speak for a seller (the seller's sign-in is the store's own log-in).
 * - chat_threads: one per (order, seller) — unique, so two first messages at once make one thread; the buyer is
 *   the order's customer; `awaiting_reply_since` is the reply-needed clock (null: nobody waits).
 * - chat_messages: what each participant wrote, contact details already hidden; `flags` (JSON list) says what was
 *   hidden, for the operators.
 * - chat_attachments: the cleaned files (re-encoded photos, MP4 videos) under a random 128-bit key.
 * - chat_reads: how far each participant has read a thread (the header's unread count).
 * - chat_upload_quota: files and bytes each person sent per Manila day; taken by a conditional update.
 * Frozen once merged.
 */
export function sellerChat(engine: DatabaseEngine) {
  const blob = engine === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('seller_staff')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('seller_id', 'text', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
        .addColumn('granted_by', 'text', (c) => c.notNull())
        .addColumn('granted_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('seller_staff_pk', ['customer_id', 'seller_id'])
        .execute();
      await db.schema.createIndex('seller_staff_seller_idx').on('seller_staff').column('seller_id').execute();

      await db.schema
        .createTable('chat_threads')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('order_number', 'text', (c) => c.notNull())
        .addColumn('seller_id', 'text', (c) => c.notNull().references('sellers.id'))
        .addColumn('buyer_customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        /** as the order names them when the thread opens: the shop for the buyer, the buyer's first name for the seller */
        .addColumn('shop_name', 'text', (c) => c.notNull())
        .addColumn('buyer_name', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_message_id', 'integer')
        .addColumn('last_message_at', 'text', (c) => c.notNull())
        .addColumn('awaiting_reply_since', 'text')
        .addUniqueConstraint('chat_threads_order_seller_unique', ['order_id', 'seller_id'])
        .execute();
      // the inboxes: a buyer's threads, a seller's threads, newest first; the operators' oldest waiting first
      await db.schema
        .createIndex('chat_threads_buyer_idx')
        .on('chat_threads')
        .columns(['buyer_customer_id', 'last_message_at'])
        .execute();
      await db.schema
        .createIndex('chat_threads_seller_idx')
        .on('chat_threads')
        .columns(['seller_id', 'last_message_at'])
        .execute();
      await db.schema.createIndex('chat_threads_recent_idx').on('chat_threads').column('last_message_at').execute();

      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('thread_id', 'integer', (c) => c.notNull().references('chat_threads.id').onDelete('cascade'))
        .addColumn('author_customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
        /** buyer | seller | operator */
        .addColumn('author_role', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('flags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_thread_idx')
        .on('chat_messages')
        .columns(['thread_id', 'id'])
        .execute();

      await db.schema
        .createTable('chat_attachments')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('message_id', 'integer', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
        .addColumn('thread_id', 'integer', (c) => c.notNull().references('chat_threads.id').onDelete('cascade'))
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('content', blob, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_attachments_message_idx').on('chat_attachments').column('message_id').execute();

      await db.schema
        .createTable('chat_reads')
        .addColumn('thread_id', 'integer', (c) => c.notNull().references('chat_threads.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('last_read_message_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_reads_pk', ['thread_id', 'customer_id'])
        .execute();

      await db.schema
        .createTable('chat_upload_quota')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('files', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('chat_upload_quota_pk', ['customer_id', 'day'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'chat_upload_quota',
        'chat_reads',
        'chat_attachments',
        'chat_messages',
        'chat_threads',
        'seller_staff',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
