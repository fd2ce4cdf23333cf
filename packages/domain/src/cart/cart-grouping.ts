/**
 * Spec §3 "items grouped per seller {seller_id, shop_name, products}" and issue 5 "the own store sulit first".
 */
import { OWN_SELLER_ID } from '../shared/store-constants';

export interface SellerGroup<T> {
  seller_id: string;
  shop_name: string;
  products: T[];
}

/**
 * Orders seller ids: the own store 'sulit' first, then the others by shop name (case-insensitive, then
 * exact), then seller id. The order depends only on the sellers, never on the order lines were added.
 */
function compareSellers(
  a: { seller_id: string; shop_name: string },
  b: { seller_id: string; shop_name: string },
): number {
  if (a.seller_id === b.seller_id) return 0;
  if (a.seller_id === OWN_SELLER_ID) return -1;
  if (b.seller_id === OWN_SELLER_ID) return 1;
  const byName =
    compareText(a.shop_name.toLowerCase(), b.shop_name.toLowerCase()) || compareText(a.shop_name, b.shop_name);
  return byName || compareText(a.seller_id, b.seller_id);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Groups items by seller_id (own store first, see compareSellers). Within a group the items keep the order
 * they were given in (the order they were added to the cart). A group takes the shop_name of its first item.
 */
export function groupBySeller<T extends { seller_id: string; shop_name: string }>(
  items: readonly T[],
): SellerGroup<T>[] {
  const groups = new Map<string, SellerGroup<T>>();
  for (const item of items) {
    const group = groups.get(item.seller_id);
    if (group) group.products.push(item);
    else groups.set(item.seller_id, { seller_id: item.seller_id, shop_name: item.shop_name, products: [item] });
  }
  return [...groups.values()].sort(compareSellers);
}
