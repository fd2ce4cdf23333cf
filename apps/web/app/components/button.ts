/**
 * The primary button's look, once: the brand fill, bold white label and hover shade. Callers add only
 * layout (size, width, shape), e.g. `className={primaryButton('min-h-12 w-full rounded-xl px-4')}`.
 */
export const PRIMARY_BUTTON = 'bg-brand-700 font-bold text-white hover:bg-brand-800';

/** The shared disabled look of a primary button that can be unavailable. */
export const PRIMARY_BUTTON_DISABLED = 'disabled:bg-stone-300 disabled:text-stone-600';

export function primaryButton(layout: string): string {
  return `${layout} ${PRIMARY_BUTTON}`;
}
