import { BUY_2_FOR_1_PROMO_TAG, OWN_SELLER_ID, SOURCE_CODES } from '@sulit/domain/shared/store-constants';
import type { CampaignRowInsert, CatalogOptions, ProductRowInsert, StockRowInsert } from './catalog-rows';
import type { CategoryTree } from './categories';
import { Rng, mixSeed } from './rng';
import { MARKETPLACE_SELLERS } from './seller-data';
import type { ProductLine } from './shelf-data';
import { slugify, stepPrice } from '@sulit/domain';

/**
 * The own store's fresh goods priced "per kg" are sold by weight (decision 043): ordered in 250 g steps at the
 * price per kg, the card held 10 % above the estimate. Their shelf price is one step's; no sale price or campaign
 * (a price per kg has one price).
 */
const WEIGHED_STEP_GRAMS = 250;
const WEIGHED_MARGIN_PERCENT = 10;

const DEFAULT_SEED = 20250101;
const HOUR_MS = 3_600_000;
const DAY_SECONDS = 86_400;
/** Tags the promotion pages name (tools/seed/src/content/promotion-pages.ts). */
export const MEMBER_DEAL_PROMO_TAG = 'Member Deal';
export const BULK_SAVER_PROMO_TAG = 'Bulk Saver';
const OTHER_PROMO_TAGS = ['Hot Offer', MEMBER_DEAL_PROMO_TAG, BULK_SAVER_PROMO_TAG] as const;

/** A product line placed on a shelf, with a fixed walk through its brand × variant × size combinations. */
interface LinePlan {
  line: ProductLine;
  categoryId: number;
  rootId: number;
  notes: readonly string[];
  isGas: boolean;
  sellerId: string;
  skuPrefix: string;
  combos: number;
  /** coprime with `combos`, so consecutive products of a line visit every combination before repeating */
  step: number;
  offset: number;
}

/** One product to make: a line and which of its combinations. */
interface Slot {
  plan: LinePlan;
  combo: number;
  /** index of its subcategory in CatalogContext.ownShelves (own store only) */
  shelfIndex: number;
}

interface OwnShelf {
  categoryId: number;
  rootId: number;
  /** where this shelf's products sit in CatalogContext.ownSlots, ascending */
  positions: readonly number[];
}

/** Everything needed to build any product from its id alone; cheap to create. */
export interface CatalogContext {
  seed: number;
  /** `now` floored to the second, so generated times are clean */
  nowMs: number;
  ownProducts: number;
  thirdPartyProducts: number;
  ownShelves: readonly OwnShelf[];
  /** own product id n is ownSlots[(n - 1) % length]; names repeat only after a full pass */
  ownSlots: readonly Slot[];
  /** per marketplace shop, its products in order; shops take turns */
  sellerSlots: readonly (readonly Slot[])[];
  /** reseeded per product; products are built one at a time */
  rng: Rng;
}

export interface BuiltProduct {
  product: ProductRowInsert;
  stock: StockRowInsert[];
  campaign: CampaignRowInsert | null;
}

