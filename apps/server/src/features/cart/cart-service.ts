import { createHash, randomBytes } from 'node:crypto';
import type {
  CartBadgeResponse,
  CartResponse,
  CartSyncResponse,
  CartTotalsResponse,
  CouponApplyResponse,
  CouponLookupResponse,
  DidYouForgetItResponse,
  ValidateCartResponse,
  CartSyncItem,
} from '@sulit/contracts/cart';
import type { ProductCard } from '@sulit/contracts/catalog';
import type { CartLineRow, CartQueries, CartRepository, CartRow, VoucherRow } from '@sulit/db';
import {
  type CartLine,
  type CartProductFacts,
  type CartPromotion,
  type MembershipCardAtStore,
  type MembershipFacts,
  type ProductAtStore,
  type SkuAtStore,
  type SkuAvailability,
  type Voucher,
  applySyncItems,
  DomainError,
  isSellableAt,
  manilaDate,
  MEMBERSHIP_ITEM_STOCK,
  MEMBERSHIP_LINE_MAX_QTY,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PRODUCT_TYPE,
  membershipLineProductId,
  membershipPurchaseProblem,
  mergeGuestCart,
  OWN_SELLER_ID,
  STORE_BRAND,
  normalizeVoucherCode,
  productPath,
  stockAt,
  summarizeCart,
  validateCartStock,
  voucherWindowAt,
} from '@sulit/domain';

/** 256 random bits, base64url (43 characters): a guest cart's only key. Only its SHA-256 is stored. */
export function newCartMask(): string {
  return randomBytes(32).toString('base64url');
}
export function hashMask(mask: string): string {
  return createHash('sha256').update(mask).digest('hex');
}

/** Spec §8 checkout: 'No cart found' (the web sends the shopper back to the cart). */
export const CART_NOT_FOUND = 'No cart found';

export interface CartServiceDeps {
  carts: CartRepository;
  clock: () => Date;
  /** best sellers at a source (the catalogue feature's top-selling, injected by app.ts) */
  bestSellers: (limit: number, source: string | null) => Promise<ProductCard[]>;
  /**
   * The customer's membership and what each membership card costs them (the membership feature, injected by
   * app.ts): renewals and extensions join a cart only for a customer with a card, and the Executive upgrade is
   * priced pro rata. Without it, membership cards are not sold through the cart.
   */
  membershipOf?: (customerId: number) => Promise<CartMembership>;
}

export interface CartMembership {
  facts: MembershipFacts | null;
  /** centavos per membership sku for this shopper (decision 010); a sku missing here costs its final price */
  priceBySku: Readonly<Record<string, number>>;
}

/** The caller of a cart request: a customer id, or null for a guest. */
export type Shopper = { customerId: number | null };

const SUGGESTION_LIMIT = 10;

function catalogueProducts(items: readonly SkuAtStore[]): ProductAtStore[] {
  return items.filter((p): p is ProductAtStore => p.kind === 'product');
}

function membershipCards(items: readonly SkuAtStore[]): MembershipCardAtStore[] {
  return items.filter((p): p is MembershipCardAtStore => p.kind === 'membership');
}

