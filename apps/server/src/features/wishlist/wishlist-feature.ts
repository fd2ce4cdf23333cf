import { createWishlistRepository, type Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import type { WishlistDeps } from './wishlist-context';
import { registerWishlistRoutes } from './wishlist-routes';

export type WishlistFeatureOptions = Omit<WishlistDeps, 'wishlist'> & { database: Database; auth: CustomerAuth };

/**
 * The wishlist (issue 31, decision 029): one flat list of saved products per customer, apart from shopping lists
 * (which the shopping-list flag may switch off; the wishlist stays). The cart and the catalogue's cards come in
 * as ports from app.ts.
 */
export function registerWishlistFeature(app: FastifyInstance, options: WishlistFeatureOptions): void {
  const { database, auth, ...ports } = options;
  registerWishlistRoutes(app, { ...ports, wishlist: createWishlistRepository(database.db, database.engine) }, auth);
}
