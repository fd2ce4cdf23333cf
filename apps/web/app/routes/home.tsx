import type { Banner, HomeSection } from '@sulit/contracts/content';
import { PHYSICAL_STORES, STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { ChevronRight } from '../components/icons';
import { Link, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/home';
import { getHotOffers } from '../features/catalog/api/get-listing';
import { getMarketplaceSellers } from '../features/catalog/api/get-marketplace-sellers';
import { getTopSelling } from '../features/catalog/api/get-top-selling';
import { ProductRail } from '../features/catalog/product-rail';
import type { Tile } from '../features/catalog/tile';
import { getBanners } from '../features/content/api/get-banners';
import { getHomeSections } from '../features/content/api/get-home-sections';
import { BannerSlider, bannerPreloads } from '../features/content/banner-slider';
import { CategoryTiles } from '../features/content/category-tiles';
import { MarketplaceTeaser, type TeaserSeller } from '../features/content/marketplace-teaser';
import { MembershipBanner } from '../features/content/membership-banner';
import { seoTags, shareImage } from '../features/content/seo';
import { StorePromises } from '../features/content/store-promises';
import { JsonLd } from '../components/json-ld';
import { serverApi } from '../lib/http/server-client';
import { hasSessionCookie } from '../features/customers/api/session';
import { getPastPurchaseCards } from '../features/orders/api/get-past-purchase-cards';
import { toTile } from '../features/catalog/tile';
import { storeIdentity } from '../lib/structured-data';
import { getRaffleConfigs } from '../features/engagement/api/get-raffle-configs';
import { RaffleBanner } from '../features/engagement/raffle-banner';

const DESCRIPTION =
  'Shop groceries, household supplies and club-size packs at warehouse-club prices, delivered to your door or ' +
  `ready for pickup at ${new Intl.ListFormat('en', { type: 'conjunction' }).format(PHYSICAL_STORES.map((s) => s.name))}.`;

/**
 * At most this many tiles per home carousel, whatever the JSON page asks (two rows of four on desktop): every
 * tile costs markup and serialised loader data, and the home page stays under 60 KB of HTML (issue 13). The
 * "see all" link leads to the full list.
 */
const HOME_CAROUSEL_TILES = 8;
/** Read twice as many as shown, so products an earlier carousel already shows can be left out. */
const CAROUSEL_CANDIDATES = HOME_CAROUSEL_TILES * 2;

/** When the JSON page cannot be read, the home page still shows the essentials. */
const FALLBACK_SECTIONS: HomeSection[] = [
  { type: 'membership_banner' },
  { type: 'category_tiles', title: 'Shop by category' },
  { type: 'product_carousel', source: 'top_selling', title: 'Best sellers', limit: 20 },
  { type: 'store_promises' },
];

type SectionData =
  | { kind: 'banners'; banners: Banner[] }
  | { kind: 'products'; products: Tile[] }
  | { kind: 'sellers'; sellers: TeaserSeller[] }
  | { kind: 'none' };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoTags({
    title: `${STORE_BRAND} — Online grocery & warehouse club`,
    description: DESCRIPTION,
    url: `${loaderData?.origin ?? ''}/`,
    image: shareImage(loaderData?.origin ?? ''),
    type: 'website',
  }),
  ...(loaderData?.sections ?? []).flatMap(({ data }) => (data.kind === 'banners' ? bannerPreloads(data.banners) : [])),
];

/** The home page is the JSON page `new-home` (spec §2): each section's data is fetched side by side. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  // Signed-in shoppers see what they bought before first ("Buy it again"); a guest has no session to ask with.
  const buyAgain = hasSessionCookie(request)
    ? getPastPurchaseCards(api)
        .then((r) => r.items.slice(0, HOME_CAROUSEL_TILES).map(toTile))
        .catch(() => [])
    : Promise.resolve([]);
  // issue 31: running raffles, each with its steps modal; a failure leaves the strip out
  const raffles = getRaffleConfigs(api)
    .then((r) => r.items)
    .catch(() => []);
  const sections = await getHomeSections(api).catch((error: unknown) => {
    console.error('home JSON page unavailable, showing the fallback sections', error);
    return FALLBACK_SECTIONS;
  });
  const data = await Promise.all(
    sections.map(async (section): Promise<SectionData> => {
      try {
        switch (section.type) {
          case 'banner_slider':
            return { kind: 'banners', banners: (await getBanners(api, section.position)).items };
          case 'product_carousel':
            return {
              kind: 'products',
              products:
                section.source === 'hot_offers'
                  ? await getHotOffers(api, Math.min(section.limit, CAROUSEL_CANDIDATES))
                  : await getTopSelling(api, Math.min(section.limit, CAROUSEL_CANDIDATES)),
            };
          case 'marketplace_teaser':
            return {
              kind: 'sellers',
              sellers: (await getMarketplaceSellers(api, 0)).items
                .slice(0, section.sellers)
                .map(({ id, shop_name, url, logo_url, product_count }) => ({
                  id,
                  shop_name,
                  url,
                  logo_url,
                  product_count,
                })),
            };
          default:
            return { kind: 'none' };
        }
      } catch (error) {
        // One failing section must not take the home page down.
        console.error(`home section ${section.type} unavailable`, error);
        return { kind: 'none' };
      }
    }),
  );
  // A product an earlier carousel shows is not repeated by a later one (hot offers are often best sellers too);
  // the candidates beyond the first rows fill the places repeats leave, so a carousel keeps its full rows.
  const shown = new Set<number>();
  const unrepeated = data.map((d): SectionData => {
    if (d.kind !== 'products') return d;
    const products = d.products.filter((p) => !shown.has(p.id)).slice(0, HOME_CAROUSEL_TILES);
    products.forEach((p) => shown.add(p.id));
    return { ...d, products };
  });
  return {
    sections: sections.map((section, i) => ({ section, data: unrepeated[i]! })),
    buyAgain: await buyAgain,
    raffles: await raffles,
    signedIn: hasSessionCookie(request),
    origin: url.origin,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // The menu is already loaded for the header; the tiles reuse it instead of asking twice.
  const categories = useRouteLoaderData<typeof rootLoader>('root')?.menu ?? [];

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-4 md:space-y-14 md:px-6 md:py-8">
      <JsonLd data={storeIdentity(loaderData.origin)} />
      {loaderData.buyAgain.length > 0 && (
        <section aria-labelledby="home-buy-it-again">
          <h2 id="home-buy-it-again" className="mb-4 text-xl font-extrabold tracking-tight md:text-2xl">
            Buy it again
          </h2>
          <ProductRail products={loaderData.buyAgain} labelledBy="home-buy-it-again" columns={4} />
        </section>
      )}
      {loaderData.sections.map(({ section, data }, index) => {
        const key = `${section.type}-${index}`;
        const titleId = `home-section-${index}`;
        switch (section.type) {
          case 'banner_slider':
            return data.kind === 'banners' ? (
              <BannerSlider key={key} banners={data.banners} label={section.title ?? 'Featured'} />
            ) : null;
          case 'membership_banner':
            return <MembershipBanner key={key} />;
          case 'store_promises':
            return <StorePromises key={key} />;
          case 'category_tiles':
            return categories.length > 0 ? (
              <section key={key} aria-labelledby={titleId}>
                <h2 id={titleId} className="mb-4 text-xl font-extrabold tracking-tight md:text-2xl">
                  {section.title}
                </h2>
                <CategoryTiles items={categories} labelledBy={titleId} />
              </section>
            ) : null;
          case 'product_carousel':
            return (
              <section key={key} aria-labelledby={titleId}>
                <div className="mb-4 flex items-end justify-between gap-4">
                  <h2 id={titleId} className="text-xl font-extrabold tracking-tight md:text-2xl">
                    {section.title}
                  </h2>
                  {section.link && (
                    <Link
                      to={section.link.url}
                      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                    >
                      {section.link.label}
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </Link>
                  )}
                </div>
                {data.kind === 'products' && data.products.length > 0 ? (
                  <ProductRail products={data.products} labelledBy={titleId} columns={4} />
                ) : (
                  <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
                    {section.source === 'top_selling'
                      ? 'Our best sellers will show here once the first orders are in.'
                      : 'New offers are on their way: check back soon.'}
                  </p>
                )}
              </section>
            );
          case 'marketplace_teaser':
            return (
              <MarketplaceTeaser
                key={key}
                title={section.title}
                text={section.text}
                link={section.link}
                sellers={data.kind === 'sellers' ? data.sellers : []}
              />
            );
          default:
            return null;
        }
      })}
      <RaffleBanner raffles={loaderData.raffles} signedIn={loaderData.signedIn} />
    </div>
  );
}
