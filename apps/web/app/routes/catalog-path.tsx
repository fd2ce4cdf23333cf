import type { ProductCard, RelatedProductsResponse } from '@sulit/contracts/catalog';
import { sameOriginPath } from '@sulit/domain/shared/safe-redirect';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/catalog-path';
import { getListing } from '../features/catalog/api/get-listing';
import { getCatalogPage } from '../features/catalog/api/get-catalog-page';
import { readListingState } from '../features/catalog/listing-params';
import { toTile } from '../features/catalog/tile';
import { ListingView } from '../features/catalog/listing-view';
import { ProductPageView, productJsonLd } from '../features/catalog/product-page-view';
import { CmsPageView } from '../features/content/cms-page-view';
import { noindexTags, seoTags, shareImage } from '../features/content/seo';
import { JsonLd } from '../components/json-ld';
import { serverApi } from '../lib/http/server-client';
import { breadcrumbList, categoryCrumbs } from '../lib/structured-data';
import { ProductReviewsSection } from '../features/reviews/product-reviews-section';
import { aggregateRatingOf } from '../features/reviews/review-structured-data';

/**
 * Tiles per related rail on a product page. The spec fixes frequently-bought-together at 12 and no size for
 * the related groups; each tile costs markup and serialised data (issue 13: a product page under 60 KB), so
 * the three related rails show four each and the page has 24 tiles, as many as a listing page.
 */
const RELATED_TILES = 4;

/** The related rails as tiles, each without the products an earlier rail (or frequently bought together) shows. */
function relatedWithoutRepeats(related: RelatedProductsResponse, together: ProductCard[]) {
  const shown = new Set(together.map((p) => p.id));
  const fresh = (cards: ProductCard[]) => cards.filter((p) => !shown.has(p.id) && shown.add(p.id)).map(toTile);
  return {
    mixandmatch: fresh(related.mixandmatch),
    similar: fresh(related.similar),
    samebrand: fresh(related.samebrand),
  };
}

const CATEGORY_SORTS = ['best-selling', 'newest', 'name', 'name-desc', 'price', 'price-desc'] as const;

/**
 * Every path no other route claims: resolved by slug (spec §2) into a product, a category listing or a
 * CMS page in one API call (GET /api/catalog/page); anything else is the not-found page with a real 404.
 * With the root's menu and badge, a product page costs three in-process API calls.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const origin = url.origin;
  const notFound = () => data(null, { status: 404 });
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw notFound(); // a malformed escape names nothing
  }

  const api = serverApi(context, request);
  const page = await getCatalogPage(api, path, RELATED_TILES);
  if (!page) throw notFound();
  // A moved slug keeps working: it answers with the page's canonical path.
  if (page.type !== 'cms' && page.resolution.canonical_path !== url.pathname) {
    throw redirect(sameOriginPath(page.resolution.canonical_path + url.search, origin) ?? '/', 301);
  }
  switch (page.type) {
    case 'product':
      return {
        kind: 'product' as const,
        origin,
        product: page.product,
        related: page.related && relatedWithoutRepeats(page.related, page.together),
        together: page.together.map(toTile),
        reviews: page.reviews,
      };
    case 'category': {
      const category = page.resolution;
      const state = readListingState(url.searchParams, 'best-selling');
      const { results, facets } = await getListing(api, 'listing', state, { categoryId: String(category.id) });
      return { kind: 'category' as const, origin, category, results, facets, state, search: url.search };
    }
    case 'cms':
      return { kind: 'cms' as const, origin, page: page.page };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return noindexTags('Page not found');
  const { origin } = loaderData;
  switch (loaderData.kind) {
    case 'product': {
      const p = loaderData.product;
      return seoTags({
        title: `${p.name}${p.size && !p.name.includes(p.size) ? ` ${p.size}` : ''} — ${STORE_BRAND}`,
        description: p.description || `${p.brand} ${p.name}`,
        url: origin + p.canonical_path,
        image: shareImage(origin, p.image_url),
        type: 'product',
      });
    }
    case 'category': {
      const { category, state } = loaderData;
      const filtered = loaderData.search.length > 1;
      return [
        ...seoTags({
          title: `${category.name}${state.page > 1 ? ` — page ${state.page}` : ''} — ${STORE_BRAND}`,
          description: `Shop ${category.name} at ${STORE_BRAND}: ${loaderData.results.total_count} products at member prices, delivered or ready for pickup.`,
          url: origin + category.canonical_path + (state.page > 1 ? `?page=${state.page}` : ''),
          image: shareImage(origin),
          type: 'website',
        }),
        // Filtered and re-sorted views are the same page for a search engine.
        ...(filtered &&
        (state.brands.length || state.sellers.length || state.priceMin !== null || state.priceMax !== null)
          ? [{ name: 'robots', content: 'noindex, follow' }]
          : []),
      ];
    }
    case 'cms':
      return seoTags({
        title: `${loaderData.page.title} — ${STORE_BRAND}`,
        description: loaderData.page.meta_description,
        url: origin + loaderData.page.url_path,
        type: 'article',
      });
  }
};

export default function CatalogPath({ loaderData }: Route.ComponentProps) {
  // The header's menu names a category's ancestors for its breadcrumbs.
  const menu = useRouteLoaderData<typeof rootLoader>('root')?.menu ?? [];
  switch (loaderData.kind) {
    case 'product': {
      const { product, origin, reviews } = loaderData;
      // the AggregateRating says exactly what the reviews section shows (none while nothing is approved)
      const aggregateRating = aggregateRatingOf(reviews?.summary);
      const crumbs = [
        ...product.breadcrumbs.map((c) => ({ name: c.name, path: `/${c.url_path}` })),
        { name: product.name, path: product.canonical_path },
      ];
      return (
        <>
          <JsonLd data={{ ...productJsonLd(product, origin), ...(aggregateRating ? { aggregateRating } : {}) }} />
          <JsonLd data={breadcrumbList(origin, crumbs)} />
          <ProductPageView
            product={product}
            related={loaderData.related}
            together={loaderData.together}
            reviews={reviews && <ProductReviewsSection key={reviews.product_id} reviews={reviews} />}
          />
        </>
      );
    }
    case 'category':
      return (
        <>
          <JsonLd data={breadcrumbList(loaderData.origin, categoryCrumbs(menu, loaderData.category))} />
          <ListingView
            heading={<h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{loaderData.category.name}</h1>}
            listing={loaderData}
            categoryLinks="pages"
            sorts={CATEGORY_SORTS}
          />
        </>
      );
    case 'cms':
      return <CmsPageView page={loaderData.page} />;
  }
}
