import type { MenuCategory, MenuItem } from '@sulit/contracts/catalog';
import type { CatalogContext } from './catalog-context';

/** The top menu: root categories with their subcategories. Every page's header reads it: kept like any hot read. */
export function catalogMenu({ menu, caches, ttl }: CatalogContext): Promise<MenuItem[]> {
  return caches.menu.getOrLoad('menu', ttl, async () => {
    const categories = await menu.menuCategories();
    const roots = categories.filter((c) => c.level === 1);
    return roots.map((root) => ({
      id: root.id,
      name: root.name,
      url_path: root.url_path,
      color: root.color,
      children: categories
        .filter((c) => c.parent_id === root.id)
        .map((c) => ({ id: c.id, name: c.name, url_path: c.url_path, color: c.color })),
    }));
  });
}

/** The menu's root categories alone (the page header's bar). */
export async function menuRoots(context: CatalogContext): Promise<MenuCategory[]> {
  return (await catalogMenu(context)).map(({ id, name, url_path, color }) => ({ id, name, url_path, color }));
}
