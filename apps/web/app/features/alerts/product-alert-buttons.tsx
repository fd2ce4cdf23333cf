import { PRODUCT_ALERT_MESSAGES } from '@sulit/domain/lists/list-rules';
import { Bell, Check, type Icon as IconComponent, TrendingDown } from '../../components/icons';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { browserApi } from '../../lib/http/browser-client';
import { errorMessage, GENERIC_FAILURE } from '../../lib/http/client';
import { loginFirst, signedInBrowser } from '../../lib/http/signed-in';
import { notifyWhenBack } from './api/notify-when-back';
import { stopWaiting } from './api/stop-waiting';
import { unwatchPrice } from './api/unwatch-price';
import { watchPrice } from './api/watch-price';
import { useAlertsSet } from './use-alerts-set';

const outline =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-60';
const isOn =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-emerald-700 bg-emerald-50 px-4 font-semibold text-emerald-900 hover:bg-emerald-100 disabled:opacity-60';

type Answer = Awaited<ReturnType<typeof watchPrice>>;

/** A failed call shows the server's words (or the fallback) and leaves the button as it was. */
function told(res: Answer, fallback: string): boolean {
  if (res.ok) toast.success(res.body?.message ?? '');
  else toast.error(errorMessage(res.body) ?? fallback);
  return res.ok;
}

/**
 * The product page's alert buttons. A signed-in shopper who already watches the price sees "Price watch on" and
 * one who waits for stock sees "We'll tell you"; pressing either turns that alert off (spec §8's messages).
 */
export function ProductAlertButtons({ productId, outOfStock }: { productId: number; outOfStock: boolean }) {
  const [set, setSet] = useAlertsSet(productId);
  const watching = set?.watching ?? false;
  const waiting = set?.waiting ?? false;

  async function togglePrice() {
    if (watching) {
      if (told(await unwatchPrice(browserApi, productId), GENERIC_FAILURE)) setSet({ watching: false, waiting });
      return;
    }
    if (told(await watchPrice(browserApi, productId), GENERIC_FAILURE)) setSet({ watching: true, waiting });
  }

  /** 'We'll send you an email as soon as the product is available again', or the already-subscribed notice. */
  async function toggleStock() {
    if (waiting) {
      const res = await stopWaiting(browserApi, productId);
      if (told(res, PRODUCT_ALERT_MESSAGES.subscribeFailed) || res.status === 404) setSet({ watching, waiting: false });
      return;
    }
    const res = await notifyWhenBack(browserApi, productId);
    if (res.ok && res.body) {
      if (res.body.already_subscribed) toast.info(res.body.message);
      else toast.success(res.body.message);
      setSet({ watching, waiting: true });
    } else toast.error(errorMessage(res.body) ?? PRODUCT_ALERT_MESSAGES.subscribeFailed);
  }

  return (
    <>
      <AlertButton
        Icon={watching ? Check : TrendingDown}
        label={watching ? 'Price watch on' : 'Watch price'}
        on={watching}
        ask={togglePrice}
      />
      {(outOfStock || waiting) && (
        <AlertButton
          Icon={waiting ? Check : Bell}
          label={waiting ? "We'll tell you" : 'Notify me when available'}
          on={waiting}
          ask={toggleStock}
        />
      )}
    </>
  );
}

/** A product alert's button: a guest logs in first; a shopper's request goes once, the button waiting on it. */
function AlertButton({
  Icon,
  label,
  on,
  ask,
}: {
  Icon: IconComponent;
  label: string;
  on: boolean;
  ask: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  async function click() {
    if (!signedInBrowser()) return loginFirst();
    setBusy(true);
    await ask();
    setBusy(false);
  }
  return (
    <button type="button" onClick={click} disabled={busy} aria-pressed={on} className={on ? isOn : outline}>
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
