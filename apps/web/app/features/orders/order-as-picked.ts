import type { CheckoutOrderView } from '@sulit/contracts/checkout';
import type { OrderSubstitutions } from '@sulit/contracts/substitutions';
import { OWN_SELLER_ID } from '@sulit/domain/shared/store-constants';

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
