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
        'Member deals our buyers have picked out, from pantry staples to appliances, at the prices of your selected store.',
      meta_description: 'Member deals picked by Sulit Club buyers, priced for your selected store.',
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
        'Bulk Saver packs bought by the truckload: stock up on the club-size packs you use most, at the prices of your selected store.',
      meta_description: 'Bulk Saver packs bought by the truckload at Sulit Club, priced for your selected store.',
      promo_tag: BULK_SAVER_PROMO_TAG,
      category_id: null,
      status: 1,
      sort_order: 1,
      updated_at,
    },
  ];
}
