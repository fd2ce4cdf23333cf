import { z } from 'zod';
import { IdParam, text } from './common';
import { CartSku } from './cart';
import { HomeSection } from './content';

/**
 * The console's campaign prices, vouchers, banners and home page (issue 35, decision 036); who may call each is
 * the domain's policy table (OPS_ROUTES):
 *   GET    /api/ops/campaigns ?sku                → CampaignList
 *   POST   /api/ops/campaigns      CampaignBody   → ConsoleCampaign
 *   PATCH  /api/ops/campaigns/{id} CampaignChange → ConsoleCampaign
 *   POST   /api/ops/campaigns/{id}/end            → ConsoleCampaign
 *   GET    /api/ops/vouchers                      → VoucherList
 *   POST   /api/ops/vouchers       VoucherBody    → ConsoleVoucher
 *   POST   /api/ops/vouchers/{id}/disable         → ConsoleVoucher
 *   GET    /api/ops/banners                       → BannerList
 *   POST   /api/ops/banners        BannerBody     → ConsoleBanner
 *   PATCH  /api/ops/banners/{id}   BannerChange   → ConsoleBanner
 *   GET    /api/ops/home-page                     → HomePageDraft
 *   POST   /api/ops/home-page/preview  HomePageBody → HomePagePreview (nothing saved)
 *   POST   /api/ops/home-page          HomePageBody → HomePageDraft (published)
 * Money is centavos, times are UTC ISO-8601.
 */

const MAX_CENTAVOS = 100_000_000_00;
const Centavos = z.number().int().min(0).max(MAX_CENTAVOS);
const Count = z.number().int().min(1).max(10_000_000);
const UtcTime = text()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/, 'must be a UTC time like 2026-12-01T00:00:00Z')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date and time');

export const MerchIdPath = z.object({ id: IdParam }).strict();

export const CampaignQuery = z.object({ sku: CartSku.optional() }).strict();

export const CampaignBody = z
  .object({
    sku: CartSku,
    start_time: UtcTime,
    end_time: UtcTime,
    price: Centavos,
    stock: z.number().int().min(0).max(1_000_000),
  })
  .strict();
export type CampaignBody = z.infer<typeof CampaignBody>;

export const CampaignChange = CampaignBody.omit({ sku: true }).partial().strict();
export type CampaignChange = z.infer<typeof CampaignChange>;

export const ConsoleCampaign = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: text(),
  name: text(),
  regular_price: z.number().int(),
  price: z.number().int(),
  stock: z.number().int(),
  start_time: text(),
  end_time: text(),
  state: z.enum(['scheduled', 'active', 'ended']),
});
export type ConsoleCampaign = z.infer<typeof ConsoleCampaign>;
export const CampaignList = z.object({ campaigns: z.array(ConsoleCampaign) });
export type CampaignList = z.infer<typeof CampaignList>;

export const VoucherBody = z
  .object({
    code: text().regex(/^[A-Za-z0-9-]{3,32}$/, 'must be 3 to 32 letters, digits or dashes'),
    discount_type: z.enum(['percent', 'fixed']),
    /** percent: 1–100; fixed: centavos */
    discount_value: Centavos,
    max_discount: Centavos.nullable().default(null),
    min_spend: Centavos.default(0),
    starts_at: UtcTime.nullable().default(null),
    ends_at: UtcTime.nullable().default(null),
    usage_limit: Count.nullable().default(null),
    usage_limit_per_customer: Count.nullable().default(null),
  })
  .strict();
export type VoucherBody = z.infer<typeof VoucherBody>;

export const ConsoleVoucher = z.object({
  id: z.number().int(),
  code: text(),
  discount_type: z.enum(['percent', 'fixed']),
  discount_value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_spend: z.number().int(),
  starts_at: text().nullable(),
  ends_at: text().nullable(),
  is_active: z.boolean(),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_customer: z.number().int().nullable(),
  times_used: z.number().int(),
  seller_id: text().nullable(),
  /** what a shopper's cart would hear now: open, not_started, expired, used_up or off */
  state: z.enum(['open', 'not_started', 'expired', 'used_up', 'off']),
});
export type ConsoleVoucher = z.infer<typeof ConsoleVoucher>;
export const VoucherList = z.object({ vouchers: z.array(ConsoleVoucher) });
export type VoucherList = z.infer<typeof VoucherList>;

const BannerPosition = text().regex(/^[a-z0-9-]{1,40}$/, 'must be a position like home-main');

export const BannerBody = z
  .object({
    position: BannerPosition,
    title: text().trim().min(1).max(120),
    link: text().max(300),
    enabled: z.boolean().default(true),
    is_default: z.boolean().default(false),
    schedule_start: UtcTime.nullable().default(null),
    schedule_end: UtcTime.nullable().default(null),
    sort_order: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export type BannerBody = z.infer<typeof BannerBody>;

export const BannerChange = z
  .object({
    title: text().trim().min(1).max(120),
    link: text().max(300),
    enabled: z.boolean(),
    is_default: z.boolean(),
    schedule_start: UtcTime.nullable(),
    schedule_end: UtcTime.nullable(),
    sort_order: z.number().int().min(0).max(10_000),
  })
  .partial()
  .strict();
export type BannerChange = z.infer<typeof BannerChange>;

export const ConsoleBanner = z.object({
  id: z.number().int(),
  position: text(),
  title: text(),
  link: text(),
  img_desktop: text(),
  img_mobile: text(),
  enabled: z.boolean(),
  is_default: z.boolean(),
  schedule_start: text().nullable(),
  schedule_end: text().nullable(),
  sort_order: z.number().int(),
  /** shown now by the storefront's rule (spec §4) at its position */
  showing: z.boolean(),
});
export type ConsoleBanner = z.infer<typeof ConsoleBanner>;
export const BannerList = z.object({ banners: z.array(ConsoleBanner) });
export type BannerList = z.infer<typeof BannerList>;

/** A home section as stored: one of the sections the home page draws, switched on (1) or off (0, dropped on read). */
export const StoredHomeSection = HomeSection.and(
  z.object({ status: z.union([z.literal(0), z.literal(1)]).default(1) }),
);
/** The home page's JSON as it may be saved: at least one and at most 30 sections, nothing else. */
export const HomePageContent = z.object({ sections: z.array(StoredHomeSection).min(1).max(30) }).strict();
export type HomePageContent = z.infer<typeof HomePageContent>;

/** The editor's JSON text (parsed and checked by the server against HomePageContent). */
export const HomePageBody = z.object({ json: text().min(2).max(50_000) }).strict();

export const HomePageDraft = z.object({ slug: text(), title: text(), updated_at: text(), json: text() });
export type HomePageDraft = z.infer<typeof HomePageDraft>;

export const HomePagePreview = z.object({
  /** the sections a shopper would see, in order (status 0 dropped) */
  sections: z.array(z.object({ type: text(), title: text().nullable() })),
  /** how many sections are saved but switched off */
  hidden: z.number().int(),
});
export type HomePagePreview = z.infer<typeof HomePagePreview>;
