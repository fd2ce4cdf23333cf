import type { FaqEntry, MailMessage } from '@sulit/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { queueMail } from '../mail/outbox-repository';
import type { DB } from '../schema';
import type { EnquiryAttachmentTable, EnquiryCaseTable, FaqArticleTable } from './help-tables';

export type NewEnquiryCase = Omit<Insertable<EnquiryCaseTable>, 'id' | 'status'>;
export type NewEnquiryAttachment = Omit<Insertable<EnquiryAttachmentTable>, 'id' | 'case_id'>;

export interface EnquiryCaseSummary {
  reference: string;
  created_at: string;
  status: string;
  topic: string;
  name: string;
  email: string;
  phone: string;
  order_number: string | null;
  message: string;
  attachments: number;
}

/** An article row as the domain's FaqEntry: the answer's JSON text read as its paragraphs (none if malformed). */
function faqEntryOf(row: Selectable<FaqArticleTable>): FaqEntry {
  let answer: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.answer);
    if (Array.isArray(parsed)) answer = parsed.filter((p): p is string => typeof p === 'string');
  } catch {
    answer = [];
  }
  return { slug: row.slug, article_type: row.article_type, question: row.question, answer };
}

const CASE_COLUMNS = [
  'c.reference',
  'c.created_at',
  'c.status',
  'c.topic',
  'c.name',
  'c.email',
  'c.phone',
  'c.order_number',
  'c.message',
] as const;

/** FAQ articles and enquiry cases: the help centre's only SQL. */
export function createHelpRepository(db: Kysely<DB>) {
  return {
    /**
     * Published articles, by type and/or containing every search word. Words are [a-z0-9] only (the
     * domain's faqSearchWords), so they are safe inside LIKE without escaping.
     */
    async faqs(filter: { articleType?: string | undefined; words?: readonly string[] }): Promise<FaqEntry[]> {
      let query = db.selectFrom('faq_articles').selectAll().where('status', '=', 1);
      if (filter.articleType) query = query.where('article_type', '=', filter.articleType);
      for (const word of filter.words ?? []) query = query.where('search_text', 'like', `%${word}%`);
      return (await query.orderBy('article_type').orderBy('sort_order').orderBy('id').execute()).map(faqEntryOf);
    },

    async faq(slug: string): Promise<FaqEntry | undefined> {
      const row = await db
        .selectFrom('faq_articles')
        .selectAll()
        .where('slug', '=', slug)
        .where('status', '=', 1)
        .executeTakeFirst();
      return row && faqEntryOf(row);
    },

    /**
     * Stores a case, its files and its acknowledgement mail in one transaction (issue 27 item 1); false when the
     * reference is taken (the caller draws again).
     */
    async createCase(
      row: NewEnquiryCase,
      attachments: readonly NewEnquiryAttachment[],
      acknowledgement: MailMessage,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('enquiry_cases')
          .values(row)
          .onConflict((oc) => oc.column('reference').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;
        for (const file of attachments) {
          await trx
            .insertInto('enquiry_attachments')
            .values({ ...file, case_id: inserted.id })
            .execute();
        }
        await queueMail(trx, acknowledgement, row.created_at);
        return true;
      });
    },

    /** The newest cases first, with how many files each carries (the cases command). */
    async cases(limit: number): Promise<EnquiryCaseSummary[]> {
      const rows = await db
        .selectFrom('enquiry_cases as c')
        .leftJoin('enquiry_attachments as a', 'a.case_id', 'c.id')
        .select(CASE_COLUMNS)
        .select((eb) => eb.fn.count<number>('a.id').as('attachments'))
        .groupBy(['c.id', ...CASE_COLUMNS])
        .orderBy('c.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, attachments: Number(r.attachments) }));
    },

    async attachmentsOf(reference: string) {
      return db
        .selectFrom('enquiry_attachments as a')
        .innerJoin('enquiry_cases as c', 'c.id', 'a.case_id')
        .select(['a.file_name', 'a.media_type', 'a.byte_size', 'a.content', 'a.storage_key'])
        .where('c.reference', '=', reference)
        .orderBy('a.id')
        .execute();
    },
  };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
