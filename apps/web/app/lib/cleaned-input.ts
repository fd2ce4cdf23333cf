import type { ChangeEvent } from 'react';

/**
 * The change handler of a field whose state is a cleaned-up form of what was typed (a mask, a filter, a clamp).
 * React puts a controlled field back to its state after every input; Preact, which runs the browser (decision
 * 019), re-renders only when the state changes, so a keystroke the cleanup drops, or a paste that cleans up to
 * the value already held, would stay on screen. The field shows the cleaned value at once, as it did under React.
 */
export function cleanedInput<T>(clean: (typed: string) => T, set: (value: T) => void) {
  return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const next = clean(field.value);
    if (field.value !== String(next)) field.value = String(next);
    set(next);
  };
}