export function createCatalogContext(options: CatalogOptions, tree: CategoryTree): CatalogContext {
  const { ownProducts, thirdPartyProducts, now } = options;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(ownProducts) || ownProducts < 0) throw new Error('ownProducts must be a whole number ≥ 0');
  if (!Number.isSafeInteger(thirdPartyProducts) || thirdPartyProducts < 0) {
    throw new Error('thirdPartyProducts must be a whole number ≥ 0');
  }
  if (!Number.isSafeInteger(seed)) throw new Error('seed must be a whole number');
  if (Number.isNaN(now.getTime())) throw new Error('now must be a valid date');

  const shelfSlots = tree.subcategories.map((sub, shelfIndex) =>
    interleave(
      sub.shelf.lines.map((line, lineIndex) =>
        slotsOf(
          planLine(line, {
            categoryId: sub.categoryId,
            rootId: sub.rootId,
            notes: sub.root.notes,
            isGas: sub.root.isGas === true,
            sellerId: OWN_SELLER_ID,
            skuPrefix: 'SC',
            salt: shelfIndex * 31 + lineIndex,
          }),
          shelfIndex,
        ),
      ),
    ),
  );
  // The first pass visits every subcategory once, then shelves with more combinations keep going longer.
  const ownSlots = interleave(shelfSlots);
  const positions = tree.subcategories.map((): number[] => []);
  ownSlots.forEach((slot, position) => positions[slot.shelfIndex]?.push(position));
  const ownShelves = tree.subcategories.map((sub, shelfIndex) => ({
    categoryId: sub.categoryId,
    rootId: sub.rootId,
    positions: itemAt(positions, shelfIndex),
  }));

  const sellerSlots = MARKETPLACE_SELLERS.map((seller, sellerIndex) =>
    interleave(
      seller.lines.map((line, lineIndex) => {
        const sub = tree.byUrlPath.get(line.category);
        if (!sub) throw new Error(`Seller ${seller.id} sells on unknown category ${line.category}`);
        const plan = planLine(line, {
          categoryId: sub.categoryId,
          rootId: sub.rootId,
          notes: sub.root.notes,
          isGas: sub.root.isGas === true,
          sellerId: seller.id,
          skuPrefix: seller.skuPrefix,
          salt: sellerIndex * 31 + lineIndex,
        });
        return slotsOf(plan, -1);
      }),
    ),
  );

  return {
    seed: seed >>> 0,
    nowMs: Math.floor(now.getTime() / 1000) * 1000,
    ownProducts,
    thirdPartyProducts,
    ownShelves,
    ownSlots,
    sellerSlots,
    rng: new Rng(seed),
  };
}

/** Builds product `id` (1-based) from the seed and the id alone. */
export function buildProduct(ctx: CatalogContext, id: number): BuiltProduct {
  const { plan, combo } = slotOf(ctx, id);
  const { line } = plan;
  const rng = ctx.rng;
  rng.reseed(mixSeed(ctx.seed, id));

  const combination = (combo * plan.step + plan.offset) % plan.combos;
  const brand = itemAt(line.brands, combination % line.brands.length);
  const variant = itemAt(line.variants, Math.floor(combination / line.brands.length) % line.variants.length);
  const size = itemAt(line.sizes, Math.floor(combination / (line.brands.length * line.variants.length)));
  const name = productName(line.brandless ? '' : brand, line.item, variant, size.label);

  const price = shelfPrice(size.minPeso + rng.next() * (size.maxPeso - size.minPeso), rng);
  const isBulky = size.bulky === true;
  const promoTag = pickPromoTag(rng, price, plan.isGas, isBulky);
  const specialPrice = promoTag === 'Hot Offer' || rng.chance(0.15) ? discounted(price, rng.int(5, 40)) : null;

  const product: ProductRowInsert = {
    id,
    sku: `${plan.skuPrefix}-${String(id).padStart(6, '0')}`,
    name,
    url_key: slugify(name),
    brand,
    size: size.label,
    description: `${line.about} ${rng.pick(plan.notes)}`,
    price,
    special_price: specialPrice,
    category_id: plan.categoryId,
    root_category_id: plan.rootId,
    seller_id: plan.sellerId,
    product_type: 'simple',
    is_bulky: isBulky ? 1 : 0,
    is_gas: plan.isGas ? 1 : 0,
    allow_pickup: plan.isGas ? 0 : 1,
    promo_tag: promoTag,
    sold_90d: soldInNinetyDays(rng, price),
    status: rng.chance(0.005) ? 0 : 1,
    created_at: new Date(ctx.nowMs - rng.int(60, 365 * DAY_SECONDS) * 1000).toISOString(),
  };

  const stock = stockRows(rng, id, price);
  const campaign = rng.chance(0.04) ? campaignRow(rng, ctx.nowMs, id, specialPrice ?? price) : null;
  if (size.label === 'per kg' && plan.sellerId === OWN_SELLER_ID) {
    // whole pesos per kg, so a 250 g step's price stays in whole 25 centavos
    const terms = { price_per_kg: Math.round(price / 100) * 100, step_grams: WEIGHED_STEP_GRAMS };
    Object.assign(product, {
      // its net content is one step's, so the tiles' unit price reads as the price per kg
      size: `${WEIGHED_STEP_GRAMS}g`,
      price: stepPrice(terms),
      special_price: null,
      promo_tag: null,
      price_per_kg: terms.price_per_kg,
      weight_step_grams: WEIGHED_STEP_GRAMS,
      weight_margin_percent: WEIGHED_MARGIN_PERCENT,
    } satisfies Partial<ProductRowInsert>);
    return { product, stock, campaign: null };
  }
  return { product, stock, campaign };
}

