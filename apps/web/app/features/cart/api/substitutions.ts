/** The shopper's choice per cart line for items out of stock (issue 36). */
import type { CartChoices, CartLineChoiceBody } from '@sulit/contracts/substitutions';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function getCartChoices(api: ApiClient): Promise<CartChoices> {
  return api.json('/api/cart/substitutions');
}

export function setCartLineChoice(
  api: ApiClient,
  lineId: string,
  body: CartLineChoiceBody,
): Promise<ApiResult<CartChoices>> {
  return api.send(`/api/cart/substitutions/${encodeURIComponent(lineId)}`, { method: 'PUT', body });
}
