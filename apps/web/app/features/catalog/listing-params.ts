/**
 * A listing's state lives in the page URL (shareable, server-rendered): ?brand=…&brand=…&seller=…&price=100-500
 * &cat=12&in_stock=1&sort=price-desc&page=2. This module turns that URL into the API's query and back.
 */

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance', order: 'relevance', dir: 'desc' },
  { value: 'best-selling', label: 'Best selling', order: 'best_selling', dir: 'desc' },
  { value: 'newest', label: 'Newest', order: 'newest', dir: 'desc' },
  { value: 'name', label: 'Name: A to Z', order: 'name', dir: 'asc' },
  { value: 'name-desc', label: 'Name: Z to A', order: 'name', dir: 'desc' },
  { value: 'price', label: 'Price: low to high', order: 'price', dir: 'asc' },
  { value: 'price-desc', label: 'Price: high to low', order: 'price', dir: 'desc' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export const LISTING_PAGE_SIZE = 24;
const MAX_VALUES = 20;
const MAX_PAGE = 10_000;

export interface ListingState {
  brands: string[];
  sellers: string[];
  /** pesos, either end optional */
  priceMin: number | null;
  priceMax: number | null;
  /** subcategory filter (search and hot offers) */
  categoryId: number | null;
  /** only products in stock at the shopper's store */
  inStock: boolean;
  sort: SortValue;
  page: number;
}

function wholePesos(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return null;
  return Number(text.trim());
}

function values(params: URLSearchParams, name: string): string[] {
  const out = params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v.length > 0 && v.length <= 80);
  return [...new Set(out)].slice(0, MAX_VALUES);
}

/** Reads the URL leniently: anything malformed is ignored rather than failing the page. */
export function readListingState(params: URLSearchParams, defaultSort: SortValue): ListingState {
  const sortText = params.get('sort');
  const sort = SORT_OPTIONS.find((o) => o.value === sortText)?.value ?? defaultSort;
  const pageText = params.get('page');
  const page = pageText && /^\d{1,5}$/.test(pageText) ? Math.min(Math.max(1, Number(pageText)), MAX_PAGE) : 1;
  let priceMin = wholePesos(params.get('price_min'));
  let priceMax = wholePesos(params.get('price_max'));
  const range = params.get('price');
  if (range && /^\d{0,9}-\d{0,9}$/.test(range)) {
    const [min, max] = range.split('-');
    priceMin = min ? Number(min) : priceMin;
    priceMax = max ? Number(max) : priceMax;
  }
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const cat = params.get('cat');
  return {
    brands: values(params, 'brand'),
    sellers: values(params, 'seller').filter((s) => /^[a-z0-9_-]+$/.test(s)),
    priceMin,
    priceMax,
    categoryId: cat && /^\d{1,9}$/.test(cat) && Number(cat) > 0 ? Number(cat) : null,
    inStock: params.get('in_stock') === '1',
    sort,
    page,
  };
}

/** The API query for product-list-page / search-result (and their -filter variants). */
export function listingApiQuery(state: ListingState, extra: Record<string, string>): URLSearchParams {
  const option = SORT_OPTIONS.find((o) => o.value === state.sort) ?? SORT_OPTIONS[0];
  const q = new URLSearchParams(extra);
  q.set('currentPage', String(state.page));
  q.set('pageSize', String(LISTING_PAGE_SIZE));
  q.set('order', option.order);
  q.set('dir', option.dir);
  if (state.brands.length) q.set('brand', state.brands.join(','));
  if (state.sellers.length) q.set('seller', state.sellers.join(','));
  if (state.priceMin !== null || state.priceMax !== null)
    q.set('price', `${state.priceMin ?? ''}-${state.priceMax ?? ''}`);
  if (state.categoryId !== null && !q.has('categoryId')) q.set('categoryId', String(state.categoryId));
  if (state.inStock) q.set('in_stock', '1');
  return q;
}

/** The facets query: the same filters, without paging and sorting. */
export function facetsApiQuery(state: ListingState, extra: Record<string, string>): URLSearchParams {
  const q = listingApiQuery(state, extra);
  for (const key of ['currentPage', 'pageSize', 'order', 'dir']) q.delete(key);
  return q;
}

/** The page URL for a changed state (a link target); page resets to 1 unless given. */
export function listingHref(
  pathname: string,
  base: URLSearchParams,
  change: Partial<ListingState> & { keep?: string[] },
): string {
  const current = readListingState(base, 'relevance');
  const next: ListingState = { ...current, page: 1, ...change };
  const q = new URLSearchParams();
  for (const key of change.keep ?? ['q']) {
    const v = base.get(key);
    if (v !== null) q.set(key, v);
  }
  if (base.get('sort') !== null || change.sort) q.set('sort', next.sort);
  for (const b of next.brands) q.append('brand', b);
  for (const s of next.sellers) q.append('seller', s);
  if (next.priceMin !== null || next.priceMax !== null) q.set('price', `${next.priceMin ?? ''}-${next.priceMax ?? ''}`);
  if (next.categoryId !== null) q.set('cat', String(next.categoryId));
  if (next.inStock) q.set('in_stock', '1');
  if (next.page > 1) q.set('page', String(next.page));
  const text = q.toString();
  return text ? `${pathname}?${text}` : pathname;
}
