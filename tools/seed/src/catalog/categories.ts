import type { CategoryRowInsert } from './catalog-rows';
import { SHELF, type ShelfRoot, type ShelfSubcategory } from './shelf-data';
import { slugify } from '@sulit/domain';

/** A subcategory with what product generation needs to place products on it. */
interface SubcategoryRef {
  categoryId: number;
  rootId: number;
  urlPath: string;
  root: ShelfRoot;
  shelf: ShelfSubcategory;
}

export interface CategoryTree {
  rows: CategoryRowInsert[];
  /** every subcategory, in menu order */
  subcategories: SubcategoryRef[];
  byUrlPath: ReadonlyMap<string, SubcategoryRef>;
}

/**
 * Ids are root position × 100 (+ child position for children), so adding a shelf to one root never
 * renumbers the others and links to /fresh-produce/fruits keep their id between seeds.
 */
export function buildCategoryTree(): CategoryTree {
  const rows: CategoryRowInsert[] = [];
  const subcategories: SubcategoryRef[] = [];
  const byUrlPath = new Map<string, SubcategoryRef>();

  SHELF.forEach((root, rootIndex) => {
    const rootId = (rootIndex + 1) * 100;
    const rootSlug = slugify(root.name);
    rows.push({
      id: rootId,
      parent_id: null,
      name: root.name,
      slug: rootSlug,
      url_path: rootSlug,
      level: 1,
      position: rootIndex + 1,
      color: root.color,
      description: root.description,
      include_in_menu: 1,
      is_active: 1,
    });
    root.children.forEach((shelf, childIndex) => {
      const categoryId = rootId + childIndex + 1;
      const slug = slugify(shelf.name);
      const urlPath = `${rootSlug}/${slug}`;
      rows.push({
        id: categoryId,
        parent_id: rootId,
        name: shelf.name,
        slug,
        url_path: urlPath,
        level: 2,
        position: childIndex + 1,
        // Children are lighter tints of the root so a shelf reads as one family on tiles.
        color: tint(root.color, 0.12 + 0.07 * childIndex),
        description: shelf.description,
        include_in_menu: 1,
        is_active: 1,
      });
      const ref: SubcategoryRef = { categoryId, rootId, urlPath, root, shelf };
      subcategories.push(ref);
      byUrlPath.set(urlPath, ref);
    });
  });

  return { rows, subcategories, byUrlPath };
}

/** Mixes a #rrggbb colour towards white by `amount` (0..1). */
function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  return `#${channels
    .map((channel) =>
      Math.round(channel + (255 - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
