import type { CartTotalsResponse } from '@sulit/contracts/cart';
import { SPECIAL_DISCOUNT_LABEL, SPECIAL_DISCOUNT_WEEKLY_DISCOUNT_CAP } from '@sulit/domain/discounts/special-discount';
import { formatPeso } from '@sulit/domain/shared/money';
import { Link } from 'react-router';
import { primaryButton } from '../../components/button';

/** A verified senior citizen / PWD holder's week after this cart (decision 038): what is left, or that it is used. */
function SpecialDiscountLeft({ purchase_left, discount_left }: { purchase_left: number; discount_left: number }) {
  return (
    <p className="mt-2 text-sm text-stone-700">
      {discount_left > 0 ? (
        <>
          Senior citizen / PWD discount left this week after this order: <strong>{formatPeso(discount_left)}</strong>,
          on up to {formatPeso(purchase_left)} of qualifying goods.
        </>
      ) : (
        <>
          This order uses the rest of this week’s senior citizen / PWD discount (
          {formatPeso(SPECIAL_DISCOUNT_WEEKLY_DISCOUNT_CAP)} a week). It starts again on Monday.
        </>
      )}
    </p>
  );
}

/** The cart page's order summary: the totals as the server computed them, what they save and earn, and the way on. */
export function CartSummary({ totals, saving }: { totals: CartTotalsResponse | null; saving: boolean }) {
  if (!totals) {
    return (
      <section className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-600">Calculating totals…</section>
    );
  }
  const rows: { label: string; value: string; tone?: 'save' }[] = [
    {
      label: `Subtotal (${totals.items_qty} ${totals.items_qty === 1 ? 'item' : 'items'})`,
      value: formatPeso(totals.subtotal),
    },
  ];
  // the senior citizen / PWD discount has its own line (decision 038); the rest are promotions and the voucher
  const otherDiscount = totals.discount_amount - totals.special_discount;
  if (otherDiscount > 0) {
    rows.push({
      label: totals.coupon_code ? `Discount (${totals.coupon_code})` : 'Discount',
      value: `−${formatPeso(otherDiscount)}`,
      tone: 'save',
    });
  }
  if (totals.special_discount > 0) {
    rows.push({ label: SPECIAL_DISCOUNT_LABEL, value: `−${formatPeso(totals.special_discount)}`, tone: 'save' });
  }
  rows.push({ label: 'Delivery fee', value: totals.fee === 0 ? 'Free' : formatPeso(totals.fee) });
  if (totals.other_delivery_fee > 0) {
    rows.push({ label: 'Other delivery fee (bulky items)', value: formatPeso(totals.other_delivery_fee) });
  }
  if (totals.rebate_applied > 0)
    rows.push({ label: 'Rebate', value: `−${formatPeso(totals.rebate_applied)}`, tone: 'save' });
  return (
    <section
      aria-labelledby="summary-title"
      aria-busy={saving}
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id="summary-title" className="mb-3 text-lg font-extrabold">
        Order summary
      </h2>
      <dl className="space-y-2">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="text-stone-700">{row.label}</dt>
            <dd className={`font-semibold whitespace-nowrap ${row.tone === 'save' ? 'text-brand-700' : ''}`}>
              {row.value}
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 border-t border-stone-200 pt-3">
          <dt className="font-bold">Total</dt>
          <dd className="text-2xl font-extrabold">{formatPeso(totals.grand_total)}</dd>
        </div>
      </dl>
      {totals.total_savings > 0 && (
        <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
          You save {formatPeso(totals.total_savings)} on this order
        </p>
      )}
      {totals.special_discount_allowance && <SpecialDiscountLeft {...totals.special_discount_allowance} />}
      {totals.earned_rebate > 0 && (
        <p className="mt-2 text-sm font-semibold text-brand-800">
          You earn a {formatPeso(totals.earned_rebate)} rebate on this order once it is delivered
        </p>
      )}
      <p className="mt-2 text-xs text-stone-600">
        {totals.items_count} {totals.items_count === 1 ? 'product' : 'products'}, {totals.items_qty}{' '}
        {totals.items_qty === 1 ? 'unit' : 'units'}. Prices include VAT.
      </p>
      <Link
        to="/checkout"
        className={primaryButton('mt-4 flex min-h-12 items-center justify-center rounded-xl text-base')}
      >
        Proceed to checkout
      </Link>
    </section>
  );
}
