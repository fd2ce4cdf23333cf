import type { InvoiceDocument, InvoiceView as Invoice } from '@sulit/contracts/invoices';
import { formatPeso } from '@sulit/domain/shared/money';
import { OWN_SELLER_ID } from '@sulit/domain/shared/store-constants';
import { Fact } from '../../components/fact';

/** The invoice number of an order (decided: one invoice per order, numbered after it). */
export const invoiceNumber = (orderNumber: string) => `INV-${orderNumber}`;

const VAT_MARK = { vatable: 'V', exempt: 'E', zero_rated: 'Z' } as const;
const signed = (amount: number) => (amount < 0 ? `−${formatPeso(-amount)}` : formatPeso(amount));

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'font-extrabold' : undefined}>
      <th scope="row" colSpan={3} className="pt-1 text-right font-normal text-stone-700">
        {strong ? <strong>{label}</strong> : label}
      </th>
      <td className="pt-1 text-right">{amount}</td>
    </tr>
  );
}

/** One seller's document: who sold (registered name, address, TIN), its serial, the lines and the VAT breakdown. */
function SellerDocument({ invoice, doc }: { invoice: Invoice; doc: InvoiceDocument }) {
  const titleId = `invoice-${doc.seller_id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-5 break-inside-avoid print:rounded-none print:border-0 print:p-0"
    >
      <div className="mb-4 flex flex-wrap justify-between gap-4 border-b border-stone-200 pb-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-extrabold">
            {doc.seller?.registered_name ?? doc.shop_name}
          </h2>
          {doc.seller && (
            <>
              <p className="text-sm">{doc.seller.business_address}</p>
              <p className="text-sm">VAT Reg. TIN {doc.seller.tin}</p>
            </>
          )}
          {doc.seller_id !== OWN_SELLER_ID && (
            <p className="text-sm text-stone-600">Sold on the Sulit Club marketplace as {doc.shop_name}</p>
          )}
        </div>
        <dl className="text-sm">
          <Fact term="Invoice no." className="flex gap-2">
            <span data-testid="invoice-serial">{doc.serial_number}</span>
          </Fact>
          <Fact term="Date" className="flex gap-2">
            {doc.issued_date}
          </Fact>
          <Fact term="Order" className="flex gap-2">
            {invoice.increment_id}
          </Fact>
        </dl>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">Items sold by {doc.shop_name}</caption>
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th scope="col" className="py-2">
              Item
            </th>
            <th scope="col" className="py-2 text-right">
              Qty
            </th>
            <th scope="col" className="py-2 text-right">
              Unit price
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, i) => (
            <tr key={`${line.sku}-${i}`} className="border-b border-stone-100">
              <td className="py-2 break-words">
                {line.name}
                {line.picking?.outcome === 'substituted' && (
                  <span className="block text-sm text-stone-700">
                    Substitute for {line.picking.ordered_qty} × {line.picking.ordered_name}
                  </span>
                )}
                {line.picking?.outcome === 'refunded' && (
                  <span className="block text-sm text-stone-700">Out of stock, refunded</span>
                )}
                {line.weight_label && <span className="block text-sm">Weighed: {line.weight_label}</span>}
                <span className="block text-xs text-stone-600">
                  SKU {line.sku} · {VAT_MARK[line.vat_class]}
                </span>
              </td>
              <td className="py-2 text-right">{line.qty}</td>
              <td className="py-2 text-right">{formatPeso(line.unit_price)}</td>
              <td className="py-2 text-right">{formatPeso(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {doc.adjustments.map((a) => (
            <Row key={a.label} label={a.label} amount={signed(a.amount)} />
          ))}
          <Row label="Total amount due (VAT inclusive)" amount={formatPeso(doc.total)} strong />
          <Row label="VATable sales" amount={formatPeso(doc.vatable_sales)} />
          <Row label={`VAT (${invoice.vat_rate_percent}%)`} amount={formatPeso(doc.vat_amount)} />
          <Row label="VAT-exempt sales" amount={formatPeso(doc.exempt_sales)} />
          <Row label="Zero-rated sales" amount={formatPeso(doc.zero_rated_sales)} />
        </tfoot>
      </table>
      <p className="mt-3 text-xs text-stone-600">V VATable · E VAT-exempt · Z zero-rated.</p>
    </section>
  );
}

/** The invoice as the BIR asks: the buyer, then one document per seller with its own serial number. */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  return (
    <article aria-label={`Invoice ${invoiceNumber(invoice.increment_id)}`} className="space-y-6" data-print-document>
      <dl className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-5 text-sm sm:grid-cols-2 print:border-0 print:p-0">
        <Fact term="Sold to">
          {invoice.buyer_registration?.registered_name ?? invoice.buyer_name}
          {invoice.buyer_address.length > 0 && (
            <span className="block font-normal">{invoice.buyer_address.join(', ')}</span>
          )}
        </Fact>
        {invoice.buyer_registration && <Fact term="Buyer’s TIN">{invoice.buyer_registration.tin}</Fact>}
        {invoice.special_discount && (
          <Fact term="Senior citizen / PWD discount">
            {invoice.special_discount.holder_name}
            <span className="block font-normal">
              {invoice.special_discount.id_kind} No. {invoice.special_discount.id_number} · 5% discount{' '}
              {formatPeso(invoice.special_discount.discount_amount)}
            </span>
          </Fact>
        )}
        <Fact term="Order date">{invoice.date}</Fact>
        <Fact term="Payment">{invoice.payment_title}</Fact>
      </dl>
      {invoice.documents.map((doc) => (
        <SellerDocument key={doc.seller_id} invoice={invoice} doc={doc} />
      ))}
    </article>
  );
}
