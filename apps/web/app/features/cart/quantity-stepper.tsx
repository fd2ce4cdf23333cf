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
  return (
    <div
      role="group"
      aria-label={`Quantity${suffix}`}
      className={`flex items-center rounded-xl border border-stone-300 ${className}`}
    >
      <StepButton label={`Decrease quantity${suffix}`} onClick={onDecrease} disabled={decreaseDisabled} side="left" />
      {children}
      <StepButton label={`Increase quantity${suffix}`} onClick={onIncrease} disabled={increaseDisabled} side="right" />
    </div>
  );
}

/** The stepper's minus (left end) or plus (right end) button, named for a screen reader. */
function StepButton({
  label,
  onClick,
  disabled,
  side,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  side: 'left' | 'right';
}) {
  const Icon = side === 'left' ? Minus : Plus;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={`flex size-11 items-center justify-center hover:bg-stone-100 disabled:opacity-40 ${side === 'left' ? 'rounded-l-xl' : 'rounded-r-xl'}`}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
