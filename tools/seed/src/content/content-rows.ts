import type { Insertable } from 'kysely';
import type { BannerTable, CmsPageTable, GlobalConfigTable, JsonPageTable, JsonWidgetTable } from '@sulit/db';
import {
  HOME_PAGE_SLUG,
  ONLINE_SERVICE_HOURS,
  PHYSICAL_STORES,
  SOCIAL_LINKS,
  STORE_BRAND,
  DEFAULT_SHOP_ID,
  DEFAULT_STORE_ID,
  DEFAULT_STORE_VIEW_CODE,
} from '@sulit/domain';
import { CMS_PAGES } from './cms-pages';

const DAY = 86_400_000;

export interface ContentRows {
  jsonPages: Insertable<JsonPageTable>[];
  jsonWidgets: Insertable<JsonWidgetTable>[];
  banners: Insertable<BannerTable>[];
  cmsPages: Insertable<CmsPageTable>[];
  config: Insertable<GlobalConfigTable>[];
}

interface BannerSeed {
  position: string;
  title: string;
  link: string;
  status?: number;
  is_default?: number;
  /** days from now; null = open */
  start: number | null;
  end: number | null;
}

/**
 * Banners exercise every branch of the spec §4 visibility rule: open-ended, range, future, expired,
 * disabled, and a default per position for when nothing is scheduled.
 */
const BANNERS: readonly BannerSeed[] = [
  {
    position: 'home-main',
    title: 'Club-size savings, delivered',
    link: '/lofcustomermembership/buy',
    is_default: 1,
    start: null,
    end: null,
  },
  {
    position: 'home-main',
    title: 'Payday Sale: up to 30% off pantry staples',
    link: '/special/hot-offers.html',
    start: -2,
    end: 8,
  },
  { position: 'home-main', title: 'Fresh from the farm every morning', link: '/fresh-produce', start: -30, end: null },
  {
    position: 'home-main',
    title: 'Shop local sellers in our marketplace',
    link: '/online-marketplace.html',
    start: null,
    end: 20,
  },
  { position: 'home-main', title: 'Christmas Ham Festival', link: '/special/hot-offers.html', start: 12, end: 40 },
  { position: 'home-main', title: 'Back-to-school bundles', link: '/special/hot-offers.html', start: -90, end: -60 },
  {
    position: 'home-main',
    title: 'Members-only weekend',
    link: '/lofcustomermembership/buy',
    status: 0,
    start: -1,
    end: 5,
  },
  {
    position: 'right1',
    title: 'Become a member today',
    link: '/lofcustomermembership/buy',
    is_default: 1,
    start: null,
    end: null,
  },
  { position: 'right1', title: 'Free delivery on your first order', link: '/how-to-shop-online', start: -5, end: 25 },
  {
    position: 'right2',
    title: 'Pick up at any of our 5 stores',
    link: '/delivery-areas',
    is_default: 1,
    start: null,
    end: null,
  },
];

function bannerImage(id: number, variant: 'desktop' | 'mobile'): string {
  return `/media/banner/${id}-${variant}.svg`;
}

