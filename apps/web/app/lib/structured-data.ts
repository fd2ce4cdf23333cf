import type { MenuItem } from '@sulit/contracts/catalog';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';

/**
 * schema.org data for search engines (issue 13 item 5): breadcrumbs on category and product pages, the store's
 * Organization and WebSite (with its search) on home. Pages put the text in a `<script type="application/ld+json">`.
 */

/** JSON for a script element: "<" never appears raw, so the text cannot close the element early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface Crumb {
  name: string;
  /** a page path with its leading slash */
  path: string;
}

/** Home, then each crumb, as a BreadcrumbList of absolute URLs. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}

/** A category's trail through the menu (root, then the category itself); the menu holds two levels. */
export function categoryCrumbs(
  menu: readonly Pick<MenuItem, 'name' | 'url_path'>[],
  category: { name: string; url_path: string },
): Crumb[] {
  const root = menu.find(
    (item) => category.url_path === item.url_path || category.url_path.startsWith(`${item.url_path}/`),
  );
  const self = { name: category.name, path: `/${category.url_path}` };
  return root && root.url_path !== category.url_path ? [{ name: root.name, path: `/${root.url_path}` }, self] : [self];
}

/** The search results page's address with the query left for a search engine to fill in. */
const SEARCH_URL_TEMPLATE = '/catalogsearch/result/?q={search_term_string}';

/** Who runs the store and how to search it, for the home page. */
export function storeIdentity(origin: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: STORE_BRAND,
      url: `${origin}/`,
      logo: `${origin}/media/seller/sulit/logo.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: STORE_BRAND,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: origin + SEARCH_URL_TEMPLATE },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
