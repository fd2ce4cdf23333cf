import { CURRENCY } from './store-constants';

// One formatter for the whole process: building Intl formatters is comparatively slow.
const pesoFormatter = new Intl.NumberFormat('en-PH', { style: 'currency', currency: CURRENCY });

/** Money is integer centavos inside (DESIGN §3.2); this turns it into '₱1,450.00' at the edge. */
export function formatPeso(centavos: number): string {
  if (!Number.isFinite(centavos)) throw new RangeError(`formatPeso needs a finite number of centavos, got ${centavos}`);
  return pesoFormatter.format(centavos / 100);
}
