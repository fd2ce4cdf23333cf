import { CURRENCY } from './store-constants';

// One formatter for the whole process: building Intl formatters is comparatively slow.
const pesoFormatter = new Intl.NumberFormat('en-PH', { style: 'currency', currency: CURRENCY });

/** Amounts already formatted, bounded: the catalogue's prices repeat, so a few thousand cover a page's. */
const formatted = new Map<number, string>();
const FORMATTED_KEPT = 5_000;

/** Money is integer centavos inside (DESIGN §3.2); this turns it into '₱1,450.00' at the edge. */
export function formatPeso(centavos: number): string {
  // a Map holds -0 and 0 as one key, and they print differently: -0 is never kept
  const kept = !Object.is(centavos, -0);
  let text = kept ? formatted.get(centavos) : undefined;
  if (text !== undefined) return text;
  if (!Number.isFinite(centavos)) throw new RangeError(`formatPeso needs a finite number of centavos, got ${centavos}`);
  text = pesoFormatter.format(centavos / 100);
  // Every page shows dozens of prices, mostly the same ones request after request; ICU formatting is the cost.
  if (kept) {
    if (formatted.size >= FORMATTED_KEPT) formatted.clear();
    formatted.set(centavos, text);
  }
  return text;
}
