import { ONLINE_SERVICE_HOURS, PHYSICAL_STORES } from '@sulit/domain/shared/store-constants';
import { Clock, Headset } from './icons';

/** The two places the hours stand: on a white card (the help centre) and in the dark footer. */
const TONES = {
  light: {
    heading: 'text-stone-700',
    /** the card's title stands above the first heading; the footer's column starts with it */
    firstGap: 'mt-4',
    icon: 'text-brand-700',
    list: 'mt-2 space-y-1',
    row: 'border-stone-100 pb-1',
    store: '',
    hours: 'text-stone-700',
    service: 'mt-4',
    serviceHours: 'mt-1 text-stone-800',
  },
  dark: {
    heading: 'text-white',
    firstGap: '',
    icon: 'text-sun-400',
    list: 'mt-3 space-y-1.5',
    row: 'border-white/10 pb-1.5',
    store: 'text-white',
    hours: 'text-brand-100',
    service: 'mt-6',
    serviceHours: 'mt-2 text-brand-100',
  },
} as const;

/** Spec §2 contact block, its hours part: each store's opening hours, then the online service hours. */
export function StoreHours({ tone, heading: Heading }: { tone: keyof typeof TONES; heading: 'h2' | 'h3' }) {
  const t = TONES[tone];
  const headingClass = `flex items-center gap-2 text-sm font-bold tracking-wide uppercase ${t.heading}`;
  return (
    <>
      <Heading className={`${t.firstGap} ${headingClass}`.trim()}>
        <Clock aria-hidden="true" className={`size-4 ${t.icon}`} />
        Store hours
      </Heading>
      <ul className={`${t.list} text-sm`}>
        {PHYSICAL_STORES.map((store) => (
          <li key={store.sourceCode} className={`flex justify-between gap-4 border-b ${t.row}`}>
            <span className={t.store || undefined}>{store.name}</span>
            <span className={`${t.hours} tabular-nums`}>{store.hours}</span>
          </li>
        ))}
      </ul>
      <Heading className={`${t.service} ${headingClass}`}>
        <Headset aria-hidden="true" className={`size-4 ${t.icon}`} />
        Online service
      </Heading>
      <p className={`${t.serviceHours} text-sm`}>{ONLINE_SERVICE_HOURS}</p>
    </>
  );
}
