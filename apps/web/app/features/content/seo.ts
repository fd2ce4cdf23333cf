import { STORE_BRAND } from '@sulit/domain/shared/store-constants';

export interface SeoInput {
  title: string;
  description: string;
  /** absolute canonical URL */
  url: string;
  image?: string;
  type: 'website' | 'product' | 'article';
}

/** Search engines show about 160 characters of a description: longer ones end at a word, with an ellipsis. */
export const MAX_DESCRIPTION = 160;

export function clampDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_DESCRIPTION) return flat;
  const cut = flat.slice(0, MAX_DESCRIPTION - 1);
  const atWord = cut.lastIndexOf(' ') > MAX_DESCRIPTION / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * The raster picture a shared link shows (og:image must be PNG or JPEG, not SVG): a product's artwork as PNG, else
 * the store's banner. The server draws both from the same generated artwork (media routes).
 */
export function shareImage(origin: string, productImage?: string): string {
  const png =
    productImage && /^\/media\/product\/\d+\.svg$/.test(productImage) ? productImage.replace(/\.svg$/, '.png') : null;
  return origin + (png ?? STORE_SHARE_IMAGE);
}

const STORE_SHARE_IMAGE = '/media/seller/sulit/banner.png';

/** Title, description, canonical link and Open Graph tags for a page's meta export. */
export function seoTags({ title, description: full, url, image, type }: SeoInput) {
  const description = clampDescription(full);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: STORE_BRAND },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

/**
 * The meta of a page that search engines leave out (a shopper's own pages, checkout, the not-found page):
 * its title after the store's pattern, "… — Sulit Club", and noindex.
 */
export function noindexTags(title: string) {
  return [{ title: `${title} — ${STORE_BRAND}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The meta of a page about one record (`recordLoader`): its SEO tags from the record and the store's origin; none
 * when the loader answered an error and left no data (the error page sets its own title).
 */
export function recordMeta<Row>(seoOf: (row: Row, origin: string) => SeoInput) {
  return ({ loaderData }: { loaderData?: { row: Row; origin: string } }) =>
    loaderData ? seoTags(seoOf(loaderData.row, loaderData.origin)) : [];
}
