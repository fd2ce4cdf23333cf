import type { CheckoutStepResponse } from '@sulit/contracts/checkout';
import { formatPeso } from '@sulit/domain/shared/money';
import { SPECIAL_DISCOUNT_LABEL } from '@sulit/domain/discounts/special-discount';
import { rebatePaidIn } from '@sulit/domain/rebates/rebate-rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const SHIPPING_STEP_PATH = '/checkout';
export const TIMESLOT_STEP_PATH = '/checkout/delivery-timeslots';
export const PAYMENT_STEP_PATH = '/checkout-payment-method';
/** spec §2: the shipping step's own pages for choosing an address and for store pickup */
export const DELIVERY_ADDRESS_PATH = '/checkout/delivery-address';
export const PICKUP_DETAILS_PATH = '/checkout/pickup-details';

const STEPS = [
  { key: 'shipping', label: 'Shipping details', path: SHIPPING_STEP_PATH },
  { key: 'timeslot', label: 'Timeslot', path: TIMESLOT_STEP_PATH },
  { key: 'payment', label: 'Payment', path: PAYMENT_STEP_PATH },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];

/** The checkout steps' frame: the step bar, the step's content and the server's totals beside it. */
export function CheckoutLayout({
  step,
  title,
  totals,
  skipsTimeslot = false,
  children,
}: {
  step: StepKey;
  title: string;
  totals: CheckoutStepResponse['totals'] | null;
  skipsTimeslot?: boolean;
  children: ReactNode;
}) {
  const steps = STEPS.filter((s) => !(skipsTimeslot && s.key === 'timeslot'));
  const current = steps.findIndex((s) => s.key === step);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label="Checkout steps" className="mb-6">
        <ol className="flex flex-wrap gap-2 text-sm">
          {steps.map((s, index) => (
            <li key={s.key} className="flex items-center gap-2">
              {index < current ? (
                <Link to={s.path} className="font-semibold text-brand-700 underline">
                  {index + 1}. {s.label}
                </Link>
              ) : (
                <span
                  aria-current={index === current ? 'step' : undefined}
                  className={index === current ? 'font-extrabold text-stone-900' : 'text-stone-600'}
                >
                  {index + 1}. {s.label}
                </span>
              )}
              {index < steps.length - 1 && <span aria-hidden="true">›</span>}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight">{title}</h1>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">{children}</div>
        {totals && <TotalsCard totals={totals} />}
      </div>
    </div>
  );
}

function TotalsCard({ totals }: { totals: CheckoutStepResponse['totals'] }) {
  const rows: [string, string][] = [['Subtotal', formatPeso(totals.subtotal)]];
  // the senior citizen / PWD discount has its own line (decision 038)
  const otherDiscount = totals.discount_amount - totals.special_discount;
  if (otherDiscount > 0) rows.push(['Discount', `−${formatPeso(otherDiscount)}`]);
  if (totals.special_discount > 0) rows.push([SPECIAL_DISCOUNT_LABEL, `−${formatPeso(totals.special_discount)}`]);
  rows.push(['Delivery fee', totals.shipping_amount === 0 ? 'Free' : formatPeso(totals.shipping_amount)]);
  if (totals.fee > 0) rows.push(['Non-member fee', formatPeso(totals.fee)]);
  const rebate = rebatePaidIn(totals);
  if (rebate > 0) rows.push(['Rebate', `−${formatPeso(rebate)}`]);
  return (
    <aside aria-labelledby="checkout-totals" className="h-fit rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="checkout-totals" className="mb-3 text-lg font-extrabold">
        Order summary
      </h2>
      <dl className="space-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-stone-700">{label}</dt>
            <dd className="font-semibold whitespace-nowrap">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 border-t border-stone-200 pt-3">
          <dt className="font-bold">Total</dt>
          <dd className="text-2xl font-extrabold" data-testid="checkout-grand-total">
            {formatPeso(totals.grand_total)}
          </dd>
        </div>
      </dl>
    </aside>
  );
}

/** A step's blocking notice (spec §4 Checkout button outcomes that stop before shipping details). */
export function CheckoutNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section role="alert" className="rounded-2xl border border-sun-300 bg-sun-100 p-4 text-brand-950">
      <h2 className="mb-2 font-extrabold">{title}</h2>
      {children}
    </section>
  );
}
