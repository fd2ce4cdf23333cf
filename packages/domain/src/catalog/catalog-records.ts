/**
 * What the catalogue's repositories answer besides products (those are `ProductAtStore`): categories,
 * promotion pages and sellers, mapped next to their SQL (packages/db/src/catalog).
 */

/** An active category as lookups read it: breadcrumbs, filters, slugs and suggestions. */
export interface CategoryRef {
  id: number;
  parent_id: number | null;
  name: string;
  url_path: string;
  /** 1 for a root category */
  level: number;
}

/** A category of the menu (levels 1 and 2, active and shown in menus), with its tile colour. */
export interface MenuCategoryRef extends CategoryRef {
  color: string;
}

/** A published promotion page: its products are those with `promo_tag`, or those in `category_id`. */
export interface PublishedPromotionPage {
  slug: string;
  title: string;
  intro: string;
  meta_description: string;
  promo_tag: string | null;
  category_id: number | null;
  updated_at: string;
}

/** An active seller with the number of its products on sale. */
export interface ShopSeller {
  id: string;
  shop_name: string;
  description: string;
  logo_url: string;
  banner_url: string;
  product_count: number;
}
