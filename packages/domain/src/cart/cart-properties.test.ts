/**
 * Property tests (issue 5 "Done when": totals are never negative, discount never exceeds subtotal and line
 * order does not matter) plus merge, allocation and toast laws, over random carts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUY_2_FOR_1_PROMO_TAG } from '../shared/store-constants';
import { CART_MAX_LINE_QTY } from './cart-constants';
import { nextFreeDeliveryToast, INITIAL_FREE_DELIVERY_TOAST_STATE } from './cart-free-delivery-toast';
import { type CartLine, instructionKey, setLineQuantity } from './cart-lines';
import { mergeGuestCart } from './cart-merge';
import { allocateByWeight, percentOf } from './cart-money';
import type { CartProductFacts } from './cart-pricing';
import type { CartPromotion } from './cart-promotions';
import { type CartSummary, summarizeCart } from './cart-totals';
import type { Voucher } from './cart-vouchers';

const now = new Date('2026-11-21T04:00:00Z');
const PRODUCT_COUNT = 8;
const SELLERS = [
  ['sulit', 'Sulit Club'],
  ['kusina', 'Kusina Traders'],
  ['aling', 'Aling Nena'],
] as const;

const productArb = (product_id: number): fc.Arbitrary<CartProductFacts> =>
  fc
    .record({
      price: fc.oneof(fc.constantFrom(1_000, 2_500, 9_999), fc.integer({ min: 1, max: 5_000_000 })),
      specialCut: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      seller: fc.constantFrom(...SELLERS),
      membership: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      promo_tag: fc.constantFrom(null, null, BUY_2_FOR_1_PROMO_TAG, 'Hot Offer'),
      is_bulky: fc.boolean(),
      is_gas: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    .map((r) => ({
      product_id,
      sku: `SKU-${product_id}`,
      name: `Product ${product_id}`,
      seller_id: r.membership ? 'sulit' : r.seller[0],
      shop_name: r.membership ? 'Sulit Club' : r.seller[1],
      product_type: r.membership ? 'customer_membership' : 'simple',
      price: r.price,
      special_price: r.specialCut === null ? null : Math.floor((r.price * r.specialCut) / 100),
      campaign: null,
      membership_final_price: r.membership ? Math.floor(r.price / 2) : null,
      promo_tag: r.promo_tag,
      is_bulky: r.is_bulky,
      is_gas: r.is_gas,
    }));

const productsArb = fc
  .tuple(...Array.from({ length: PRODUCT_COUNT }, (_, i) => productArb(i + 1)))
  .map((list) => new Map(list.map((p) => [p.product_id, p])));

const INSTRUCTIONS = [null, 'ripe', 'green', 'no plastic'];
const linesArb: fc.Arbitrary<CartLine[]> = fc
  .uniqueArray(
    fc.record({
      product: fc.integer({ min: 1, max: PRODUCT_COUNT }),
      instruction: fc.integer({ min: 0, max: INSTRUCTIONS.length - 1 }),
      qty: fc.integer({ min: 1, max: CART_MAX_LINE_QTY }),
    }),
    { selector: (l) => `${l.product}/${l.instruction}`, maxLength: 16 },
  )
  .map((raw) =>
    raw.map((l) => ({
      line_id: `SKU-${l.product}${l.instruction === 0 ? '' : `#${l.instruction}`}`,
      sku: `SKU-${l.product}`,
      product_id: l.product,
      qty: l.qty,
      specialInstruction: INSTRUCTIONS[l.instruction] ?? null,
    })),
  );

const productId = fc.integer({ min: 1, max: PRODUCT_COUNT });
const promotionArb = (id: number): fc.Arbitrary<CartPromotion> =>
  fc.oneof(
    fc
      .record({
        buy: fc.integer({ min: 1, max: 4 }),
        get: fc.integer({ min: 1, max: 3 }),
        percent: fc.integer({ min: 1, max: 100 }),
        buyIds: fc.uniqueArray(productId, { minLength: 1, maxLength: 3 }),
        getIds: fc.uniqueArray(productId, { minLength: 1, maxLength: 3 }),
      })
      .map((r) => ({
        id,
        promotion_type: 'buyxgety' as const,
        name: `Deal ${id}`,
        buy_qty: r.buy,
        get_qty: r.get,
        discount_percent: r.percent,
        start_time: null,
        end_time: null,
        is_active: true,
        products: [
          ...r.buyIds.map((product_id) => ({ product_id, role: 'buy' as const })),
          ...r.getIds.map((product_id) => ({ product_id, role: 'get' as const })),
        ],
      })),
    fc
      .record({
        percent: fc.integer({ min: 1, max: 100 }),
        members: fc.uniqueArray(productId, { minLength: 2, maxLength: 4 }),
      })
      .map((r) => ({
        id,
        promotion_type: 'bundle' as const,
        name: `Bundle ${id}`,
        buy_qty: r.members.length,
        get_qty: 0,
        discount_percent: r.percent,
        start_time: null,
        end_time: null,
        is_active: true,
        products: r.members.map((product_id) => ({ product_id, role: 'bundle' as const })),
      })),
  );
const promotionsArb = fc.tuple(promotionArb(1), promotionArb(2), promotionArb(3)).chain((all) => fc.subarray(all));

const voucherArb: fc.Arbitrary<Voucher | null> = fc.option(
  fc
    .record({
      code: fc.constant('PROP'),
      discount_type: fc.constantFrom('percent' as const, 'fixed' as const),
      discount_value: fc.integer({ min: 1, max: 10_000_000 }),
      max_discount: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
      min_spend: fc.integer({ min: 0, max: 2_000_000 }),
      starts_at: fc.constant(null),
      ends_at: fc.constant(null),
      is_active: fc.constant(true),
      usage_limit: fc.constant(null),
      times_used: fc.constant(0),
      usage_limit_per_customer: fc.constant(null),
      seller_id: fc.constantFrom(null, 'sulit', 'kusina'),
    })
    .map((v) => (v.discount_type === 'percent' ? { ...v, discount_value: (v.discount_value % 100) + 1 } : v)),
  { nil: null },
);

const cartArb: fc.Arbitrary<RandomCart> = fc.record({
  products: productsArb,
  lines: linesArb,
  promotions: promotionsArb,
  voucher: voucherArb,
});

interface RandomCart {
  products: Map<number, CartProductFacts>;
  lines: CartLine[];
  promotions: CartPromotion[];
  voucher: Voucher | null;
}

function summarize(cart: RandomCart): CartSummary {
  return summarizeCart({
    lines: cart.lines,
    products: cart.products,
    promotions: cart.promotions,
    voucher: cart.voucher
      ? { code: 'PROP', record: cart.voucher, context: { customer_id: 1, customer_times_used: 0 } }
      : null,
    now,
  });
}

function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

/** Everything that must not depend on line order: totals, the voucher verdict, each line's money by id. */
function orderFree(summary: CartSummary) {
  const lines = summary.cartData.items
    .flatMap((g) => g.products)
    .map((i) => [i.line_id, i.row_total, i.promotion, i.discount_amount] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const voucher = summary.voucher?.ok
    ? { ...summary.voucher, line_discounts: Object.fromEntries(summary.voucher.line_discounts) }
    : summary.voucher;
  return { totals: summary.cartTotals, voucher, lines, promotions: summary.cartData.promotion_items };
}

describe('cart totals properties', () => {
  it('are never negative, and every amount stays a whole number of centavos', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const { cartTotals, cartData } = summarize(cart);
        for (const n of [...numbersIn(cartTotals), ...numbersIn(cartData)]) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(cartTotals.grand_total).toBe(
          cartTotals.subtotal - cartTotals.discount_amount + cartTotals.shipping_amount,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('discount never exceeds the subtotal, nor a line its own row total', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const summary = summarize(cart);
        const { cartTotals } = summary;
        expect(cartTotals.discount_amount).toBeLessThanOrEqual(cartTotals.subtotal);
        expect(cartTotals.promotion_discount + cartTotals.voucher_discount).toBe(cartTotals.discount_amount);
        if (summary.voucher?.ok)
          expect(summary.voucher.discount).toBeLessThanOrEqual(summary.voucher.eligible_subtotal);
        for (const item of summary.cartData.items.flatMap((g) => g.products)) {
          expect(item.row_total_after_discount).toBeGreaterThanOrEqual(0);
          expect(item.promotion.promotion_row_saved + item.discount_amount).toBeLessThanOrEqual(item.row_total);
        }
        const storeDiscounts = cartTotals.stores.reduce((s, r) => s + r.discount_amount, 0);
        expect(storeDiscounts).toBe(cartTotals.discount_amount);
      }),
      { numRuns: 300 },
    );
  });

  it('line order does not matter: any permutation gives identical totals', () => {
    fc.assert(
      fc.property(
        cartArb.chain((cart) =>
          fc
            .shuffledSubarray(cart.lines, { minLength: cart.lines.length, maxLength: cart.lines.length })
            .map((shuffled) => ({
              cart,
              shuffled,
            })),
        ),
        ({ cart, shuffled }) => {
          expect(orderFree(summarize({ ...cart, lines: shuffled }))).toEqual(orderFree(summarize(cart)));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('money helpers properties', () => {
  it('allocation always sums to the total and never gives a share more than total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.uniqueArray(
          fc.record({
            key: fc.string({ minLength: 1, maxLength: 4 }),
            weight: fc.integer({ min: 1, max: 10_000_000 }),
          }),
          {
            selector: (s) => s.key,
            minLength: 1,
            maxLength: 20,
          },
        ),
        (total, shares) => {
          const result = allocateByWeight(total, shares);
          const values = [...result.values()];
          expect(values.reduce((a, b) => a + b, 0)).toBe(total);
          for (const v of values) expect(Number.isSafeInteger(v) && v >= 0 && v <= total).toBe(true);
        },
      ),
    );
  });
  it('allocation does not depend on the order of the shares (ties go to the smaller key)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 }),
        fc
          .uniqueArray(
            fc.record({ key: fc.string({ minLength: 1, maxLength: 3 }), weight: fc.integer({ min: 1, max: 5 }) }),
            {
              selector: (s) => s.key,
              minLength: 1,
              maxLength: 8,
            },
          )
          .chain((shares) =>
            fc.tuple(
              fc.constant(shares),
              fc.shuffledSubarray(shares, { minLength: shares.length, maxLength: shares.length }),
            ),
          ),
        (total, [shares, shuffled]) => {
          expect(Object.fromEntries(allocateByWeight(total, shuffled))).toEqual(
            Object.fromEntries(allocateByWeight(total, shares)),
          );
        },
      ),
    );
  });
  it('a percent of centavos is a whole number between 0 and the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const off = percentOf(amount, percent);
        expect(Number.isSafeInteger(off) && off >= 0 && off <= amount).toBe(true);
      }),
    );
  });
});

