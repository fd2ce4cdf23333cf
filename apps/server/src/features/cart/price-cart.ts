import {
  capLeft,
  type Cart,
  cartUnits,
  type CartLine,
  type CartProductFacts,
  type CartSummary,
  manilaDate,
  manilaWeekOf,
  membershipLineProductId,
  rebateTermsOf,
  rebateYearOf,
  type ProductAtStore,
  type SpecialDiscountQuote,
  type SkuAtStore,
  summarizeCart,
} from '@sulit/domain';
import type { CartQueries } from '@sulit/db';
import {
  cardFactsOf,
  type CartMembership,
  cartMembership,
  catalogueProducts,
  membershipCards,
  type Shopper,
} from './cart-context';

export interface PricedCart {
  cart: Cart;
  lines: CartLine[];
  /** the products of the lines at the source, by id (disabled ones included) */
  products: Map<number, ProductAtStore>;
  summary: CartSummary;
  /** the senior citizen / PWD discount in the summary's totals (null when none is given) */
  special: SpecialDiscountQuote | null;
  source: string | null;
  now: Date;
}

function factsOf(p: ProductAtStore): CartProductFacts {
  return {
    product_id: p.id,
    sku: p.sku,
    name: p.name,
    seller_id: p.seller_id,
    shop_name: p.shop_name,
    product_type: p.product_type,
    price: p.price,
    special_price: p.special_price,
    campaign: p.campaign,
    membership_final_price: p.membership_final_price,
    promo_tag: p.promo_tag,
    is_bulky: p.is_bulky,
    is_gas: p.is_gas,
  };
}

/** A member's rebate for the cart: what it would earn them and what they applied (decision 028); null for guests. */
async function rebateOf(repo: CartQueries, cart: Cart, shopper: Shopper, now: Date) {
  if (shopper.customerId === null || cart.id <= 0 || cart.customer_id !== shopper.customerId) return null;
  const facts = await repo.rebateFacts(cart.id, shopper.customerId, rebateYearOf(now.toISOString()));
  const terms = rebateTermsOf(facts.card, manilaDate(now));
  if (!terms) return null;
  return {
    terms,
    cap_left: capLeft(terms.yearly_cap, facts.earned_this_year),
    applied: facts.applied,
    available: facts.available,
  };
}

/**
 * A verified senior citizen / PWD holder's facts for the cart (decision 038); null for guests, anyone else, and an
 * order being edited (its discount stays what the sale took of the week's cap).
 */
async function specialFactsOf(repo: CartQueries, lines: CartLine[], shopper: Shopper, now: Date, editing: boolean) {
  if (shopper.customerId === null || editing) return null;
  const weekStart = manilaWeekOf(now);
  const productIds = [...new Set(lines.map((l) => l.product_id))].filter((id) => id > 0);
  const facts = await repo.specialDiscountFacts(shopper.customerId, productIds, weekStart);
  return facts ? { ...facts, week_start: weekStart } : null;
}

/** The lines' products at `source` (product-at-store read model): catalogue products and membership cards. */
function productsOf(repo: CartQueries, lines: CartLine[], source: string | null, now: Date) {
  // Membership card lines carry a negative product id (membershipLineProductId): they are read by sku.
  return repo.products.bySkusOrIds(
    {
      ids: [...new Set(lines.filter((l) => l.product_id > 0).map((l) => l.product_id))],
      skus: [...new Set(lines.filter((l) => l.product_id < 0).map((l) => l.sku))],
    },
    source,
    now,
  );
}

/**
 * The badge's count (units in the cart) from the lines and their products alone: the same lines the pricing pass
 * counts (the domain's cartUnits), without its promotions, voucher and rebate reads (issue 34: five fewer
 * statements on every signed-in page with a cart).
 */
export async function cartBadgeUnits(repo: CartQueries, cart: Cart, source: string | null, now: Date) {
  const lines = await repo.lines(cart.id);
  if (lines.length === 0) return 0;
  const read = await productsOf(repo, lines, source, now);
  const counted = new Set(
    catalogueProducts(read)
      .filter((row) => row.enabled)
      .map((row) => row.id),
  );
  for (const card of membershipCards(read)) counted.add(membershipLineProductId(card.sku));
  return cartUnits(lines, counted);
}

/**
 * The one pricing pass: the cart's lines priced from the catalogue at `source` (product-at-store read model),
 * its promotions and its voucher, summarized by the domain's summarizeCart. Views shape the answer from it.
 */
export async function priceCart(
  repo: CartQueries,
  cart: Cart,
  source: string | null,
  shopper: Shopper,
  now: Date,
  /** lines, products and membership the caller already read (the sync path), to save the round trips */
  preloaded?: { lines: CartLine[]; products: SkuAtStore[]; membership: CartMembership | null },
  /**
   * An order being edited (decision 040): its lines, not its closed cart's; the voucher use the order already
   * made is not counted against it again.
   */
  edit?: { lines: CartLine[]; voucherUsedByIt: boolean },
): Promise<PricedCart> {
  const lines = edit?.lines ?? preloaded?.lines ?? (await repo.lines(cart.id));
  const read = preloaded?.products ?? (await productsOf(repo, lines, source, now));
  const rows = catalogueProducts(read);
  const products = new Map(rows.map((r) => [r.id, r]));
  const facts = new Map<number, CartProductFacts>();
  for (const row of rows) if (row.enabled) facts.set(row.id, factsOf(row));
  const cards = membershipCards(read);
  if (cards.length > 0) {
    const membership = preloaded?.membership ?? (await cartMembership(repo, shopper, now));
    for (const card of cards) {
      facts.set(
        membershipLineProductId(card.sku),
        cardFactsOf(card, membership.priceBySku[card.sku] ?? card.final_price),
      );
    }
  }
  const promotions = await repo.promotionsFor(
    [...new Set(lines.map((l) => l.product_id))].filter((id) => facts.has(id)),
  );
  let voucher = null;
  if (cart.coupon_code) {
    const record = await repo.voucherByCode(cart.coupon_code);
    const ownUse = edit?.voucherUsedByIt ? 1 : 0;
    const customerTimesUsed =
      record && shopper.customerId !== null ? await repo.customerVoucherUses(record.id, shopper.customerId) : 0;
    voucher = {
      code: cart.coupon_code,
      record: record ? { ...record, times_used: Math.max(0, record.times_used - ownUse) } : null,
      context: { customer_id: shopper.customerId, customer_times_used: Math.max(0, customerTimesUsed - ownUse) },
    };
  }
  const special = await specialFactsOf(repo, lines, shopper, now, edit !== undefined);
  const summary = summarizeCart({
    lines,
    products: facts,
    promotions,
    voucher,
    now,
    rebate: await rebateOf(repo, cart, shopper, now),
    specialDiscount: special && { qualifying: special.qualifying, purchaseUsed: special.purchase_used },
  });
  const quote =
    special && summary.special && summary.special.discount > 0
      ? { discount_id: special.discount_id, week_start: special.week_start, result: summary.special }
      : null;
  return { cart, lines, products, summary, special: quote, source, now };
}
