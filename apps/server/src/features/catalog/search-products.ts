import type { ProductCard, ProductListResponse } from '@sulit/contracts/catalog';
import { closestWord, searchTerms } from '@sulit/domain';
import type { CatalogContext } from './catalog-context';
import { categories } from './catalog-lookups';
import type { ListingRequest } from './listing-filter';
import { listCacheKey, productPage } from './list-products';
import { bestSellers, cardsByIds } from './product-cards';

/** "Did you mean": each term that matches nothing replaced by its closest known word. */
async function spellingSuggestion({ listings }: CatalogContext, terms: readonly string[]): Promise<string | null> {
  let changed = false;
  const corrected: string[] = [];
  for (const term of terms) {
    if (term.length < 3) {
      corrected.push(term);
      continue;
    }
    const better = closestWord(term, await listings.spellingCandidates(term));
    if (better) changed = true;
    corrected.push(better ?? term);
  }
  return changed ? corrected.join(' ') : null;
}

async function readSearch(context: CatalogContext, req: ListingRequest): Promise<ProductListResponse> {
  const now = context.clock();
  const { response, filter } = await productPage(context, req, 'search', now);
  const category = filter.category ? (await categories(context)).get(filter.category.id) : undefined;
  response.category = category ? { id: category.id, name: category.name, url_path: category.url_path } : null;
  response.suggestion = null;
  response.alternatives = [];
  if (response.total_count === 0) {
    const terms = filter.terms ?? [];
    response.suggestion = terms.length > 0 ? await spellingSuggestion(context, terms) : null;
    // Never an empty page: products for the corrected spelling, trigram-near names, or best sellers.
    let alternatives: ProductCard[] = [];
    if (response.suggestion) {
      alternatives = await bestSellers(context, { terms: searchTerms(response.suggestion) }, 12, req.source, now);
    }
    if (alternatives.length === 0 && terms.length > 0) {
      const similar = await context.listings.similarNameIds(terms.join(' '), 12);
      alternatives = await cardsByIds(context, similar, req.source, now);
    }
    if (alternatives.length === 0) alternatives = await bestSellers(context, {}, 12, req.source, now);
    response.alternatives = alternatives;
  }
  return response;
}

/** Search results; with no result, a "did you mean" suggestion and alternatives instead of an empty page. */
export function searchProducts(context: CatalogContext, req: ListingRequest): Promise<ProductListResponse> {
  return context.caches.lists.getOrLoad(listCacheKey('search', req), context.ttl, () => readSearch(context, req));
}
