import { type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * The primary button's look, once: the brand fill, bold white label and hover shade. Callers add only
 * layout (size, width, shape), e.g. `className={primaryButton('min-h-12 w-full rounded-xl px-4')}`.
 */
const PRIMARY_BUTTON = 'btn-primary'; // bg-brand-700 font-bold text-white hover:bg-brand-800 (app.css)

/** The outline button's look: brand border and label, a light brand shade on hover. */
const SECONDARY_BUTTON = 'btn-secondary'; // border border-brand-700 font-bold text-brand-800 hover:bg-brand-50 (app.css)

/** The shared disabled look of a primary button that can be unavailable. */
export const PRIMARY_BUTTON_DISABLED = 'disabled:bg-stone-300 disabled:text-stone-600';

export function primaryButton(layout: string): string {
  return `${layout} ${PRIMARY_BUTTON}`;
}

/** A form's full-width submit button that says what it is doing while the form is on its way. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={primaryButton('min-h-12 w-full rounded-xl px-4 disabled:opacity-70')}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

const LOOKS = { primary: PRIMARY_BUTTON, secondary: SECONDARY_BUTTON } as const;
type Look = keyof typeof LOOKS;

/** The standard button's shape: touch height, rounded corners, the label padded. */
const STANDARD = 'inline-flex min-h-11 items-center rounded-lg px-4';

/** A standard-size button in the primary or the outline look; `className` adds only placement. */
export function Button({
  look,
  className = '',
  type = 'button',
  ...button
}: { look: Look } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={`${STANDARD} ${LOOKS[look]} ${className}`.trimEnd()} {...button} />;
}

/** A link to another page that looks like a standard-size button. */
export function ButtonLink({ look, className = '', ...link }: { look: Look } & LinkProps) {
  return <Link className={`${STANDARD} ${LOOKS[look]} ${className}`.trimEnd()} {...link} />;
}
