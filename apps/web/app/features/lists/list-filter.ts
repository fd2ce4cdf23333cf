/** Spec §3 filter fields of a shopping list (ld_display, product_list_order, product_list_dir, curPage). */
const FILTER_KEYS = ['ld_display', 'product_list_order', 'product_list_dir', 'curPage'] as const;

/** The filter fields of a page URL, nothing else (the API refuses unknown query names). */
export function listFilterOf(url: URL): URLSearchParams {
  const filter = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = url.searchParams.get(key);
    if (value) filter.set(key, value);
  }
  return filter;
}

export function isFiltered(filter: URLSearchParams): boolean {
  return [...filter.keys()].length > 0;
}
