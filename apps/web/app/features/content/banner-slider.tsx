import type { Banner } from '@sulit/contracts/content';
import { Link } from 'react-router';

const DESKTOP = '(min-width: 768px)';

/**
 * The first banner of a slider, the page's largest picture, announced in <head> (a route's meta export) with
 * the file the screen's width picks, so the browser fetches it right after the stylesheet rather than once the
 * parser reaches the <picture>.
 */
export function bannerPreloads(banners: readonly Banner[]) {
  const first = banners[0];
  if (!first) return [];
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: first.bnImgMobile,
      fetchPriority: 'high',
      media: `not all and ${DESKTOP}`,
    },
    { tagName: 'link', rel: 'preload', as: 'image', href: first.bnImgDesktop, fetchPriority: 'high', media: DESKTOP },
  ];
}

/**
 * Scheduled banners (the server already applied the spec §4 visibility rule). A CSS scroll-snap strip:
 * swipe on phones, scroll on desktop; no JavaScript. `<picture>` picks bnImgMobile under 768 px.
 */
export function BannerSlider({ banners, label }: { banners: readonly Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={label}>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0">
        {banners.map((banner, index) => (
          <li key={banner.id} className={`shrink-0 snap-start ${banners.length > 1 ? 'w-[88%] md:w-[80%]' : 'w-full'}`}>
            <Link to={banner.bnLink} className="block overflow-hidden rounded-2xl border border-stone-200">
              <picture>
                <source media={DESKTOP} srcSet={banner.bnImgDesktop} width={1200} height={400} />
                <img
                  src={banner.bnImgMobile}
                  alt={banner.bnTitle}
                  width={800}
                  height={600}
                  // the first banner is the page's largest picture: fetched first, decoded without waiting
                  loading={index === 0 ? undefined : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? undefined : 'async'}
                  className="aspect-[4/3] w-full object-cover md:aspect-[3/1]"
                />
              </picture>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
