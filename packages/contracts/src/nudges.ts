import {
  ADD_TO_CART_PAGE_TYPES,
  type ChatAssistantPayload as DomainChatAssistantPayload,
  PURCHASE_ANALYTICS_MAX_QTY,
  SPLASH_KINDS,
  SPLASH_LOCATIONS,
  SPLASH_MAX_DELAY_SECONDS,
  type SplashAd as DomainSplashAd,
} from '@sulit/domain';
import { z } from 'zod';
import { text } from './common';

/* ───────────────────────── Splash ads and the nudges (issue 31) ───────────────────────── */

/** A store path the shopper may be sent to (never another origin). */
const StorePath = text()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'a store path starting with /');

/** GET /rest/V1/sulit/splash-ad/list (spec §7 "splash-ad list") ?location */
export const SplashAdListQuery = z.object({ location: z.enum(SPLASH_LOCATIONS) }).strict();
export type SplashAdListQuery = z.infer<typeof SplashAdListQuery>;

export const SplashAdSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(SPLASH_KINDS),
  location: z.enum(SPLASH_LOCATIONS),
  title: text(),
  body: text(),
  link_path: StorePath.nullable(),
  link_label: text().nullable(),
  image_url: text().nullable(),
  starts_at: text().nullable(),
  ends_at: text().nullable(),
  session_only: z.boolean(),
  notify_only: z.boolean(),
  time_delay: z.number().int().min(0).max(SPLASH_MAX_DELAY_SECONDS),
  landing_path: StorePath.nullable(),
});

/** The ads of a location whose window is open now, newest first; the browser applies the shopper's rules. */
export const SplashAdListResponse = z.object({ items: z.array(SplashAdSchema) });
export type SplashAdListResponse = z.infer<typeof SplashAdListResponse>;

/** GET /api/chat-assistant/payload: spec §3 chat-assistant payload {login, userEmail, name}. */
export const ChatAssistantPayload = z.object({
  login: z.boolean(),
  userEmail: text().nullable(),
  name: text().nullable(),
});
export type ChatAssistantPayload = z.infer<typeof ChatAssistantPayload>;

/**
 * GET /rest/V1/sulit/purchase-analytics (spec §7 "purchase-analytics call") ?sku&source&qty: one add to the cart,
 * counted per day, product and page type (spec §9 add-to-cart sources and page types). Nothing about the shopper.
 */
export const PurchaseAnalyticsQuery = z
  .object({
    sku: text().min(1).max(64),
    source: z.enum(ADD_TO_CART_PAGE_TYPES),
    qty: z.coerce.number().int().min(1).max(PURCHASE_ANALYTICS_MAX_QTY).optional(),
  })
  .strict();
export type PurchaseAnalyticsQuery = z.infer<typeof PurchaseAnalyticsQuery>;
export const PurchaseAnalyticsResponse = z.object({ recorded: z.boolean() });
export type PurchaseAnalyticsResponse = z.infer<typeof PurchaseAnalyticsResponse>;

/* Compile-time checks: what the domain computes fits these schemas. */
type Fits<T, U> = T extends U ? true : false;
type Assert<T extends true> = T;
export type _NudgesChecks = [
  Assert<Fits<DomainSplashAd, z.infer<typeof SplashAdSchema>>>,
  Assert<Fits<DomainChatAssistantPayload, ChatAssistantPayload>>,
];

/** What the operator tool schedules: an ad without its id, with a start or an end (else it never shows). */
export const NewSplashAd = SplashAdSchema.omit({ id: true })
  .strict()
  .refine((ad) => ad.starts_at !== null || ad.ends_at !== null, {
    message: 'An ad needs --starts or --ends (one with neither never shows).',
    path: ['starts_at'],
  })
  .refine((ad) => ad.starts_at === null || !Number.isNaN(Date.parse(ad.starts_at)), {
    message: 'starts_at: an ISO-8601 time, e.g. 2026-12-01T00:00:00Z',
    path: ['starts_at'],
  })
  .refine((ad) => ad.ends_at === null || !Number.isNaN(Date.parse(ad.ends_at)), {
    message: 'ends_at: an ISO-8601 time, e.g. 2026-12-08T00:00:00Z',
    path: ['ends_at'],
  })
  .refine((ad) => (ad.link_path === null) === (ad.link_label === null), {
    message: 'A button needs both --link and --link-label.',
    path: ['link_path'],
  });
export type NewSplashAd = z.infer<typeof NewSplashAd>;
