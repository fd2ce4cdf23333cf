import type { CartProduct, CartSyncResponse, CartTotalsResponse } from '@sulit/contracts/cart';
import {
  CART_REFRESH_AFTER_ADD_MS,
  CART_REFRESH_AFTER_CHANGE_MS,
  CART_SYNC_DEBOUNCE_MS,
} from '@sulit/domain/cart/cart-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCartSnapshot, shownQty } from './cart-snapshot';
import { addToCart, dismissStockProblem, seedCart, setLineQty } from './cart-store';

const MASK = 'a'.repeat(43);

function product(qty: number): CartProduct {
  return {
    line_id: 'SC-000001',
    sku: 'SC-000001',
    product_id: 1,
    name: 'Jasmine Rice 5kg',
    seller_id: 'sulit',
    shop_name: 'Sulit Club',
    product_type: 'simple',
    qty,
    specialInstruction: null,
    promo_tag: null,
    is_bulky: false,
    is_gas: false,
    is_membership: false,
    price: 30_000,
    final_price: 30_000,
    paid_qty: qty,
    row_total: 30_000 * qty,
    row_total_regular: 30_000 * qty,
    promotion: {
      promotion_type: 'normal',
      promotion_id: null,
      promotion_name: null,
      promotion_qty: 0,
      promotion_original_price: 30_000,
      promotion_saved: 0,
      promotion_row_saved: 0,
    },
    discount_amount: 0,
    row_total_after_discount: 30_000 * qty,
  };
}

function totalsFor(qty: number): CartTotalsResponse {
  const subtotal = 30_000 * qty;
  return {
    fee: 0,
    base_fee: 0,
    other_delivery_fee: 0,
    shipping_amount: 0,
    earned_rebate: 0,
    maya_rebate: 0,
    rebate_applied: 0,
    subtotal,
    promotion_discount: 0,
    voucher_discount: 0,
    special_discount: 0,
    special_discount_allowance: null,
    discount_amount: 0,
    grand_total: subtotal,
    total_savings: 0,
    is_all_solone: true,
    is_all_gtc: false,
    has_membership_item: false,
    has_bulky_item: false,
    skips_timeslot: false,
    coupon_code: null,
    items_count: qty > 0 ? 1 : 0,
    items_qty: qty,
    freeShippingProgressData: { percent: 0 },
    stores: [],
  };
}

