/**
 * GET /api/catalog/page?path=…: what a catalogue path shows, in one call — a product (its detail, related
 * lists and frequently bought together, from one read of the product), a category's resolution (its
 * listing is its own call), or a CMS page. Null when the path names nothing (the not-found page).
 */
import { CatalogPathPage } from '@sulit/contracts/catalog';
import { type ApiClient, orNullWhenMissing } from '../../../lib/http/client';

/** find-slug's own limit on a path's length */
const MAX_PATH_LENGTH = 300;

/** `relatedSize`: products per related group a product page shows (the API then reads and sends no more). */
export async function getCatalogPage(
  api: ApiClient,
  pathname: string,
  relatedSize?: number,
): Promise<CatalogPathPage | null> {
  const bare = pathname.replace(/^\/+|\/+$/g, '');
  if (!bare || bare.length > MAX_PATH_LENGTH) return null;
  const query = new URLSearchParams({ path: `/${bare}` });
  if (relatedSize !== undefined) query.set('relatedSize', String(relatedSize));
  return orNullWhenMissing(api.json(`/api/catalog/page?${query}`, { parse: CatalogPathPage }));
}
