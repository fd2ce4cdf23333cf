import type { ProductFacets } from '@sulit/contracts/catalog';
import type { TileListing } from './api/get-listing';
import { formatPeso } from '@sulit/domain/shared/money';
import { ChevronLeft, ChevronRight, SlidersHorizontal, X } from '../../components/icons';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { StoreLink } from '../../components/store-link';
import { LISTING_PAGE_SIZE, type ListingState, listingHref, SORT_OPTIONS, type SortValue } from './listing-params';
import { ProductCard } from './product-card';
import { PriceFilterModal } from './price-filter-modal';

/** What a listing page's loader answers: one page of products, the filters they offer, and the URL's choices. */
interface Listing {
  results: TileListing;
  facets: ProductFacets;
  state: ListingState;
}

interface ListingViewProps {
  heading: ReactNode;
  listing: Listing;
  /** category pages link subcategories to their own pages; search filters by ?cat= */
  categoryLinks: 'pages' | 'filter';
  /** relevance only makes sense for a search */
  sorts: readonly SortValue[];
  /** query parameters that belong to the page itself (a search's q) and must survive filter changes */
  keep?: string[];
}

/** Hidden inputs that carry the rest of the URL state through a GET form. */
function Carry({ params, skip }: { params: URLSearchParams; skip: string[] }) {
  const entries = [...params.entries()].filter(([k]) => !skip.includes(k) && k !== 'page');
  return (
    <>
      {entries.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

function submitOnChange(event: React.ChangeEvent<HTMLElement>) {
  (event.currentTarget as HTMLInputElement).form?.requestSubmit();
}

export function ListingView({ heading, listing, categoryLinks, sorts, keep = [] }: ListingViewProps) {
  const { results, facets, state } = listing;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The phone's filter sheet renders its copy of the filters once opened: the server sends them once (the sidebar).
  const [sheetOpen, setSheetOpen] = useState(false);
  const total = results.total_count;
  const pages = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const first = total === 0 ? 0 : (results.page - 1) * LISTING_PAGE_SIZE + 1;
  const last = Math.min(total, results.page * LISTING_PAGE_SIZE);
  const href = (change: Partial<ListingState>) => listingHref(pathname, params, { ...change, keep });
  const hasFilters =
    state.brands.length > 0 ||
    state.sellers.length > 0 ||
    state.priceMin !== null ||
    state.priceMax !== null ||
    state.categoryId !== null ||
    state.inStock;

  // A search that found nothing at all: no filters or sorting to offer, the page shows alternatives instead.
  const nothingAtAll = total === 0 && !hasFilters;

  // The filters show twice (the desktop sidebar, the phone's sheet): each copy needs ids of its own.
  const filters = (place: 'sidebar' | 'sheet') => (
    <div className="space-y-6">
      {facets.categories.length > 0 && (
        <section aria-labelledby={`filter-categories-${place}`}>
          <h2
            id={`filter-categories-${place}`}
            className="mb-2 text-sm font-bold tracking-wide text-stone-700 uppercase"
          >
            Category
          </h2>
          <ul className="space-y-1">
            {facets.categories.map((c) => (
              <li key={c.id}>
                <StoreLink
                  to={categoryLinks === 'pages' ? `/${c.url_path}` : href({ categoryId: c.id })}
                  aria-current={state.categoryId === c.id ? 'true' : undefined}
                  className="facet-link"
                >
                  <span>{c.name}</span>
                  <span className="text-xs text-stone-600">{c.count}</span>
                </StoreLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Form method="get" className="space-y-6">
        <Carry params={params} skip={['brand', 'seller']} />
        {facets.brands.length > 0 && (
          <FacetGroup
            legend="Brand"
            name="brand"
            scroll
            options={facets.brands.slice(0, 40).map((b) => ({ value: b.value, label: b.value, count: b.count }))}
            chosen={state.brands}
            onChange={submitOnChange}
          />
        )}
        {facets.sellers.length > 1 && (
          <FacetGroup
            legend="Seller"
            name="seller"
            options={facets.sellers.map((s) => ({ value: s.id, label: s.shop_name, count: s.count }))}
            chosen={state.sellers}
            onChange={submitOnChange}
          />
        )}
        <noscript>
          <button type="submit" className="min-h-11 rounded-full bg-brand-700 px-4 font-semibold text-white">
            Apply filters
          </button>
        </noscript>
      </Form>
    </div>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:px-6 md:py-8">
      {heading}
      <div className="mt-4 md:grid md:grid-cols-[15rem_1fr] md:gap-8">
        <aside aria-label="Filters" className="hidden md:block">
          {filters('sidebar')}
        </aside>
        <div>
          <div className={`flex flex-wrap items-center gap-2 ${nothingAtAll ? 'hidden' : ''}`}>
            <details className="w-full md:hidden" onToggle={(event) => setSheetOpen(event.currentTarget.open)}>
              <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold">
                <SlidersHorizontal aria-hidden="true" className="size-4" /> Filters
              </summary>
              {sheetOpen && (
                <div className="mt-3 rounded-xl border border-stone-200 bg-white p-4">{filters('sheet')}</div>
              )}
            </details>
            <PriceFilterModal
              min={state.priceMin}
              max={state.priceMax}
              bounds={facets.price}
              carry={<Carry params={params} skip={['price', 'price_min', 'price_max']} />}
            />
            <InStockOnly chosen={state.inStock} carry={<Carry params={params} skip={['in_stock']} />} />
            <Form method="get" className="ml-auto flex items-center gap-2">
              <Carry params={params} skip={['sort']} />
              <label htmlFor="listing-sort" className="text-sm font-semibold text-stone-700">
                Sort by
              </label>
              <select
                id="listing-sort"
                name="sort"
                defaultValue={state.sort}
                onChange={submitOnChange}
                className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm"
              >
                {SORT_OPTIONS.filter((o) => sorts.includes(o.value)).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className="min-h-11 rounded-lg border border-stone-300 px-3 text-sm">
                  Sort
                </button>
              </noscript>
            </Form>
          </div>

          <div className={`mt-3 flex flex-wrap items-center gap-2 text-sm ${nothingAtAll ? 'sr-only' : ''}`}>
            <p role="status" className="text-stone-700">
              {total === 0
                ? 'No products match these filters.'
                : `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}`}
            </p>
            {state.priceMin !== null || state.priceMax !== null ? (
              <Chip to={href({ priceMin: null, priceMax: null })}>
                Price: {state.priceMin !== null ? formatPeso(state.priceMin * 100) : 'any'} –{' '}
                {state.priceMax !== null ? formatPeso(state.priceMax * 100) : 'any'}
              </Chip>
            ) : null}
            {state.inStock && <Chip to={href({ inStock: false })}>In stock only</Chip>}
            {state.brands.map((b) => (
              <Chip key={b} to={href({ brands: state.brands.filter((x) => x !== b) })}>
                {b}
              </Chip>
            ))}
            {state.sellers.map((s) => (
              <Chip key={s} to={href({ sellers: state.sellers.filter((x) => x !== s) })}>
                {facets.sellers.find((x) => x.id === s)?.shop_name ?? s}
              </Chip>
            ))}
            {hasFilters && (
              <StoreLink
                to={href({ brands: [], sellers: [], priceMin: null, priceMax: null, categoryId: null, inStock: false })}
                className="font-semibold text-brand-700 underline"
              >
                Clear all
              </StoreLink>
            )}
          </div>

          {results.items.length > 0 && <h2 className="sr-only">Products</h2>}
          {results.items.length > 0 && (
            <ul aria-label="Products" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4">
              {results.items.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} lazy={i >= 8} priority={i === 0} />
                </li>
              ))}
            </ul>
          )}

          {pages > 1 && <Pagination page={results.page} pages={pages} href={(page) => href({ ...state, page })} />}
        </div>
      </div>
    </div>
  );
}

/** "In stock only" (issue 29): products the shopper's store has now; ticking it reloads the listing with ?in_stock=1. */
function InStockOnly({ chosen, carry }: { chosen: boolean; carry: ReactNode }) {
  return (
    <Form method="get">
      {carry}
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold">
        <input
          // a chip or "Clear all" changes the URL without remounting the form: the box follows the URL
          key={String(chosen)}
          type="checkbox"
          name="in_stock"
          value="1"
          defaultChecked={chosen}
          onChange={submitOnChange}
          className="size-4 accent-brand-700"
        />
        In stock only
      </label>
      <noscript>
        <button type="submit" className="ml-2 min-h-11 rounded-lg border border-stone-300 px-3 text-sm">
          Apply
        </button>
      </noscript>
    </Form>
  );
}

function Chip({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StoreLink
      to={to}
      className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 px-3 font-semibold text-brand-900 hover:bg-brand-100"
    >
      {children}
      <X aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(remove filter)</span>
    </StoreLink>
  );
}

function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const baseClass = 'flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold';
  const linkClass = `${baseClass} border-stone-300 bg-white hover:bg-stone-100`;
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <StoreLink to={href(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </StoreLink>
      )}
      {shown.map((p, i) => (
        <span key={p} className="flex items-center gap-2">
          {i > 0 && shown[i - 1]! < p - 1 && <span aria-hidden="true">…</span>}
          {p === page ? (
            <span aria-current="page" className={`${baseClass} border-brand-700 bg-brand-700 text-white`}>
              <span className="sr-only">Page </span>
              {p}
            </span>
          ) : (
            <StoreLink to={href(p)} className={linkClass} aria-label={`Page ${p}`}>
              {p}
            </StoreLink>
          )}
        </span>
      ))}
      {page < pages && (
        <StoreLink to={href(page + 1)} rel="next" className={linkClass}>
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </StoreLink>
      )}
    </nav>
  );
}

/** One facet of the filter form: a checkbox per value with its product count; ticking one submits. */
function FacetGroup({
  legend,
  name,
  options,
  chosen,
  onChange,
  scroll = false,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string; count: number }[];
  chosen: readonly string[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** a long list scrolls inside its own box */
  scroll?: boolean;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold tracking-wide text-stone-700 uppercase">{legend}</legend>
      <ul className={scroll ? 'max-h-72 space-y-1 overflow-y-auto pr-1' : 'space-y-1'}>
        {options.map((option) => (
          <li key={option.value}>
            <label className="facet-option">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                onChange={onChange}
                className="size-4 accent-brand-700"
              />
              <span className="flex-1">{option.label}</span>
              <span className="text-xs text-stone-600">{option.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
