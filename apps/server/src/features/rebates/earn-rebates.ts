import type { DeliveredLine, LineToEarn } from '@sulit/db';
import { MEMBERSHIP_PRODUCT_TYPE, rebateAvailableAt } from '@sulit/domain';
import { memberOf, type RebatesContext } from './rebates-context';

/** How far back the earn job looks for deliveries: twice the return window, so a missed run is caught up. */
const SWEEP_DAYS = 14;
const PAGE = 500;
/** pages per run at most (a backlog is taken over the next runs) */
const MAX_PAGES = 20;

/**
 * The scheduler's job: every goods line delivered to a Business or Executive member earns its rebate once
 * (the ledger's unique `earn:<line>` key), pending until the return window after delivery closes, within the
 * year's cap. Lines already earned are skipped; a member who does not qualify today earns nothing.
 */
export async function earnRebates(context: RebatesContext, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SWEEP_DAYS * 86_400_000).toISOString();
  let after: { at: string; lineId: number } | null = null;
  let earned = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const lines = await context.deliveredLinesSince(since, PAGE, after);
    if (lines.length === 0) break;
    const last = lines[lines.length - 1]!;
    after = { at: last.delivered_at, lineId: last.line_id };
    const goods = lines.filter((l) => l.product_type !== MEMBERSHIP_PRODUCT_TYPE && l.paid > 0);
    const done = await context.rebates.linesEarned(goods.map((l) => l.line_id));
    const byCustomer = new Map<number, DeliveredLine[]>();
    for (const line of goods)
      if (!done.has(line.line_id))
        byCustomer.set(line.customer_id, [...(byCustomer.get(line.customer_id) ?? []), line]);
    for (const [customerId, customerLines] of byCustomer) {
      const { terms } = await memberOf(context, customerId);
      if (!terms) continue;
      const toEarn: LineToEarn[] = customerLines.map((l) => ({
        line_id: l.line_id,
        order_id: l.order_id,
        order_number: l.order_number,
        order_type: l.delivery_type,
        paid: l.paid,
        delivered_at: l.delivered_at,
        available_at: rebateAvailableAt(l.delivered_at, context.returnWindowMs),
      }));
      earned += await context.rebates.earn(customerId, terms, toEarn, now.toISOString());
    }
    if (lines.length < PAGE) break;
  }
  if (earned > 0) context.log.info({ earned }, 'rebates earned on delivered lines');
  return earned;
}
