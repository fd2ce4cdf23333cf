/**
 * GET /rest/V1/minicart/mine/didyouforgetit or /rest/V1/minicart/guest/{mask}/didyouforgetit (spec §7):
 * best sellers not in the cart; an empty list when the call fails (a nice-to-have).
 */
import { DidYouForgetItResponse } from '@sulit/contracts/cart';
import type { ApiClient } from '../../../lib/http/client';
import type { CartRef } from './cart-ref';

export type ForgottenItem = DidYouForgetItResponse['items'][number];

export async function getForgottenItems(api: ApiClient, ref: CartRef): Promise<ForgottenItem[]> {
  const path =
    ref.kind === 'customer'
      ? '/rest/V1/minicart/mine/didyouforgetit'
      : ref.mask
        ? `/rest/V1/minicart/guest/${encodeURIComponent(ref.mask)}/didyouforgetit`
        : null;
  if (!path) return [];
  try {
    return (await api.json(path, { parse: DidYouForgetItResponse })).items;
  } catch (error) {
    console.error('did-you-forget-it unavailable for the cart page', error);
    return [];
  }
}
