import type { Insertable } from 'kysely';
import type { PromotionPageTable } from '@sulit/db';
import { BULK_SAVER_PROMO_TAG, MEMBER_DEAL_PROMO_TAG } from '../catalog/products';

/**
 * The promotion pages (spec §2 "Other pages": special products, truckload). Each names its products by a promo
 * tag the catalogue already carries, so an editor changes what a page shows by changing data, not code.
 */
export function promotionPageRows(now: Date): Insertable<PromotionPageTable>[] {
  const updated_at = now.toISOString();
  return [
    {
      slug: 'special-products',
      title: 'Special products',
      intro:
        'Member deals our buyers picked for this month: imported favourites, club-size packs and store exclusives at member prices.',
      meta_description: 'Member deals and store exclusives at Sulit Club, priced for your selected store.',
      promo_tag: MEMBER_DEAL_PROMO_TAG,
      category_id: null,
      status: 1,
      sort_order: 0,
      updated_at,
    },
    {
      slug: 'truckload',
      title: 'Truckload sale',
      intro:
        'Bulk packs bought by the truckload and priced to move: stock up on the pantry staples and household supplies you use most.',
      meta_description: 'Truckload prices on bulk packs of pantry staples and household supplies at Sulit Club.',
      promo_tag: BULK_SAVER_PROMO_TAG,
      category_id: null,
      status: 1,
      sort_order: 1,
      updated_at,
    },
  ];
}
