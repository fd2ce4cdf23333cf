import type { CatalogPathPage } from '@sulit/contracts/catalog';
import { parseProductPath } from '@sulit/domain';
import type { CatalogContext } from './catalog-context';
import { detailOf } from './product-detail';
import { FREQUENTLY_BOUGHT_TOGETHER_SIZE, relatedOf, togetherOf } from './related-products';
import { categoryResolution, productResolution } from './resolve-slug';

/** Related lists on the product page (the related-products route's default page size). */
const RELATED_PAGE_SIZE = 12;
/** A CMS slug (spec §5): lowercase words joined by dashes. */
const CMS_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

async function resolvePage(
  context: CatalogContext,
  path: string,
  source: string | null,
  relatedSize: number,
): Promise<CatalogPathPage | undefined> {
  const productRef = parseProductPath(path);
  if (productRef) {
    const now = context.clock();
    const product = await context.listings.productCard(productRef.id, source, now.toISOString());
    if (!product) return undefined;
    const [detail, related, together, reviews] = await Promise.all([
      detailOf(context, product, source, now),
      relatedOf(context, product, relatedSize, source, now),
      togetherOf(context, product, FREQUENTLY_BOUGHT_TOGETHER_SIZE, source, now),
      context.productReviews ? context.productReviews(product.id) : null,
    ]);
    return { type: 'product', resolution: productResolution(product), product: detail, related, together, reviews };
  }
  const category = await categoryResolution(context, path);
  if (category) return { type: 'category', resolution: category };
  const segments = path.split('/').filter(Boolean);
  const slug = segments.length === 1 ? segments[0]! : null;
  if (!slug || slug.length > 100 || !CMS_SLUG.test(slug)) return undefined;
  const page = await context.cmsPage(slug);
  if (!page) return undefined;
  return {
    type: 'cms',
    resolution: { type: 'cms', id: page.id, url_path: page.url_path, canonical_path: page.url_path },
    page,
  };
}

/**
 * A catalogue path in one answer: a product page reads its product once (at the shopper's source) and
 * derives the related lists and frequently-bought-together from that read; a category answers its
 * resolution; a one-segment path that is neither may be a CMS page. Undefined is a 404.
 */
export async function catalogPage(
  context: CatalogContext,
  path: string,
  source: string | null,
  relatedSize = RELATED_PAGE_SIZE,
): Promise<CatalogPathPage | undefined> {
  const key = `${path}|${source ?? ''}|${relatedSize}`;
  const answer = await context.caches.pages.getOrLoad(
    key,
    context.ttl,
    async () => (await resolvePage(context, path, source, relatedSize)) ?? null,
  );
  return answer ?? undefined;
}