/** Which own-store subcategory (index into ctx.ownShelves) holds own product `id`. */
export function ownShelfIndexOf(ctx: CatalogContext, id: number): number {
  return itemAt(ctx.ownSlots, (id - 1) % ctx.ownSlots.length).shelfIndex;
}

/** How many own products sit on subcategory `shelfIndex`. */
export function ownProductCountOn(ctx: CatalogContext, shelfIndex: number): number {
  const { positions } = itemAt(ctx.ownShelves, shelfIndex);
  const passes = Math.floor(ctx.ownProducts / ctx.ownSlots.length);
  const rest = ctx.ownProducts % ctx.ownSlots.length;
  return passes * positions.length + positions.filter((position) => position < rest).length;
}

/** The id of the `nth` (0-based) own product on subcategory `shelfIndex`. */
export function ownProductIdOn(ctx: CatalogContext, shelfIndex: number, nth: number): number {
  const { positions } = itemAt(ctx.ownShelves, shelfIndex);
  const pass = Math.floor(nth / positions.length);
  return pass * ctx.ownSlots.length + itemAt(positions, nth % positions.length) + 1;
}

/**
 * Own-store products come first and walk ctx.ownSlots; third-party products follow, the shops taking
 * turns. Names only repeat once every combination has been used.
 */
function slotOf(ctx: CatalogContext, id: number): Slot {
  if (!Number.isSafeInteger(id) || id < 1 || id > ctx.ownProducts + ctx.thirdPartyProducts) {
    throw new Error(`No product ${id} in this catalogue`);
  }
  const index = id - 1;
  if (index < ctx.ownProducts) return itemAt(ctx.ownSlots, index % ctx.ownSlots.length);
  const sellerIndex = index - ctx.ownProducts;
  const slots = itemAt(ctx.sellerSlots, sellerIndex % ctx.sellerSlots.length);
  return itemAt(slots, Math.floor(sellerIndex / ctx.sellerSlots.length) % slots.length);
}

function slotsOf(plan: LinePlan, shelfIndex: number): Slot[] {
  return Array.from({ length: plan.combos }, (_, combo) => ({ plan, combo, shelfIndex }));
}

/** Round-robin over the groups: every group's first item, then every group's second, and so on. */
function interleave<T>(groups: readonly (readonly T[])[]): T[] {
  const items: T[] = [];
  const rounds = Math.max(0, ...groups.map((group) => group.length));
  for (let round = 0; round < rounds; round++) {
    for (const group of groups) {
      const item = group[round];
      if (item !== undefined) items.push(item);
    }
  }
  return items;
}

/** "Century Tuna" + "Tuna Flakes in Oil" reads "Century Tuna Flakes in Oil", as on the can. */
function productName(brand: string, item: string, variant: string, sizeLabel: string): string {
  const brandLastWord = brand.slice(brand.lastIndexOf(' ') + 1);
  const trimmedItem =
    brand !== '' && item.startsWith(`${brandLastWord} `) ? item.slice(brandLastWord.length + 1) : item;
  return [brand, trimmedItem, variant, sizeLabel].filter((part) => part !== '').join(' ');
}

