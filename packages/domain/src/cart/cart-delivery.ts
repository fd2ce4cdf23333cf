/**
 * Delivery fees, free-delivery progress and delivery estimates per seller (spec §3 cartTotals stores
 * [shipping_incl_tax, deliveryDetails {earliestDate, latestDate}], fee, base_fee, other_delivery_fee,
 * freeShippingProgressData.percent; §9 "Free-delivery threshold percent 100"). Numbers: cart-constants.
 */
import { OWN_SELLER_ID, TIME_ZONE } from '../shared/store-constants';
import {
  BULKY_SURCHARGE_PER_UNIT,
  FREE_DELIVERY_THRESHOLD_PERCENT,
  OWN_STORE_DELIVERY_FEE,
  OWN_STORE_FREE_DELIVERY_THRESHOLD,
  OWN_STORE_LEAD_DAYS,
  SELLER_DELIVERY_FEE,
  SELLER_FREE_DELIVERY_THRESHOLD,
  SELLER_LEAD_DAYS,
} from './cart-constants';

export interface SellerDeliveryInput {
  seller_id: string;
  /** the seller's goods after promotions, before the voucher (membership cards excluded), centavos */
  goods_subtotal: number;
  /** units of goods (membership cards excluded); 0 means nothing to deliver */
  goods_qty: number;
  bulky_qty: number;
}

export interface SellerDelivery {
  /** the standard fee before any waiver */
  base_fee: number;
  /** the standard fee charged: 0 once free delivery is reached */
  fee: number;
  /** bulky surcharge: never waived */
  other_delivery_fee: number;
  /** fee + other_delivery_fee (prices are VAT inclusive) */
  shipping_incl_tax: number;
  free_delivery_threshold: number;
  /** 0..100; 100 means free delivery reached */
  free_delivery_percent: number;
  /** centavos still missing for free delivery; 0 once reached */
  free_delivery_remaining: number;
}

function freeDeliveryThreshold(sellerId: string): number {
  return sellerId === OWN_SELLER_ID ? OWN_STORE_FREE_DELIVERY_THRESHOLD : SELLER_FREE_DELIVERY_THRESHOLD;
}

function standardDeliveryFee(sellerId: string): number {
  return sellerId === OWN_SELLER_ID ? OWN_STORE_DELIVERY_FEE : SELLER_DELIVERY_FEE;
}

/**
 * Progress towards free delivery in whole percent, rounded down (so 100 means really reached) and capped at
 * 100 (spec §9 "Free-delivery threshold percent 100").
 */
export function freeDeliveryPercent(subtotal: number, threshold: number): number {
  if (threshold <= 0) return FREE_DELIVERY_THRESHOLD_PERCENT;
  if (subtotal <= 0) return 0;
  return Math.min(FREE_DELIVERY_THRESHOLD_PERCENT, Math.floor((subtotal * 100) / threshold));
}

/** The delivery fee rule (cart-constants): ₱99 own store free from ₱1,500; ₱79 sellers free from ₱999; ₱150 per bulky unit. */
export function sellerDelivery(input: SellerDeliveryInput): SellerDelivery {
  const threshold = freeDeliveryThreshold(input.seller_id);
  if (input.goods_qty <= 0) {
    return {
      base_fee: 0,
      fee: 0,
      other_delivery_fee: 0,
      shipping_incl_tax: 0,
      free_delivery_threshold: threshold,
      free_delivery_percent: 0,
      free_delivery_remaining: threshold,
    };
  }
  const percent = freeDeliveryPercent(input.goods_subtotal, threshold);
  const free = percent >= FREE_DELIVERY_THRESHOLD_PERCENT;
  const base = standardDeliveryFee(input.seller_id);
  const fee = free ? 0 : base;
  const other = Math.max(0, input.bulky_qty) * BULKY_SURCHARGE_PER_UNIT;
  return {
    base_fee: base,
    fee,
    other_delivery_fee: other,
    shipping_incl_tax: fee + other,
    free_delivery_threshold: threshold,
    free_delivery_percent: percent,
    free_delivery_remaining: Math.max(0, threshold - input.goods_subtotal),
  };
}

export interface DeliveryDetails {
  /** YYYY-MM-DD, Asia/Manila calendar */
  earliestDate: string;
  latestDate: string;
}

const manilaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Asia/Manila calendar date of `now` plus `days`, as YYYY-MM-DD. */
export function manilaDatePlusDays(now: Date, days: number): string {
  const today = manilaDate.format(now); // en-CA formats as YYYY-MM-DD
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

export interface LeadDays {
  earliest: number;
  latest: number;
}

/**
 * Lead times (cart-constants): the own store the next day; third-party sellers in 2 to 5 days. A seller's
 * own lead time, when the caller has one, replaces the default.
 */
export function deliveryEstimate(sellerId: string, now: Date, leadDays?: LeadDays): DeliveryDetails {
  const lead = leadDays ?? (sellerId === OWN_SELLER_ID ? OWN_STORE_LEAD_DAYS : SELLER_LEAD_DAYS);
  return { earliestDate: manilaDatePlusDays(now, lead.earliest), latestDate: manilaDatePlusDays(now, lead.latest) };
}
