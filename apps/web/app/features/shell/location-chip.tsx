import { ChevronDown, MapPin } from 'lucide-react';

/**
 * Shows where the shopper's goods come from (the sulit_location cookie). Choosing a location is the
 * delivery-location modal of a later issue; until then the chip only reports, it invents nothing.
 */
export function LocationChip({ label, className = '' }: { label: string | null; className?: string }) {
  return (
    <button
      type="button"
      className={`flex min-h-11 items-center gap-2 rounded-lg px-2 text-left text-sm hover:bg-white/10 ${className}`}
    >
      <MapPin aria-hidden="true" className="size-5 shrink-0 text-sun-400" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-xs text-brand-100">Deliver to</span>
        <span className="truncate font-semibold">{label ?? 'Select delivery location'}</span>
      </span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-brand-100" />
    </button>
  );
}
