/**
 * Cart promotions (spec §3 "promotion {promotion_type normal | buyxgety | bundle_group, promotion_qty,
 * promotion_original_price, promotion_saved, promotion_row_saved, buy/get item lists}").
 *
 * Decided rules:
 * - A promotion runs when is_active and now is inside its window (start inclusive, end exclusive; a missing
 *   bound is open), with 0 < discount_percent ≤ 100.
 * - buyxgety: for every buy_qty units of the buy products, get_qty units of the get products are
 *   discount_percent off (100 = free). Buy and get may be the same product ("Buy 2, Get 1 Free": 3 in the
 *   cart, 1 free; 6 → 2 free; 5 → 1 free) or different products (the get product must be in the cart; it is
 *   never added by itself). The most units possible are discounted, the cheapest units first.
 * - bundle (shown as bundle_group): when every bundle product is in the cart, each complete set (the
 *   smallest quantity among them) is discount_percent off.
 * - A product takes part in one promotion only: the active one with the lowest id that lists it.
 *   Membership cards and buy-2-for-1 goods take part in none (no stacking).
 * - Each line's saving is rounded half away from zero to whole centavos (cart-money `percentOf`);
 *   promotion_saved is the sum of its lines' promotion_row_saved, so the two always agree.
 */
import { isBuyTwoForOne } from './cart-lines';
import { percentOf } from './cart-money';
import type { PricedLine } from './cart-pricing';

export interface CartPromotion {
  id: number;
  /** the database's types; a bundle is reported as 'bundle_group' */
  promotion_type: 'buyxgety' | 'bundle';
  name: string;
  /** buy-x-get-y: how many to buy; bundle: how many items make the bundle */
  buy_qty: number;
  /** buy-x-get-y: how many free (or discounted) */
  get_qty: number;
  /** percent off the "get" items (100 = free) or off the bundle */
  discount_percent: number;
  start_time: string | null;
  end_time: string | null;
  is_active: boolean;
  products: readonly { product_id: number; role: 'buy' | 'get' | 'bundle' }[];
}

type LinePromotionType = 'normal' | 'buyxgety' | 'bundle_group';

/** The promotion fields of one cart line (spec §3). */
export interface LinePromotion {
  promotion_type: LinePromotionType;
  promotion_id: number | null;
  promotion_name: string | null;
  /** units of this line that were discounted */
  promotion_qty: number;
  /** unit price before the promotion (the line's final price) */
  promotion_original_price: number;
  /** what the whole promotion saves across its lines */
  promotion_saved: number;
  /** what this line saves */
  promotion_row_saved: number;
}

interface PromotionItem {
  sku: string;
  product_id: number;
  line_id: string;
  qty: number;
}

/** One applied promotion (cartData.promotion_items). */
export interface AppliedPromotion {
  promotion_id: number;
  promotion_type: 'buyxgety' | 'bundle_group';
  name: string;
  discount_percent: number;
  /** buyxgety: units counted as bought; bundle: every bundle line with the number of sets */
  buy_items: PromotionItem[];
  /** buyxgety: the discounted units; bundle: empty */
  get_items: PromotionItem[];
  promotion_saved: number;
}

export interface PromotionOutcome {
  /** by line_id; every priced line has an entry ('normal' when no promotion applies) */
  lines: Map<string, LinePromotion>;
  promotion_items: AppliedPromotion[];
  /** Σ promotion_row_saved */
  total_saved: number;
}

function inWindow(start: string | null, end: string | null, now: Date): boolean {
  const t = now.getTime();
  if (start !== null && !(Date.parse(start) <= t)) return false;
  if (end !== null && !(t < Date.parse(end))) return false;
  return true;
}

/** A promotion counts when it is switched on, inside its window and well formed. */
export function isPromotionRunning(promotion: CartPromotion, now: Date): boolean {
  if (!promotion.is_active || !inWindow(promotion.start_time, promotion.end_time, now)) return false;
  if (!(promotion.discount_percent > 0 && promotion.discount_percent <= 100)) return false;
  if (promotion.promotion_type === 'buyxgety') {
    return (
      Number.isInteger(promotion.buy_qty) &&
      promotion.buy_qty >= 1 &&
      Number.isInteger(promotion.get_qty) &&
      promotion.get_qty >= 1
    );
  }
  return promotion.products.some((p) => p.role === 'bundle');
}

