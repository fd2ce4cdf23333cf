import type { ListDetail, ListProduct } from '@sulit/contracts/lists';
import { DEFAULT_LIST_NAME } from '@sulit/domain';
import type { ListFilter, ListsDeps } from './lists-context';
import { listPage, productsOf } from './list-products';

/** Every product across my own lists, once each (the "all products in a list" page). */
export async function allListProducts(
  deps: ListsDeps,
  customerId: number,
  filter: ListFilter,
  source: string | null,
): Promise<ListDetail> {
  const { lists, clock } = deps;
  const fallback = await lists.defaultList(customerId, DEFAULT_LIST_NAME, clock().toISOString());
  const own = (await lists.summaries(customerId)).filter((l) => l.shared_by === null);
  const seen = new Set<number>();
  const products: ListProduct[] = [];
  for (const list of own) {
    for (const product of await productsOf(deps, list.id, source)) {
      if (!seen.has(product.product_id)) products.push(product);
      seen.add(product.product_id);
    }
  }
  return listPage(
    { id: fallback.id, name: 'All products', is_default: false },
    { readOnly: true, sharedBy: null, linkShared: false },
    products,
    filter,
  );
}
