import type { CategoryRef, PublishedPromotionPage } from '@sulit/domain';
import { type CatalogContext, CATEGORY_TTL_MS } from './catalog-context';

/** Categories change rarely (an admin edit): held in memory for CATEGORY_TTL_MS. */
export async function categories({ listings, caches }: CatalogContext): Promise<Map<number, CategoryRef>> {
  const cached = caches.categories.get('all');
  if (cached) return cached;
  const map = new Map((await listings.allCategories()).map((c) => [c.id, c]));
  caches.categories.set('all', map, CATEGORY_TTL_MS);
  return map;
}

/** The category and its ancestors, root first. */
export async function categoryChain(context: CatalogContext, id: number): Promise<CategoryRef[]> {
  const map = await categories(context);
  const chain: CategoryRef[] = [];
  for (
    let next = map.get(id);
    next && chain.length < 6;
    next = next.parent_id === null ? undefined : map.get(next.parent_id)
  ) {
    chain.unshift(next);
  }
  return chain;
}

/** Inactive sellers (usually none), held like the category tree. */
export async function inactiveSellers({ listings, caches }: CatalogContext): Promise<string[]> {
  const cached = caches.inactiveSellers.get('inactive');
  if (cached) return cached;
  const ids = await listings.inactiveSellerIds();
  caches.inactiveSellers.set('inactive', ids, CATEGORY_TTL_MS);
  return ids;
}

/** A published promotion page, held like the category tree (an editor's change shows within a minute). */
export async function promotionPage(
  { listings, caches, ttl }: CatalogContext,
  slug: string,
): Promise<PublishedPromotionPage | undefined> {
  const cached = caches.promotionPages.get(slug);
  if (cached !== undefined) return cached ?? undefined;
  const page = await listings.promotionPage(slug);
  caches.promotionPages.set(slug, page ?? null, ttl === 0 ? 0 : CATEGORY_TTL_MS);
  return page;
}
