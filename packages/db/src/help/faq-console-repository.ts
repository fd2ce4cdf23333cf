import { faqSearchText } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../input-errors';
import { writeOpsAudit } from '../ops/ops-audit';
import type { DB } from '../schema';
import type { FaqArticleTable } from './help-tables';

/** An article as the console edits it: published or not, its answer's paragraphs and its keywords. */
export interface FaqRecord {
  id: number;
  slug: string;
  article_type: string;
  question: string;
  answer: string[];
  keywords: string;
  sort_order: number;
  published: boolean;
  updated_at: string;
}

/** What an editor writes: the article's text; `published` false unpublishes (the help centre reads status 1). */
export interface FaqWrite {
  article_type: string;
  question: string;
  answer: readonly string[];
  keywords: string;
  published: boolean;
}

type Who = { staff_id: number; action: string };

function recordOf(row: Selectable<FaqArticleTable>): FaqRecord {
  let answer: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.answer);
    if (Array.isArray(parsed)) answer = parsed.filter((p): p is string => typeof p === 'string');
  } catch {
    answer = [];
  }
  return {
    id: row.id,
    slug: row.slug,
    article_type: row.article_type,
    question: row.question,
    answer,
    keywords: row.keywords,
    sort_order: row.sort_order,
    published: row.status === 1,
    updated_at: row.updated_at,
  };
}

const columnsOf = (write: FaqWrite, now: string) => ({
  article_type: write.article_type,
  question: write.question,
  answer: JSON.stringify(write.answer),
  keywords: write.keywords,
  search_text: faqSearchText(write),
  status: write.published ? 1 : 0,
  updated_at: now,
});

/**
 * FAQ articles as the console edits them (issue 35, decision 037): the same faq_articles rows the help centre reads
 * (published = status 1), each change with its audit row in one transaction.
 */
export function createFaqConsoleRepository(db: Kysely<DB>) {
  return {
    /** Every article, published or not, as the help centre orders them (a few hundred at most). */
    async all(): Promise<FaqRecord[]> {
      const rows = await db
        .selectFrom('faq_articles')
        .selectAll()
        .orderBy('article_type')
        .orderBy('sort_order')
        .orderBy('id')
        .limit(1000)
        .execute();
      return rows.map(recordOf);
    },

    async byId(id: number): Promise<FaqRecord | undefined> {
      const row = await db.selectFrom('faq_articles').selectAll().where('id', '=', id).executeTakeFirst();
      return row && recordOf(row);
    },

    /** A new article last in its section; 'slug_taken' when another article has the address. */
    async create(slug: string, write: FaqWrite, who: Who, now: string): Promise<FaqRecord | 'slug_taken'> {
      try {
        return await db.transaction().execute(async (trx) => {
          const last = await trx
            .selectFrom('faq_articles')
            .select((eb) => eb.fn.max('sort_order').as('top'))
            .where('article_type', '=', write.article_type)
            .executeTakeFirst();
          const row = await trx
            .insertInto('faq_articles')
            .values({ slug, ...columnsOf(write, now), sort_order: Number(last?.top ?? -1) + 1 })
            .returningAll()
            .executeTakeFirstOrThrow();
          const after = recordOf(row);
          await writeOpsAudit(trx, { ...who, entity: `faq:${row.id}`, before: null, after }, now);
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'faq_articles_slug_key')) return 'slug_taken';
        throw error;
      }
    },

    /** Rewrites an article (moving it to another section puts it last there); undefined when there is none. */
    async update(id: number, write: FaqWrite, who: Who, now: string): Promise<FaqRecord | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('faq_articles').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return undefined;
        let sortOrder = before.sort_order;
        if (write.article_type !== before.article_type) {
          const last = await trx
            .selectFrom('faq_articles')
            .select((eb) => eb.fn.max('sort_order').as('top'))
            .where('article_type', '=', write.article_type)
            .executeTakeFirst();
          sortOrder = Number(last?.top ?? -1) + 1;
        }
        const row = await trx
          .updateTable('faq_articles')
          .set({ ...columnsOf(write, now), sort_order: sortOrder })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = recordOf(row);
        await writeOpsAudit(trx, { ...who, entity: `faq:${id}`, before: recordOf(before), after }, now);
        return after;
      });
    },

    /**
     * Puts a section's articles in the order of `ids`; false (nothing changed) unless `ids` names every article
     * of the section exactly once.
     */
    async reorder(articleType: string, ids: readonly number[], who: Who, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('faq_articles')
          .select(['id', 'sort_order'])
          .where('article_type', '=', articleType)
          .orderBy('sort_order')
          .orderBy('id')
          .execute();
        const known = new Set(rows.map((r) => r.id));
        if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
          return false;
        for (const [index, id] of ids.entries())
          await trx
            .updateTable('faq_articles')
            .set({ sort_order: index, updated_at: now })
            .where('id', '=', id)
            .execute();
        await writeOpsAudit(
          trx,
          { ...who, entity: `faq-section:${articleType}`, before: rows.map((r) => r.id), after: ids },
          now,
        );
        return true;
      });
    },
  };
}

export type FaqConsoleRepository = ReturnType<typeof createFaqConsoleRepository>;
