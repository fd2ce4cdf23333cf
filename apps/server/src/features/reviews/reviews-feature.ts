import { createReviewsRepository, type Database, productAtStoreReader } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { registerReviewsRoutes } from './reviews-routes';
import { createReviewsService } from './reviews-service';

export interface ReviewsFeatureOptions {
  database: Database;
  auth: CustomerAuth;
  clock: () => Date;
}

/**
 * Product reviews (issue 31, decision 029). Answers what others need: a product's first page of approved reviews
 * and their summary (the catalogue's product page, through a port app.ts binds), and moderation (the operator
 * tool `npm run reviews`).
 */
export function registerReviewsFeature(app: FastifyInstance, options: ReviewsFeatureOptions) {
  const { auth, ...rest } = options;
  const service = reviewsServiceOf(rest);
  registerReviewsRoutes(app, { service, auth });
  return { moderate: service.moderate, pending: service.pending };
}

function reviewsServiceOf({ database, clock }: Omit<ReviewsFeatureOptions, 'auth'>) {
  return createReviewsService({
    reviews: createReviewsRepository(database.db),
    products: productAtStoreReader(database.db, database.engine),
    clock,
  });
}

/**
 * The product page's first page of approved reviews and their summary, as any shopper sees them: the catalogue's
 * one-call page reads it through a port (and caches it with the page). Stateless, so it is built before the
 * feature's routes, for the catalogue that app.ts registers first.
 */
export function productPageReviews(options: Omit<ReviewsFeatureOptions, 'auth'>) {
  const service = reviewsServiceOf(options);
  return (productId: number) => service.ofProduct(productId, 1, null);
}

export type ReviewsHandles = ReturnType<typeof registerReviewsFeature>;
