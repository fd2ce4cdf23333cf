import { z } from 'zod';
import { text } from './common';

/**
 * Membership (spec §3 Membership product / membership info record / expiry prompt, §7 membership calls).
 *
 * Paths (core under /api, legacy under /rest/V1 and /rest/{store}/V1):
 *   POST /api/membership-link                       MembershipLinkRequest → MembershipLinkResponse (customer)
 *   POST /api/membership-information-sf             MembershipInformationRequest → MembershipInformationResponse
 *   POST /rest/V1/membership-information-sf         (same)
 *   GET  /rest/V1/membership-products               → MembershipProductsResponse (Cache-Control 3600 s)
 *   GET  /rest/V1/membership-page-sticky-nudge      → StickyNudge (guest or customer)
 *   POST /rest/V1/cc-signup                         CcSignupRequest → MessageResult (customer)
 *   GET  /rest/V1/cc-signup/promo-verbiage          → PromoVerbiage
 *   GET  /rest/V1/membership/mine                   → MyMembership (customer)
 *   POST /rest/V1/verify-membership/{extend|renew|business}  VerifyMembershipRequest → VerifyMembershipResponse
 *   GET  /rest/V1/{premium|business|executive}-membership/mine → MyMembership (404 when the package differs)
 *   GET  /rest/V1/membership-expiry-prompt          → ExpiryPromptResponse (customer)
 * Failures are the ErrorResponse body: 400 validation_failed (bad code), 400 with the spec §4 linking support
 * message, 404 'Membership code {code} does not exists.', 409 when the account already has an active card.
 */

/** A membership code as typed: digits with optional dashes or spaces (stripped on the server). */
const CodeInput = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\d\s-]+$/, 'Please enter a valid membership number (14 digits, or 16 for a partner fuel card).');

export const MembershipLinkRequest = z
  .object({
    membership_id: CodeInput,
    membership_name: text().trim().min(1).max(255),
    /** SULIT (own card) or PARTNER_FUEL (16-digit partner fuel card); derived from the code when omitted */
    membership_type: text().trim().max(40).optional(),
  })
  .strict();
export type MembershipLinkRequest = z.infer<typeof MembershipLinkRequest>;

export const MembershipLinkResponse = z.object({ error: z.boolean(), message: text() });
export type MembershipLinkResponse = z.infer<typeof MembershipLinkResponse>;

export const MembershipInformationRequest = z.object({ code: CodeInput }).strict();

/** Spec §3 membership info record ({product}_credit_card_applied is sulit_credit_card_applied). */
export const MembershipInformationRecord = z.object({
  code: text(),
  /** 4-4-4-4 or 4-8-2 */
  display_code: text(),
  id_type: z.enum(['SULIT', 'PARTNER_FUEL']),
  package: text(),
  type: text(),
  name: text(),
  sulit_credit_card_applied: z.boolean(),
  qr_used: z.boolean(),
  expiry_date: z.object({ date: text(), is_expired: z.boolean() }),
  remaining_days: z.number().int().min(0),
  about_to_expire: z.boolean(),
  valid_id: text().nullable(),
  id_number: text().nullable(),
});
export const MembershipInformationResponse = z.array(MembershipInformationRecord);
export type MembershipInformationRecord = z.infer<typeof MembershipInformationRecord>;

export const MembershipProduct = z.object({
  sku: text(),
  name: text(),
  package: text(),
  type: text(),
  description: text(),
  /** centavos */
  price: z.number().int(),
  renew_price: z.number().int(),
  extend_price: z.number().int(),
  upgrade_price: z.number().int().nullable(),
  final_price: z.number().int(),
  promo_start: text().nullable(),
  promo_end: text().nullable(),
  /** the New Application / Renewal / Card Extension / upgrade / credit-card intent this product serves */
  intent: z.enum(['buy-new', 'renew', 'extend', 'upgrade', 'credit-card']),
  product_type: z.literal('customer_membership'),
});
export const MembershipProductsResponse = z.object({ items: z.array(MembershipProduct) });
export type MembershipProduct = z.infer<typeof MembershipProduct>;

export const StickyNudge = z.object({
  show: z.boolean(),
  title: text(),
  message: text(),
  cta_label: text(),
  cta_link: text(),
});
export type StickyNudge = z.infer<typeof StickyNudge>;

export const CcSignupRequest = z
  .object({
    firstname: text().trim().min(1).max(255),
    lastname: text().trim().min(1).max(255),
    phone: text().trim().min(1).max(20),
  })
  .strict();
export const MessageResult = z.object({ success: z.boolean(), message: text() });

export const PromoVerbiage = z.object({
  title: text(),
  verbiage: text(),
  image: text().nullable(),
  sku: text(),
});

export const MyMembership = z.object({
  status: z.enum(['active', 'inactive', 'none']),
  is_membership: z.boolean(),
  membership: z
    .object({
      code: text(),
      display_code: text(),
      id_type: z.enum(['SULIT', 'PARTNER_FUEL']),
      type: text(),
      package: text(),
      name: text(),
      starts_on: text(),
      expired_date: text(),
      remaining_days: z.number().int().min(0),
      about_to_expire: z.boolean(),
      is_expired: z.boolean(),
      linked_at: text().nullable(),
      /** centavos */
      renew_price: z.number().int().nullable(),
      /** centavos: the pro-rata Executive upgrade for an active Premium or Business card, else null */
      upgrade_price: z.number().int().nullable(),
      can_use_rebates: z.boolean(),
    })
    .nullable(),
});
export type MyMembership = z.infer<typeof MyMembership>;

export const VerifyMembershipRequest = z.object({ code: CodeInput }).strict();
export const VerifyMembershipResponse = z.object({
  type: z.enum(['extend', 'renew', 'business']),
  /** what the renewal flow shows next (spec §4 Renewal) */
  next: z.enum(['premium_purchase', 'expired_alert', 'near_expiry_alert', 'complete_order', 'renew_modal', 'business']),
  info: MembershipInformationRecord,
  /** the membership item to add to the cart for this step */
  sku: text().nullable(),
});

export const ExpiryPromptResponse = z.object({
  is_expired: z.boolean(),
  about_to_expire: z.boolean(),
  remaining_days: z.number().int().min(0),
  expiry_date: text().nullable(),
  promo_image: text().nullable(),
  promo_title: text().nullable(),
  promo_verbiage: text().nullable(),
});
export type ExpiryPromptResponse = z.infer<typeof ExpiryPromptResponse>;
