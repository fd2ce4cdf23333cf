import { ChevronDown, MapPin } from '../components/icons';
import { lazy, Suspense, useState } from 'react';
import { useBrowserLocationLabel } from '../features/location/use-browser-location-label';

// The modal (and its pickers) load on first use, so pages that never open it stay small.
const LocationModal = lazy(() =>
  import('../features/location/location-modal').then((m) => ({ default: m.LocationModal })),
);

/**
 * Shows where the shopper's goods come from and opens the delivery-location modal (spec §2: default tab
 * delivery). Saving there revalidates the root loader, which hands this chip its new label. `fillInBrowser`:
 * the page came from the guest page cache without any shopper's label, so the browser reads it after hydration.
 */
export function LocationChip({
  label: rendered,
  fillInBrowser = false,
  className = '',
}: {
  label: string | null;
  fillInBrowser?: boolean;
  className?: string;
}) {
  const filled = useBrowserLocationLabel(fillInBrowser);
  const label = filled === undefined ? rendered : filled;
  // A shared page's location is unknown until the browser has read it: say nothing rather than "Select" (issue 29).
  const unknown = fillInBrowser && filled === undefined;
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={`flex min-h-11 items-center gap-2 rounded-lg px-2 text-left text-sm hover:bg-white/10 ${className}`}
      >
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-sun-400" />
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="text-xs text-brand-100">Deliver to</span>
          {unknown ? (
            <span className="my-0.5 h-4 w-36 animate-pulse rounded bg-white/20">
              <span className="sr-only">Your delivery location</span>
            </span>
          ) : (
            <span className="truncate font-semibold">{label ?? 'Select delivery location'}</span>
          )}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-brand-100" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <LocationModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
