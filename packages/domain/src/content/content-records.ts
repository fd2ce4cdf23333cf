/** A product page the sitemap lists: what its path is built from, and when it appeared. */
export interface SitemapProduct {
  id: number;
  sku: string;
  url_key: string;
  root_category_slug: string;
  created_at: string;
}
