import { createAlertsRepository, type Database, productAtStoreReader } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { registerAlertsRoutes } from './alerts-routes';
import { type AlertsDeps, type AlertsService, createAlertsService } from './alerts-service';

/** Minutes between detector runs: a drop or return is heard within a minute, and a run costs one keyset scan. */
export const ALERT_DETECTION_EVERY_MS = 60_000;

export type AlertsFeatureOptions = Omit<AlertsDeps, 'alerts' | 'products'> & {
  database: Database;
  auth: CustomerAuth;
  shoppingListEnabled: boolean;
};

/**
 * Price-watch, back-in-stock, the alerts centre and push tokens (issue 15). Hands back the service: app.ts
 * registers `jobs` on the scheduler and lets the lists feature file list-shared alerts through `file`.
 */
export function registerAlertsFeature(app: FastifyInstance, options: AlertsFeatureOptions): AlertsService {
  const { database, auth, shoppingListEnabled, ...deps } = options;
  const service = createAlertsService({
    ...deps,
    alerts: createAlertsRepository(database.db),
    products: productAtStoreReader(database.db, database.engine),
  });
  registerAlertsRoutes(app, { service, auth, shoppingListEnabled });
  return service;
}
