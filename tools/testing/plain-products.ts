import type { DB } from '@sulit/db';
import type { Kysely } from 'kysely';

/**
 * Simple, active products with at least `minQty` in stock at `source` and no campaign, promotion or promo tag,
 * by id, not sold by weight (decision 043): products whose price is just their own, so a test can compute what the
 * cart must charge (a card is charged, not held). Callers
 * select the columns they need and narrow further (bulky, limit).
 */
export function plainProducts(
  db: Kysely<DB>,
  { source, minQty, own = true }: { source: string; minQty: number; own?: boolean },
) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_stock as s', 's.product_id', 'p.id')
    .where('s.source_code', '=', source)
    .where('s.qty', '>=', minQty)
    .where('p.status', '=', 1)
    .where('p.product_type', '=', 'simple')
    .where('p.promo_tag', 'is', null)
    .where('p.price_per_kg', 'is', null)
    .where('p.seller_id', own ? '=' : '!=', 'sulit')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('product_campaigns as c').select('c.id').whereRef('c.product_id', '=', 'p.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('promotion_products as pp').select('pp.product_id').whereRef('pp.product_id', '=', 'p.id')),
      ),
    )
    .orderBy('p.id');
}
