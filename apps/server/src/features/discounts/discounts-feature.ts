import { createDiscountRepository, type Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { registerDiscountsRoutes } from './discounts-routes';

/** Builds the shopper's side of the senior citizen / PWD special discount (issue 36, decision 038). */
export function registerDiscountsFeature(
  app: FastifyInstance,
  options: { database: Database; auth: CustomerAuth; clock: () => Date },
): void {
  registerDiscountsRoutes(
    app,
    { discounts: createDiscountRepository(options.database.db), clock: options.clock },
    options.auth,
  );
}
