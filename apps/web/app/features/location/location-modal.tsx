import { VALIDATION_MESSAGES } from '@sulit/domain/customers/customer-validation';
import { PHYSICAL_STORES } from '@sulit/domain/shared/store-constants';
import { Clock, MapPin, Store, Truck } from '../../components/icons';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../lib/toast';
import { checkLocationQuery } from './api/check-location';
import { PlacePicker, type PlaceChoice } from './place-picker';
import { SheetDialog, useModalDialog } from '../../components/dialog';
import { useQuery } from '../../lib/http/query';
import { PRIMARY_BUTTON_DISABLED, primaryButton } from '../../components/button';

type Tab = 'delivery' | 'pickup';

const TABS = [
  { tab: 'delivery', label: 'Delivery', Icon: Truck },
  { tab: 'pickup', label: 'Pickup', Icon: Store },
] as const;

interface LocationModalProps {
  open: boolean;
  onClose(): void;
  /** spec §9: the modal opens on the delivery tab */
  defaultTab?: Tab;
}

const storeName = (code: string | null) => PHYSICAL_STORES.find((s) => s.sourceCode === code)?.name ?? code;

/**
 * The delivery-location modal (spec §2): Delivery picks province → city → barangay and shows the store
 * that serves it; Pickup lists the five stores with their hours. Saving posts to /location, which makes
 * every loader on the page revalidate: the chip, stock and prices follow the new store.
 */
export function LocationModal({ open, onClose, defaultTab = 'delivery' }: LocationModalProps) {
  const dialog = useModalDialog(open);
  const id = useId();
  const [tab, setTab] = useState<Tab>(defaultTab);
  const [place, setPlace] = useState<PlaceChoice>({ province: null, city: null, barangay: null });
  const [store, setStore] = useState<string | null>(null);
  const fetcher = useFetcher<{ ok: boolean; message: string | null }>();
  const saving = fetcher.state !== 'idle';

  const checked = useQuery(place.barangay ? checkLocationQuery(place.barangay.value) : null);
  const check = checked.status === 'success' ? checked.data : null;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success('Location saved. Prices and stock now follow your store.');
      onClose();
    }
    // fetcher.data changes once per save
  }, [fetcher.state, fetcher.data]);

  const deliverable = check?.deliverable === true;
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const next: Tab = tab === 'delivery' ? 'pickup' : 'delivery';
      setTab(next);
      document.getElementById(`${id}-tab-${next}`)?.focus();
    }
  };

  const tabClass = (active: boolean) =>
    `flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-bold ${
      active ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-600 hover:text-stone-900'
    }`;

  return (
    <SheetDialog dialogRef={dialog} id={id} title="Where should we bring your order?" onClose={onClose} width="lg">
      <div className="max-h-[75dvh] overflow-y-auto p-4">
        <div role="tablist" aria-label="How you get your order" className="mb-4 flex gap-1 rounded-xl bg-stone-200 p-1">
          {TABS.map(({ tab: value, label, Icon }) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`${id}-tab-${value}`}
              aria-selected={tab === value}
              aria-controls={`${id}-panel-${value}`}
              tabIndex={tab === value ? 0 : -1}
              onClick={() => setTab(value)}
              onKeyDown={onTabKey}
              className={tabClass(tab === value)}
            >
              <Icon aria-hidden="true" className="size-4" /> {label}
            </button>
          ))}
        </div>

        <div
          role="tabpanel"
          id={`${id}-panel-delivery`}
          aria-labelledby={`${id}-tab-delivery`}
          hidden={tab !== 'delivery'}
        >
          <fetcher.Form method="post" action="/location" className="space-y-4">
            <input type="hidden" name="type" value="delivery" />
            <input type="hidden" name="barangay_id" value={place.barangay?.value ?? ''} />
            {open && <PlacePicker onChange={setPlace} />}
            <div aria-live="polite" className="min-h-6 text-sm">
              {checked.status === 'loading' && <p className="text-stone-600">Checking which store serves this area…</p>}
              {checked.status === 'error' && (
                <p className="text-sale-600">We could not check this area. Please try again.</p>
              )}
              {check &&
                (check.deliverable ? (
                  <p className="flex items-center gap-2 rounded-lg bg-brand-50 p-3 text-brand-900">
                    <MapPin aria-hidden="true" className="size-4 shrink-0" />
                    Delivered from our {storeName(check.source_code)} store.
                  </p>
                ) : (
                  <p className="rounded-lg bg-sale-50 p-3 text-sale-600">
                    {check.message ?? VALIDATION_MESSAGES.notDelivering}
                  </p>
                ))}
            </div>
            {fetcher.data && !fetcher.data.ok && (
              <p role="alert" className="text-sm text-sale-600">
                {fetcher.data.message}
              </p>
            )}
            <SaveButton ready={deliverable} saving={saving}>
              Deliver here
            </SaveButton>
          </fetcher.Form>
        </div>

        <div role="tabpanel" id={`${id}-panel-pickup`} aria-labelledby={`${id}-tab-pickup`} hidden={tab !== 'pickup'}>
          <fetcher.Form method="post" action="/location" className="space-y-4">
            <input type="hidden" name="type" value="pickup" />
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-stone-800">Choose a store to pick up from</legend>
              <ul className="space-y-2">
                {PHYSICAL_STORES.map((s) => (
                  <li key={s.sourceCode}>
                    <label
                      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border bg-white p-3 ${
                        store === s.sourceCode ? 'border-brand-700 ring-2 ring-brand-700' : 'border-stone-200'
                      }`}
                    >
                      <input
                        type="radio"
                        name="source_code"
                        value={s.sourceCode}
                        checked={store === s.sourceCode}
                        onChange={() => setStore(s.sourceCode)}
                        className="size-5 accent-brand-700"
                      />
                      <span className="flex-1">
                        <span className="block font-bold">{s.name}</span>
                        <span className="flex items-center gap-1 text-sm text-stone-600">
                          <Clock aria-hidden="true" className="size-4" /> Open {s.hours}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <SaveButton ready={store !== null} saving={saving}>
              Pick up here
            </SaveButton>
          </fetcher.Form>
        </div>
      </div>
    </SheetDialog>
  );
}

/** A tab's save button: unavailable until the tab has a place to save, and saying so while it saves. */
function SaveButton({ ready, saving, children }: { ready: boolean; saving: boolean; children: string }) {
  return (
    <button
      type="submit"
      disabled={!ready || saving}
      className={primaryButton(`min-h-12 w-full rounded-xl px-4 ${PRIMARY_BUTTON_DISABLED}`)}
    >
      {saving ? 'Saving…' : children}
    </button>
  );
}
