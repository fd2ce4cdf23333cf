import type { PromotionPage } from '@sulit/contracts/catalog';
import type { CatalogContext } from './catalog-context';
import { promotionPage } from './catalog-lookups';
import { promotionView } from './catalog-views';

/** A published promotion page's words (its products are the listing with `promotion`). */
export async function promotion(context: CatalogContext, slug: string): Promise<PromotionPage | undefined> {
  const page = await promotionPage(context, slug);
  return page ? promotionView(page) : undefined;
}

/** Every published promotion page, in their editor's order. */
export async function promotions(context: CatalogContext): Promise<PromotionPage[]> {
  return (await context.listings.promotionPages()).map(promotionView);
}
