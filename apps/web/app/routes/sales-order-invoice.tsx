import { BuyerRegistrationBody } from '@sulit/contracts/invoices';
import { data, Link } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/sales-order-invoice';
import { OrderSummaryView } from '../features/checkout/order-summary-view';
import { invoiceNumber, InvoiceView } from '../features/orders/invoice-view';
import { requireCustomer } from '../features/customers/api/session';
import { loadOwnOrder } from '../features/orders/load-order';
import { getInvoice } from '../features/orders/api/get-invoice';
import { saveBuyerRegistration } from '../features/orders/api/save-buyer-registration';
import { BuyerRegistrationForm } from '../features/orders/buyer-registration-form';
import { invoicePath, isOrderNumber, orderViewPath, printInvoicePath } from '../features/orders/order-paths';
import { PrintButton } from '../features/orders/print-button';
import { ApiError, errorMessage } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = ({ params, loaderData }) =>
  noindexTags(`${loaderData?.kind === 'print-order' ? 'Order' : 'Invoice'} ${params.orderId}`);
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

/**
 * The invoice (spec §2 /sales/order/invoice/order_id/{orderId}) and the printable order and invoice: one route
 * file, told apart by the route's id (routes.ts gives each path its own). A failed or cancelled order has no
 * invoice: its invoice paths are the 404 page.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const path = url.pathname;
  const kind = path.includes('/printInvoice/') ? 'print-invoice' : path.includes('/print/') ? 'print-order' : 'invoice';
  await requireCustomer(context, { request, url });
  const order = await loadOwnOrder(context, request, params.orderId);
  if (kind === 'print-order') return { kind, order, invoice: null } as const;
  if (!order.invoice_offered) throw data(null, { status: 404 });
  try {
    return { kind, order, invoice: await getInvoice(serverApi(context, request), order.increment_id) } as const;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) throw data(null, { status: 404 });
    throw error;
  }
}

/** A Business member saves the registered name and TIN printed as the buyer's. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isOrderNumber(params.orderId)) throw data(null, { status: 404 });
  const form = await request.formData();
  const parsed = BuyerRegistrationBody.safeParse({
    registered_name: String(form.get('registered_name') ?? ''),
    tin: String(form.get('tin') ?? '').trim(),
  });
  if (!parsed.success) {
    const errors: Partial<Record<'registered_name' | 'tin', string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'tin' ? 'tin' : 'registered_name';
      errors[field] ??= issue.message;
    }
    return data({ errors }, 400);
  }
  const res = await saveBuyerRegistration(serverApi(context, request), parsed.data);
  if (!res.ok) return data({ errors: { form: errorMessage(res.body) ?? 'Please try again.' } }, res.status || 500);
  return { errors: undefined };
}

const toolbarLink = 'inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 font-semibold';

export default function OrderDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { order, kind, invoice } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <Link
          to={orderViewPath(order.increment_id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          ← Order {order.increment_id}
        </Link>
        <span className="ml-auto flex gap-2">
          {kind === 'invoice' ? (
            <Link to={printInvoicePath(order.increment_id)} className={toolbarLink}>
              Print invoice
            </Link>
          ) : (
            <PrintButton />
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
      {invoice ? (
        <div className="space-y-6">
          <InvoiceView invoice={invoice} />
          {kind === 'invoice' && invoice.is_business_member && (
            <BuyerRegistrationForm current={invoice.buyer_registration} errors={actionData?.errors} />
          )}
        </div>
      ) : (
        <div data-print-document>
          <OrderSummaryView order={order} />
        </div>
      )}
    </div>
  );
}