function planLine(
  line: ProductLine,
  place: Omit<LinePlan, 'line' | 'combos' | 'step' | 'offset'> & { salt: number },
): LinePlan {
  const { salt, ...rest } = place;
  const combos = line.brands.length * line.variants.length * line.sizes.length;
  // A golden-ratio stride spreads neighbours across sizes too, so small catalogues still get 25kg sacks.
  let step = Math.max(1, Math.round(combos * 0.618));
  while (gcd(step, combos) !== 1) step += 1;
  return { ...rest, line, combos, step, offset: salt % combos };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Index ${index} is outside a list of ${items.length}`);
  return item;
}

/**
 * Shelf prices as a Philippine club prices them: under ₱1,000 to the nearest 25 centavos (₱189.75),
 * from ₱1,000 whole pesos ending in 0, 5 or 8 (₱1,495), from ₱10,000 ending in 00, 95 or 98 (₱27,998).
 */
function shelfPrice(pesos: number, rng: Rng): number {
  if (pesos >= 10_000) return (Math.floor(pesos / 100) * 100 + rng.pick([0, 95, 98])) * 100;
  if (pesos >= 1_000) return (Math.floor(pesos / 10) * 10 + rng.pick([0, 5, 8])) * 100;
  return Math.max(25, Math.round(pesos * 4) * 25);
}

/** `percent` off, rounded down to 25 centavos (whole pesos from ₱1,000), always at least 25 centavos cheaper. */
function discounted(price: number, percent: number): number {
  const raw = (price * (100 - percent)) / 100;
  const rounded = raw >= 100_000 ? Math.floor(raw / 100) * 100 : Math.floor(raw / 25) * 25;
  return Math.max(25, Math.min(rounded, price - 25));
}

/** Buy-2-for-1 suits cheap groceries, not aircons or LPG tanks. */
function pickPromoTag(rng: Rng, price: number, isGas: boolean, isBulky: boolean): string | null {
  const roll = rng.next();
  if (roll < 0.035) return !isGas && !isBulky && price < 150_000 ? BUY_2_FOR_1_PROMO_TAG : null;
  if (roll < 0.085) return rng.pick(OTHER_PROMO_TAGS);
  return null;
}

/** Heavy-tailed: most products sell a handful, a few staples sell thousands; cheap goods sell more. */
function soldInNinetyDays(rng: Rng, price: number): number {
  const tail = 1 / (1 - rng.next() * 0.9995) - 1;
  const demand = price < 50_000 ? 4 : price < 500_000 ? 1.5 : 0.2;
  return Math.floor(tail * demand);
}

/**
 * One row per store, for marketplace products too: in this demo the shops ship from the same five sources,
 * so the spec §4 rule "quantity for the current source" works for every product. Some products are out
 * everywhere, some are Metro-only (0 in Cebu), some sit in a single store, and about 3% of rows are
 * negative, as stock systems report after overselling (spec §4 shows them as 0).
 */
function stockRows(rng: Rng, productId: number, price: number): StockRowInsert[] {
  const maxQty = price < 50_000 ? 400 : price < 500_000 ? 120 : 25;
  const profile = rng.next();
  const onlySource = rng.pick(SOURCE_CODES);
  return SOURCE_CODES.map((sourceCode) => {
    let qty: number;
    if (profile < 0.04) qty = 0;
    else if (profile < 0.09 && sourceCode !== onlySource) qty = 0;
    else if (profile < 0.19 && sourceCode === 'cebu') qty = 0;
    else {
      const roll = rng.next();
      qty = roll < 0.035 ? -rng.int(1, 12) : roll < 0.13 ? 0 : rng.int(1, maxQty);
    }
    return { product_id: productId, source_code: sourceCode, qty };
  });
}

/** Half the campaigns run now, a quarter have ended and a quarter are coming up. */
function campaignRow(rng: Rng, nowMs: number, productId: number, basePrice: number): CampaignRowInsert {
  const hour = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
  const phase = rng.next();
  let start: number;
  let end: number;
  if (phase < 0.5) {
    start = hour - rng.int(1, 72) * HOUR_MS;
    end = hour + rng.int(6, 240) * HOUR_MS;
  } else if (phase < 0.75) {
    end = hour - rng.int(1, 720) * HOUR_MS;
    start = end - rng.int(24, 168) * HOUR_MS;
  } else {
    start = hour + rng.int(24, 336) * HOUR_MS;
    end = start + rng.int(24, 168) * HOUR_MS;
  }
  return {
    product_id: productId,
    start_time: new Date(start).toISOString(),
    end_time: new Date(end).toISOString(),
    price: discounted(basePrice, rng.int(10, 35)),
    stock: basePrice < 500_000 ? rng.int(10, 80) : rng.int(2, 15),
  };
}
