import type { ListToCartAnswer } from '@sulit/contracts/lists';
import { DomainError } from '@sulit/domain';
import { type ListsDeps, readableList } from './lists-context';
import { productsOf } from './list-products';
import { listByShareToken } from './open-shared-list';

/** The list (or the chosen products) into my cart at my store; what the store cannot sell is named. */
export async function listToCart(
  deps: ListsDeps,
  customerId: number,
  input: { list_id?: number | undefined; tk?: string | undefined; product_ids?: number[] | undefined },
  source: string | null,
  address: string,
): Promise<ListToCartAnswer> {
  const list =
    input.tk !== undefined
      ? await listByShareToken(deps, input.tk, address)
      : await readableList(deps, customerId, input.list_id!);
  const chosen = input.product_ids ? new Set(input.product_ids) : null;
  const products = (await productsOf(deps, list.id, source)).filter((p) => !chosen || chosen.has(p.product_id));
  if (products.length === 0) throw new DomainError('unprocessable', 'Choose at least one product on the list.');
  const result = await deps.cart.addToCart(
    customerId,
    source,
    products.map((p) => ({ sku: p.sku, qty: p.qty })),
  );
  const failed = new Map(result.failures.map((f) => [f.sku, f.message]));
  const added = products.filter((p) => !failed.has(p.sku)).map((p) => ({ sku: p.sku, name: p.name, qty: p.qty }));
  const notAdded = products
    .filter((p) => failed.has(p.sku))
    .map((p) => ({ sku: p.sku, name: p.name, message: failed.get(p.sku)! }));
  return {
    message: notAdded.length
      ? `Added ${added.length} of ${products.length} products to your cart. Not added: ${notAdded.map((p) => p.name).join(', ')}.`
      : `Added ${added.length} products to your cart.`,
    added,
    not_added: notAdded,
    items_qty: result.items_qty,
  };
}
