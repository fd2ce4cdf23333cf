import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** The few facts generated product and seller artwork is drawn from (decision 004), without a page's joins. */
export function createArtworkRepository(db: Kysely<DB>) {
  return {
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

export type ArtworkRepository = ReturnType<typeof createArtworkRepository>;