/** A membership card as a cart product (spec §4: unlimited stock, the row uses the final price). */
function cardFactsOf(card: MembershipCardAtStore, finalPrice: number): CartProductFacts {
  return {
    product_id: membershipLineProductId(card.sku),
    sku: card.sku,
    name: card.name,
    seller_id: OWN_SELLER_ID,
    shop_name: STORE_BRAND,
    product_type: MEMBERSHIP_PRODUCT_TYPE,
    price: card.price,
    special_price: null,
    campaign: null,
    membership_final_price: finalPrice,
    promo_tag: null,
    is_bulky: false,
    is_gas: false,
  };
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

function toVoucher(row: VoucherRow): Voucher {
  return {
    code: row.code,
    discount_type: row.discount_type === 'percent' ? 'percent' : 'fixed',
    discount_value: row.discount_value,
    max_discount: row.max_discount,
    min_spend: row.min_spend,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    is_active: row.is_active === 1,
    usage_limit: row.usage_limit,
    times_used: row.times_used,
    usage_limit_per_customer: row.usage_limit_per_customer,
    seller_id: row.seller_id,
  };
}

const toLine = (row: CartLineRow): CartLine => ({
  line_id: row.line_id,
  sku: row.sku,
  product_id: row.product_id,
  qty: row.qty,
  specialInstruction: row.special_instruction,
});
const toRow = (line: CartLine): CartLineRow => ({
  line_id: line.line_id,
  sku: line.sku,
  product_id: line.product_id,
  qty: line.qty,
  special_instruction: line.specialInstruction,
});

export function createCartService({ carts, clock, bestSellers, membershipOf }: CartServiceDeps) {
  /** Prices the cart's lines from the catalogue at `source` and evaluates its voucher. */
  async function price(
    repo: CartQueries,
    cart: CartRow,
    source: string | null,
    shopper: Shopper,
    /** lines and catalogue rows the caller already read (the sync path), to save the round trips */
    preloaded?: { lines: CartLine[]; rows: SkuAtStore[]; membership: CartMembership | null },
  ) {
    const now = clock();
    const lines = preloaded?.lines ?? (await repo.lines(cart.id)).map(toLine);
    // Membership lines carry a negative product id: they are read by sku.
    const read =
      preloaded?.rows ??
      (await repo.products.bySkusOrIds(
        {
          ids: [...new Set(lines.filter((l) => l.product_id > 0).map((l) => l.product_id))],
          skus: [...new Set(lines.filter((l) => l.product_id < 0).map((l) => l.sku))],
        },
        source,
        now,
      ));
    const rows = catalogueProducts(read);
    const products = new Map<number, CartProductFacts>();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const row of rows) if (row.enabled) products.set(row.id, factsOf(row));
    const cards = membershipOf ? membershipCards(read) : [];
    if (membershipOf && cards.length > 0) {
      const membership = preloaded
        ? preloaded.membership
        : shopper.customerId === null
          ? null
          : await membershipOf(shopper.customerId);
      for (const card of cards) {
        const finalPrice = membership?.priceBySku[card.sku] ?? card.final_price;
        products.set(membershipLineProductId(card.sku), cardFactsOf(card, finalPrice));
      }
    }
    const promotionRows = await repo.promotionsFor(
      [...new Set(lines.map((l) => l.product_id))].filter((id) => products.has(id)),
    );
    const promotions: CartPromotion[] = promotionRows.map((p) => ({
      id: p.id,
      promotion_type: p.promotion_type === 'bundle' ? 'bundle' : 'buyxgety',
      name: p.name,
      buy_qty: p.buy_qty,
      get_qty: p.get_qty,
      discount_percent: p.discount_percent,
      start_time: p.start_time,
      end_time: p.end_time,
      is_active: p.is_active === 1,
      products: p.products.map((x) => ({
        product_id: x.product_id,
        role: x.role === 'get' ? 'get' : x.role === 'bundle' ? 'bundle' : 'buy',
      })),
    }));
    let voucher = null;
    if (cart.coupon_code) {
      const record = await repo.voucherByCode(cart.coupon_code);
      const customerTimesUsed =
        record && shopper.customerId !== null ? await repo.customerVoucherUses(record.id, shopper.customerId) : 0;
      voucher = {
        code: cart.coupon_code,
        record: record ? toVoucher(record) : null,
        context: { customer_id: shopper.customerId, customer_times_used: customerTimesUsed },
      };
    }
    const summary = summarizeCart({ lines, products, promotions, voucher, now });
    const removed = new Set(summary.missing_line_ids);
    const cartData: CartResponse = {
      cart_id: cart.mask_hash === null ? cart.id : null,
      cartMaskId: null,
      ...summary.cartData,
      items: summary.cartData.items.map((group) => ({
        ...group,
        products: group.products.map((item) => {
          const row = byId.get(item.product_id);
          if (item.product_id < 0) {
            return {
              ...item,
              cart_quantity: item.qty,
              url: '/lofcustomermembership/buy',
              image_url: '/favicon.svg',
              stock_qty: MEMBERSHIP_ITEM_STOCK,
            };
          }
          return {
            ...item,
            cart_quantity: item.qty,
            url: row ? productPath(row.root_category_slug, row.url_key, row.sku, row.id) : '',
            image_url: `/media/product/${item.product_id}.svg`,
            stock_qty: row ? stockAt(row, source, now) : 0,
          };
        }),
      })),
      coupon_code: cart.coupon_code,
      removed_skus: lines.filter((l) => removed.has(l.line_id)).map((l) => l.sku),
    };
    const totals: CartTotalsResponse = {
      ...summary.cartTotals,
      voucherMessage: summary.voucher
        ? summary.voucher.ok
          ? { valid_notif: summary.voucher.message, invalid_notif: null }
          : { valid_notif: null, invalid_notif: summary.voucher.message }
        : null,
    };
    return { cartData, totals, voucher: summary.voucher };
  }

  /** The customer's one active cart, created on demand. */
  async function mine(customerId: number, source: string | null): Promise<CartRow> {
    const existing = await carts.activeCustomerCart(customerId);
    if (existing) return existing;
    try {
      return await carts.createCart({
        mask_hash: null,
        customer_id: customerId,
        source_code: source,
        now: clock().toISOString(),
      });
    } catch (error) {
      // Another request created it first (one active cart per customer is a unique index).
      const created = await carts.activeCustomerCart(customerId);
      if (created) return created;
      throw error;
    }
  }

  /** Payload items naming a membership card this shopper may not buy, with the reason, by item index. */
  function membershipRefusals(
    items: readonly CartSyncItem[],
    cards: ReadonlyMap<string, MembershipCardAtStore>,
    current: MembershipFacts | null,
  ): Map<number, string> {
    const refused = new Map<number, string>();
    const wanted = items.flatMap((item, index) => {
      const card = cards.get(item.sku);
      return card && item.qty > 0 ? [{ index, card }] : [];
    });
    if (wanted.length === 0) return refused;
    const today = manilaDate(clock());
    for (const { index, card } of wanted) {
      const problem = membershipPurchaseProblem(card, current, today);
      if (problem) refused.set(index, problem);
    }
    return refused;
  }

  function withMask(response: CartResponse, mask: string | null): CartResponse {
    return mask ? { ...response, cartMaskId: mask, cart_id: null } : response;
  }

  return {
    async createGuestCart(source: string | null): Promise<string> {
      const mask = newCartMask();
      await carts.createCart({
        mask_hash: hashMask(mask),
        customer_id: null,
        source_code: source,
        now: clock().toISOString(),
      });
      return mask;
    },

    /** The guest cart of a mask, or a customer's own cart by id; anything else is a 404. */
    async find(ref: string | number, shopper: Shopper): Promise<{ cart: CartRow; mask: string | null }> {
      if (typeof ref === 'string') {
        const cart = await carts.activeGuestCart(hashMask(ref));
        if (!cart) throw new DomainError('not_found', CART_NOT_FOUND);
        return { cart, mask: ref };
      }
      if (shopper.customerId === null) throw new DomainError('not_found', CART_NOT_FOUND);
      const cart = await carts.customerCartById(ref, shopper.customerId);
      if (!cart || cart.is_active !== 1) throw new DomainError('not_found', CART_NOT_FOUND);
      return { cart, mask: null };
    },

    mine,

    /**
     * The header badge: units in the caller's active cart. A peek: it never creates a cart (a customer without
     * one answers cartId null, an unknown or missing mask answers mask null).
     */
    async badge(shopper: Shopper, mask: string | null, source: string | null): Promise<CartBadgeResponse> {
      if (shopper.customerId !== null) {
        const cart = await carts.activeCustomerCart(shopper.customerId);
        if (!cart) return { ref: { kind: 'customer', cartId: null }, count: 0 };
        const priced = await price(carts, cart, source, shopper);
        return { ref: { kind: 'customer', cartId: cart.id }, count: priced.cartData.items_qty };
      }
      const cart = mask ? await carts.activeGuestCart(hashMask(mask)) : undefined;
      if (!mask || !cart) return { ref: { kind: 'guest', mask: null }, count: 0 };
      const priced = await price(carts, cart, source, shopper);
      return { ref: { kind: 'guest', mask }, count: priced.cartData.items_qty };
    },

    async view(cart: CartRow, mask: string | null, source: string | null, shopper: Shopper): Promise<CartResponse> {
      return withMask((await price(carts, cart, source, shopper)).cartData, mask);
    },

    async totals(cart: CartRow, source: string | null, shopper: Shopper): Promise<CartTotalsResponse> {
      return (await price(carts, cart, source, shopper)).totals;
    },

    /** Applies a sync payload in one locked transaction; failing items are reported, the others apply. */
    async sync(
      cart: CartRow,
      mask: string | null,
      items: readonly CartSyncItem[],
      source: string | null,
      shopper: Shopper,
    ): Promise<CartSyncResponse> {
      const now = clock();
      // Read before the cart's transaction (SQLite has one connection, held by the transaction).
      // A guest pays final prices and may buy only new cards: nothing to read.
      const membership = membershipOf && shopper.customerId !== null ? await membershipOf(shopper.customerId) : null;
      return carts.inCartTransaction(cart.id, async (repo) => {
        const current = (await repo.lines(cart.id)).map(toLine);
        // One read of the catalogue for the payload's skus and the cart's lines together.
        const read = await repo.products.bySkusOrIds(
          {
            skus: [
              ...new Set([...items.map((i) => i.sku), ...current.filter((l) => l.product_id < 0).map((l) => l.sku)]),
            ],
            ids: [...new Set(current.filter((l) => l.product_id > 0).map((l) => l.product_id))],
          },
          source,
          now,
        );
        const rows = catalogueProducts(read);
        const cards = new Map(membershipOf ? membershipCards(read).map((c) => [c.sku, c]) : []);
        const bySku = new Map(rows.filter((r) => r.enabled).map((r) => [r.sku, r]));
        // Membership cards: a renewal or extension needs a card on the account (decision 010); one of each.
        const refused = membershipRefusals(items, cards, membership?.facts ?? null);
        const outcome = applySyncItems(
          current,
          items.flatMap((item, index) =>
            refused.has(index)
              ? []
              : [
                  {
                    sku: item.sku,
                    qty: cards.has(item.sku) ? Math.min(item.qty, MEMBERSHIP_LINE_MAX_QTY) : item.qty,
                    specialInstruction: item.specialInstruction ?? null,
                    ...(item.line_id !== undefined ? { line_id: item.line_id } : {}),
                  },
                ],
          ),
          (sku) => {
            const card = cards.get(sku);
            if (card) return { product_id: membershipLineProductId(sku), stock: card.stock, promo_tag: null };
            const row = bySku.get(sku);
            if (!row) return undefined;
            return {
              product_id: row.id,
              stock: isSellableAt(row, source, now) ? stockAt(row, source, now) : 0,
              promo_tag: row.promo_tag,
            };
          },
        );
        // applySyncItems numbered the kept items; put the caller's indexes back and add the refusals.
        const keptIndexes = items.map((_, i) => i).filter((i) => !refused.has(i));
        outcome.failures = [
          ...outcome.failures.map((f) => ({ ...f, item_index: keptIndexes[f.item_index] ?? f.item_index })),
        ];
        if (outcome.changes.length > 0) await repo.replaceLines(cart.id, outcome.lines.map(toRow), now.toISOString());
        if (source !== null && source !== cart.source_code)
          await repo.updateCart(cart.id, { source_code: source }, now.toISOString());
        const priced = await price(repo, cart, source, shopper, { lines: outcome.lines, rows: read, membership });
        // The totals of this same pricing pass: the page needs no totals-information call after a sync.
        return {
          ...withMask(
            {
              ...priced.cartData,
              failures: [
                ...[...refused].map(([item_index, reason]) => ({
                  item_index,
                  code: 'membership_not_allowed' as const,
                  message: `${MEMBERSHIP_MESSAGES.addToCartFailed}. ${reason}`,
                  sku: items[item_index]!.sku,
                })),
                ...outcome.failures.map((f) => ({
                  item_index: f.item_index,
                  code: f.code,
                  message: f.message,
                  ...('sku' in f ? { sku: f.sku } : {}),
                  ...('available_qty' in f ? { available_qty: f.available_qty } : {}),
                })),
              ],
            },
            mask,
          ),
          totals: priced.totals,
        };
      });
    },

    async clear(cart: CartRow, mask: string | null, source: string | null, shopper: Shopper): Promise<CartResponse> {
      const now = clock().toISOString();
      await carts.inCartTransaction(cart.id, async (repo) => {
        await repo.replaceLines(cart.id, [], now);
        await repo.updateCart(cart.id, { coupon_code: null }, now);
      });
      return withMask((await price(carts, { ...cart, coupon_code: null }, source, shopper)).cartData, mask);
    },

    async removeProduct(
      cart: CartRow,
      mask: string | null,
      productId: number,
      source: string | null,
      shopper: Shopper,
    ): Promise<CartResponse> {
      const now = clock().toISOString();
      await carts.inCartTransaction(cart.id, async (repo) => {
        const lines = await repo.lines(cart.id);
        const kept = lines.filter((l) => l.product_id !== productId);
        if (kept.length !== lines.length) await repo.replaceLines(cart.id, kept, now);
      });
      return withMask((await price(carts, cart, source, shopper)).cartData, mask);
    },

    /** Switches the cart off (after an order is placed); the customer gets a fresh cart on the next read. */
    async deactivate(
      cart: CartRow,
      mask: string | null,
      source: string | null,
      shopper: Shopper,
    ): Promise<CartResponse> {
      await carts.updateCart(cart.id, { is_active: 0 }, clock().toISOString());
      const empty = await price(carts, { ...cart, id: -1, coupon_code: null }, source, shopper);
      return withMask({ ...empty.cartData, cart_id: mask ? null : cart.id }, mask);
    },

    /** Restores the last inactive cart (after a failed payment) as the active one. */
    async restore(customerId: number): Promise<CartRow> {
      const now = clock().toISOString();
      const last = await carts.lastInactiveCustomerCart(customerId);
      if (!last) throw new DomainError('not_found', 'There is no cart to restore.');
      return carts.inCartTransaction(last.id, async (repo) => {
        const active = await repo.activeCustomerCart(customerId);
        if (active) {
          const merged = mergeGuestCart(
            (await repo.lines(last.id)).map(toLine),
            (await repo.lines(active.id)).map(toLine),
          );
          await repo.replaceLines(last.id, merged.map(toRow), now);
        }
        await repo.deactivateOtherCarts(customerId, last.id, now);
        await repo.updateCart(last.id, { is_active: 1 }, now);
        return { ...last, is_active: 1 };
      });
    },

    async applyCoupon(
      cart: CartRow,
      code: string,
      source: string | null,
      shopper: Shopper,
    ): Promise<CouponApplyResponse> {
      const normalized = normalizeVoucherCode(code);
      const priced = await price(carts, { ...cart, coupon_code: normalized }, source, shopper);
      const verdict = priced.voucher;
      if (verdict?.ok) {
        await carts.updateCart(cart.id, { coupon_code: normalized }, clock().toISOString());
        return {
          applied: true,
          coupon_code: normalized,
          reason: null,
          voucherMessage: { valid_notif: verdict.message, invalid_notif: null },
          cartTotals: stripVoucher(priced.totals),
        };
      }
      // An invalid code is an answer, not an error: the cart keeps the voucher it had.
      const kept = await price(carts, cart, source, shopper);
      return {
        applied: false,
        coupon_code: cart.coupon_code,
        reason: verdict && !verdict.ok ? verdict.reason : 'not_found',
        voucherMessage: { valid_notif: null, invalid_notif: verdict?.message ?? null },
        cartTotals: stripVoucher(kept.totals),
      };
    },

    async removeCoupon(cart: CartRow, source: string | null, shopper: Shopper): Promise<CouponApplyResponse> {
      await carts.updateCart(cart.id, { coupon_code: null }, clock().toISOString());
      const priced = await price(carts, { ...cart, coupon_code: null }, source, shopper);
      return {
        applied: false,
        coupon_code: null,
        reason: null,
        voucherMessage: { valid_notif: null, invalid_notif: null },
        cartTotals: stripVoucher(priced.totals),
      };
    },

    async lookupCoupon(code: string): Promise<CouponLookupResponse> {
      const normalized = normalizeVoucherCode(code);
      const row = await carts.voucherByCode(normalized);
      if (!row) {
        return {
          code: normalized,
          exists: false,
          is_active: false,
          discount_type: null,
          discount_value: null,
          max_discount: null,
          min_spend: null,
          starts_at: null,
          ends_at: null,
          seller_id: null,
        };
      }
      return {
        code: row.code,
        exists: true,
        is_active: row.is_active === 1 && voucherWindowAt(row, clock()) === 'open',
        discount_type: row.discount_type === 'percent' ? 'percent' : 'fixed',
        discount_value: row.discount_value,
        max_discount: row.max_discount,
        min_spend: row.min_spend,
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        seller_id: row.seller_id,
      };
    },

    async validate(products: readonly { sku: string; qty: number }[], source: string): Promise<ValidateCartResponse> {
      const now = clock();
      const read = await carts.products.bySkusOrIds({ skus: [...new Set(products.map((p) => p.sku))] }, source, now);
      const availability = new Map<string, SkuAvailability>(
        catalogueProducts(read).map((r) => [
          r.sku,
          { sellable: isSellableAt(r, source, now), stock: stockAt(r, source, now) },
        ]),
      );
      // Membership cards: always sellable, unlimited stock (spec §4).
      if (membershipOf)
        for (const card of membershipCards(read)) availability.set(card.sku, { sellable: true, stock: card.stock });
      return validateCartStock(products, availability);
    },

    /** Best sellers at the source that are not in the cart (no order history yet to find re-buys). */
    async suggestions(cart: CartRow | null, source: string | null): Promise<DidYouForgetItResponse> {
      const inCart = new Set(cart ? (await carts.lines(cart.id)).map((l) => l.sku) : []);
      const cards = await bestSellers(SUGGESTION_LIMIT + inCart.size, source);
      return {
        items: cards
          .filter((c) => !inCart.has(c.sku) && c.stock_qty > 0)
          .slice(0, SUGGESTION_LIMIT)
          .map((c) => ({
            id: c.id,
            sku: c.sku,
            name: c.name,
            url: c.url,
            image_url: c.image_url,
            price: c.price,
            final_price: c.final_price,
            stock_qty: c.stock_qty,
            seller_id: c.seller_id,
            shop_name: c.shop_name,
            promo_tag: c.promo_tag,
          })),
      };
    },

    /**
     * Merge after login (spec §4): the guest cart of `mask` merges into the customer's active cart
     * (quantities added for the same sku and instruction; copied into an empty cart), then the guest cart
     * is switched off so the mask reaches nothing any more.
     */
    async mergeGuestIntoCustomer(mask: string, customerId: number): Promise<void> {
      const guest = await carts.activeGuestCart(hashMask(mask));
      if (!guest) return;
      const now = clock().toISOString();
      const target = await mine(customerId, guest.source_code);
      await carts.inCartTransaction(target.id, async (repo) => {
        const still = await repo.activeGuestCart(hashMask(mask));
        if (!still) return;
        const merged = mergeGuestCart(
          (await repo.lines(target.id)).map(toLine),
          (await repo.lines(guest.id)).map(toLine),
        );
        await repo.replaceLines(target.id, merged.map(toRow), now);
        if (!target.coupon_code && guest.coupon_code)
          await repo.updateCart(target.id, { coupon_code: guest.coupon_code }, now);
        await repo.replaceLines(guest.id, [], now);
        await repo.updateCart(guest.id, { is_active: 0 }, now);
      });
    },
  };
}

function stripVoucher(totals: CartTotalsResponse) {
  const { voucherMessage: _omit, ...rest } = totals;
  return rest;
}

export type CartService = ReturnType<typeof createCartService>;
