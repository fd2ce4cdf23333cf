import { createLocationRepository, createShopperLocationRepository, type Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { createLocationService } from './location-service';
import { registerLocationRoutes } from './location-routes';
import { createShopperLocationService } from './shopper-location-service';

export interface LocationPorts {
  database: Database;
  auth: CustomerAuth;
  clock: () => Date;
  /** the location cookie is Secure when the store is served over https */
  secureCookies: boolean;
}

/**
 * Location: the directory (countries, provinces, cities, barangays, stores), delivery checks, notify-me requests,
 * and the shopper's chosen area or store. Answers the shopper's location (the customers feature's sign-in step).
 */
export function registerLocationFeature(app: FastifyInstance, ports: LocationPorts) {
  const shopperLocation = createShopperLocationService({
    saved: createShopperLocationRepository(ports.database.db),
    clock: ports.clock,
    secureCookies: ports.secureCookies,
  });
  registerLocationRoutes(app, {
    service: createLocationService({ locations: createLocationRepository(ports.database.db), clock: ports.clock }),
    shopperLocation,
    auth: ports.auth,
  });
  return { shopperLocation };
}
