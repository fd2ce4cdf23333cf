import type { Kysely, Selectable } from 'kysely';
import type { BannerTable } from '../content/content-tables';
import type { DB } from '../schema';
import { type MerchActor } from './merch-console-repository';
import { writeOpsAudit } from './ops-audit';

export type StoredBanner = Selectable<BannerTable>;

/** What an editor sets on a banner (its images are the store's generated art for its id and title). */
export interface BannerFields {
  position: string;
  title: string;
  link: string;
  status: number;
  is_default: number;
  schedule_start: string | null;
  schedule_end: string | null;
  sort_order: number;
}

/** The generated banner art's address (content's /media/banner/{id}-{variant}.svg, drawn from the title). */
const bannerArt = (id: number, variant: 'desktop' | 'mobile') => `/media/banner/${id}-${variant}.svg`;

/**
 * The console's banners and JSON home page (issue 35, decision 036): the very `banners` and `json_pages` rows the
 * storefront's banner slider and home page read, each change with its `ops_audit` row in one transaction.
 */
export function createContentConsoleRepository(db: Kysely<DB>) {
  return {
    banners: (): Promise<StoredBanner[]> =>
      db.selectFrom('banners').selectAll().orderBy('position').orderBy('sort_order').orderBy('id').limit(500).execute(),

    bannerById: (id: number) => db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst(),

    async createBanner(fields: BannerFields, actor: MerchActor): Promise<StoredBanner> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('banners')
          .values({ ...fields, img_desktop: '', img_mobile: '' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await trx
          .updateTable('banners')
          .set({ img_desktop: bannerArt(id, 'desktop'), img_mobile: bannerArt(id, 'mobile') })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeOpsAudit(
          trx,
          { staff_id: actor.staff_id, action: actor.action, entity: `banner:${id}`, before: null, after: fields },
          actor.now,
        );
        return row;
      });
    },

    async changeBanner(id: number, change: Partial<BannerFields>, actor: MerchActor): Promise<StoredBanner | null> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return null;
        const after = await trx
          .updateTable('banners')
          .set(change)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeOpsAudit(
          trx,
          { staff_id: actor.staff_id, action: actor.action, entity: `banner:${id}`, before, after },
          actor.now,
        );
        return after;
      });
    },

    jsonPage: (slug: string) =>
      db
        .selectFrom('json_pages')
        .select(['slug', 'title', 'content', 'updated_at'])
        .where('slug', '=', slug)
        .executeTakeFirst(),

    /** Publishes a page's JSON (already checked against the home page's schema), creating the row if missing. */
    async publishJsonPage(
      page: { slug: string; title: string; content: string },
      actor: MerchActor,
    ): Promise<{ slug: string; title: string; content: string; updated_at: string }> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('json_pages')
          .select(['content'])
          .where('slug', '=', page.slug)
          .executeTakeFirst();
        if (before)
          await trx
            .updateTable('json_pages')
            .set({ content: page.content, status: 1, updated_at: actor.now })
            .where('slug', '=', page.slug)
            .execute();
        else
          await trx
            .insertInto('json_pages')
            .values({ slug: page.slug, title: page.title, content: page.content, status: 1, updated_at: actor.now })
            .execute();
        await writeOpsAudit(
          trx,
          {
            staff_id: actor.staff_id,
            action: actor.action,
            entity: `json_page:${page.slug}`,
            before: before ? JSON.parse(before.content) : null,
            after: JSON.parse(page.content),
          },
          actor.now,
        );
        const after = await trx
          .selectFrom('json_pages')
          .select(['slug', 'title', 'content', 'updated_at'])
          .where('slug', '=', page.slug)
          .executeTakeFirstOrThrow();
        return after;
      });
    },
  };
}

export type ContentConsoleRepository = ReturnType<typeof createContentConsoleRepository>;
