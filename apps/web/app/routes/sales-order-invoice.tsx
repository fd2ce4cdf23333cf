import { Link } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/sales-order-invoice';
import { OrderSummaryView } from '../features/checkout/order-summary-view';
import { invoiceNumber, InvoiceView } from '../features/orders/invoice-view';
import { requireCustomer } from '../features/customers/api/session';
import { loadOwnOrder } from '../features/orders/load-order';
import { invoicePath, orderViewPath, printInvoicePath } from '../features/orders/order-paths';
import { PrintButton } from '../features/orders/print-button';

export const meta: Route.MetaFunction = ({ params, loaderData }) =>
  noindexTags(`${loaderData?.kind === 'print-order' ? 'Order' : 'Invoice'} ${params.orderId}`);
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

/**
 * The invoice (spec §2 /sales/order/invoice/order_id/{orderId}) and the printable order and invoice: one route
 * file, told apart by the route's id (routes.ts gives each path its own).
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const path = url.pathname;
  const kind = path.includes('/printInvoice/') ? 'print-invoice' : path.includes('/print/') ? 'print-order' : 'invoice';
  await requireCustomer(context, { request, url });
  return { order: await loadOwnOrder(context, request, params.orderId), kind } as const;
}

export default function OrderDocument({ loaderData }: Route.ComponentProps) {
  const { order, kind } = loaderData;
  const printing = kind !== 'invoice';
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <Link
          to={orderViewPath(order.increment_id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          ← Order {order.increment_id}
        </Link>
        <span className="ml-auto flex gap-2">
          {printing ? (
            <PrintButton />
          ) : (
            <Link
              to={printInvoicePath(order.increment_id)}
              className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 font-semibold"
            >
              Print invoice
            </Link>
          )}
          {kind === 'print-invoice' && (
            <Link
              to={invoicePath(order.increment_id)}
              className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700"
            >
              Invoice page
            </Link>
          )}
        </span>
      </div>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight">
        {kind === 'print-order' ? `Order ${order.increment_id}` : `Invoice ${invoiceNumber(order.increment_id)}`}
      </h1>
      {kind === 'print-order' ? <OrderSummaryView order={order} /> : <InvoiceView order={order} />}
    </div>
  );
}
