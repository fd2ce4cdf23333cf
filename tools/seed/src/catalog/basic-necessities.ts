import type { BasicNecessityCategory } from '@sulit/domain';
/**
 * The demo store's basic necessities and prime commodities (issue 36, decision 038): the shelves whose own-store
 * goods the special discount for senior citizens and PWDs covers, with the DTI/DA category each falls under (the
 * Price Act's list as DTI–DA–DOE JAO 24-02 applies it: rice, canned fish and other marine products, processed
 * milk, coffee, bread, cooking oil, eggs, laundry soap and detergent, instant noodles, condiments, fresh meat,
 * fish, vegetables and root crops). Operators keep the list in the console afterwards.
 */
const SHELF_CATEGORIES: Readonly<Record<string, BasicNecessityCategory>> = {
  'Rice & Grains': 'Rice and corn',
  'Canned Goods': 'Canned fish and other marine products',
  'Sliced Bread': 'Bread',
  'Filipino Breads': 'Bread',
  Milk: 'Processed milk',
  Coffee: 'Coffee',
  'Cooking Oil': 'Cooking oil',
  Eggs: 'Eggs',
  Laundry: 'Laundry soap and detergent',
  'Noodles & Pasta': 'Locally manufactured instant noodles',
  'Condiments & Sauces': 'Condiments (salt, vinegar, soy sauce)',
  Fish: 'Fresh fish',
  Pork: 'Pork',
  Beef: 'Beef',
  Chicken: 'Poultry',
  Vegetables: 'Vegetables',
  'Root Crops': 'Root crops',
};

/** The qualifying rows for a batch of products: own-store goods on a listed shelf. */
export function basicNecessityRows(
  products: readonly { id: number; category_id: number; seller_id: string }[],
  shelfName: ReadonlyMap<number, string>,
  ownSellerId: string,
  now: Date,
): { product_id: number; category: string; marked_by: null; marked_at: string }[] {
  return products.flatMap((p) => {
    const category = SHELF_CATEGORIES[shelfName.get(p.category_id) ?? ''];
    return p.seller_id === ownSellerId && category
      ? [{ product_id: p.id, category, marked_by: null, marked_at: now.toISOString() }]
      : [];
  });
}
