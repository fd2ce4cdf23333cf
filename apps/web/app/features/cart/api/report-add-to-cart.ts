/**
 * GET /rest/V1/sulit/purchase-analytics?sku&source&qty (spec §7 purchase-analytics; §9 add-to-cart sources and
 * page types): tells the store an add to the cart happened and from which page type. It carries no cookie and
 * nothing about the shopper, and a failure is nobody's business but the counter's (fire and forget).
 */
import { pageTypeOfPath } from '@sulit/domain/nudges/purchase-analytics';

export function reportAddToCart(sku: string, units: number): void {
  if (typeof window === 'undefined') return;
  const query = new URLSearchParams({
    sku,
    source: pageTypeOfPath(window.location.pathname),
    qty: String(units),
  });
  void fetch(`/rest/V1/sulit/purchase-analytics?${query.toString()}`, {
    credentials: 'omit',
    keepalive: true,
    headers: { accept: 'application/json' },
  }).catch(() => undefined);
}
