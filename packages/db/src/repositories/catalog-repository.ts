import type { Kysely } from 'kysely';
import type { DB } from '../schema';

export interface MenuCategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  url_path: string;
  color: string;
  level: number;
}

export function createCatalogRepository(db: Kysely<DB>) {
  return {
    /** Active categories in menu order, roots and their children (levels 1 and 2). */
    async menuCategories(): Promise<MenuCategoryRow[]> {
      return db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'name', 'url_path', 'color', 'level'])
        .where('is_active', '=', 1)
        .where('include_in_menu', '=', 1)
        .where('level', '<=', 2)
        .orderBy('level')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** Name and colour for an image, without the joins a page needs. */
    async productImageFacts(id: number) {
      return db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.root_category_id')
        .select(['p.id', 'p.name', 'p.brand', 'p.size', 'c.name as category_name', 'c.color'])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },

    async sellerImageFacts(id: string) {
      return db.selectFrom('sellers').select(['id', 'shop_name', 'color']).where('id', '=', id).executeTakeFirst();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
