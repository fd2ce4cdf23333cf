/**
 * GET and POST /api/transaction/orders/{n}/edit (issue 36, decision 040): the edit page's order and the edit,
 * one Idempotency-Key per page load, so a repeated submit changes the order once.
 */
import type { OrderEditBody, OrderEditView } from '@sulit/contracts/order-edit';
import { ProductListResponse } from '@sulit/contracts/catalog';
import { OWN_SELLER_ID } from '@sulit/domain/shared/store-constants';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

const editUrl = (orderNumber: string) => `/api/transaction/orders/${encodeURIComponent(orderNumber)}/edit`;

export function getOrderEdit(api: ApiClient, orderNumber: string): Promise<OrderEditView> {
  return api.json(editUrl(orderNumber));
}

export function editOrder(
  api: ApiClient,
  orderNumber: string,
  body: OrderEditBody,
  idempotencyKey: string,
): Promise<ApiResult<OrderEditView>> {
  return api.send(editUrl(orderNumber), { body, headers: { 'idempotency-key': idempotencyKey } });
}

/** A product the edit page offers to add: the store's own, as the search found it. */
export interface ProductToAdd {
  id: number;
  name: string;
  size: string;
  final_price: number;
}

/**
 * The search's first results for the edit page's "Add items" box: only the store's own products in stock, because
 * an order's partner-seller parts are theirs to fulfil (the server refuses them too, and re-checks the stock at the
 * order's store when it takes it).
 */
export async function findProductsToAdd(api: ApiClient, query: string): Promise<ProductToAdd[]> {
  const params = new URLSearchParams({ query, currentPage: '1', pageSize: '24', order: 'relevance', dir: 'desc' });
  const found = await api.json(`/rest/V1/sulit/search-result?${params}`, { parse: ProductListResponse });
  return found.items
    .filter((p) => p.seller_id === OWN_SELLER_ID && p.stock_qty > 0)
    .slice(0, 8)
    .map(({ id, name, size, final_price }) => ({ id, name, size, final_price }));
}
