import { type Order, type OrderLine, type SubOrder, isOrderStatus, orderStatusLabel } from '@sulit/domain';
import type { CheckoutOrderView } from '@sulit/contracts/checkout';
import type { CheckoutDeps } from './checkout-deps';

/** The address snapshot taken at placement (place-order.ts), for display. */
function addressOf(snapshot: string | null): CheckoutOrderView['shipping_address'] {
  if (!snapshot) return null;
  try {
    const a = JSON.parse(snapshot) as Record<string, unknown>;
    if (a.store_pickup) return null;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
    const street = Array.isArray(a.street) ? a.street.map(text) : [];
    const lines = [
      ...street,
      text(a.building_name),
      text(a.landmark),
      text(a.township),
      text(a.city),
      text(a.region),
    ].filter((l): l is string => l !== null);
    return {
      firstname: text(a.firstname) ?? '',
      lastname: text(a.lastname) ?? '',
      lines,
      telephone: text(a.telephone),
    };
  } catch {
    return null;
  }
}

export async function orderViewOf(deps: CheckoutDeps, order: Order): Promise<CheckoutOrderView> {
  const [lines, sellers] = await Promise.all([
    deps.checkout.orderLines(order.id),
    deps.checkout.orderSellers(order.id),
  ]);
  return orderViewFrom(order, lines, sellers);
}

/** The order as the shopper reads it, from its records (place order's confirmation reads them in its transaction). */
export function orderViewFrom(order: Order, lines: OrderLine[], sellers: SubOrder[]): CheckoutOrderView {
  return {
    increment_id: order.increment_id,
    order_id: order.id,
    status: order.status,
    status_label: isOrderStatus(order.status) ? orderStatusLabel(order.status) : order.status,
    created_at: order.created_at,
    payment: { method: order.payment_method, title: order.payment_title },
    subtotal: order.subtotal,
    discount_amount: order.discount_amount,
    shipping_amount: order.shipping_amount,
    fee: order.fee,
    grand_total: order.grand_total,
    coupon_code: order.coupon_code,
    delivery_type: order.delivery_type,
    slot:
      order.slot_date && order.slot_period && order.slot_label
        ? { date: order.slot_date, period: order.slot_period, value: order.slot_label }
        : null,
    shipping_address: addressOf(order.shipping_address),
    pickup_source_code: order.pickup_source_code,
    sellers: sellers.map((s) => ({
      seller_id: s.seller_id,
      shop_name: s.shop_name,
      sub_increment_id: s.sub_increment_id,
      status: s.status,
      items_qty: s.items_qty,
      grand_total: s.grand_total,
      items: lines
        .filter((l) => l.seller_id === s.seller_id)
        .map((l) => ({ sku: l.sku, name: l.name, qty: l.qty, unit_price: l.unit_price, row_total: l.row_total })),
    })),
  };
}
