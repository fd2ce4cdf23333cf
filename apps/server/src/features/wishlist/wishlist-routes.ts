import {
  WishlistIdsResponse,
  WishlistMessage,
  WishlistMoveAnswer,
  WishlistProductBody,
  WishlistProductParams,
  WishlistQuery,
  WishlistResponse,
} from '@sulit/contracts/wishlist';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { customerOf, customerRoutes } from '../../http/customer-route';
import { shopperSource } from '../../http/shopper-source';
import { addToWishlist } from './add-to-wishlist';
import { moveToCart } from './move-to-cart';
import { removeFromWishlist } from './remove-from-wishlist';
import { viewWishlist } from './view-wishlist';
import { wishlistIds } from './wishlist-ids';
import type { WishlistDeps } from './wishlist-context';

/** Wishlist routes under /rest/V1/wishlist/mine (and /rest/{store}/V1): the signed-in shopper's own only. */
export function registerWishlistRoutes(app: FastifyInstance, deps: WishlistDeps, auth: CustomerAuth) {
  const route = customerRoutes(app, auth, ['wishlist']);
  const me = customerOf;

  route(
    {
      legacy: true,
      method: 'GET',
      path: 'wishlist/mine',
      summary: 'A page of my wishlist at my store, latest added first',
      querystring: WishlistQuery,
      response: WishlistResponse,
    },
    async ({ session, query, request }) => viewWishlist(deps, me(session).id, query.page, shopperSource(request)),
  );
  route(
    {
      legacy: true,
      method: 'GET',
      path: 'wishlist/mine/ids',
      summary: 'Which products are on my wishlist',
      response: WishlistIdsResponse,
    },
    async ({ session }) => wishlistIds(deps, me(session).id),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'wishlist/mine',
      summary: "Add a product to my wishlist ('Added to your wishlist'; again: already there)",
      body: WishlistProductBody,
      response: WishlistMessage,
    },
    async ({ session, body }) => addToWishlist(deps, me(session).id, body.product_id),
  );
  route(
    {
      legacy: true,
      method: 'DELETE',
      path: 'wishlist/mine/:productId',
      summary: "Take a product off my wishlist ('Removed from your wishlist')",
      params: WishlistProductParams.shape,
      response: WishlistMessage,
    },
    async ({ session, params }) => removeFromWishlist(deps, me(session).id, params.productId),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'wishlist/mine/move-to-cart',
      summary: 'Put one of my wishlist products into my cart at my store, and off the wishlist once it is in',
      body: WishlistProductBody,
      response: WishlistMoveAnswer,
    },
    async ({ session, body, request }) => moveToCart(deps, me(session).id, body.product_id, shopperSource(request)),
  );
}
