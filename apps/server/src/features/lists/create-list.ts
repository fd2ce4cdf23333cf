import { DEFAULT_LIST_NAME, DomainError, LIST_MESSAGES, MAX_LISTS_PER_CUSTOMER } from '@sulit/domain';
import { type ListsDeps, readableList, summaryOf } from './lists-context';
import { listByShareToken } from './open-shared-list';

/** A new list, or a copy of one the customer can read (own, shared by e-mail, or by a live link). */
export async function createList(
  deps: ListsDeps,
  customerId: number,
  input: { list_name: string; copy_from_list_id?: number | undefined; copy_from_tk?: string | undefined },
  address: string,
) {
  const { lists } = deps;
  let source: { id: number } | undefined;
  if (input.copy_from_list_id !== undefined) source = await readableList(deps, customerId, input.copy_from_list_id);
  else if (input.copy_from_tk !== undefined) source = await listByShareToken(deps, input.copy_from_tk, address);
  if ((await lists.countOwned(customerId)) >= MAX_LISTS_PER_CUSTOMER) {
    throw new DomainError('unprocessable', `You can keep at most ${MAX_LISTS_PER_CUSTOMER} lists.`);
  }
  const now = deps.clock().toISOString();
  await lists.defaultList(customerId, DEFAULT_LIST_NAME, now);
  const created = await lists.create(customerId, input.list_name, now);
  if (source) await lists.copyItems(source.id, created.id, now);
  return {
    message: source ? LIST_MESSAGES.copied : LIST_MESSAGES.created,
    list: summaryOf({ ...created, item_count: source ? await lists.countItems(created.id) : 0 }),
  };
}
