import { sameOriginPath } from '@sulit/domain/shared/safe-redirect';
import { STORE_BRAND } from '@sulit/domain/store-constants';
import { data, redirect } from 'react-router';
import type { Route } from './+types/catalog-path';
import { getListing } from '../features/catalog/api/get-listing';
import { getProductPage, resolveSlug } from '../features/catalog/api/get-product';
import { readListingState } from '../features/catalog/listing-params';
import { ListingView } from '../features/catalog/listing-view';
import { ProductPageView, productJsonLd } from '../features/catalog/product-page-view';
import { findCmsPage } from '../features/content/api/get-content';
import { CmsPageView } from '../features/content/cms-page-view';
import { seoTags } from '../features/content/seo';

const CATEGORY_SORTS = ['best-selling', 'newest', 'name', 'name-desc', 'price', 'price-desc'] as const;

/**
 * Every path no other route claims: resolved by slug (spec §2) into a product, a category listing or a
 * CMS page; anything else is the not-found page with a real 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = url.origin;
  const path = decodeURIComponent(url.pathname);
  const notFound = () => data(null, { status: 404 });

  const resolved = await resolveSlug(context, path);
  if (resolved?.type === 'product') {
    // A moved slug keeps working: it answers with the product's canonical path.
    if (resolved.canonical_path !== url.pathname)
      throw redirect(sameOriginPath(resolved.canonical_path + url.search, origin) ?? '/', 301);
    const page = await getProductPage(context, resolved.id, resolved.sku);
    if (!page) throw notFound();
    return { kind: 'product' as const, origin, ...page };
  }
  if (resolved?.type === 'category') {
    if (resolved.canonical_path !== url.pathname)
      throw redirect(sameOriginPath(resolved.canonical_path + url.search, origin) ?? '/', 301);
    const state = readListingState(url.searchParams, 'best-selling');
    const { results, facets } = await getListing(context, 'listing', state, { categoryId: String(resolved.id) });
    return { kind: 'category' as const, origin, category: resolved, results, facets, state, search: url.search };
  }
  const segments = path.split('/').filter(Boolean);
  const cmsSlug =
    resolved?.type === 'cms' ? resolved.url_path.replace(/^\/+/, '') : segments.length === 1 ? segments[0]! : null;
  const cms = cmsSlug ? await findCmsPage(context, cmsSlug) : null;
  if (cms) return { kind: 'cms' as const, origin, page: cms };
  throw notFound();
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Page not found — ${STORE_BRAND}` }, { name: 'robots', content: 'noindex' }];
  const { origin } = loaderData;
  switch (loaderData.kind) {
    case 'product': {
      const p = loaderData.product;
      return seoTags({
        title: `${p.name}${p.size && !p.name.includes(p.size) ? ` ${p.size}` : ''} — ${STORE_BRAND}`,
        description: (p.description || `${p.brand} ${p.name}`).slice(0, 160),
        url: origin + p.canonical_path,
        image: origin + p.image_url,
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
  switch (loaderData.kind) {
    case 'product':
      return (
        <>
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: productJsonLd(loaderData.product, loaderData.origin) }}
          />
          <ProductPageView product={loaderData.product} related={loaderData.related} together={loaderData.together} />
        </>
      );
    case 'category':
      return (
        <ListingView
          heading={<h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{loaderData.category.name}</h1>}
          results={loaderData.results}
          facets={loaderData.facets}
          state={loaderData.state}
          categoryLinks="pages"
          sorts={CATEGORY_SORTS}
          keep={[]}
        />
      );
    case 'cms':
      return <CmsPageView page={loaderData.page} />;
  }
}
