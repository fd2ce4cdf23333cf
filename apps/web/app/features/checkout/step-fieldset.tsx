import { type ReactNode } from 'react';

/** A checkout step's group of fields: a white card named by its legend. */
export function StepFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-extrabold">{legend}</legend>
      {children}
    </fieldset>
  );
}
