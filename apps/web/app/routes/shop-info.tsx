import { formatDate } from '@sulit/domain/shared/date-format';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { Mail, Phone, Star } from '../components/icons';
import type { SellerInfoResponse } from '@sulit/contracts/sellers';
import type { Route } from './+types/shop-info';
import { recordLoader } from '../features/content/record-page';
import { recordMeta } from '../features/content/seo';
import { getSellerInfo } from '../features/sellers/api/get-seller';
import { ShopHeader } from '../features/sellers/shop-header';
import { Section } from '../components/section';

export const loader = recordLoader('seller', getSellerInfo);

export const meta = recordMeta((info: SellerInfoResponse, origin: string) => ({
  title: `About ${info.shop_name} — ${STORE_BRAND} marketplace`,
  description: info.description.slice(0, 160),
  url: `${origin}${info.url}/info`,
  type: 'website',
}));

export default function ShopInfo({ loaderData }: Route.ComponentProps) {
  const { row: info } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-4 md:px-6 md:py-8">
      <ShopHeader seller={info} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <Section title="About the shop" titleClassName="text-xl font-extrabold tracking-tight">
            <p className="mt-2 leading-relaxed text-stone-800">{info.description}</p>
            <p className="mt-2 text-sm text-stone-600">
              On {STORE_BRAND} since {formatDate(info.joined_at)}
            </p>
          </Section>
          <Section title="Policies" titleClassName="text-xl font-extrabold tracking-tight">
            <dl className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
              {info.policies.map((p) => (
                <div key={p.title} className="p-4">
                  <dt className="font-bold">{p.title}</dt>
                  <dd className="mt-1 text-stone-700">{p.text}</dd>
                </div>
              ))}
            </dl>
          </Section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="shop-ratings" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="shop-ratings" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
              <Star aria-hidden="true" className="size-5 text-sun-500" />
              Ratings
            </h2>
            {/* No reviews, no rating: never a made-up number. */}
            <p className="mt-1 text-stone-700">
              {info.review_count === 0 ? 'No ratings yet.' : `${info.review_count} reviews`}
            </p>
          </section>
          <Section
            title="Contact"
            className="rounded-2xl border border-stone-200 bg-white p-5"
            titleClassName="text-lg font-extrabold tracking-tight"
          >
            <ul className="mt-2 space-y-1">
              {info.contact_email && (
                <li>
                  <a
                    href={`mailto:${info.contact_email}`}
                    className="inline-flex min-h-10 items-center gap-2 font-semibold break-all text-brand-700 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {info.contact_email}
                  </a>
                </li>
              )}
              {info.contact_phone && (
                <li>
                  <a
                    href={`tel:${info.contact_phone.replace(/\s/g, '')}`}
                    className="inline-flex min-h-10 items-center gap-2 font-semibold text-brand-700 hover:underline"
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    {info.contact_phone}
                  </a>
                </li>
              )}
            </ul>
          </Section>
        </div>
      </div>
    </div>
  );
}
