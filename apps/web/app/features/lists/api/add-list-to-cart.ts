/** POST /rest/V1/shopping-list/add-to-cart: a list (or chosen products) into my cart at my store. */
import type { ListToCartAnswer } from '@sulit/contracts/lists';
import type { ApiClient } from '../../../lib/http/client';

export function addListToCart(api: ApiClient, body: { list_id?: number; tk?: string; product_ids?: number[] }) {
  return api.send<ListToCartAnswer>('/rest/V1/shopping-list/add-to-cart', { body });
}
