import { cardsOfLines } from '@sulit/db';
import { DEFAULT_LIST_NAME, DomainError, LIST_ITEM_MAX_QTY, LIST_MESSAGES, MAX_ITEMS_PER_LIST } from '@sulit/domain';
import { type ListsDeps, ownedList } from './lists-context';

type NewListItem = { product_id: number; qty: number; note?: string | null };

/** Adds products the store knows to a list, within the products-per-list limit. */
async function addItems(deps: ListsDeps, listId: number, items: readonly NewListItem[]) {
  const { lists, clock } = deps;
  const existing = new Set((await lists.items(listId)).map((i) => i.product_id));
  const fresh = new Set(items.map((i) => i.product_id).filter((id) => !existing.has(id)));
  if (existing.size + fresh.size > MAX_ITEMS_PER_LIST) {
    throw new DomainError('unprocessable', `A list holds at most ${MAX_ITEMS_PER_LIST} products.`);
  }
  const known = await cardsOfLines(deps.products, items, null, clock());
  if (items.some((i) => !known.has(i.product_id))) {
    throw new DomainError('not_found', 'Sorry, the product is no longer available in your selected store.');
  }
  for (const item of items) {
    await lists.addItem(
      listId,
      { product_id: item.product_id, qty: item.qty, note: item.note ?? null },
      LIST_ITEM_MAX_QTY,
      clock().toISOString(),
    );
  }
}

/** The list an add goes to: the one named (owned), else the default list. */
async function targetList(deps: ListsDeps, customerId: number, listId: number | undefined) {
  return listId === undefined
    ? deps.lists.defaultList(customerId, DEFAULT_LIST_NAME, deps.clock().toISOString())
    : ownedList(deps, customerId, listId);
}

export async function addProductToList(
  deps: ListsDeps,
  customerId: number,
  input: { list_id?: number | undefined; product_id: number; qty: number; note?: string | null | undefined },
) {
  const list = await targetList(deps, customerId, input.list_id);
  await addItems(deps, list.id, [{ product_id: input.product_id, qty: input.qty, note: input.note ?? null }]);
  return { message: LIST_MESSAGES.itemAdded };
}

/** Several products (from the cart) or a past order's lines, into one list. */
export async function addManyToList(
  deps: ListsDeps,
  customerId: number,
  input: {
    list_id?: number | undefined;
    items?: { product_id: number; qty: number }[] | undefined;
    order_increment_id?: string | undefined;
  },
) {
  const list = await targetList(deps, customerId, input.list_id);
  let items = input.items ?? [];
  if (input.order_increment_id !== undefined) {
    items = (await deps.lists.orderLines(customerId, input.order_increment_id)).map((l) => ({
      product_id: l.product_id,
      qty: Math.min(l.qty, LIST_ITEM_MAX_QTY),
    }));
    if (items.length === 0) throw new DomainError('not_found', 'Order not found.');
  }
  await addItems(deps, list.id, items);
  return { message: LIST_MESSAGES.itemAdded };
}
