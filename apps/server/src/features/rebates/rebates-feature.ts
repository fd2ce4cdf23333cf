import { createCartRepository, createRebateRepository, type Database } from '@sulit/db';
import { REBATE_RETURN_WINDOW_DAYS } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import type { RebatesContext } from './rebates-context';
import { registerRebatesRoutes } from './rebates-routes';
import { createRebatesService, type RebatesService } from './rebates-service';

/** How often delivered lines earn and closed return windows release (a minute; the browser walks use less). */
export const REBATES_SETTLE_EVERY_MS = 60_000;
export const REBATE_RETURN_WINDOW_MS = REBATE_RETURN_WINDOW_DAYS * 86_400_000;

export interface RebatesFeatureOptions {
  database: Database;
  auth: CustomerAuth;
  clock: () => Date;
  deliveredLinesSince: RebatesContext['deliveredLinesSince'];
  /** default the help centre's 7 days */
  returnWindowMs?: number;
}

/**
 * Member rebates as a ledger (issue 31, decision 028): the rebates family and the cart's rebate calls. Hands back
 * the service: app.ts registers `jobs.settle` on the scheduler.
 */
export function registerRebatesFeature(app: FastifyInstance, options: RebatesFeatureOptions): RebatesService {
  const service = createRebatesService({
    rebates: createRebateRepository(options.database.db),
    carts: createCartRepository(options.database.db, options.database.engine),
    deliveredLinesSince: options.deliveredLinesSince,
    clock: options.clock,
    returnWindowMs: options.returnWindowMs ?? REBATE_RETURN_WINDOW_MS,
    log: app.log,
  });
  registerRebatesRoutes(app, { service, auth: options.auth });
  return service;
}
