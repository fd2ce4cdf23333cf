/**
 * GET /api/catalog/promotions/{slug}: a promotion page's title and introduction (special products, truckload).
 * Its products are the listing with `promotion={slug}`. Null when no published page has that slug.
 */
import { PromotionPage } from '@sulit/contracts/catalog';
import { type ApiClient, orNullWhenMissing } from '../../../lib/http/client';

export function getPromotion(api: ApiClient, slug: string): Promise<PromotionPage | null> {
  return orNullWhenMissing(api.json(`/api/catalog/promotions/${encodeURIComponent(slug)}`, { parse: PromotionPage }));
}
