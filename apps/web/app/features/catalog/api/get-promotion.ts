/**
 * GET /api/catalog/promotions/{slug}: a promotion page's title and introduction (special products, truckload).
 * Its products are the listing with `promotion={slug}`. Null when no published page has that slug.
 */
import { PromotionPage } from '@sulit/contracts/catalog';
import { type ApiClient, ApiError } from '../../../lib/http/client';

export async function getPromotion(api: ApiClient, slug: string): Promise<PromotionPage | null> {
  try {
    return await api.json(`/api/catalog/promotions/${encodeURIComponent(slug)}`, { parse: PromotionPage });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
