import type { DeliveryAreasFile } from '@sulit/contracts/location';
import { VALIDATION_MESSAGES } from '@sulit/domain/customers/customer-validation';
import { CircleCheck, CircleX } from '../../components/icons';
import { useState } from 'react';
import { checkLocationQuery } from './api/check-location';
import { PlacePicker, type PlaceChoice } from './place-picker';
import { useQuery } from '../../lib/http/query';
import { Section } from '../../components/section';

type Stores = DeliveryAreasFile['stores'];

/**
 * "Do you deliver to my barangay?": province → city → barangay (type to narrow each list), answered by the
 * server's check-location, naming the store that would deliver. Nothing is saved; the location box does that.
 */
export function DeliveryAreaChecker({ stores }: { stores: Stores }) {
  const [place, setPlace] = useState<PlaceChoice>({ province: null, city: null, barangay: null });
  const checked = useQuery(place.barangay ? checkLocationQuery(place.barangay.value) : null);
  const answer = checked.status === 'success' ? checked.data : null;
  const store = answer?.source_code ? stores.find((s) => s.source_code === answer.source_code) : undefined;
  const where = place.barangay && place.city ? `${place.barangay.label}, ${place.city.label}` : '';

  return (
    <Section
      title="Check your barangay"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 md:p-6"
      titleClassName="text-xl font-bold text-stone-900"
    >
      <PlacePicker onChange={setPlace} />
      <div aria-live="polite">
        {checked.status === 'loading' && <p className="text-stone-600">Checking…</p>}
        {checked.status === 'error' && (
          <p role="alert" className="rounded-lg bg-sale-50 p-3 text-sale-600">
            We could not check this area. Please check your connection and try again.
          </p>
        )}
        {answer &&
          (answer.deliverable ? (
            <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-brand-900">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                Yes, we deliver to {where}, from our {store?.name ?? answer.source_code} store
                {store ? ` (${store.address})` : ''}.
              </span>
            </p>
          ) : (
            <p className="flex items-start gap-2 rounded-lg bg-sale-50 p-3 text-sale-600">
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                {answer.message ?? VALIDATION_MESSAGES.notDelivering} You can still order online and pick up your order
                at any of our stores.
              </span>
            </p>
          ))}
      </div>
    </Section>
  );
}

/** The coverage as a list: each province, its cities and the store serving them (from areas.json). */
export function DeliveryAreaList({ areas }: { areas: DeliveryAreasFile }) {
  const storeName = (code: string) => areas.stores.find((s) => s.source_code === code)?.name ?? code;
  return (
    <Section title="Areas we deliver to" className="space-y-3" titleClassName="text-xl font-bold text-stone-900">
      <p className="text-stone-700">Every barangay of these cities and municipalities is served by the store named.</p>
      {areas.provinces.map((province) => {
        const byStore = new Map<string, string[]>();
        for (const city of province.cities) {
          byStore.set(city.source_code, [...(byStore.get(city.source_code) ?? []), city.name]);
        }
        return (
          <details key={province.id} className="rounded-xl border border-stone-200 bg-white p-3">
            <summary className="min-h-8 cursor-pointer font-semibold text-brand-800">
              {province.name} — {province.cities.length}{' '}
              {province.cities.length === 1 ? 'city or municipality' : 'cities and municipalities'}
            </summary>
            {[...byStore.entries()].map(([code, cities]) => (
              <p key={code} className="mt-2 text-sm text-stone-700">
                <span className="font-semibold text-stone-900">From our {storeName(code)} store:</span>{' '}
                {cities.join(', ')}
              </p>
            ))}
          </details>
        );
      })}
    </Section>
  );
}
