import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from '../../components/icons';

/** A help page's breadcrumb: back to the Help Center, then where this page sits under it. */
export function HelpCenterTrail({ children }: { children: ReactNode }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <Link
        to="/help-center"
        className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Help Center
      </Link>
      <span className="text-stone-500"> / </span>
      {children}
    </nav>
  );
}
