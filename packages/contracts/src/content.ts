import { z } from 'zod';
import { text } from './common';

/** A page or CMS slug (spec §5: lowercase words joined by dashes, no underscore). */
export const ContentSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lowercase words joined by dashes');

export const StoreViewParam = text().regex(/^[a-z0-9_]{1,32}$/, 'must be a store view code like default');

export const JsonPageParams = z.object({ slug: ContentSlug, store: StoreViewParam.optional() }).strict();

/** A JSON page as stored by editors; entries with status 0 are already dropped (spec §2). */
export const JsonPageResponse = z.object({
  slug: text(),
  title: text(),
  updated_at: text(),
  content: z.record(text(), z.unknown()),
});
export type JsonPageResponse = z.infer<typeof JsonPageResponse>;

const Link = z.object({ label: text(), url: text() });

/** The sections the home page (`new-home`) is composed of. */
export const HomeSection = z.discriminatedUnion('type', [
  z.object({ type: z.literal('banner_slider'), position: text(), title: text().optional() }),
  z.object({ type: z.literal('category_tiles'), title: text() }),
  z.object({
    type: z.literal('product_carousel'),
    source: z.enum(['hot_offers', 'top_selling']),
    title: text(),
    limit: z.number().int().min(1).max(20),
    link: Link.optional(),
  }),
  z.object({
    type: z.literal('marketplace_teaser'),
    title: text(),
    text: text(),
    link: Link,
    sellers: z.number().int().min(0).max(12),
  }),
  z.object({ type: z.literal('membership_banner') }),
  z.object({ type: z.literal('store_promises') }),
]);
export type HomeSection = z.infer<typeof HomeSection>;

export const JsonWidgetQuery = z
  .object({
    hash: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9_-]+$/, 'must be a widget hash'),
    storeview: StoreViewParam.default('default'),
  })
  .strict();
export const JsonWidgetResponse = z.object({
  hash: text(),
  storeview: text(),
  title: text(),
  updated_at: text(),
  content: z.record(text(), z.unknown()),
});
export type JsonWidgetResponse = z.infer<typeof JsonWidgetResponse>;

/** The spec's Banner (§3) with what a slide needs to render. */
export const Banner = z.object({
  id: z.number(),
  bnPosition: text(),
  bnTitle: text(),
  bnLink: text(),
  bnImgDesktop: text(),
  bnImgMobile: text(),
  bnStatus: z.number().int(),
  bnIsDefault: z.number().int(),
  bnScheduleStart: text().nullable(),
  bnScheduleEnd: text().nullable(),
});
export type Banner = z.infer<typeof Banner>;

export const BannerPositionParams = z
  .object({
    position: z
      .string()
      .min(1)
      .max(32)
      .regex(/^[a-z0-9-]+$/, 'must be a banner position like right1'),
    store: StoreViewParam.optional(),
  })
  .strict();
export const BannerSliderResponse = z.object({ position: text(), items: z.array(Banner) });
export type BannerSliderResponse = z.infer<typeof BannerSliderResponse>;

export const ConfigResponse = z.record(text(), z.unknown());
export type ConfigResponse = z.infer<typeof ConfigResponse>;

export const StoreSourceMappingResponse = z.object({
  stores: z.array(z.object({ source_code: text(), name: text(), city_name: text(), hours: text() })),
  regions: z.array(
    z.object({
      region_id: z.number(),
      code: text(),
      name: text(),
      source_code: text(),
      allow_shipping: z.boolean(),
      store_pickup: z.boolean(),
    }),
  ),
  cities: z.array(z.object({ city_id: z.number(), region_id: z.number(), name: text(), source_code: text() })),
});
export type StoreSourceMappingResponse = z.infer<typeof StoreSourceMappingResponse>;

export const CmsPageSummary = z.object({
  id: z.number(),
  identifier: text(),
  title: text(),
  /** page path, e.g. /privacy-statement */
  url_path: text(),
  meta_description: text(),
  updated_at: text(),
});
export type CmsPageSummary = z.infer<typeof CmsPageSummary>;
export const AllCmsResponse = z.object({ items: z.array(CmsPageSummary) });
export type AllCmsResponse = z.infer<typeof AllCmsResponse>;

export const CmsSection = z.object({
  heading: text().optional(),
  paragraphs: z.array(text()).optional(),
  list: z.array(text()).optional(),
  /** a mailbox to write to (careers: the recruitment team), shown as a mail link */
  contact: z.object({ label: text(), email: z.email() }).optional(),
});
export type CmsSection = z.infer<typeof CmsSection>;
export const CmsPageResponse = CmsPageSummary.extend({ sections: z.array(CmsSection) });
export type CmsPageResponse = z.infer<typeof CmsPageResponse>;
export const CmsPageParams = z.object({ identifier: ContentSlug, store: StoreViewParam.optional() }).strict();

export const SidebarEntry = z.object({
  name: text(),
  url: text(),
  type: z.enum(['category', 'link']),
  children: z.array(z.object({ name: text(), url: text() })),
});
export const SidebarMenuResponse = z.object({ items: z.array(SidebarEntry) });
export type SidebarMenuResponse = z.infer<typeof SidebarMenuResponse>;

export const StoreOnlyParams = z.object({ store: StoreViewParam.optional() }).strict();
