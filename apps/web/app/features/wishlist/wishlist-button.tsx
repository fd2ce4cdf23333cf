import { useState } from 'react';
import { Heart } from '../../components/icons';
import { browserApi } from '../../lib/http/browser-client';
import { errorMessage, GENERIC_FAILURE } from '../../lib/http/client';
import { loginFirst, signedInBrowser } from '../../lib/http/signed-in';
import { toast } from '../../lib/toast';
import { addToWishlist } from './api/add-to-wishlist';
import { removeFromWishlist } from './api/remove-from-wishlist';
import { markSaved, useSavedToWishlist } from './wishlist-store';

const pageLook =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 font-semibold disabled:opacity-60 aria-pressed:border-rose-700 aria-pressed:bg-rose-50 aria-pressed:text-rose-900 border-stone-300 bg-white text-stone-800 hover:bg-stone-50';
const tileLook =
  'grid size-11 shrink-0 place-items-center rounded-lg border border-stone-300 bg-white text-stone-700 hover:bg-stone-50 disabled:opacity-60 aria-pressed:border-rose-700 aria-pressed:text-rose-700';

/**
 * Save a product to my wishlist, or take it off (a toggle: aria-pressed says which). A guest logs in first, this
 * page remembered. On a tile the button is an icon named for its product; on the product page it says so in words.
 */
export function WishlistButton({ productId, name, look }: { productId: number; name: string; look: 'page' | 'tile' }) {
  const saved = useSavedToWishlist(productId) ?? false;
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!signedInBrowser()) return loginFirst();
    setBusy(true);
    const res = saved ? await removeFromWishlist(browserApi, productId) : await addToWishlist(browserApi, productId);
    setBusy(false);
    if (!res.ok || !res.body) {
      toast.error(errorMessage(res.body) ?? GENERIC_FAILURE);
      return;
    }
    markSaved(productId, res.body.in_wishlist);
    toast.success(res.body.message);
  }

  const heart = <Heart aria-hidden="true" className={`size-5 ${saved ? 'fill-current' : ''}`} />;
  return look === 'tile' ? (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={saved}
      aria-label={`Save ${name} to wishlist`}
      className={tileLook}
    >
      {heart}
    </button>
  ) : (
    <button type="button" onClick={toggle} disabled={busy} aria-pressed={saved} className={pageLook}>
      {heart}
      {saved ? 'Saved to wishlist' : 'Save to wishlist'}
    </button>
  );
}
