import { describe, expect, it } from 'vitest';
import { listingApiQuery, listingHref, readListingState } from './listing-params';

describe('listing state in the URL', () => {
  it('reads filters, sort and page, ignoring malformed values', () => {
    const state = readListingState(
      new URLSearchParams(
        'brand=Nestle&brand=Del%20Monte&seller=bukid-fresh-farms&seller=DROP%20TABLE&price=500-100&sort=price-desc&page=2',
      ),
      'best-selling',
    );
    expect(state).toEqual({
      brands: ['Nestle', 'Del Monte'],
      sellers: ['bukid-fresh-farms'],
      priceMin: 100,
      priceMax: 500,
      categoryId: null,
      inStock: false,
      sort: 'price-desc',
      page: 2,
    });
    const junk = readListingState(new URLSearchParams('page=0&sort=hack&price=abc&cat=-1'), 'best-selling');
    expect(junk).toMatchObject({ page: 1, sort: 'best-selling', priceMin: null, priceMax: null, categoryId: null });
  });

  it('builds the API query the catalogue expects', () => {
    const state = readListingState(
      new URLSearchParams('brand=A&brand=B&price_min=100&sort=name-desc&page=3'),
      'relevance',
    );
    const q = listingApiQuery(state, { categoryId: '7' });
    expect(Object.fromEntries(q)).toEqual({
      categoryId: '7',
      currentPage: '3',
      pageSize: '24',
      order: 'name',
      dir: 'desc',
      brand: 'A,B',
      price: '100-',
    });
  });

  it('links to a changed state, back to page 1, keeping the search words', () => {
    const base = new URLSearchParams('q=rice&brand=A&page=4');
    expect(listingHref('/catalogsearch/result/', base, { sort: 'price' })).toBe(
      '/catalogsearch/result/?q=rice&sort=price&brand=A',
    );
    expect(listingHref('/pantry', new URLSearchParams('brand=A'), { page: 2 })).toBe('/pantry?brand=A&page=2');
  });

  it('keeps "in stock only" in the URL and sends it to the catalogue', () => {
    const base = new URLSearchParams('q=rice&in_stock=1');
    const state = readListingState(base, 'relevance');
    expect(state.inStock).toBe(true);
    expect(readListingState(new URLSearchParams('in_stock=yes'), 'relevance').inStock).toBe(false);
    expect(listingApiQuery(state, { query: 'rice' }).get('in_stock')).toBe('1');
    expect(listingHref('/catalogsearch/result/', base, { page: 2 })).toBe(
      '/catalogsearch/result/?q=rice&in_stock=1&page=2',
    );
    expect(listingHref('/catalogsearch/result/', base, { inStock: false })).toBe('/catalogsearch/result/?q=rice');
  });
});
