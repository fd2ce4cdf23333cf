import type { MenuCategoryRef } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** The category menu (header bar, phone drawer, home tiles, sidebar). */
export function createMenuRepository(db: Kysely<DB>) {
  return {
    /** Active categories in menu order, roots and their children (levels 1 and 2). */
    async menuCategories(): Promise<MenuCategoryRef[]> {
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
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
