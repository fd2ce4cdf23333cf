import { SUPPORT_SESSION_LIFETIME_MS } from '@sulit/domain/support/support-rules';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { data, redirect } from 'react-router';
import type { Route } from './+types/customer-support';
import { requireCustomer } from '../features/customers/api/session';
import { logOut } from '../features/customers/api/log-out';
import { getActing } from '../features/support/api/get-acting';
import { startSupportSession } from '../features/support/api/start-support-session';
import { SupportPicker } from '../features/support/support-picker';
import { errorMessage } from '../lib/http/client';
import { cookieHeaders, hasSupportCookie } from '../lib/http/cookies';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => [
  { title: `Customer support — ${STORE_BRAND}` },
  { name: 'robots', content: 'noindex' },
];
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/**
 * Issue 32, the staff's page: signed-out staff sign in first (the login page brings them back here); staff pick
 * the customer to act for; while acting, the page says whom for (end it from the banner).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const ended = url.searchParams.get('ended') === '1';
  if (hasSupportCookie(request.headers.get('cookie'))) {
    const { acting } = await getActing(serverApi(context, request));
    if (acting) return { view: 'acting' as const, acting, ended };
  }
  const me = await requireCustomer(context, { request, url });
  return { view: me.extension_attributes.is_customer_support ? ('picker' as const) : ('not_staff' as const), ended };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context, request);
  const field = (name: string) => String(form.get(name) ?? '').trim();
  if (field('intent') === 'end') {
    // Ends the support session only; the staff member's own session is restored (spec §4).
    const res = await logOut(api);
    return redirect('/customer-support?ended=1', { headers: cookieHeaders(res.setCookies) });
  }
  if (!field('email') || !field('reason') || !field('case_id'))
    return data({ message: 'Enter the customer email, the case or ticket number and the reason.' }, { status: 400 });
  const approver = field('approver_email');
  const res = await startSupportSession(api, {
    email: field('email'),
    reason: field('reason'),
    case_id: field('case_id'),
    ...(approver ? { approver_email: approver } : {}),
  });
  if (!res.ok)
    return data(
      { message: errorMessage(res.body) ?? 'Something went wrong. Please try again.' },
      { status: res.status || 502 },
    );
  return redirect('/customer/account', { headers: cookieHeaders(res.setCookies) });
}

const MINUTES = SUPPORT_SESSION_LIFETIME_MS / 60_000;

export default function CustomerSupport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="mb-4 text-2xl font-extrabold">Customer support</h1>
      {loaderData.ended && (
        <p role="status" className="mb-4 rounded-xl bg-brand-50 p-4 text-brand-900">
          The support session has ended. You are signed in as yourself again.
        </p>
      )}
      {loaderData.view === 'acting' && (
        <p>
          You are acting for {loaderData.acting.customer.firstname} {loaderData.acting.customer.lastname}. End that
          session from the bar at the top before you act for another customer.
        </p>
      )}
      {loaderData.view === 'not_staff' && <p>This page is for customer-support staff.</p>}
      {loaderData.view === 'picker' && (
        <>
          <p className="mb-4 max-w-xl text-stone-700">
            Act for a customer who has allowed support to shop for them, for up to {MINUTES} minutes. Everything you do
            is recorded and shown to the customer. You cannot change their password, e-mail, phone or newsletter choice,
            or see their saved cards.
          </p>
          <SupportPicker message={actionData?.message ?? null} />
        </>
      )}
    </div>
  );
}
