import { SOCIAL_LINKS } from '@sulit/domain/shared/store-constants';
import { Share2 } from '../../components/icons';
import { SocialLink } from '../../components/social-link';
import { StoreHours } from '../../components/store-hours';

/** Spec §2 contact block: store hours per store, online service hours, three social networks. */
export function ContactBlock() {
  return (
    <aside aria-labelledby="contact-block-title" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="contact-block-title" className="text-lg font-extrabold tracking-tight">
        Visit or reach us
      </h2>
      <StoreHours tone="light" heading="h3" />
      <h3 className="mt-4 flex items-center gap-2 text-sm font-bold tracking-wide text-stone-700 uppercase">
        <Share2 aria-hidden="true" className="size-4 text-brand-700" />
        Follow us
      </h3>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm">
        {SOCIAL_LINKS.map((social) => (
          <li key={social.network}>
            <SocialLink
              social={social}
              className="inline-flex min-h-10 items-center font-semibold text-brand-700 hover:underline"
            >
              {social.network}
            </SocialLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
