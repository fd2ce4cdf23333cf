import { STORE_BRAND } from '@sulit/domain/shared/store-constants';

interface SeoInput {
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