const asKeyQty = (lines: readonly CartLine[]) => lines.map((l) => [l.sku, instructionKey(l.specialInstruction), l.qty]);
const smallLinesArb = linesArb.map((lines) => lines.map((l) => ({ ...l, qty: (l.qty % 300) + 1 })));

describe('merge properties (spec §4 merge after login; fetched cart)', () => {
  it('merging an empty guest cart changes nothing; into an empty customer cart it copies', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        expect(mergeGuestCart(lines, [])).toEqual(lines);
        expect(mergeGuestCart([], lines)).toEqual(lines);
      }),
    );
  });
  it('adds quantities per sku and instruction, and is associative (below the 999 cap)', () => {
    fc.assert(
      fc.property(smallLinesArb, smallLinesArb, smallLinesArb, (a, b, c) => {
        const left = mergeGuestCart(mergeGuestCart(a, b), c);
        const right = mergeGuestCart(a, mergeGuestCart(b, c));
        expect(asKeyQty(left)).toEqual(asKeyQty(right));
        const total = (lines: readonly CartLine[]) => lines.reduce((s, l) => s + l.qty, 0);
        expect(total(left)).toBe(total(a) + total(b) + total(c));
        expect(new Set(left.map((l) => l.line_id)).size).toBe(left.length);
      }),
    );
  });
});

