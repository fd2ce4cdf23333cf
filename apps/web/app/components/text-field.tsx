import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrame {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
}

/** What ties a control to its label, hint and error: its id, and the aria attributes that announce them. */
export interface ControlTies {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form control with its label above it and its hint and error below, announced with it through
 * aria-describedby. `control` draws the control itself (an input, a select, a text area) given those ties.
 */
export function LabelledField({
  label,
  error,
  hint,
  required,
  className = '',
  control,
}: FieldFrame & { control: (ties: ControlTies) => ReactNode }) {
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
      {control({
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
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

/** The look of a text box or a select: red-bordered while it holds an error. */
const controlClass = (error: string | null | undefined) =>
  `min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 read-only:bg-stone-100 ${
    error ? 'border-sale-600' : 'border-stone-300'
  }`;

/** A field's props split in two: its frame (label, hint, error, required, placement) and the control's own. */
function splitFrame<T extends FieldFrame>({ label, error, hint, required, className, ...control }: T) {
  return [{ label, error, hint, required, className }, control] as const;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldFrame {
  name: string;
}

/** A labelled input whose error (and hint) are announced with it through aria-describedby. */
export function TextField(props: TextFieldProps) {
  const [frame, input] = splitFrame(props);
  return (
    <LabelledField
      {...frame}
      control={(ties) => <input {...ties} className={controlClass(frame.error)} {...input} />}
    />
  );
}

/** A labelled select, its error announced with it; the options are its children. */
export function SelectField({
  children,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & FieldFrame & { name: string }) {
  const [frame, select] = splitFrame(props);
  return (
    <LabelledField
      {...frame}
      control={(ties) => (
        <select {...ties} className={controlClass(frame.error)} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/** A labelled text area, its error announced with it. */
export function TextAreaField(
  props: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldFrame & { name: string },
) {
  const [frame, textarea] = splitFrame(props);
  return (
    <LabelledField
      {...frame}
      control={(ties) => <textarea {...ties} className={controlClass(frame.error)} {...textarea} />}
    />
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

/**
 * One choice among a few, as radio buttons on touch-sized rows: controlled (`value` and `onChange`) or left
 * to the form (`defaultValue`). `className` adds to each row (its gap, its weight).
 */
export function RadioChoices<V extends string>({
  name,
  choices,
  value,
  defaultValue,
  onChange,
  className = 'gap-2',
}: {
  name: string;
  choices: readonly { value: V; label: ReactNode }[];
  value?: V | null;
  defaultValue?: V;
  onChange?: (value: V) => void;
  className?: string;
}) {
  return choices.map((choice) => (
    <label key={choice.value} className={`flex min-h-11 items-center ${className}`}>
      <input
        type="radio"
        name={name}
        value={choice.value}
        checked={value === undefined ? undefined : value === choice.value}
        defaultChecked={defaultValue === undefined ? undefined : defaultValue === choice.value}
        onChange={onChange && (() => onChange(choice.value))}
        className="size-5 accent-brand-700"
      />
      {choice.label}
    </label>
  ));
}
