import type { MenuItem } from '@sulit/contracts/catalog';
import type { CatalogRepository } from '@sulit/db';

export interface CatalogServiceDeps {
  catalog: CatalogRepository;
  clock: () => Date;
}

export function createCatalogService({ catalog }: CatalogServiceDeps) {
  return {
    async menu(): Promise<MenuItem[]> {
      const rows = await catalog.menuCategories();
      const roots = rows.filter((r) => r.level === 1);
      return roots.map((root) => ({
        id: root.id,
        name: root.name,
        url_path: root.url_path,
        color: root.color,
        children: rows
          .filter((c) => c.parent_id === root.id)
          .map((c) => ({ id: c.id, name: c.name, url_path: c.url_path, color: c.color })),
      }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
