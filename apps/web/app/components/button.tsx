/**
 * The primary button's look, once: the brand fill, bold white label and hover shade. Callers add only
 * layout (size, width, shape), e.g. `className={primaryButton('min-h-12 w-full rounded-xl px-4')}`.
 */
export const PRIMARY_BUTTON = 'btn-primary'; // bg-brand-700 font-bold text-white hover:bg-brand-800 (app.css)

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