function byPriceThenId(a: PricedLine, b: PricedLine): number {
  if (a.final_price !== b.final_price) return a.final_price - b.final_price;
  return a.line_id < b.line_id ? -1 : a.line_id > b.line_id ? 1 : 0;
}

function sumQty(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

/**
 * The most get units a buy-x-get-y promotion discounts, and how many shared units (lines that are both a
 * buy and a get product) are needed as buys for it. B = buy-only units, G = get-only units, S = shared.
 */
export function buyXGetYUnits(
  buyQty: number,
  getQty: number,
  buyOnly: number,
  getOnly: number,
  shared: number,
): { discounted: number; sharedAsBuy: number } {
  let best = { discounted: 0, sharedAsBuy: 0 };
  const maxSets = Math.floor((buyOnly + shared) / buyQty);
  for (let sets = 1; sets <= maxSets; sets++) {
    const sharedAsBuy = Math.max(0, sets * buyQty - buyOnly);
    const discounted = Math.min(sets * getQty, getOnly + shared - sharedAsBuy);
    if (discounted > best.discounted) best = { discounted, sharedAsBuy };
    if (discounted < sets * getQty) break; // more sets only use up get units as buys
  }
  return best;
}

function applyBuyXGetY(promotion: CartPromotion, lines: readonly PricedLine[]) {
  const buyIds = new Set(promotion.products.filter((p) => p.role === 'buy').map((p) => p.product_id));
  const getIds = new Set(promotion.products.filter((p) => p.role === 'get').map((p) => p.product_id));
  const buyOnly = lines.filter((l) => buyIds.has(l.product_id) && !getIds.has(l.product_id));
  const getOnly = lines.filter((l) => getIds.has(l.product_id) && !buyIds.has(l.product_id));
  const shared = lines.filter((l) => buyIds.has(l.product_id) && getIds.has(l.product_id));
  const { discounted, sharedAsBuy } = buyXGetYUnits(
    promotion.buy_qty,
    promotion.get_qty,
    sumQty(buyOnly),
    sumQty(getOnly),
    sumQty(shared),
  );
  const getUnits = new Map<string, number>();
  if (discounted === 0) return { getUnits, buyUnits: new Map<string, number>() };
  // Cheapest units first; shared lines can give at most (shared − sharedAsBuy) units as gets.
  let sharedFree = sumQty(shared) - sharedAsBuy;
  let left = discounted;
  for (const line of [...getOnly, ...shared].sort(byPriceThenId)) {
    if (left === 0) break;
    const isShared = buyIds.has(line.product_id);
    const take = Math.min(left, line.qty, isShared ? sharedFree : line.qty);
    if (take <= 0) continue;
    getUnits.set(line.line_id, take);
    left -= take;
    if (isShared) sharedFree -= take;
  }
  // The units counted as bought (reported in buy_items): the dearest units not already given away.
  const sets = Math.ceil(discounted / promotion.get_qty);
  let needed = sets * promotion.buy_qty;
  const buyUnits = new Map<string, number>();
  for (const line of [...buyOnly, ...shared].sort(byPriceThenId).reverse()) {
    if (needed === 0) break;
    const take = Math.min(needed, line.qty - (getUnits.get(line.line_id) ?? 0));
    if (take <= 0) continue;
    buyUnits.set(line.line_id, take);
    needed -= take;
  }
  return { getUnits, buyUnits };
}

function applyBundle(promotion: CartPromotion, lines: readonly PricedLine[]) {
  const members = [...new Set(promotion.products.filter((p) => p.role === 'bundle').map((p) => p.product_id))];
  const unitsOf = (productId: number) => sumQty(lines.filter((l) => l.product_id === productId));
  const sets = members.length < 2 ? 0 : Math.min(...members.map(unitsOf));
  const getUnits = new Map<string, number>();
  if (sets <= 0) return { getUnits, buyUnits: getUnits };
  for (const productId of members) {
    let left = sets;
    for (const line of lines.filter((l) => l.product_id === productId).sort(byPriceThenId)) {
      const take = Math.min(left, line.qty);
      if (take <= 0) continue;
      getUnits.set(line.line_id, take);
      left -= take;
    }
  }
  return { getUnits, buyUnits: getUnits };
}

/** A line no promotion applies to: it pays its final price. */
export function normalPromotion(line: Pick<PricedLine, 'final_price'>): LinePromotion {
  return {
    promotion_type: 'normal',
    promotion_id: null,
    promotion_name: null,
    promotion_qty: 0,
    promotion_original_price: line.final_price,
    promotion_saved: 0,
    promotion_row_saved: 0,
  };
}

/** Applies buy-x-get-y and bundle promotions to priced lines. Line order does not change the outcome. */
export function applyPromotions(
  lines: readonly PricedLine[],
  promotions: readonly CartPromotion[],
  now: Date,
): PromotionOutcome {
  const outcome: PromotionOutcome = { lines: new Map(), promotion_items: [], total_saved: 0 };
  for (const line of lines) outcome.lines.set(line.line_id, normalPromotion(line));

  // Each product belongs to the running promotion with the lowest id that lists it.
  const running = promotions.filter((p) => isPromotionRunning(p, now)).sort((a, b) => a.id - b.id);
  const ownerOf = new Map<number, number>();
  for (const promotion of running) {
    for (const { product_id } of promotion.products)
      if (!ownerOf.has(product_id)) ownerOf.set(product_id, promotion.id);
  }
  const eligible = lines.filter((l) => !l.is_membership && !isBuyTwoForOne(l.promo_tag) && l.qty > 0);

  for (const promotion of running) {
    const own = eligible.filter((l) => ownerOf.get(l.product_id) === promotion.id);
    if (own.length === 0) continue;
    const { getUnits, buyUnits } =
      promotion.promotion_type === 'buyxgety' ? applyBuyXGetY(promotion, own) : applyBundle(promotion, own);
    const type = promotion.promotion_type === 'buyxgety' ? 'buyxgety' : 'bundle_group';
    const rowSaved = new Map<string, number>();
    for (const line of own) {
      const units = getUnits.get(line.line_id) ?? 0;
      if (units > 0) rowSaved.set(line.line_id, percentOf(units * line.final_price, promotion.discount_percent));
    }
    const saved = [...rowSaved.values()].reduce((a, b) => a + b, 0);
    if (saved <= 0) continue;
    const item = (line: PricedLine, qty: number): PromotionItem => ({
      sku: line.sku,
      product_id: line.product_id,
      line_id: line.line_id,
      qty,
    });
    const sorted = [...own].sort((a, b) => (a.line_id < b.line_id ? -1 : a.line_id > b.line_id ? 1 : 0));
    outcome.promotion_items.push({
      promotion_id: promotion.id,
      promotion_type: type,
      name: promotion.name,
      discount_percent: promotion.discount_percent,
      buy_items: sorted
        .filter((l) => (buyUnits.get(l.line_id) ?? 0) > 0)
        .map((l) => item(l, buyUnits.get(l.line_id) ?? 0)),
      get_items:
        type === 'bundle_group'
          ? []
          : sorted.filter((l) => (getUnits.get(l.line_id) ?? 0) > 0).map((l) => item(l, getUnits.get(l.line_id) ?? 0)),
      promotion_saved: saved,
    });
    outcome.total_saved += saved;
    for (const line of own) {
      const inPromotion = (getUnits.get(line.line_id) ?? 0) > 0 || (buyUnits.get(line.line_id) ?? 0) > 0;
      if (!inPromotion) continue;
      outcome.lines.set(line.line_id, {
        promotion_type: type,
        promotion_id: promotion.id,
        promotion_name: promotion.name,
        promotion_qty: getUnits.get(line.line_id) ?? 0,
        promotion_original_price: line.final_price,
        promotion_saved: saved,
        promotion_row_saved: rowSaved.get(line.line_id) ?? 0,
      });
    }
  }
  return outcome;
}