describe('cart line properties', () => {
  const opArb = fc.record({
    product: fc.integer({ min: 1, max: 4 }),
    instruction: fc.integer({ min: 0, max: INSTRUCTIONS.length - 1 }),
    qty: fc.oneof(fc.integer({ min: -5, max: 1_200 }), fc.double(), fc.constant('3' as unknown as number)),
    mode: fc.constantFrom('add' as const, 'set' as const),
    tagged: fc.boolean(),
  });
  it('after any sequence of changes: positive whole quantities, unique ids and lines, stock respected', () => {
    const STOCK = 40;
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let lines: CartLine[] = [];
        for (const op of ops) {
          const result = setLineQuantity(lines, {
            sku: `SKU-${op.product}`,
            product_id: op.product,
            qty: op.qty,
            specialInstruction: INSTRUCTIONS[op.instruction] ?? null,
            stock: STOCK,
            promo_tag: op.tagged ? BUY_2_FOR_1_PROMO_TAG : null,
            mode: op.mode,
          });
          if (result.ok) lines = result.lines;
        }
        for (const l of lines) expect(Number.isInteger(l.qty) && l.qty >= 1 && l.qty <= CART_MAX_LINE_QTY).toBe(true);
        expect(new Set(lines.map((l) => l.line_id)).size).toBe(lines.length);
        expect(new Set(lines.map((l) => `${l.sku}/${instructionKey(l.specialInstruction)}`)).size).toBe(lines.length);
        const perSku = new Map<string, number>();
        for (const l of lines) perSku.set(l.sku, (perSku.get(l.sku) ?? 0) + l.qty);
        for (const qty of perSku.values()) expect(qty).toBeLessThanOrEqual(STOCK);
      }),
    );
  });
});

describe('free-delivery toast property', () => {
  it('shows exactly once per crossing from under 100 to 100 or more', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 50 }), (percents) => {
        let state = INITIAL_FREE_DELIVERY_TOAST_STATE;
        let toasts = 0;
        for (const p of percents) {
          const step = nextFreeDeliveryToast(state, p);
          state = step.state;
          if (step.showToast) toasts++;
        }
        const crossings = percents.filter((p, i) => i > 0 && p >= 100 && (percents[i - 1] ?? 100) < 100).length;
        expect(toasts).toBe(crossings);
      }),
    );
  });
});
