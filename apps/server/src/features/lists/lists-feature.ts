import { createListsRepository, type Database, productAtStoreReader } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import type { ListsDeps } from './lists-context';
import { registerListsRoutes } from './lists-routes';
import { createListsService } from './lists-service';

export type ListsFeatureOptions = Omit<ListsDeps, 'lists' | 'products'> & {
  database: Database;
  auth: CustomerAuth;
  enabled: boolean;
};

/**
 * Shopping lists (issue 15). With the shopping-list flag off (SHOPPING_LIST_ENABLED=false, decision 015) the
 * feature registers nothing: its API paths answer 404 like any unknown path.
 */
export function registerListsFeature(app: FastifyInstance, options: ListsFeatureOptions): void {
  const { database, auth, enabled, ...deps } = options;
  if (!enabled) return;
  const service = createListsService({
    ...deps,
    lists: createListsRepository(database.db),
    products: productAtStoreReader(database.db, database.engine),
  });
  registerListsRoutes(app, { service, auth });
}
