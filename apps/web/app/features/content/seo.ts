import { STORE_BRAND } from '@sulit/domain/shared/store-constants';

interface SeoInput {
  title: string;
  description: string;
  /** absolute canonical URL */
  url: string;
  image?: string;
  type: 'website' | 'product' | 'article';
}

/** Title, description, canonical link and Open Graph tags for a page's meta export. */
export function seoTags({ title, description, url, image, type }: SeoInput) {
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
