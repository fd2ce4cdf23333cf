import { z } from 'zod';
import { text } from './common';
import { SellerSummary } from './catalog';

/* ───────────────────────── Sellers' shops and directory (issue 14) ───────────────────────── */

/** POST /logger (spec §7): a failed seller-page image, reported by the browser. */
export const LoggerBody = z
  .object({
    topic: text().max(100),
    toDeconstruct: z.boolean().optional(),
    /** a JSON string: {email: {email} | 'guest', seller, asset, type, browser, device, os} */
    message: text().max(2000),
  })
  .strict();
export const LoggerMessage = z
  .object({
    email: z.union([z.literal('guest'), z.object({ email: text().max(254) }).strict()]),
    seller: text().max(64),
    asset: text().max(500),
    type: text().max(40),
    browser: text().max(200),
    device: text().max(100),
    os: text().max(100),
  })
  .strict();
export const LoggerResponse = z.object({ success: z.literal(true) });

/** The seller's shop info page: the summary plus since when, policies and contact (no ratings without reviews). */
export const SellerInfoResponse = SellerSummary.extend({
  joined_at: text(),
  policies: z.array(z.object({ title: text(), text: text() })),
  contact_email: text(),
  contact_phone: text(),
  /** the number of reviews: 0 until product reviews exist, so no rating is shown */
  review_count: z.number().int(),
});
export type SellerInfoResponse = z.infer<typeof SellerInfoResponse>;

/** The marketplace directory: ?brands (every brand with its product count) */
export const BrandDirectoryResponse = z.object({
  items: z.array(z.object({ brand: text(), product_count: z.number().int() })),
});
export type BrandDirectoryResponse = z.infer<typeof BrandDirectoryResponse>;
