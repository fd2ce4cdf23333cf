import type { CartTotalsResponse } from '@sulit/contracts/cart';
import { Ticket, X } from '../../components/icons';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { browserApi } from '../../lib/http/browser-client';
import { ApiError, GENERIC_FAILURE } from '../../lib/http/client';
import { applyCoupon } from './api/apply-coupon';
import { cartPathId } from './api/cart-ref';
import { removeCoupon } from './api/remove-coupon';
import { getCartSnapshot } from './cart-snapshot';
import { acceptTotals } from './cart-totals-feed';
import { PRIMARY_BUTTON_DISABLED, primaryButton } from '../../components/button';
import { cleanedInput } from '../../lib/cleaned-input';

/**
 * Voucher apply and remove (spec §4 Voucher: success shows the valid notification, failure the invalid one).
 * The server decides and prices; an invalid code is an answer (applied false) with its message.
 */
export function VoucherBox({ totals }: { totals: CartTotalsResponse | null }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const inputId = useId();
  const applied = totals?.coupon_code ?? null;

  async function run(action: 'apply' | 'remove', value: string) {
    const id = cartPathId(getCartSnapshot().ref);
    if (!id || !value) return;
    setBusy(true);
    try {
      const answer =
        action === 'apply' ? await applyCoupon(browserApi, id, value) : await removeCoupon(browserApi, id, value);
      acceptTotals({ ...answer.cartTotals, voucherMessage: answer.voucherMessage });
      if (action === 'remove') {
        setNotice(null);
        toast.success(`Voucher ${value} removed.`);
      } else if (answer.applied) {
        const text = answer.voucherMessage.valid_notif ?? `Voucher ${value} applied.`;
        setNotice({ ok: true, text });
        setCode('');
        toast.success(text);
      } else {
        const text = answer.voucherMessage.invalid_notif ?? `The voucher code "${value}" is not valid.`;
        setNotice({ ok: false, text });
        toast.error(text);
      }
    } catch (error) {
      const text = error instanceof ApiError ? error.message : GENERIC_FAILURE;
      setNotice({ ok: false, text });
      toast.error(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="mb-2 flex items-center gap-2 font-extrabold">
        <Ticket aria-hidden="true" className="size-5 text-brand-700" />
        Voucher
      </h2>
      {applied ? (
        <div className="flex items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2">
          <p className="text-sm">
            Applied: <span className="font-bold">{applied}</span>
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run('remove', applied)}
            aria-label={`Remove voucher ${applied}`}
            className="flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-stone-700 hover:bg-white"
          >
            <X aria-hidden="true" className="size-4" /> Remove
          </button>
        </div>
      ) : (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run('apply', code.trim().toUpperCase());
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Voucher code
          </label>
          <input
            id={inputId}
            value={code}
            onChange={cleanedInput((typed) => typed.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32), setCode)}
            placeholder="Enter voucher code"
            autoCapitalize="characters"
            className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 uppercase placeholder:normal-case"
          />
          <button
            type="submit"
            disabled={busy || !code.trim()}
            className={primaryButton(`h-11 rounded-lg px-4 ${PRIMARY_BUTTON_DISABLED}`)}
          >
            Apply
          </button>
        </form>
      )}
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`mt-2 text-sm font-semibold ${notice.ok ? 'text-brand-700' : 'text-sale-600'}`}
        >
          {notice.text}
        </p>
      )}
    </section>
  );
}
