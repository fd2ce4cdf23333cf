import { type ReactNode } from 'react';

/** One entry of a description list: the term, small and grey, over its value in bold. */
export function Fact({ term, className, children }: { term: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
