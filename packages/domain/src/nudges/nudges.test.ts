import { describe, expect, it } from 'vitest';
import { chatAssistantPayload, onlineServiceOpen } from './chat-assistant';
import { FORGOTTEN_ITEMS_LIMIT, forgottenItems } from './forgotten-items';
import { ADD_TO_CART_PAGE_TYPES, isAddToCartPageType, pageTypeOfPath } from './purchase-analytics';

const item = (sku: string, stock_qty = 5) => ({ sku, stock_qty });

describe('did you forget it (spec §7 minicart didyouforgetit)', () => {
  it('offers past purchases first, then best sellers, each once', () => {
    const picked = forgottenItems({
      bought: [item('A'), item('B')],
      bestSellers: [item('B'), item('C')],
      inCart: new Set(),
    });
    expect(picked.map((p) => p.sku)).toEqual(['A', 'B', 'C']);
  });

  it('never offers what is in the cart or out of stock', () => {
    const picked = forgottenItems({
      bought: [item('A'), item('B', 0)],
      bestSellers: [item('C'), item('D')],
      inCart: new Set(['A', 'C']),
    });
    expect(picked.map((p) => p.sku)).toEqual(['D']);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => item(`S${i}`));
    expect(forgottenItems({ bought: many, bestSellers: [], inCart: new Set() })).toHaveLength(FORGOTTEN_ITEMS_LIMIT);
    expect(forgottenItems({ bought: many, bestSellers: [], inCart: new Set(), limit: 3 })).toHaveLength(3);
  });
});

describe('chat-assistant payload (spec §3 {login, userEmail, name})', () => {
  it('is empty for a guest', () => {
    expect(chatAssistantPayload(null)).toEqual({ login: false, userEmail: null, name: null });
  });

  it('carries the customer’s e-mail and name', () => {
    expect(chatAssistantPayload({ email: 'ana@example.com', firstname: 'Ana', lastname: 'Cruz' })).toEqual({
      login: true,
      userEmail: 'ana@example.com',
      name: 'Ana Cruz',
    });
  });

  it('offers a chat during online service hours, 7am-9pm in Manila (spec §2)', () => {
    expect(onlineServiceOpen(new Date('2026-11-27T23:00:00Z'))).toBe(true); // 07:00 Manila
    expect(onlineServiceOpen(new Date('2026-11-28T12:59:00Z'))).toBe(true); // 20:59
    expect(onlineServiceOpen(new Date('2026-11-28T13:00:00Z'))).toBe(false); // 21:00
    expect(onlineServiceOpen(new Date('2026-11-27T22:59:00Z'))).toBe(false); // 06:59
  });
});

describe('purchase analytics page types (spec §9 add-to-cart sources and page types)', () => {
  it('are the spec’s ten', () => {
    expect(ADD_TO_CART_PAGE_TYPES).toEqual([
      'homepage',
      'listing',
      'detail',
      'cart',
      'checkout',
      'payment',
      'confirmation',
      'membership',
      'account',
      'online marketplace',
    ]);
    expect(isAddToCartPageType('detail')).toBe(true);
    expect(isAddToCartPageType('elsewhere')).toBe(false);
  });

  it.each([
    ['/', 'homepage'],
    ['/pantry', 'listing'],
    ['/catalogsearch/result/?q=rice', 'listing'],
    ['/pantry/jasmine-rice-SKU1-42', 'detail'],
    ['/checkout/cart', 'cart'],
    ['/checkout/delivery-timeslots', 'checkout'],
    ['/checkout-payment-method', 'payment'],
    ['/checkout/onepage/success', 'confirmation'],
    ['/lofcustomermembership/buy', 'membership'],
    ['/customer/account', 'account'],
    ['/shop/acme', 'online marketplace'],
    ['/online-marketplace.html', 'online marketplace'],
  ] as const)('%s is %s', (path, type) => {
    expect(pageTypeOfPath(path)).toBe(type);
  });
});
