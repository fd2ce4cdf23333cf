import type { CheckoutOrderView } from '@sulit/contracts/checkout';
import type { OrderSubstitutions } from '@sulit/contracts/substitutions';
import type { WeighedLines } from '@sulit/contracts/weighed-goods';
import { formatPeso } from '@sulit/domain/shared/money';
import { OWN_SELLER_ID } from '@sulit/domain/shared/store-constants';
import type { SummaryOrder } from '../../lib/summary-order';

/**
 * The order's lines as picked once its total is settled (decision 039), so the lines add up to the settled
 * subtotal shown under them: a standing swap as the item delivered, a refunded or turned-down line at 0. The
 * server's substitution view carries each amount; nothing is recomputed here.
 */
export function orderAsPicked(order: CheckoutOrderView, swaps: OrderSubstitutions | null): CheckoutOrderView {
  if (!swaps?.settlement) return order;
  const lineOf = new Map(swaps.lines.map((l) => [l.sku, l]));
  return {
    ...order,
    sellers: order.sellers.map((seller) =>
      seller.seller_id !== OWN_SELLER_ID
        ? seller
        : {
            ...seller,
            items: seller.items.map((item) => {
              const line = lineOf.get(item.sku);
              if (!line || line.outcome === 'as_ordered') return item;
              if (line.substitute && !line.rejected)
                return {
                  ...item,
                  name: `${line.substitute.name} (instead of ${item.name})`,
                  qty: line.substitute.qty,
                  unit_price: line.substitute.unit_price,
                  row_total: line.substitute.row_total,
                };
              return { ...item, name: `${item.name} (refunded)`, row_total: 0 };
            }),
          },
    ),
  };
}

/**
 * Goods sold by weight as the order page lists them (decision 043): "about 1 kg × ₱353.00/kg" at the estimate until
 * the picker weighs them, then "1.08 kg × ₱353.00/kg" at the weighed amount, so the lines add up to the subtotal
 * under them. The server's weights view carries each figure; nothing is recomputed here.
 */
export function orderAsWeighed(order: SummaryOrder, weights: WeighedLines | null): SummaryOrder {
  if (!weights || weights.lines.length === 0) return order;
  const lineOf = new Map(weights.lines.map((l) => [l.sku, l]));
  return {
    ...order,
    sellers: order.sellers.map((seller) => ({
      ...seller,
      items: seller.items.map((item) => {
        const line = lineOf.get(item.sku);
        if (!line) return item;
        const perKg = `${formatPeso(line.price_per_kg)}/kg`;
        return line.weighed_label && line.weighed_total !== null
          ? { ...item, measure: line.weighed_label, row_total: line.weighed_total }
          : { ...item, measure: `${line.ordered_label} × ${perKg}` };
      }),
    })),
  };
}
