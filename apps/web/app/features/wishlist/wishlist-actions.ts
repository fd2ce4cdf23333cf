import { data, type AppLoadContext } from 'react-router';
import { errorMessage, GENERIC_FAILURE } from '../../lib/http/client';
import { serverApi } from '../../lib/http/server-client';
import { moveToCart } from './api/move-to-cart';
import { removeFromWishlist } from './api/remove-from-wishlist';

export type WishlistActionResult = { ok: boolean; message: string; moved: boolean };

/** The wishlist page's one action (a form's `intent`): move a product to the cart, or remove it. */
export async function wishlistAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const productId = Number(form.get('product_id'));
  const answer = (ok: boolean, message: string, moved = false, status = 200) =>
    data<WishlistActionResult>({ ok, message, moved }, { status });
  if (!Number.isSafeInteger(productId) || productId <= 0) return answer(false, GENERIC_FAILURE, false, 400);
  const api = serverApi(context, request);
  if (intent === 'move') {
    const res = await moveToCart(api, productId);
    if (!res.ok || !res.body) return answer(false, errorMessage(res.body) ?? GENERIC_FAILURE, false, res.status || 500);
    return answer(res.body.moved, res.body.message, res.body.moved);
  }
  if (intent === 'remove') {
    const res = await removeFromWishlist(api, productId);
    if (!res.ok || !res.body) return answer(false, errorMessage(res.body) ?? GENERIC_FAILURE, false, res.status || 500);
    return answer(true, res.body.message);
  }
  return answer(false, 'Unknown action.', false, 400);
}
