import type { CartQueries, CartRow } from '@sulit/db';
import {
  type CartLine,
  type CartProductFacts,
  type CartSummary,
  type ProductAtStore,
  summarizeCart,
} from '@sulit/domain';
import { catalogueProducts, type Shopper } from './cart-context';

export interface PricedCart {
  cart: CartRow;
  lines: CartLine[];
  /** the products of the lines at the source, by id (disabled ones included) */
  products: Map<number, ProductAtStore>;
  summary: CartSummary;
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

/**
 * The one pricing pass: the cart's lines priced from the catalogue at `source` (product-at-store read model),
 * its promotions and its voucher, summarized by the domain's summarizeCart. Views shape the answer from it.
 */
export async function priceCart(
  repo: CartQueries,
  cart: CartRow,
  source: string | null,
  shopper: Shopper,
  now: Date,
  /** lines and products the caller already read (the sync path), to save the round trips */
  preloaded?: { lines: CartLine[]; products: ProductAtStore[] },
): Promise<PricedCart> {
  const lines = preloaded?.lines ?? (await repo.lines(cart.id));
  const rows =
    preloaded?.products ??
    catalogueProducts(
      await repo.products.bySkusOrIds({ ids: [...new Set(lines.map((l) => l.product_id))] }, source, now),
    );
  const products = new Map(rows.map((r) => [r.id, r]));
  const facts = new Map<number, CartProductFacts>();
  for (const row of rows) if (row.enabled) facts.set(row.id, factsOf(row));
  const promotions = await repo.promotionsFor(
    [...new Set(lines.map((l) => l.product_id))].filter((id) => facts.has(id)),
  );
  let voucher = null;
  if (cart.coupon_code) {
    const record = await repo.voucherByCode(cart.coupon_code);
    const customerTimesUsed =
      record && shopper.customerId !== null ? await repo.customerVoucherUses(record.id, shopper.customerId) : 0;
    voucher = {
      code: cart.coupon_code,
      record: record ?? null,
      context: { customer_id: shopper.customerId, customer_times_used: customerTimesUsed },
    };
  }
  const summary = summarizeCart({ lines, products: facts, promotions, voucher, now });
  return { cart, lines, products, summary, source, now };
}
