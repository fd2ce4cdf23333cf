import type { SearchSuggestResponse } from '@sulit/contracts/catalog';
import { searchTerms } from '@sulit/domain';
import type { CatalogContext } from './catalog-context';
import { toCard } from './catalog-views';

/** Suggestions as you type: matching products and categories. Short prefixes are kept longer (they change slowly). */
export async function searchSuggestions(
  context: CatalogContext,
  q: string,
  limit: number,
): Promise<SearchSuggestResponse> {
  const { listings, caches } = context;
  const terms = searchTerms(q);
  const key = JSON.stringify([terms, limit]);
  const cached = caches.suggestions.get(key);
  if (cached) return cached;
  const now = context.clock();
  const [products, categories] = await Promise.all([
    listings.suggestProducts(terms, limit, now.toISOString()),
    listings.suggestCategories(terms, 5),
  ]);
  const response: SearchSuggestResponse = {
    products: products.map((p) => {
      const card = toCard(p, null, now);
      return {
        id: card.id,
        sku: card.sku,
        name: card.name,
        brand: card.brand,
        size: card.size,
        url: card.url,
        image_url: card.image_url,
        price: card.price,
        final_price: card.final_price,
      };
    }),
    categories: categories.map((c) => ({ id: c.id, name: c.name, url_path: c.url_path })),
  };
  const shortPrefix = terms.length === 1 && (terms[0]?.length ?? 0) <= 2;
  caches.suggestions.set(key, response, shortPrefix ? context.shortPrefixTtl : context.ttl);
  return response;
}
