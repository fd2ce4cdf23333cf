import { Minus, Plus } from '../../components/icons';
import type { ReactNode } from 'react';

/**
 * The minus / quantity / plus control of the product page and the cart lines. `of` names the product in the
 * labels ("Decrease quantity of …") where a page shows several; the quantity input is the caller's.
 */
export function QuantityStepper({
  of,
  onDecrease,
  onIncrease,
  decreaseDisabled = false,
  increaseDisabled = false,
  className = '',
  children,
}: {
  of?: string;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const suffix = of ? ` of ${of}` : '';
  const button = 'flex size-11 items-center justify-center hover:bg-stone-100 disabled:opacity-40';
  return (
    <div
      role="group"
      aria-label={`Quantity${suffix}`}
      className={`flex items-center rounded-xl border border-stone-300 ${className}`}
    >
      <button
        type="button"
        onClick={onDecrease}
        disabled={decreaseDisabled}
        aria-label={`Decrease quantity${suffix}`}
        className={`${button} rounded-l-xl`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      {children}
      <button
        type="button"
        onClick={onIncrease}
        disabled={increaseDisabled}
        aria-label={`Increase quantity${suffix}`}
        className={`${button} rounded-r-xl`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
