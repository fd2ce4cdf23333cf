import { DomainError, LIST_MESSAGES } from '@sulit/domain';
import { type ListsDeps, ownedList } from './lists-context';

const NOT_ON_LIST = 'This product is not on the list.';

export async function renameList(deps: ListsDeps, customerId: number, listId: number, name: string) {
  await ownedList(deps, customerId, listId);
  await deps.lists.rename(listId, name, deps.clock().toISOString());
  return { message: LIST_MESSAGES.updated };
}

export async function removeList(deps: ListsDeps, customerId: number, listId: number) {
  await ownedList(deps, customerId, listId);
  await deps.lists.remove(listId);
  return { message: LIST_MESSAGES.removed };
}

export async function updateListProduct(
  deps: ListsDeps,
  customerId: number,
  listId: number,
  productId: number,
  change: { qty: number; note?: string | null | undefined },
) {
  await ownedList(deps, customerId, listId);
  if (!(await deps.lists.updateItem(listId, productId, { qty: change.qty, note: change.note ?? null }))) {
    throw new DomainError('not_found', NOT_ON_LIST);
  }
  return { message: LIST_MESSAGES.updated };
}

export async function removeListProduct(deps: ListsDeps, customerId: number, listId: number, productId: number) {
  await ownedList(deps, customerId, listId);
  if (!(await deps.lists.removeItem(listId, productId))) throw new DomainError('not_found', NOT_ON_LIST);
  return { message: LIST_MESSAGES.itemRemoved };
}
