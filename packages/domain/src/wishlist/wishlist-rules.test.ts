import { describe, expect, it } from 'vitest';
import { WISHLIST_MESSAGES, WISHLIST_PAGE_SIZE, wishlistPage } from './wishlist-rules';

describe('wishlist rules', () => {
  it('says what happened in the words the pages show', () => {
    expect(WISHLIST_MESSAGES.added).toBe('Added to your wishlist');
    expect(WISHLIST_MESSAGES.removed).toBe('Removed from your wishlist');
    expect(WISHLIST_MESSAGES.movedToCart).toBe('Moved to your cart');
  });

  it('pages the wishlist, at least one page, a page past the end reading the last', () => {
    expect(wishlistPage(0, 1)).toEqual({ page: 1, pages: 1 });
    expect(wishlistPage(WISHLIST_PAGE_SIZE + 1, 2)).toEqual({ page: 2, pages: 2 });
    expect(wishlistPage(WISHLIST_PAGE_SIZE + 1, 9)).toEqual({ page: 2, pages: 2 });
    expect(wishlistPage(5, 0)).toEqual({ page: 1, pages: 1 });
  });
});
