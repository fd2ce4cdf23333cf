import { describe, expect, it } from 'vitest';
import { isCheckoutStep, normalizeSlugPath, parseProductPath } from './catalog-routing';

describe('spec §2 "A two-segment path whose last dash-separated piece is numeric is read as a product id."', () => {
  it('reads /{root-category}/{name-slug}-{sku}-{id}', () => {
    expect(parseProductPath('/fresh-produce/fresh-carabao-mango-ripe-per-kg-sc-000001-1')).toEqual({
      rootSlug: 'fresh-produce',
      slug: 'fresh-carabao-mango-ripe-per-kg-sc-000001',
      id: 1,
    });
    expect(parseProductPath('pantry/anything-42')?.id).toBe(42);
    expect(parseProductPath('/pantry/anything-42/')?.id).toBe(42);
    expect(parseProductPath('/pantry/anything-42?x=1')?.id).toBe(42);
  });

  it('is not a product with one or three segments, or a non-numeric last piece', () => {
    expect(parseProductPath('/pantry')).toBeNull();
    expect(parseProductPath('/pantry/canned-goods')).toBeNull();
    expect(parseProductPath('/pantry/canned-goods/tuna-12')).toBeNull();
    expect(parseProductPath('/pantry/tuna-12a')).toBeNull();
    expect(parseProductPath('/pantry/tuna-0')).toBeNull();
    expect(parseProductPath('/pantry/tuna-99999999999')).toBeNull();
  });

  it('"Paths starting with promotion are not products."', () => {
    expect(parseProductPath('/promotion/buy-1-take-1-12')).toBeNull();
    expect(parseProductPath('/promotions-week/sale-12')).toBeNull();
  });
});

describe('spec §2 "Any path starting with /checkout, except the cart and /checkout/onepage, counts as a checkout step."', () => {
  it.each([
    '/checkout',
    '/checkout-delivery',
    '/checkout-payment-method',
    '/checkout/payment',
    '/checkout/delivery-timeslots',
  ])('%s is a checkout step', (path) => expect(isCheckoutStep(path)).toBe(true));
  it.each(['/checkout/cart', '/checkout/onepage/success', '/checkout/onepage/failure', '/', '/customer/account'])(
    '%s is not',
    (path) => expect(isCheckoutStep(path)).toBe(false),
  );
});

describe('category slug paths', () => {
  it('normalizes to the stored url_path form', () => {
    expect(normalizeSlugPath('/Pantry/canned-goods/')).toBe('pantry/canned-goods');
    expect(normalizeSlugPath('pantry')).toBe('pantry');
  });
  it('refuses hostile or odd paths', () => {
    expect(normalizeSlugPath("pantry'; drop table products;--")).toBeNull();
    expect(normalizeSlugPath('../etc/passwd')).toBeNull();
    expect(normalizeSlugPath('')).toBeNull();
    expect(normalizeSlugPath('a/b/c/d/e')).toBeNull();
  });
});
