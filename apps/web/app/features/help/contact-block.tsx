import { ONLINE_SERVICE_HOURS, PHYSICAL_STORES, SOCIAL_LINKS, STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { Clock, Headset, Share2 } from '../../components/icons';

/** Spec §2 contact block: store hours per store, online service hours, three social networks. */
export function ContactBlock() {
  return (
    <aside aria-labelledby="contact-block-title" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="contact-block-title" className="text-lg font-extrabold tracking-tight">
        Visit or reach us
      </h2>
      <h3 className="mt-4 flex items-center gap-2 text-sm font-bold tracking-wide text-stone-700 uppercase">
        <Clock aria-hidden="true" className="size-4 text-brand-700" />
        Store hours
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {PHYSICAL_STORES.map((store) => (
          <li key={store.sourceCode} className="flex justify-between gap-4 border-b border-stone-100 pb-1">
            <span>{store.name}</span>
            <span className="text-stone-700 tabular-nums">{store.hours}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 flex items-center gap-2 text-sm font-bold tracking-wide text-stone-700 uppercase">
        <Headset aria-hidden="true" className="size-4 text-brand-700" />
        Online service
      </h3>
      <p className="mt-1 text-sm text-stone-800">{ONLINE_SERVICE_HOURS}</p>
      <h3 className="mt-4 flex items-center gap-2 text-sm font-bold tracking-wide text-stone-700 uppercase">
        <Share2 aria-hidden="true" className="size-4 text-brand-700" />
        Follow us
      </h3>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm">
        {SOCIAL_LINKS.map((social) => (
          <li key={social.network}>
            <a
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-10 items-center font-semibold text-brand-700 hover:underline"
              aria-label={`${STORE_BRAND} on ${social.network}`}
            >
              {social.network}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
