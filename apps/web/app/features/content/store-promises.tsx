import { ONLINE_SERVICE_HOURS, PHYSICAL_STORES } from '@sulit/domain/shared/store-constants';
import { Clock, Store, Truck } from '../../components/icons';

// Built once: an Intl.ListFormat per render cost more than the rest of the section (issue 13).
const PROMISES = [
  { icon: Truck, title: 'Delivery or pickup', text: 'Pick a delivery time slot, or collect your order at a store.' },
  {
    icon: Store,
    title: `${PHYSICAL_STORES.length} club stores`,
    text: `${new Intl.ListFormat('en', { type: 'conjunction' }).format(PHYSICAL_STORES.map((s) => s.name))}.`,
  },
  { icon: Clock, title: 'Online service', text: ONLINE_SERVICE_HOURS },
];

/** Three facts a first-time shopper wants before trusting a store; all taken from the store constants. */
export function StorePromises() {
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {PROMISES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block font-bold text-stone-900">{title}</span>
            <span className="block text-sm text-stone-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
