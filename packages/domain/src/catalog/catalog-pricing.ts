import { MEMBERSHIP_ITEM_STOCK } from '../shared/store-constants';

/** A campaign price window (spec §3): its price and stock hold only while the window is open. */
export interface CampaignWindow {
  start_time: string;
  end_time: string;
  price: number;
  stock: number;
}

/** Spec §4 "Campaign price applies only while its window is active." Start inclusive, end exclusive. */
export function isCampaignActive(campaign: CampaignWindow | null | undefined, now: Date): campaign is CampaignWindow {
  if (!campaign) return false;
  const t = now.getTime();
  return Date.parse(campaign.start_time) <= t && t < Date.parse(campaign.end_time);
}

export interface PricedProduct {
  /** regular price, centavos */
  price: number;
  /** everyday sale price, centavos */
  special_price: number | null;
}

/** The price a shopper pays now: an active campaign's price, else a lower special price, else the regular price. */
export function finalPrice(product: PricedProduct, campaign: CampaignWindow | null | undefined, now: Date): number {
  if (isCampaignActive(campaign, now)) return campaign.price;
  if (product.special_price !== null && product.special_price < product.price) return product.special_price;
  return product.price;
}

/**
 * Spec §4: "Discount percent is rounded; at 99 or above rounded down." Returns null when nothing is off.
 * The round-down keeps a 99.6% discount from being advertised as 100% (free).
 */
export function discountPercent(regular: number, final: number): number | null {
  if (regular <= 0 || final >= regular) return null;
  const exact = ((regular - final) / regular) * 100;
  const shown = exact >= 99 ? Math.floor(exact) : Math.round(exact);
  return shown > 0 ? shown : null;
}

export interface StockInput {
  product_type: string;
  /** raw quantity at the shopper's source; undefined when the product has no row there */
  sourceQty: number | undefined;
  /** the shopper's source code, or null when none is selected */
  sourceCode: string | null;
  campaign: CampaignWindow | null | undefined;
}

/**
 * Spec §4: "membership items unlimited (99999); an active campaign uses its own stock; else the quantity
 * for the current source, 0 if negative, and 1 if no source is set."
 */
export function availableStock(input: StockInput, now: Date): number {
  if (input.product_type === 'customer_membership') return MEMBERSHIP_ITEM_STOCK;
  if (isCampaignActive(input.campaign, now)) return Math.max(0, input.campaign.stock);
  if (input.sourceCode === null) return 1;
  return Math.max(0, input.sourceQty ?? 0);
}
