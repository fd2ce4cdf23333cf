import { MEMBERSHIP_PRODUCT_TYPE } from '../cart/cart-constants';
import { availableStock, type CampaignWindow, finalPrice, isCampaignActive } from './catalog-pricing';
import { type MEMBERSHIP_ITEM_STOCK } from '../shared/store-constants';

/**
 * "This product at this store, now" (issue 8 item 1): the one shape the catalogue (listing, product page) and
 * the cart read a product in, with the rules that decide its price, stock and whether the store sells it.
 * The data layer builds it (`@sulit/db` product-at-store repository); these rules read it.
 */
export interface ProductAtStore {
  kind: 'product';
  /** a membership card sold as a catalogue product (product_type customer_membership) */
  is_membership: boolean;
  id: number;
  sku: string;
  name: string;
  url_key: string;
  brand: string;
  size: string;
  /** 'simple' or 'customer_membership' */
  product_type: string;
  /** status 1 and an active seller; a disabled product is still returned to the cart (to tell gone from unknown) */
  enabled: boolean;
  /** regular price, centavos */
  price: number;
  /** everyday sale price, centavos */
  special_price: number | null;
  promo_tag: string | null;
  is_bulky: boolean;
  is_gas: boolean;
  allow_pickup: boolean;
  seller_id: string;
  shop_name: string;
  seller_logo_url: string;
  category_id: number;
  root_category_id: number;
  root_category_slug: string;
  root_category_name: string;
  /** raw stock at the asked source (may be negative); null when there is no stock row there or no source */
  source_qty: number | null;
  /** the campaign open at the read's `now` (latest start wins, then the highest id), else null */
  campaign: ProductCampaign | null;
  /** a membership card's final price from membership_products, when the sku is one */
  membership_final_price: number | null;
}

export interface ProductAtStoreDetail extends ProductAtStore {
  description: string;
}

/**
 * A membership card (spec §3 membership products) as the store sells it: no stock row, always MEMBERSHIP_ITEM_STOCK
 * (spec §4 "membership items unlimited (99999)"), priced at its final price.
 */
export interface MembershipCardAtStore {
  kind: 'membership';
  is_membership: true;
  sku: string;
  name: string;
  /** PREMIUM | BUSINESS | EXECUTIVE */
  package: string;
  /** NEW_PREMIUM_CARD, UPGRADE_RENEW_EXECUTIVE_CARD … */
  type: string;
  price: number;
  final_price: number;
  stock: typeof MEMBERSHIP_ITEM_STOCK;
}

/** What a sku names at a store: a catalogue product or a membership card. */
export type SkuAtStore = ProductAtStore | MembershipCardAtStore;

/** A campaign of one product: its window, price and stock, and its id (the order takes stock from it). */
export interface ProductCampaign extends CampaignWindow {
  id: number;
}

export interface CampaignColumns {
  campaign_id: number | null;
  campaign_start: string | null;
  campaign_end: string | null;
  campaign_price: number | null;
  campaign_stock: number | null;
}

/**
 * The campaign of a read row. A campaign needs its window and its price: without a price there is no campaign
 * (never a free one). A missing stock counts as 0.
 */
export function campaignOf(row: CampaignColumns): ProductCampaign | null {
  if (
    row.campaign_id === null ||
    row.campaign_start === null ||
    row.campaign_end === null ||
    row.campaign_price === null
  )
    return null;
  return {
    id: row.campaign_id,
    start_time: row.campaign_start,
    end_time: row.campaign_end,
    price: row.campaign_price,
    stock: row.campaign_stock ?? 0,
  };
}

type StockFacts = Pick<ProductAtStore, 'product_type' | 'source_qty' | 'campaign'>;

/**
 * Sold at the source now: enabled, and a membership card, no source chosen, a stock row at the source, or an
 * open campaign (whose own stock applies).
 */
export function isSellableAt(
  product: StockFacts & Pick<ProductAtStore, 'enabled'>,
  source: string | null,
  now: Date,
): boolean {
  if (!product.enabled) return false;
  if (product.product_type === MEMBERSHIP_PRODUCT_TYPE || source === null) return true;
  return product.source_qty !== null || isCampaignActive(product.campaign, now);
}

/** Where an order's units of a product come from: a campaign's own stock, or the stock at the source. */
export type StockPool = { campaign_id: number } | { campaign_id: null };

/**
 * One campaign rule (issue 26): the order takes its units from the campaign it is priced with — the one the read
 * model holds (`campaign`), while it is open — else from the source's stock. Price (`priceAt`, `finalPrice`) and
 * stock shown (`stockAt`) read the same campaign.
 */
export function stockPoolOf(product: Pick<ProductAtStore, 'campaign'>, now: Date): StockPool {
  return isCampaignActive(product.campaign, now) ? { campaign_id: product.campaign.id } : { campaign_id: null };
}

/** Spec §4 stock shown and sold at the source (catalog-pricing `availableStock`). */
export function stockAt(product: StockFacts, source: string | null, now: Date): number {
  return availableStock(
    {
      product_type: product.product_type,
      sourceQty: product.source_qty ?? undefined,
      sourceCode: source,
      campaign: product.campaign,
    },
    now,
  );
}

/** Spec §4 price the shopper pays now (catalog-pricing `finalPrice`). */
export function priceAt(product: Pick<ProductAtStore, 'price' | 'special_price' | 'campaign'>, now: Date): number {
  return finalPrice(product, product.campaign, now);
}
