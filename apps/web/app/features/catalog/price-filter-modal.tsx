import { formatPeso } from '@sulit/domain/shared/money';
import { Banknote, X } from '../../components/icons';
import { type ReactNode, useRef } from 'react';
import { Form } from 'react-router';
import { primaryButton } from '../../components/button';

interface PriceFilterModalProps {
  min: number | null;
  max: number | null;
  /** centavos: the cheapest and dearest matching product */
  bounds: { min: number; max: number };
  /** hidden inputs that keep the other filters */
  carry: ReactNode;
}

/** The spec's price-filter modal: a native <dialog> holding a GET form, so the range lands in the URL. */
export function PriceFilterModal({ min, max, bounds, carry }: PriceFilterModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const floor = Math.floor(bounds.min / 100);
  const ceil = Math.ceil(bounds.max / 100);
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold hover:bg-stone-50"
      >
        <Banknote aria-hidden="true" className="size-4" /> Price
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="price-filter-title"
        className="m-auto w-[min(26rem,calc(100%-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-stone-900/50"
      >
        <Form method="get" onSubmit={() => dialog.current?.close()} className="space-y-4 p-5">
          {carry}
          <div className="flex items-center justify-between">
            <h2 id="price-filter-title" className="text-lg font-bold">
              Filter by price
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="flex size-11 items-center justify-center rounded-full hover:bg-stone-100"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          {bounds.max > 0 && (
            <p className="text-sm text-stone-600">
              Products here cost from {formatPeso(bounds.min)} to {formatPeso(bounds.max)}.
            </p>
          )}
          <div className="grid grid-cols-2 gap-3">
            <PriceInput label="Minimum (₱)" name="price_min" placeholder={floor} value={min} />
            <PriceInput label="Maximum (₱)" name="price_max" placeholder={ceil} value={max} />
          </div>
          <button type="submit" className={primaryButton('min-h-11 w-full rounded-full')}>
            Apply price
          </button>
        </Form>
      </dialog>
    </>
  );
}

/** A whole-peso bound of the price filter; the placeholder shows the listing's own bound. */
function PriceInput({
  label,
  name,
  placeholder,
  value,
}: {
  label: string;
  name: string;
  placeholder: number;
  value: number | null;
}) {
  return (
    <label className="text-sm font-semibold">
      {label}
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={String(placeholder)}
        defaultValue={value ?? ''}
        className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 px-3"
      />
    </label>
  );
}
