import type { Generated } from 'kysely';

/**
 * The content tables: JSON pages and widgets, banners, CMS pages and configuration (migration 0003).
 * `schema.ts` lists them in the one `DB` interface.
 */

/** A page built from JSON entries (the home page is `new-home`); entries with status 0 are dropped on read. */
export interface JsonPageTable {
  id: Generated<number>;
  slug: string;
  title: string;
  status: number;
  /** JSON text */
  content: string;
  updated_at: string;
}

/** A reusable block of JSON content, addressed by hash and store view (json-widget ?hash&storeview). */
export interface JsonWidgetTable {
  hash: string;
  storeview: string;
  title: string;
  status: number;
  /** JSON text */
  content: string;
  updated_at: string;
}

/** The spec's Banner {bnStatus, bnIsDefault, bnScheduleStart, bnScheduleEnd, bnPosition, bnImgMobile}. */
export interface BannerTable {
  id: Generated<number>;
  /** bnPosition: home-main, right1, right2, … */
  position: string;
  title: string;
  link: string;
  img_desktop: string;
  /** bnImgMobile */
  img_mobile: string;
  status: number;
  is_default: number;
  schedule_start: string | null;
  schedule_end: string | null;
  sort_order: number;
}

/** A static page (about, privacy statement, terms, delivery areas, how-to pages) resolved by slug. */
export interface CmsPageTable {
  id: Generated<number>;
  /** the page's slug, e.g. the-sulit-club-experience */
  identifier: string;
  title: string;
  meta_description: string;
  /** JSON text: {sections: [{heading?, paragraphs?, list?}]} — structured, never raw HTML */
  content: string;
  status: number;
  sort_order: number;
  updated_at: string;
}

/** Global and content configuration (globalconfig, baseapi/globalconfig, baseapi/contentconfig). */
export interface GlobalConfigTable {
  /** 'global' | 'content' */
  scope: string;
  key: string;
  /** JSON text */
  value: string;
}
