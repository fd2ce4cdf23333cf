/** POST /api/cart/guest-carts (spec §7): a new guest cart; answers its mask. */
import type { GuestCartCreated } from '@sulit/contracts/cart';
import type { ApiClient } from '../../../lib/http/client';

export async function createGuestCart(api: ApiClient): Promise<string> {
  const created = await api.json<GuestCartCreated>('/api/cart/guest-carts', { method: 'POST' });
  return created.cartMaskId;
}
