import type { SlugResolution } from '@sulit/contracts/catalog';
import { normalizeSlugPath, parseProductPath, type ProductAtStore, productPath } from '@sulit/domain';
import type { CatalogContext } from './catalog-context';

export function productResolution(product: ProductAtStore): Extract<SlugResolution, { type: 'product' }> {
  const canonical = productPath(product.root_category_slug, product.url_key, product.sku, product.id);
  return {
    type: 'product',
    id: product.id,
    sku: product.sku,
    url_path: canonical.slice(1),
    canonical_path: canonical,
  };
}

export async function categoryResolution(
  { listings }: CatalogContext,
  path: string,
): Promise<Extract<SlugResolution, { type: 'category' }> | undefined> {
  const slugPath = normalizeSlugPath(path);
  if (!slugPath) return undefined;
  const category = await listings.categoryByPath(slugPath);
  if (!category) return undefined;
  return {
    type: 'category',
    id: category.id,
    name: category.name,
    url_path: category.url_path,
    canonical_path: `/${category.url_path}`,
  };
}

/** find-slug: a category url_path or a product path; products answer their canonical path. */
export async function resolveSlug(context: CatalogContext, path: string): Promise<SlugResolution | undefined> {
  const product = parseProductPath(path);
  if (product) {
    const found = await context.listings.productCard(product.id, null, context.clock().toISOString());
    return found ? productResolution(found) : undefined;
  }
  return categoryResolution(context, path);
}