export function generateContentRows(now: Date): ContentRows {
  const iso = now.toISOString();
  const at = (days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY).toISOString());

  const banners = BANNERS.map((b, index) => {
    const id = index + 1;
    return {
      id,
      position: b.position,
      title: b.title,
      link: b.link,
      img_desktop: bannerImage(id, 'desktop'),
      img_mobile: bannerImage(id, 'mobile'),
      status: b.status ?? 1,
      is_default: b.is_default ?? 0,
      schedule_start: at(b.start),
      schedule_end: at(b.end),
      sort_order: index,
    };
  });

  // The home page is data: sections in order, each with a status; status 0 entries are dropped on read.
  const home = {
    sections: [
      { type: 'membership_banner', status: 1 },
      { type: 'banner_slider', status: 1, position: 'home-main', title: 'Featured' },
      { type: 'category_tiles', status: 1, title: 'Shop by category' },
      {
        type: 'product_carousel',
        status: 1,
        source: 'hot_offers',
        title: 'Hot offers',
        limit: 10,
        link: { label: 'See all hot offers', url: '/special/hot-offers.html' },
      },
      {
        type: 'product_carousel',
        status: 1,
        source: 'top_selling',
        title: 'Best sellers',
        limit: 20,
        link: { label: 'Hot offers', url: '/special/hot-offers.html' },
      },
      {
        type: 'marketplace_teaser',
        status: 1,
        title: 'Shop local sellers',
        text: 'Coffee roasters, farms, bakers and more: trusted Filipino shops in one cart with your groceries.',
        link: { label: 'Visit the marketplace', url: '/online-marketplace.html' },
        sellers: 4,
      },
      { type: 'store_promises', status: 1 },
      // A section switched off by an editor: never reaches the shopper.
      { type: 'product_carousel', status: 0, source: 'top_selling', title: 'Draft: 12.12 countdown', limit: 20 },
    ],
  };

  const storeHours = PHYSICAL_STORES.map((s) => ({ source_code: s.sourceCode, name: s.name, hours: s.hours }));
  const global: Record<string, unknown> = {
    store_name: STORE_BRAND,
    home_page_slug: HOME_PAGE_SLUG,
    store_view_code: DEFAULT_STORE_VIEW_CODE,
    default_store_id: DEFAULT_STORE_ID,
    default_shop_id: DEFAULT_SHOP_ID,
    currency: 'PHP',
    country_id: 'PH',
    timezone: 'Asia/Manila',
    store_hours: storeHours,
    online_service_hours: ONLINE_SERVICE_HOURS,
    social_links: SOCIAL_LINKS,
    // Spec §9 feature flags: shopping list off; the external search, autosuggest and browse services off
    // (search runs on our own database).
    shopping_list_enabled: false,
    external_search_enabled: false,
    external_autosuggest_enabled: false,
    external_browse_enabled: false,
  };
  const content: Record<string, unknown> = {
    footer_links: CMS_PAGES.map((p) => ({ title: p.title, url: `/${p.identifier}` })),
    sidebar_links: [
      { name: 'Home', url: '/' },
      { name: 'Hot Offers', url: '/special/hot-offers.html' },
      { name: 'Online Marketplace', url: '/online-marketplace.html' },
      { name: 'Membership', url: '/lofcustomermembership/buy' },
      { name: 'Help', url: '/help-center' },
      { name: 'About Us', url: '/the-sulit-club-experience' },
      { name: 'Store Locator', url: '/delivery-areas' },
      ...SOCIAL_LINKS.map((s) => ({ name: s.network, url: s.url, type: 'social' })),
    ],
    announcement: 'Free delivery on your first order with a membership.',
  };

  return {
    jsonPages: [
      {
        id: 1,
        slug: HOME_PAGE_SLUG,
        title: `${STORE_BRAND} home`,
        status: 1,
        content: JSON.stringify(home),
        updated_at: iso,
      },
    ],
    jsonWidgets: [
      {
        hash: 'store-promises',
        storeview: DEFAULT_STORE_VIEW_CODE,
        title: 'Why shop with us',
        status: 1,
        content: JSON.stringify({
          items: [
            { title: 'Member prices', text: 'Warehouse-club prices on club-size packs', status: 1 },
            { title: 'Delivery or pickup', text: 'Choose a time slot that suits you', status: 1 },
            { title: 'Five stores', text: storeHours.map((s) => s.name).join(', '), status: 1 },
          ],
        }),
        updated_at: iso,
      },
    ],
    banners,
    cmsPages: CMS_PAGES.map((p, index) => ({
      id: index + 1,
      identifier: p.identifier,
      title: p.title,
      meta_description: p.meta_description,
      content: JSON.stringify({ sections: p.sections }),
      status: 1,
      sort_order: index,
      updated_at: iso,
    })),
    config: [
      ...Object.entries(global).map(([key, value]) => ({ scope: 'global', key, value: JSON.stringify(value) })),
      ...Object.entries(content).map(([key, value]) => ({ scope: 'content', key, value: JSON.stringify(value) })),
    ],
  };
}
