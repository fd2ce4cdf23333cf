import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | null | undefined;
  hint?: ReactNode;
}

/** A labelled input whose error (and hint) are announced with it through aria-describedby. */
export function TextField({ label, name, error, hint, required, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 read-only:bg-stone-100 ${
          error ? 'border-sale-600' : 'border-stone-300'
        }`}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-sale-600">
          {error}
        </p>
      )}
    </div>
  );
}

export type FieldErrors = Record<string, string | undefined>;

/** Focus the first invalid field of a form after a failed submit, so keyboard and reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}

/** A form's failure message, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-sale-50 p-3 text-sm text-sale-600">
      {children}
    </p>
  );
}

/**
 * The fields the store asks for again and again, spelled once: label, input type, keyboard and autofill.
 * Spread one into a TextField and add the name, value and error: `<TextField {...FIELDS.email} name="email" />`.
 */
export const FIELDS = {
  firstName: { label: 'First name', autoComplete: 'given-name', required: true },
  lastName: { label: 'Last name', autoComplete: 'family-name', required: true },
  email: { label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email', required: true },
  phone: { label: 'Mobile number', type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '09171234567' },
  currentPassword: { label: 'Current password', type: 'password', autoComplete: 'current-password', required: true },
  newPassword: { label: 'New password', type: 'password', autoComplete: 'new-password', required: true },
  confirmNewPassword: {
    label: 'Confirm new password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
  },
} as const satisfies Record<string, Omit<TextFieldProps, 'name'>>;

/** A labelled checkbox with a touch-sized row. */
export function CheckboxField({
  label,
  className = '',
  ...input
}: { label: string; name: string; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={`flex min-h-11 items-center gap-3 text-sm ${className}`}>
      <input type="checkbox" className="size-5 accent-brand-700" {...input} />
      {label}
    </label>
  );
}
