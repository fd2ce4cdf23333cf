import type { BrandCount, SellerPolicy, SellerProfile } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

function policiesOf(json: string): SellerPolicy[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter(
          (p): p is SellerPolicy =>
            typeof p === 'object' && p !== null && typeof p.title === 'string' && typeof p.text === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Sellers' profiles and the brand directory (issue 14). */
export function createSellerRepository(db: Kysely<DB>) {
  return {
    async profile(id: string): Promise<SellerProfile | undefined> {
      const row = await db
        .selectFrom('sellers')
        .select(['id', 'created_at', 'policies', 'contact_email', 'contact_phone'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return row && { ...row, policies: policiesOf(row.policies) };
    },

    /** Every brand on sale with its product count, A–Z (the directory's ?brands view). */
    async brands(): Promise<BrandCount[]> {
      const rows = await db
        .selectFrom('products as p')
        .innerJoin('sellers as s', 's.id', 'p.seller_id')
        .select('p.brand')
        .select((eb) => eb.fn.count<number>('p.id').as('product_count'))
        .where('p.status', '=', 1)
        .where('s.is_active', '=', 1)
        .where('p.product_type', '=', 'simple')
        .where('p.brand', '<>', '')
        .groupBy('p.brand')
        .orderBy('p.brand')
        .execute();
      return rows.map((r) => ({ brand: r.brand, product_count: Number(r.product_count) }));
    },
  };
}

export type SellerRepository = ReturnType<typeof createSellerRepository>;
