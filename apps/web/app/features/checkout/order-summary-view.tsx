import { Fact } from '../../components/fact';
import { orderCharges } from '../../lib/order-charges';
import type { SummaryOrder } from '../../lib/summary-order';
import { formatPeso } from '@sulit/domain/shared/money';
import { PHYSICAL_STORES } from '@sulit/domain/shared/store-constants';

/** The placed order as the success page shows it: number, lines per seller, totals, slot, address or store, payment. */
export function OrderSummaryView({ order }: { order: SummaryOrder }) {
  const store = PHYSICAL_STORES.find((s) => s.sourceCode === order.pickup_source_code);
  const totals = orderCharges(order);
  return (
    <div className="space-y-4">
      <section className="rounded-2xl border border-stone-200 bg-white p-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-stone-600">Order number</dt>
            <dd className="text-xl font-extrabold" data-testid="order-number">
              {order.increment_id}
            </dd>
          </div>
          <Fact term="Status">{order.status_label}</Fact>
          <Fact term="Payment">{order.payment.title}</Fact>
          {order.slot && (
            <Fact term={order.delivery_type === 'pickup' ? 'Pickup timeslot' : 'Delivery timeslot'}>
              {order.slot.value}
            </Fact>
          )}
          {order.delivery_type === 'pickup' ? (
            <Fact term="Pickup store">{store ? `${store.name} (${store.hours})` : order.pickup_source_code}</Fact>
          ) : (
            order.shipping_address && (
              <div>
                <dt className="text-sm text-stone-600">Delivery address</dt>
                <dd>
                  <span className="block font-semibold">
                    {order.shipping_address.firstname} {order.shipping_address.lastname}
                  </span>
                  <span className="block text-sm">{order.shipping_address.lines.join(', ')}</span>
                  {order.shipping_address.telephone && (
                    <span className="block text-sm">{order.shipping_address.telephone}</span>
                  )}
                </dd>
              </div>
            )
          )}
        </dl>
      </section>
      {order.sellers.map((seller) => (
        <section
          key={seller.sub_increment_id}
          aria-label={`Sold by ${seller.shop_name}`}
          className="rounded-2xl border border-stone-200 bg-white p-4"
        >
          <h2 className="mb-2 font-extrabold">
            {seller.shop_name} <span className="text-sm font-normal text-stone-600">#{seller.sub_increment_id}</span>
          </h2>
          <table className="w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th>Product</th>
                <th>Quantity</th>
                <th>Total</th>
              </tr>
            </thead>
            <tbody>
              {seller.items.map((item) => (
                <tr key={item.sku} className="border-t border-stone-100">
                  <td className="py-1">{item.name}</td>
                  <td className="whitespace-nowrap px-2 py-1 text-stone-600">
                    {item.measure ?? `${item.qty} × ${formatPeso(item.unit_price)}`}
                  </td>
                  <td className="py-1 text-right font-semibold">{formatPeso(item.row_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <section aria-label="Order totals" className="rounded-2xl border border-stone-200 bg-white p-4">
        <dl className="space-y-1">
          {totals.map(([label, value]) => (
            <div key={label} className="flex justify-between">
              <dt className="text-stone-700">{label}</dt>
              <dd className="font-semibold whitespace-nowrap">
                {value < 0 ? `−${formatPeso(-value)}` : formatPeso(value)}
              </dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-stone-200 pt-2">
            <dt className="font-bold">Total</dt>
            <dd className="text-xl font-extrabold">{formatPeso(order.grand_total)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
