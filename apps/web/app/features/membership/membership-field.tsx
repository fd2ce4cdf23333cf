import { type InputHTMLAttributes, useId } from 'react';

/**
 * A labelled box of the membership forms (the link-card and credit-card dialogs, the renewal look-up): the
 * bold label over the box. `className` sizes the box (full width unless told).
 */
export function MembershipField({
  label,
  className = 'w-full',
  ...input
}: { label: string; name: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input id={id} className={`mt-1 h-11 rounded-lg border border-stone-300 px-3 ${className}`} {...input} />
    </div>
  );
}
