import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Help centre and sellers' shops (issue 14):
 * - faq_articles: the help centre's answers by article type (helpdesk/get-faqs ?article_type), each a
 *   linkable page by its slug; `search_text` is the question, answer and keywords in lower case for search.
 * - enquiry_cases: every contact-form enquiry as a case with its reference (SC-YYYYMMDD-NNNNNN).
 * - enquiry_attachments: the files of a case (images or PDF, checked by magic bytes before they get here).
 * - sellers gain their policies (JSON list of {title, text}) and contact details for /shop/{seller}/info.
 * Frozen once merged.
 */
export function help(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('faq_articles')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('article_type', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        /** JSON text: a list of paragraphs */
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('faq_articles_type_idx')
        .on('faq_articles')
        .columns(['article_type', 'sort_order'])
        .execute();

      await db.schema
        .createTable('enquiry_cases')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('order_number', 'text')
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
        /** new | answered | closed (the operator tool of a later issue moves it) */
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('enquiry_cases_created_idx').on('enquiry_cases').column('created_at').execute();

      await db.schema
        .createTable('enquiry_attachments')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('case_id', 'integer', (c) => c.notNull().references('enquiry_cases.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('content', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('enquiry_attachments_case_idx').on('enquiry_attachments').column('case_id').execute();

      await db.schema
        .alterTable('sellers')
        .addColumn('policies', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('sellers')
        .addColumn('contact_email', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('sellers')
        .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('enquiry_attachments').execute();
      await db.schema.dropTable('enquiry_cases').execute();
      await db.schema.dropTable('faq_articles').execute();
    },
  };
}
