import type { OrderDetailView } from '@sulit/contracts/orders';
import { Fact } from '../../components/fact';
import { orderCharges } from '../../lib/order-charges';
import { formatPeso } from '@sulit/domain/shared/money';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';

/** The invoice number of an order (decided: one invoice per order, numbered after it). */
export const invoiceNumber = (orderNumber: string) => `INV-${orderNumber}`;

/** The invoice: who sold what to whom, line by line, with the totals charged and the payment method. */
export function InvoiceView({ order }: { order: OrderDetailView }) {
  const rows = orderCharges(order);
  return (
    <article
      aria-label={`Invoice ${invoiceNumber(order.increment_id)}`}
      className="rounded-2xl border border-stone-200 bg-white p-5 print:border-0 print:p-0"
    >
      <header className="mb-4 flex flex-wrap justify-between gap-4">
        <div>
          <p className="text-xl font-extrabold">{STORE_BRAND}</p>
          <p className="text-sm text-stone-600">Invoice {invoiceNumber(order.increment_id)}</p>
        </div>
        <dl className="text-sm">
          <Fact term="Order" className="flex gap-2">
            {order.increment_id}
          </Fact>
          <Fact term="Date" className="flex gap-2">
            {order.date}
          </Fact>
          <Fact term="Payment" className="flex gap-2">
            {order.payment.title}
          </Fact>
        </dl>
      </header>
      {order.shipping_address && (
        <p className="mb-4 text-sm">
          <span className="block font-semibold">
            Bill to: {order.shipping_address.firstname} {order.shipping_address.lastname}
          </span>
          {order.shipping_address.lines.join(', ')}
        </p>
      )}
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th className="py-2">Item</th>
            <th className="py-2 text-right">Qty</th>
            <th className="py-2 text-right">Price</th>
            <th className="py-2 text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.sellers.flatMap((seller) =>
            seller.items.map((item) => (
              <tr key={`${seller.sub_increment_id}-${item.sku}`} className="border-b border-stone-100">
                <td className="py-2">
                  {item.name}
                  <span className="block text-xs text-stone-500">
                    {seller.shop_name} · SKU {item.sku}
                  </span>
                </td>
                <td className="py-2 text-right">{item.qty}</td>
                <td className="py-2 text-right">{formatPeso(item.unit_price)}</td>
                <td className="py-2 text-right">{formatPeso(item.row_total)}</td>
              </tr>
            )),
          )}
        </tbody>
        <tfoot>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <td colSpan={3} className="pt-2 text-right text-stone-600">
                {label}
              </td>
              <td className="pt-2 text-right">{formatPeso(amount)}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={3} className="pt-2 text-right font-extrabold">
              Grand total
            </td>
            <td className="pt-2 text-right font-extrabold" data-testid="invoice-total">
              {formatPeso(order.grand_total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
