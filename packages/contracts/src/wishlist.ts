import { WISHLIST_MAX_ITEMS, WISHLIST_PAGE_SIZE } from '@sulit/domain/wishlist/wishlist-rules';
import { z } from 'zod';
import { IdParam, text } from './common';
import { ProductCard } from './catalog';

/**
 * The wishlist (issue 31): a signed-in shopper's saved products, apart from shopping lists. The spec shows no
 * paths for it: Magento's (the page /wishlist; the calls under /rest/V1/wishlist/mine).
 */

const Id = z.number().int().positive().max(2_147_483_647);

export const WishlistProductBody = z.object({ product_id: Id }).strict();
export const WishlistProductParams = z.object({ productId: IdParam }).strict();
export const WishlistQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

export const WishlistMessage = z.object({ message: text(), in_wishlist: z.boolean() });
export type WishlistMessage = z.infer<typeof WishlistMessage>;

export const WishlistItem = z.object({
  product: ProductCard,
  /** DD/MM/YYYY in Asia/Manila */
  added: text(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

/** GET /rest/V1/wishlist/mine: a page of my wishlist at my store, latest added first. */
export const WishlistResponse = z.object({
  items: z.array(WishlistItem),
  total_count: z.number().int().min(0),
  page: z.number().int().min(1),
  pages: z.number().int().min(1),
  page_size: z.literal(WISHLIST_PAGE_SIZE),
});
export type WishlistResponse = z.infer<typeof WishlistResponse>;

/** GET /rest/V1/wishlist/mine/ids: which products are on it (the hearts on tiles). */
export const WishlistIdsResponse = z.object({ product_ids: z.array(Id).max(WISHLIST_MAX_ITEMS) });
export type WishlistIdsResponse = z.infer<typeof WishlistIdsResponse>;

/** POST /rest/V1/wishlist/mine/move-to-cart: into my cart at my store, and off the wishlist when it went in. */
export const WishlistMoveAnswer = z.object({
  message: text(),
  moved: z.boolean(),
  items_qty: z.number().int().min(0),
});
export type WishlistMoveAnswer = z.infer<typeof WishlistMoveAnswer>;
