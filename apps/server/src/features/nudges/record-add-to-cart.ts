import type { PurchaseAnalyticsQuery, PurchaseAnalyticsResponse } from '@sulit/contracts/nudges';
import type { NudgesRepository } from '@sulit/db';
import { manilaDate } from '@sulit/domain';

/**
 * Spec §7 purchase-analytics: one add to the cart from a page type (spec §9), counted in the Asia/Manila day's
 * row for that product and page type. Only the sku, the page type and the units are kept: no customer, cart,
 * address, IP or device, so the counts cannot be tied back to a shopper.
 */
export async function recordAddToCart(
  nudges: NudgesRepository,
  query: PurchaseAnalyticsQuery,
  now: Date,
): Promise<PurchaseAnalyticsResponse> {
  await nudges.countAddToCart(manilaDate(now), query.sku, query.source, query.qty ?? 1);
  return { recorded: true };
}
