import { Form, redirect } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/checkout-failure';
import { CART_PATH } from '@sulit/domain/checkout/checkout-constants';
import { PAYMENT_FAILURE_MESSAGES } from '@sulit/domain/payments/payment-lifecycle';
import { primaryButton } from '../components/button';
import { restoreCart } from '../features/checkout/api/restore-cart';
import { TIMESLOT_STEP_PATH } from '../features/checkout/checkout-layout';
import { guestRedirect } from '../features/checkout/checkout-server';
import { hasSessionCookie } from '../features/customers/api/session';
import { ApiError } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';
import type { ShellHandle } from '../shell/shell-handle';

export const meta: Route.MetaFunction = () => noindexTags('Payment not completed');

/** The active cart is empty until the shopper restores it: the header must not say "Cart 0" here. */
export const handle: ShellHandle = { cartCountUnknown: true };

export function loader({ url }: Route.LoaderArgs) {
  const orderId = url.searchParams.get('orderId');
  const reason = url.searchParams.get('reason') ?? '';
  return {
    orderId: orderId && /^\d{9}$/.test(orderId) ? orderId : null,
    pending: url.searchParams.get('status') === 'pending',
    // the provider's reason (declined, insufficient_funds, timeout, …) in the shopper's words, from the one table
    reason: PAYMENT_FAILURE_MESSAGES[reason] ?? null,
  };
}

/** Spec §4: restoring the cart (restore-quote) resets the order id and the slot; then the timeslot step. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!hasSessionCookie(request)) throw guestRedirect();
  try {
    await restoreCart(serverApi(context, request));
  } catch (error) {
    // Nothing to restore (already restored in another tab): the active cart decides.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    return redirect(CART_PATH);
  }
  return redirect(TIMESLOT_STEP_PATH);
}

/**
 * Spec §4 Place order, on failure: the shopper goes back to the timeslot step and the order id is reset
 * (nothing here carries it on); the unpaid order gave its stock, slot and voucher back.
 */
export default function CheckoutFailure({ loaderData }: Route.ComponentProps) {
  const { orderId, pending, reason } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 text-center">
      <h1 className="mb-3 text-2xl font-extrabold tracking-tight">
        {pending ? 'Your payment is still being confirmed' : 'Payment failed'}
      </h1>
      <p role="alert" className="mb-2 text-stone-800">
        {pending
          ? 'We have not heard back from the payment provider yet. We will update your order as soon as we do.'
          : `${reason ?? 'Your payment was not completed.'} You have not been charged.`}
      </p>
      {orderId && <p className="mb-6 text-sm text-stone-600">Order {orderId}</p>}
      {!pending && (
        <Form method="post">
          <button type="submit" className={primaryButton('inline-flex min-h-12 items-center rounded-xl px-6')}>
            Choose a timeslot and try again
          </button>
        </Form>
      )}
    </div>
  );
}
