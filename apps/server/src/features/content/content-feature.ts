import { createContentRepository, createMenuRepository, type Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import { registerContentRoutes } from './content-routes';
import { createContentService } from './content-service';
import { registerSitemapRoutes } from './sitemap-routes';

export interface ContentPorts {
  database: Database;
  clock: () => Date;
  /** how long the home page's JSON page and banners are kept in process (ms); 0 reads them per call */
  cacheMs: number;
  /** the sitemap's and robots.txt's absolute URLs start with it */
  publicUrl: string;
  /** whether lists and alerts run: the global configuration's shopping_list_enabled tells the truth */
  shoppingListEnabled: boolean;
}

/**
 * Content: JSON pages and widgets, banners, CMS pages, configuration, the sidebar, the sitemap and robots.txt.
 * Answers a published CMS page by its slug (the catalogue's one-call page resolves CMS paths with it).
 */
export function registerContentFeature(app: FastifyInstance, ports: ContentPorts) {
  const service = createContentService({
    content: createContentRepository(ports.database.db),
    menu: createMenuRepository(ports.database.db),
    clock: ports.clock,
    cacheMs: ports.cacheMs,
    shoppingListEnabled: ports.shoppingListEnabled,
  });
  registerContentRoutes(app, service);
  registerSitemapRoutes(app, service, ports.publicUrl);
  return { cmsPage: service.cmsPage };
}
