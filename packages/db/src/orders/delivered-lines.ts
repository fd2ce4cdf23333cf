import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** A goods line whose seller's part reached Delivered (the rebates feature earns on it). */
export interface DeliveredLine {
  line_id: number;
  order_id: number;
  order_number: string;
  customer_id: number;
  delivery_type: string;
  product_type: string;
  /** what was paid for the line: row total less its promotion and voucher share */
  paid: number;
  delivered_at: string;
}

/**
 * Lines delivered since a time, oldest delivery first: the step `delivered` recorded for the line's seller part
 * (own store or third-party sub-order). A read the orders feature owns; the rebates job asks it through app.ts.
 */
export function createDeliveredLinesReader(db: Kysely<DB>) {
  /** `after`: the page's keyset cursor (delivery time, line id), starting at `sinceIso`. */
  return async function deliveredLinesSince(
    sinceIso: string,
    limit: number,
    after: { at: string; lineId: number } | null = null,
  ): Promise<DeliveredLine[]> {
    let query = db
      .selectFrom('order_status_changes as sc')
      .innerJoin('orders as o', 'o.id', 'sc.order_id')
      .innerJoin('order_lines as ol', (join) =>
        join.onRef('ol.order_id', '=', 'sc.order_id').onRef('ol.seller_id', '=', 'sc.seller_id'),
      )
      .select([
        'ol.id as line_id',
        'o.id as order_id',
        'o.increment_id as order_number',
        'o.customer_id',
        'o.delivery_type',
        'ol.product_type',
        'ol.row_total',
        'ol.discount_amount',
        'sc.created_at as delivered_at',
      ])
      .where('sc.step', '=', 'delivered')
      .where('sc.created_at', '>=', sinceIso);
    if (after)
      query = query.where(({ or, and, eb }) =>
        or([
          eb('sc.created_at', '>', after.at),
          and([eb('sc.created_at', '=', after.at), eb('ol.id', '>', after.lineId)]),
        ]),
      );
    const rows = await query.orderBy('sc.created_at').orderBy('ol.id').limit(limit).execute();
    return rows.map((r) => ({
      line_id: r.line_id,
      order_id: r.order_id,
      order_number: r.order_number,
      customer_id: r.customer_id,
      delivery_type: r.delivery_type,
      product_type: r.product_type,
      paid: Math.max(0, r.row_total - r.discount_amount),
      delivered_at: r.delivered_at,
    }));
  };
}
