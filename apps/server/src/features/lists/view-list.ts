import type { ListDetail } from '@sulit/contracts/lists';
import { type ListFilter, type ListsDeps, readableList } from './lists-context';
import { listPage, productsOf } from './list-products';

/** A list I own or that was shared with me by e-mail: its products at my store; read-only when not mine. */
export async function viewList(
  deps: ListsDeps,
  customerId: number,
  listId: number,
  filter: ListFilter,
  source: string | null,
): Promise<ListDetail> {
  const list = await readableList(deps, customerId, listId);
  const own = list.customer_id === customerId;
  return listPage(
    list,
    { readOnly: !own, sharedBy: list.shared_by, linkShared: own && (await deps.lists.hasLiveLink(list.id)) },
    await productsOf(deps, list.id, source),
    filter,
  );
}
