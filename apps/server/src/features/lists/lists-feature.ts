import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { registerListsRoutes } from './lists-routes';
import type { ListsDeps } from './lists-context';
import { createListsService } from './lists-service';

/**
 * Shopping lists (issue 15). With the shopping-list flag off (SHOPPING_LIST_ENABLED=false, decision 015) the
 * feature registers nothing: its API paths answer 404 like any unknown path.
 */
export function registerListsFeature(
  app: FastifyInstance,
  options: ListsDeps & { auth: CustomerAuth; enabled: boolean },
): void {
  if (!options.enabled) return;
  registerListsRoutes(app, { service: createListsService(options), auth: options.auth });
}
