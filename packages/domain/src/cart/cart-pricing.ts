/**
 * Unit prices and row totals of cart lines (spec §4 Display rules: "Campaign price applies only while its
 * window is active. Row totals: buy-2-for-1 halves the paid quantity; membership rows use the final price").
 * The server prices every line from the catalogue; a price sent by a client is never read.
 */
import { type CampaignWindow, finalPrice } from '../catalog/catalog-pricing';
import { MEMBERSHIP_PRODUCT_TYPE } from './cart-constants';
import type { CartLine } from './cart-lines';
import { paidQuantity } from './cart-lines';

/** What the catalogue knows about a product in the cart (prices in centavos). */
export interface CartProductFacts {
  product_id: number;
  sku: string;
  name: string;
  seller_id: string;
  shop_name: string;
  /** 'simple' or 'customer_membership' */
  product_type: string;
  /** regular price */
  price: number;
  /** everyday sale price, when lower */
  special_price: number | null;
  campaign: CampaignWindow | null;
  /** membership cards: the membership product's final_price (spec §4 "membership rows use the final price") */
  membership_final_price?: number | null;
  promo_tag: string | null;
  is_bulky: boolean;
  /** gas-brand goods (spec §4: carts of only such goods skip the slot) */
  is_gas: boolean;
}

export interface PricedLine {
  line_id: string;
  sku: string;
  product_id: number;
  name: string;
  seller_id: string;
  shop_name: string;
  product_type: string;
  qty: number;
  specialInstruction: string | null;
  promo_tag: string | null;
  is_bulky: boolean;
  is_gas: boolean;
  is_membership: boolean;
  /** regular unit price */
  price: number;
  /** the unit price paid now: campaign, special or regular price; a membership card's final price */
  final_price: number;
  /** units paid for: buy-2-for-1 halves it (rounded up) */
  paid_qty: number;
  /** paid_qty × final_price, before promotions and vouchers */
  row_total: number;
  /** qty × price: what the row would cost with no sale at all */
  row_total_regular: number;
}

function isMembershipProduct(product: { product_type: string }): boolean {
  return product.product_type === MEMBERSHIP_PRODUCT_TYPE;
}

/** The unit price paid now (centavos). Membership cards use their final price; goods use catalog-pricing. */
export function cartUnitPrice(product: CartProductFacts, now: Date): number {
  if (isMembershipProduct(product)) return product.membership_final_price ?? product.price;
  return finalPrice(product, product.campaign, now);
}

/** Prices one line from the catalogue facts of its product. */
export function priceLine(line: CartLine, product: CartProductFacts, now: Date): PricedLine {
  const membership = isMembershipProduct(product);
  const unit = cartUnitPrice(product, now);
  // Membership cards are never buy-2-for-1: the tag only halves goods.
  const paid = membership ? line.qty : paidQuantity(line.qty, product.promo_tag);
  return {
    line_id: line.line_id,
    sku: line.sku,
    product_id: line.product_id,
    name: product.name,
    seller_id: product.seller_id,
    shop_name: product.shop_name,
    product_type: product.product_type,
    qty: line.qty,
    specialInstruction: line.specialInstruction,
    promo_tag: product.promo_tag,
    is_bulky: product.is_bulky,
    is_gas: product.is_gas,
    is_membership: membership,
    price: product.price,
    final_price: unit,
    paid_qty: paid,
    row_total: paid * unit,
    row_total_regular: line.qty * Math.max(product.price, unit),
  };
}
