import { OWN_SELLER_ID } from '@sulit/domain';
import type { CatalogContext } from './catalog-context';
import { sellerSummary } from './catalog-views';
import { bestSellers } from './product-cards';

/** The marketplace's sellers (own store excluded) with a few best sellers each: the home page's teaser, kept hot. */
export function marketplaceSellers(context: CatalogContext, productsPerSeller: number, source: string | null) {
  return context.caches.marketplace.getOrLoad(JSON.stringify([productsPerSeller, source]), context.ttl, async () => {
    const now = context.clock();
    const sellers = await context.listings.sellers({ excludeId: OWN_SELLER_ID });
    return Promise.all(
      sellers.map(async (s) => ({
        ...sellerSummary(s),
        products:
          productsPerSeller > 0
            ? await bestSellers(context, { sellerScope: s.id }, productsPerSeller, source, now)
            : [],
      })),
    );
  });
}
