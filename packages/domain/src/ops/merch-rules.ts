/**
 * What the console's content editors may set (issue 35: campaign prices, vouchers, banners). The storefront's own
 * rules decide what shoppers see (catalog-pricing's isCampaignActive, cart-vouchers' evaluateVoucher, content-rules'
 * isBannerScheduledNow); these decide what may be saved, over the same windows, so an edit can never leave the store
 * with a campaign it cannot price, a voucher it cannot evaluate or a banner that links away from the store.
 */
import { isCampaignActive, type CampaignWindow } from '../catalog/catalog-pricing';
import { formatPeso } from '../shared/money';

/** Decided wording (the spec gives none for the console). */
export const MERCH_MESSAGES = {
  productNotFound: 'No product has that SKU.',
  campaignNotFound: 'Campaign not found',
  campaignWindow: 'The campaign must end after it starts.',
  campaignOver: 'The campaign must end in the future.',
  campaignPrice: (regular: number) =>
    `The campaign price must be above ₱0.00 and below the regular price of ${formatPeso(regular)}.`,
  campaignOverlap: 'This product already has a campaign in that window. End it first or choose another window.',
  campaignEnded: 'This campaign has already ended.',
  voucherNotFound: 'Voucher not found',
  voucherPercent: 'A percent voucher takes more than 0 and at most 100 percent.',
  voucherFixed: 'A fixed voucher takes more than ₱0.00.',
  voucherCapFixed: 'Only a percent voucher has a maximum discount.',
  voucherWindow: 'The voucher must end after it starts.',
  voucherOver: 'The voucher must end in the future.',
  voucherLimits: 'The uses per customer cannot be more than the uses in total.',
  voucherTaken: (code: string) => `The voucher code "${code}" is already in use.`,
  voucherDisabled: 'This voucher is already switched off.',
  bannerNotFound: 'Banner not found',
  bannerLink: 'The link must be a page of this store: a path starting with one slash, like /special/hot-offers.html.',
  bannerWindow: 'The banner must end after it starts.',
} as const;

export type CampaignState = 'scheduled' | 'active' | 'ended';

/** Where a campaign stands at `now`, by the storefront's own window rule (start inclusive, end exclusive). */
export function campaignState(campaign: Pick<CampaignWindow, 'start_time' | 'end_time'>, now: Date): CampaignState {
  const window = { ...campaign, price: 0, stock: 0 };
  if (isCampaignActive(window, now)) return 'active';
  const end = Date.parse(campaign.end_time);
  return end > now.getTime() && end > Date.parse(campaign.start_time) ? 'scheduled' : 'ended';
}

/** Two windows share a moment (each start inclusive, end exclusive). */
function overlaps(a: { start_time: string; end_time: string }, b: { start_time: string; end_time: string }): boolean {
  return Date.parse(a.start_time) < Date.parse(b.end_time) && Date.parse(b.start_time) < Date.parse(a.end_time);
}

/**
 * Why a campaign (new, or an edit of campaign `id`) may not be saved, or null. The price is below the product's
 * regular price and above zero (a campaign is a discount; spec §4's discount percent stays meaningful); the window
 * ends after it starts and in the future; and it shares no moment with another campaign of the product that has
 * not ended, so which campaign prices the product is never the catalogue's tie-break.
 */
export function campaignProblem(
  campaign: CampaignWindow & { id?: number },
  facts: { regularPrice: number; others: readonly (CampaignWindow & { id: number })[] },
  now: Date,
): string | null {
  if (!(Date.parse(campaign.end_time) > Date.parse(campaign.start_time))) return MERCH_MESSAGES.campaignWindow;
  if (!(Date.parse(campaign.end_time) > now.getTime())) return MERCH_MESSAGES.campaignOver;
  if (campaign.price <= 0 || campaign.price >= facts.regularPrice)
    return MERCH_MESSAGES.campaignPrice(facts.regularPrice);
  const clash = facts.others.some(
    (other) => other.id !== campaign.id && campaignState(other, now) !== 'ended' && overlaps(other, campaign),
  );
  return clash ? MERCH_MESSAGES.campaignOverlap : null;
}

/**
 * Ending a campaign closes its window now; one not yet started closes at its start, so it never opens. An ended
 * campaign keeps its rows (orders name it) and cannot be ended again.
 */
export function endedCampaignWindow(
  campaign: Pick<CampaignWindow, 'start_time' | 'end_time'>,
  now: Date,
): { end_time: string } | null {
  if (campaignState(campaign, now) === 'ended') return null;
  const end = Math.max(now.getTime(), Date.parse(campaign.start_time));
  return { end_time: new Date(end).toISOString() };
}

/** A voucher as an editor sets it (the fields of cart-vouchers' Voucher that are not counters). */
export interface VoucherTerms {
  discount_type: 'percent' | 'fixed';
  discount_value: number;
  max_discount: number | null;
  min_spend: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
}

/** Why a voucher's terms cannot be evaluated as meant by evaluateVoucher, or null. */
export function voucherProblem(terms: VoucherTerms, now: Date): string | null {
  if (terms.discount_type === 'percent' && !(terms.discount_value > 0 && terms.discount_value <= 100))
    return MERCH_MESSAGES.voucherPercent;
  if (terms.discount_type === 'fixed' && !(terms.discount_value > 0)) return MERCH_MESSAGES.voucherFixed;
  if (terms.discount_type === 'fixed' && terms.max_discount !== null) return MERCH_MESSAGES.voucherCapFixed;
  if (terms.starts_at !== null && terms.ends_at !== null && !(Date.parse(terms.ends_at) > Date.parse(terms.starts_at)))
    return MERCH_MESSAGES.voucherWindow;
  if (terms.ends_at !== null && !(Date.parse(terms.ends_at) > now.getTime())) return MERCH_MESSAGES.voucherOver;
  if (
    terms.usage_limit !== null &&
    terms.usage_limit_per_customer !== null &&
    terms.usage_limit_per_customer > terms.usage_limit
  )
    return MERCH_MESSAGES.voucherLimits;
  return null;
}

const STORE_ORIGIN = 'https://store.invalid';

/**
 * A banner's link is a page of this store: a path with one leading slash, no backslash, space or control
 * character, that a browser resolves on the store's own origin (so `//evil.example`, `/\evil.example`,
 * `javascript:` and absolute URLs are refused).
 */
export function isStorePath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(link)) return false;
  try {
    return new URL(link, STORE_ORIGIN).origin === STORE_ORIGIN;
  } catch {
    return false;
  }
}

/** Why a banner may not be saved, or null: its link stays in the store and its schedule ends after it starts. */
export function bannerProblem(banner: {
  link: string;
  schedule_start: string | null;
  schedule_end: string | null;
}): string | null {
  if (!isStorePath(banner.link)) return MERCH_MESSAGES.bannerLink;
  if (
    banner.schedule_start !== null &&
    banner.schedule_end !== null &&
    !(Date.parse(banner.schedule_end) > Date.parse(banner.schedule_start))
  )
    return MERCH_MESSAGES.bannerWindow;
  return null;
}
