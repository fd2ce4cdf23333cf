import { z } from 'zod';

/** A page or CMS slug (spec §5: lowercase words joined by dashes, no underscore). */
export const ContentSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lowercase words joined by dashes');

export const StoreViewParam = z.string().regex(/^[a-z0-9_]{1,32}$/, 'must be a store view code like default');

export const JsonPageParams = z.object({ slug: ContentSlug, store: StoreViewParam.optional() }).strict();

/** A JSON page as stored by editors; entries with status 0 are already dropped (spec §2). */
export const JsonPageResponse = z.object({
  slug: z.string(),
  title: z.string(),
  updated_at: z.string(),
  content: z.record(z.string(), z.unknown()),
});
export type JsonPageResponse = z.infer<typeof JsonPageResponse>;

const Link = z.object({ label: z.string(), url: z.string() });

/** The sections the home page (`new-home`) is composed of. */
export const HomeSection = z.discriminatedUnion('type', [
  z.object({ type: z.literal('banner_slider'), position: z.string(), title: z.string().optional() }),
  z.object({ type: z.literal('category_tiles'), title: z.string() }),
  z.object({
    type: z.literal('product_carousel'),
    source: z.enum(['hot_offers', 'top_selling']),
    title: z.string(),
    limit: z.number().int().min(1).max(20),
    link: Link.optional(),
  }),
  z.object({
    type: z.literal('marketplace_teaser'),
    title: z.string(),
    text: z.string(),
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
  hash: z.string(),
  storeview: z.string(),
  title: z.string(),
  updated_at: z.string(),
  content: z.record(z.string(), z.unknown()),
});
export type JsonWidgetResponse = z.infer<typeof JsonWidgetResponse>;

/** The spec's Banner (§3) with what a slide needs to render. */
export const Banner = z.object({
  id: z.number(),
  bnPosition: z.string(),
  bnTitle: z.string(),
  bnLink: z.string(),
  bnImgDesktop: z.string(),
  bnImgMobile: z.string(),
  bnStatus: z.number().int(),
  bnIsDefault: z.number().int(),
  bnScheduleStart: z.string().nullable(),
  bnScheduleEnd: z.string().nullable(),
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
export const BannerSliderResponse = z.object({ position: z.string(), items: z.array(Banner) });
export type BannerSliderResponse = z.infer<typeof BannerSliderResponse>;

export const ConfigResponse = z.record(z.string(), z.unknown());
export type ConfigResponse = z.infer<typeof ConfigResponse>;

export const StoreSourceMappingResponse = z.object({
  stores: z.array(z.object({ source_code: z.string(), name: z.string(), city_name: z.string(), hours: z.string() })),
  regions: z.array(
    z.object({
      region_id: z.number(),
      code: z.string(),
      name: z.string(),
      source_code: z.string(),
      allow_shipping: z.boolean(),
      store_pickup: z.boolean(),
    }),
  ),
  cities: z.array(z.object({ city_id: z.number(), region_id: z.number(), name: z.string(), source_code: z.string() })),
});
export type StoreSourceMappingResponse = z.infer<typeof StoreSourceMappingResponse>;

export const CmsPageSummary = z.object({
  id: z.number(),
  identifier: z.string(),
  title: z.string(),
  /** page path, e.g. /privacy-statement */
  url_path: z.string(),
  meta_description: z.string(),
  updated_at: z.string(),
});
export type CmsPageSummary = z.infer<typeof CmsPageSummary>;
export const AllCmsResponse = z.object({ items: z.array(CmsPageSummary) });
export type AllCmsResponse = z.infer<typeof AllCmsResponse>;

export const CmsSection = z.object({
  heading: z.string().optional(),
  paragraphs: z.array(z.string()).optional(),
  list: z.array(z.string()).optional(),
});
export type CmsSection = z.infer<typeof CmsSection>;
export const CmsPageResponse = CmsPageSummary.extend({ sections: z.array(CmsSection) });
export type CmsPageResponse = z.infer<typeof CmsPageResponse>;
export const CmsPageParams = z.object({ identifier: ContentSlug, store: StoreViewParam.optional() }).strict();

export const SidebarEntry = z.object({
  name: z.string(),
  url: z.string(),
  type: z.enum(['category', 'link']),
  children: z.array(z.object({ name: z.string(), url: z.string() })),
});
export const SidebarMenuResponse = z.object({ items: z.array(SidebarEntry) });
export type SidebarMenuResponse = z.infer<typeof SidebarMenuResponse>;

export const StoreOnlyParams = z.object({ store: StoreViewParam.optional() }).strict();
