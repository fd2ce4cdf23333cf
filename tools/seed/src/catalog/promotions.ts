import { BUY_2_FOR_1_PROMO_TAG } from '@sulit/domain/shared/store-constants';
import type { ProductRowInsert, PromotionProductRowInsert, PromotionRowInsert } from './catalog-rows';
import { buildProduct, ownProductCountOn, ownProductIdOn, ownShelfIndexOf, type CatalogContext } from './products';
import { Rng, mixSeed } from './rng';

const PROMOTION_SALT = 0x70726f6d;
const BUY_X_GET_Y_COUNT = 24;
const BUNDLE_COUNT = 12;
const DAY_MS = 86_400_000;
/** Asia/Manila is UTC+8; promotions start and end at Manila midnight. */
const MANILA_OFFSET_MS = 8 * 3_600_000;
/** Promotions are for groceries and small goods, not appliances or spirits. */
const MAX_PROMOTION_PRICE = 150_000;

const BUY_X_GET_Y_DEALS = [
  { buy: 2, get: 1, discount: 100 },
  { buy: 3, get: 1, discount: 50 },
  { buy: 1, get: 1, discount: 50 },
  { buy: 3, get: 1, discount: 100 },
] as const;

export interface PromotionRows {
  promotions: PromotionRowInsert[];
  promotionProducts: PromotionProductRowInsert[];
}

/**
 * Buy-x-get-y deals and bundles over own-store products. Products are rebuilt from their ids, so this works
 * at any scale without the product list in memory. Each product takes part in at most one promotion.
 */
export function buildPromotions(ctx: CatalogContext): PromotionRows {
  const rows: PromotionRows = { promotions: [], promotionProducts: [] };
  if (ctx.ownProducts === 0) return rows;
  const rng = new Rng(mixSeed(ctx.seed, PROMOTION_SALT));
  const used = new Set<number>();
  const today = Math.floor((ctx.nowMs + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;

  const eligible = (id: number): ProductRowInsert | null => {
    if (used.has(id)) return null;
    const { product } = buildProduct(ctx, id);
    const ok =
      product.status === 1 &&
      product.is_gas === 0 &&
      product.is_bulky === 0 &&
      product.price <= MAX_PROMOTION_PRICE &&
      product.promo_tag !== BUY_2_FOR_1_PROMO_TAG;
    return ok ? product : null;
  };
  const pickAny = (): ProductRowInsert | null => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const product = eligible(rng.int(1, ctx.ownProducts));
      if (product) return product;
    }
    return null;
  };
  const pickOnShelf = (shelfIndex: number): ProductRowInsert | null => {
    const count = ownProductCountOn(ctx, shelfIndex);
    for (let attempt = 0; attempt < 10 && count > 0; attempt++) {
      const product = eligible(ownProductIdOn(ctx, shelfIndex, rng.int(0, count - 1)));
      if (product) return product;
    }
    return null;
  };
  // Half the promotions always run (no window); the rest run from a few days ago to a few weeks ahead.
  const addPromotion = (promotion: Omit<PromotionRowInsert, 'id' | 'start_time' | 'end_time' | 'is_active'>) => {
    const id = rows.promotions.length + 1;
    const windowed = id % 2 === 0;
    rows.promotions.push({
      id,
      ...promotion,
      start_time: windowed ? new Date(today - rng.int(1, 20) * DAY_MS).toISOString() : null,
      end_time: windowed ? new Date(today + rng.int(7, 45) * DAY_MS).toISOString() : null,
      is_active: 1,
    });
    return id;
  };

  for (let n = 0; n < BUY_X_GET_Y_COUNT; n++) {
    const deal = BUY_X_GET_Y_DEALS[n % BUY_X_GET_Y_DEALS.length] ?? BUY_X_GET_Y_DEALS[0];
    const buyProduct = pickAny();
    if (!buyProduct) break;
    used.add(buyProduct.id);
    // Mostly "buy this, get this"; sometimes the reward is a cheaper neighbour on the same shelf.
    const neighbour = rng.chance(0.25) ? pickOnShelf(ownShelfIndexOf(ctx, buyProduct.id)) : null;
    const getProduct = neighbour && neighbour.price <= buyProduct.price ? neighbour : buyProduct;
    used.add(getProduct.id);
    const reward = deal.discount === 100 ? 'Free' : `at ${deal.discount}% Off`;
    const name =
      getProduct === buyProduct
        ? `Buy ${deal.buy}, Get ${deal.get} ${reward}: ${buyProduct.name}`
        : `Buy ${deal.buy} ${buyProduct.name}, Get ${deal.get} ${getProduct.name} ${reward}`;
    const id = addPromotion({
      promotion_type: 'buyxgety',
      name,
      buy_qty: deal.buy,
      get_qty: deal.get,
      discount_percent: deal.discount,
    });
    rows.promotionProducts.push(
      { promotion_id: id, product_id: buyProduct.id, role: 'buy' },
      { promotion_id: id, product_id: getProduct.id, role: 'get' },
    );
  }

  for (let n = 0; n < BUNDLE_COUNT; n++) {
    const first = pickAny();
    if (!first) break;
    used.add(first.id);
    // Bundle goods from the same department (coffee with creamer, pasta with sauce).
    const siblingShelves = ctx.ownShelves
      .map((shelf, index) => ({ shelf, index }))
      .filter(({ shelf, index }) => shelf.rootId === first.root_category_id && ownProductCountOn(ctx, index) > 0)
      .map(({ index }) => index);
    const members = [first];
    const wanted = rng.chance(0.5) ? 3 : 2;
    for (let attempt = 0; attempt < 12 && members.length < wanted; attempt++) {
      const product = pickOnShelf(rng.pick(siblingShelves));
      if (!product) continue;
      used.add(product.id);
      members.push(product);
    }
    if (members.length < 2) continue;
    const discount = rng.int(10, 20);
    const brands = [...new Set(members.map((member) => member.brand))];
    const id = addPromotion({
      promotion_type: 'bundle',
      name: `${brands.join(' + ')} Bundle, Save ${discount}%`,
      buy_qty: members.length,
      get_qty: 0,
      discount_percent: discount,
    });
    for (const member of members)
      rows.promotionProducts.push({ promotion_id: id, product_id: member.id, role: 'bundle' });
  }

  return rows;
}