/** A sync answer (CartSyncResponse): the cart and the totals of the same pricing pass. */
function cartWith(qty: number): CartSyncResponse {
  const line = product(qty);
  return {
    totals: totalsFor(qty),
    cart_id: null,
    cartMaskId: MASK,
    items: qty > 0 ? [{ seller_id: 'sulit', shop_name: 'Sulit Club', products: [line] }] : [],
    promotion_items: [],
    subtotal: line.row_total,
    items_count: qty > 0 ? 1 : 0,
    items_qty: qty,
    total_saved: 0,
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
  answer: (cart: CartSyncResponse) => void;
  fail: (status: number, body: unknown) => void;
}

describe('cart store write queue (spec §9: sync 100 ms; totals with the sync; refresh 300 ms after a failure)', () => {
  let calls: Call[];

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (path: string, init: RequestInit) =>
          new Promise<Response>((resolve) => {
            calls.push({
              method: init.method ?? 'GET',
              path,
              body: init.body ? JSON.parse(String(init.body)) : null,
              answer: (cart) => resolve(new Response(JSON.stringify(cart), { status: 200 })),
              fail: (status, body) => resolve(new Response(JSON.stringify(body), { status })),
            });
          }),
      ),
    );
    seedCart({ ref: { kind: 'guest', mask: MASK }, count: 1, cart: cartWith(1), totals: null });
  });

  afterEach(() => {
    dismissStockProblem();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const syncs = () => calls.filter((c) => c.path.endsWith('/sync'));

  it('sends quick taps as one sync after 100 ms, the last value winning, and shows it meanwhile', async () => {
    const line = product(1);
    setLineQty(line, 2);
    setLineQty(line, 3);
    setLineQty(line, 4);
    expect(shownQty(line, getCartSnapshot().wanted)).toBe(4);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS - 1);
    expect(syncs()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(syncs()).toHaveLength(1);
    expect(syncs()[0]?.path).toBe(`/api/cart/stores/v2/default/${MASK}/sync`);
    expect(syncs()[0]?.body).toEqual({
      cart_items: [{ sku: 'SC-000001', qty: 4, line_id: 'SC-000001', product_id: 1 }],
    });
    syncs()[0]?.answer(cartWith(4));
    await vi.advanceTimersByTimeAsync(0);
    expect(getCartSnapshot().count).toBe(4);
    expect(getCartSnapshot().wanted).toEqual({});
  });

  it('never loses a change made while a sync is on its way: it follows in order, one request at a time', async () => {
    const line = product(1);
    setLineQty(line, 2);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
    expect(syncs()).toHaveLength(1);
    setLineQty(line, 5);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS * 5);
    expect(syncs()).toHaveLength(1); // still waiting for the first answer
    syncs()[0]?.answer(cartWith(2));
    await vi.advanceTimersByTimeAsync(0);
    // The server said 2, but 5 is wanted and on its way: the shopper keeps seeing 5.
    expect(shownQty(product(2), getCartSnapshot().wanted)).toBe(5);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
    expect(syncs()).toHaveLength(2);
    expect(syncs()[1]?.body).toMatchObject({ cart_items: [{ qty: 5 }] });
    syncs()[1]?.answer(cartWith(5));
    await vi.advanceTimersByTimeAsync(0);
    expect(getCartSnapshot().count).toBe(5);
  });

  it('shows the totals that come with the sync: an add or a change is one request, no totals call follows', async () => {
    const totals = () => calls.filter((c) => c.path.endsWith('/totals-information'));
    setLineQty(product(1), 2);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
    syncs()[0]?.answer(cartWith(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(getCartSnapshot().totals?.grand_total).toBe(60_000);

    addToCart({ sku: 'SC-000001', name: 'Jasmine Rice 5kg', id: 1 });
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
    expect(syncs()[1]?.body).toMatchObject({ cart_items: [{ sku: 'SC-000001', qty: 3 }] });
    syncs()[1]?.answer(cartWith(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(getCartSnapshot().totals?.grand_total).toBe(90_000);
    expect(getCartSnapshot().count).toBe(3);
    // Once the old refresh delays have passed, still no second pricing request.
    await vi.advanceTimersByTimeAsync(CART_REFRESH_AFTER_ADD_MS + CART_REFRESH_AFTER_CHANGE_MS);
    expect(calls).toHaveLength(2);
    expect(totals()).toHaveLength(0);
  });

  it('rebuilds from the server cart when a sync fails, and refreshes the totals 300 ms later', async () => {
    setLineQty(product(1), 2);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
    const totals = () => calls.filter((c) => c.path.endsWith('/totals-information'));
    // spec §8: a 5xx is not retried; its message is shown
    syncs()[0]?.fail(500, { code: 'internal', message: 'Something went wrong on our side.' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ method: 'GET', path: `/api/cart/v2/cached/guest/${MASK}?storeCode=default` });
    const { totals: _totals, ...serverCart } = cartWith(1);
    calls[1]?.answer(serverCart as CartSyncResponse);
    await vi.advanceTimersByTimeAsync(0);
    expect(getCartSnapshot().count).toBe(1);
    expect(getCartSnapshot().wanted).toEqual({});
    await vi.advanceTimersByTimeAsync(CART_REFRESH_AFTER_CHANGE_MS - 1);
    expect(totals()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(totals()).toHaveLength(1);
    expect(totals()[0]?.path).toBe(`/api/cart/v2/guest-carts/${MASK}/totals-information`);
  });

  it('opens the limited-stock modal when the server reports a failing item, and keeps the server quantity', async () => {
    setLineQty(product(1), 50);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
    syncs()[0]?.answer({
      ...cartWith(1),
      failures: [
        {
          item_index: 0,
          code: 'limited_stock',
          message: 'Only 7 items are left in your selected store.',
          sku: 'SC-000001',
          available_qty: 7,
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(getCartSnapshot().stockProblem).toEqual({
      kind: 'limited_stock',
      message: 'Only 7 items are left in your selected store.',
      sku: 'SC-000001',
      available: 7,
    });
    expect(shownQty(product(1), getCartSnapshot().wanted)).toBe(1);
  });
});
