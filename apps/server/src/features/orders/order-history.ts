import {
  type SubOrder,
  formatDate,
  isInProgressStep,
  ORDER_FILTER_LABELS,
  ORDER_PAGE_SIZE,
  type OrderStatusFilter,
  orderStatusDisplay,
  orderStatusLabel,
  pageCount,
  shownOnTrackAndTrace,
  skipsTrackingLookup,
  orderStatusLabelOf,
  statusesOfFilter,
  TRACKING_PAGE_SIZE,
  TRACKING_STEP_LABELS,
  trackerStage,
  trackingGroup,
  trackingPath,
  type OrderSummary,
} from '@sulit/domain';
import type {
  OrderListResponse,
  OrderSummaryResponse,
  TrackingListItem,
  TrackingListResponse,
} from '@sulit/contracts/orders';
import { partsOf, statusOf } from './order-parts';
import type { OrdersDeps } from './orders-deps';

function byOrder<T extends { order_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.order_id, [...(grouped.get(row.order_id) ?? []), row]);
  return grouped;
}

/** GET /transaction/orders: the shopper's orders, 5 a page, newest first, optionally one display status. */
export async function listOrders(
  deps: OrdersDeps,
  customerId: number,
  query: { page?: number | undefined; limit?: number | undefined; status?: OrderStatusFilter | undefined },
): Promise<OrderListResponse> {
  const status = query.status ?? 'all';
  const page = query.page ?? 1;
  const pageSize = query.limit ?? ORDER_PAGE_SIZE;
  const { rows, total } = await deps.orders.history(customerId, statusesOfFilter(status), page, pageSize);
  const sellers = byOrder(await deps.orders.sellersOf(rows.map((r) => r.id)));
  return {
    items: rows.map((row: OrderSummary) => {
      const s = statusOf(row.status);
      return {
        increment_id: row.increment_id,
        created_at: row.created_at,
        date: formatDate(row.created_at),
        grand_total: row.grand_total,
        status: row.status,
        status_label: orderStatusLabel(s),
        status_display: orderStatusDisplay(s),
        sellers: (sellers.get(row.id) ?? []).map((x: SubOrder) => ({
          seller_id: x.seller_id,
          shop_name: x.shop_name,
          sub_increment_id: x.sub_increment_id,
        })),
      };
    }),
    total_count: total,
    page,
    page_size: pageSize,
    page_count: pageCount(total, pageSize),
    status,
  };
}

/** GET /transaction/orders/summary: counts per display status and per spec §4 group, and the latest number. */
export async function orderSummary(deps: OrdersDeps, customerId: number): Promise<OrderSummaryResponse> {
  const [counts, latest] = await Promise.all([
    deps.orders.statusCounts(customerId),
    deps.orders.history(customerId, null, 1, 1),
  ]);
  const perFilter = Object.fromEntries(Object.keys(ORDER_FILTER_LABELS).map((k) => [k, 0])) as Record<
    keyof typeof ORDER_FILTER_LABELS,
    number
  >;
  let all = 0;
  let ongoing = 0;
  for (const [status, n] of counts) {
    const s = statusOf(status);
    const label = orderStatusLabel(s);
    const key = (Object.keys(ORDER_FILTER_LABELS) as (keyof typeof ORDER_FILTER_LABELS)[]).find(
      (k) => ORDER_FILTER_LABELS[k] === label,
    );
    if (key) perFilter[key] += n;
    all += n;
    if (trackingGroup(s) === 'ongoing') ongoing += n;
  }
  return {
    all,
    counts: perFilter,
    ongoing,
    final: all - ongoing,
    processingOrders: ongoing,
    latest_order_number: latest.rows[0]?.increment_id ?? null,
  };
}

/**
 * GET /transaction/orders/track-and-trace (page 1, limit 200, newest first): every tracked part of the
 * shopper's orders (own store, membership, each third-party sub-order) with its status, stage and group.
 */
export async function trackingList(
  deps: OrdersDeps,
  customerId: number,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<TrackingListResponse> {
  const page = query.page ?? 1;
  const { orders, total } = await deps.orders.ordersPage(customerId, page, query.limit ?? TRACKING_PAGE_SIZE);
  const ids = orders.map((o) => o.id);
  const [sellers, kinds] = await Promise.all([deps.orders.sellersOf(ids), deps.orders.lineKindsOf(ids)]);
  const sellersOf = byOrder(sellers);
  const kindsOf = byOrder(kinds);
  const items: TrackingListItem[] = [];
  let inProgress = 0;
  for (const order of orders) {
    const types = (sellerId: string) =>
      (kindsOf.get(order.id) ?? []).filter((k) => k.seller_id === sellerId).map((k) => k.product_type);
    for (const part of partsOf(order, sellersOf.get(order.id) ?? [], types)) {
      if (!shownOnTrackAndTrace(part.status)) continue;
      const label = orderStatusLabelOf(part.status, part.fulfilment);
      const step = part.kind === 'membership' && order.paid_at ? 'delivered' : part.step;
      const skips = skipsTrackingLookup(part.status);
      if (!skips && isInProgressStep(step)) inProgress += 1;
      items.push({
        order_number: part.number,
        increment_id: order.increment_id,
        kind: part.kind,
        shop_name: part.shopName,
        created_at: order.created_at,
        date: formatDate(order.created_at),
        grand_total: part.grandTotal,
        status: part.status,
        status_label: label,
        tracking_status: TRACKING_STEP_LABELS[step],
        stage: trackerStage(label),
        group: trackingGroup(part.status),
        skips_lookup: skips,
        tracking_path: trackingPath(part.kind, part.number),
      });
    }
  }
  return {
    items,
    total_count: total,
    page,
    in_progress_count: inProgress,
    ongoing_count: items.filter((i) => i.group === 'ongoing').length,
    final_count: items.filter((i) => i.group === 'final').length,
    // the newest order the list shows: a cancelled one is not there to follow
    latest_order_number: page === 1 ? (items[0]?.increment_id ?? null) : null,
  };
}
