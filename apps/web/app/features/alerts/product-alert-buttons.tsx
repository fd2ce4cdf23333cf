import { PRODUCT_ALERT_MESSAGES } from '@sulit/domain/lists/list-rules';
import { Bell, type Icon as IconComponent, TrendingDown } from '../../components/icons';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { browserApi } from '../../lib/http/browser-client';
import { errorMessage, GENERIC_FAILURE } from '../../lib/http/client';
import { loginFirst, signedInBrowser } from '../../lib/http/signed-in';
import { notifyWhenBack } from './api/notify-when-back';
import { watchPrice } from './api/watch-price';

const outline =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-60';

/** Spec §8: 'Item saved to price watch'; a failure shows the server's message. */
export function WatchPriceButton({ productId }: { productId: number }) {
  async function watch() {
    const res = await watchPrice(browserApi, productId);
    if (res.ok) toast.success(res.body?.message ?? '');
    else toast.error(errorMessage(res.body) ?? GENERIC_FAILURE);
  }
  return <AlertButton Icon={TrendingDown} label="Watch price" ask={watch} />;
}

/**
 * An out-of-stock product at my store: 'We'll send you an email as soon as the product is available again', or
 * the already-subscribed notice; 'Subscribe product failed, try again or contact support' otherwise.
 */
export function NotifyMeButton({ productId }: { productId: number }) {
  async function subscribe() {
    const res = await notifyWhenBack(browserApi, productId);
    if (res.ok && res.body) {
      if (res.body.already_subscribed) toast.info(res.body.message);
      else toast.success(res.body.message);
    } else toast.error(errorMessage(res.body) ?? PRODUCT_ALERT_MESSAGES.subscribeFailed);
  }
  return <AlertButton Icon={Bell} label="Notify me when available" ask={subscribe} />;
}

/** A product alert's button: a guest logs in first; a shopper's request goes once, the button waiting on it. */
function AlertButton({ Icon, label, ask }: { Icon: IconComponent; label: string; ask: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  async function click() {
    if (!signedInBrowser()) return loginFirst();
    setBusy(true);
    await ask();
    setBusy(false);
  }
  return (
    <button type="button" onClick={click} disabled={busy} className={outline}>
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
